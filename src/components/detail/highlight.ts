/** A piece of a title, marked when it is one of the searched words. */
export interface TitlePart {
  text: string
  hit: boolean
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Splits a title around the searched words (the answer's `words`: words after `not` are already left
 * out), case-insensitively as the server matches titles. Longer words are tried first, so with both
 * "防晒" and "防晒霜" searched, "防晒霜" is marked whole.
 */
export function highlightParts(title: string, words: readonly string[]): TitlePart[] {
  const wanted = [...new Set(words.map((w) => w.trim()).filter((w) => w !== ''))].sort((a, b) => b.length - a.length)
  if (wanted.length === 0 || title === '') return [{ text: title, hit: false }]
  const pattern = new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'gi')
  return title
    .split(pattern)
    .filter((text) => text !== '')
    .map((text) => ({ text, hit: wanted.some((w) => w.toLowerCase() === text.toLowerCase()) }))
}
