import type { Lang } from '../domain/constants'
import en from './en'
import zh, { type Dictionary } from './zh'

// The mini-program has no scripts to fetch later: both languages ship in the main package.
const bundled: Record<Lang, Dictionary> = { zh, en }

export function dictionaryAtHand(lang: Lang): Dictionary | null {
  return bundled[lang]
}

export async function fetchDictionary(lang: Lang): Promise<Dictionary> {
  return bundled[lang]
}
