// Chinese mainland mobile numbers, the only phones the SMS verification and the phone alert
// settings accept: 11 digits, 1 then 3–9, then nine digits. Spaces, dashes and a +86 / 86
// country prefix typed by the user are tolerated and removed.

const MOBILE = /^1[3-9]\d{9}$/

/** The bare 11-digit number, or null when the input is not a Chinese mobile number. */
export function normalizeChineseMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').replace(/^(\+86|0086|86)(?=1\d{10}$)/, '')
  return MOBILE.test(compact) ? compact : null
}

export function isChineseMobile(input: string): boolean {
  return normalizeChineseMobile(input) !== null
}
