// Masks for personal data shown on screen (masks, docs/rules.md). Characters are counted as code points so that a
// Chinese or emoji name is never cut through the middle of a character.

/** Masks: "Phones are shown masked (digits 4 to 7 replaced)" — '13812345678' → '138****5678'. */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone)
  for (let i = 3; i < Math.min(7, chars.length); i++) chars[i] = '*'
  return chars.join('')
}

/** Masks: "User names are masked except the last 5 characters"; names of 5 or fewer characters are shown as they are. */
export function maskUserName(name: string): string {
  const chars = Array.from(name)
  const hidden = Math.max(0, chars.length - 5)
  return '*'.repeat(hidden) + chars.slice(hidden).join('')
}

/** The avatar's letter: the first character of the nickname or account name, upper-cased. */
export function avatarLetterOf(user: { nick?: string; username: string } | null): string {
  const name = (user?.nick || user?.username || '').trim()
  return (Array.from(name)[0] ?? '?').toUpperCase()
}
