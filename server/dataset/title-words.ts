// When two parts of a name or title say the same word: "Wireless Wireless Earbuds", "速干速干衣",
// "High Protein Protein Bars". The generator leaves such a part out; the tests look for any left.

/** Small words English titles may repeat ("for Men Women … for Home"). */
const LINKING = new Set(['for', 'of', 'with', 'and', '&', 'the', 'a', 'in'])

/** The words of an English title part: case-folded, split at spaces, commas and hyphens. */
export function englishWords(part: string): string[] {
  return part
    .toLowerCase()
    .split(/[\s,\-/]+/)
    .filter((w) => w !== '' && !LINKING.has(w) && !/^\d+$/.test(w))
}

/**
 * Whether two parts repeat a word: in English a shared word; in Chinese, written without spaces,
 * two characters or more of one part found in the other (速干 in 速干衣, 户外 in 轻户外).
 */
export function sharesWord(a: string, b: string, english: boolean): boolean {
  if (english) {
    const words = new Set(englishWords(a))
    return englishWords(b).some((w) => words.has(w))
  }
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  for (let i = 0; i + 2 <= short.length; i++) if (long.includes(short.slice(i, i + 2))) return true
  return false
}

/** The words of a concept a title still needs beside its product name (Protein Coffee on Ground Coffee: Protein). */
export function conceptShown(concept: string, productName: string, english: boolean): string {
  if (english) {
    const taken = new Set(englishWords(productName))
    return concept
      .split(' ')
      .filter((w) => !taken.has(w.toLowerCase()))
      .join(' ')
  }
  return productName.includes(concept) ? '' : concept
}
