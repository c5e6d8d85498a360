import type { Lang } from '../domain/constants'
import type { Dictionary } from './zh'

export type { Dictionary }

/** Every leaf key of the dictionary as a dotted path, e.g. 'concept.title' or 'errors.-404'. */
type Leaves<T> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${K}` : `${K}.${Leaves<T[K]>}`
}[keyof T & (string | number)]
export type DictKey = Leaves<Dictionary>

// The dictionaries are not imported here: each arrives on its own (dictionaries.h5.ts, .weapp.ts),
// so a page load carries only the language it shows (the start-up budget).
const installed: Partial<Record<Lang, Dictionary>> = {}

// Our own lookup instead of i18next: the dictionaries use nothing but {{name}} interpolation and
// {{name|one|other}}, the word for a count ('{{total}} {{total|item|items}}': "1 item", "2 items"), and
// i18next was a tenth of the start-up JavaScript (130.0 → 117.8 KB transferred,
// against the start-up budget). What it did is kept: a missing key reads as the key, a variable not given stays as
// written, null reads as ''.
let current: Lang = 'zh'

const PLURAL = /\{\{\s*(\w+)\s*\|([^|}]*)\|([^}]*)\}\}/g

export function setI18nLanguage(lang: Lang): void {
  current = lang
}

export function installDictionary(lang: Lang, dictionary: Dictionary): void {
  installed[lang] = dictionary
}

export function hasDictionary(lang: Lang): boolean {
  return installed[lang] !== undefined
}

function lookup(dictionary: Dictionary, key: string): string | null {
  let node: unknown = dictionary
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return null
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : null
}

/**
 * Translate a key in the given language (default: the current one). Before that language's
 * dictionary has arrived it says nothing (''), rather than showing keys for a moment.
 */
export function translate(key: DictKey, vars?: Record<string, string | number>, lang?: Lang): string {
  const dictionary = installed[lang ?? current]
  if (!dictionary) return ''
  const text = lookup(dictionary, key)
  if (text === null) return key
  if (!vars) return text
  return text
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (written, name: string) => {
      if (!(name in vars) || vars[name] === undefined) return written
      return vars[name] === null ? '' : String(vars[name])
    })
    .replace(PLURAL, (written, name: string, one: string, other: string) => {
      if (!(name in vars) || vars[name] === undefined || vars[name] === null) return written
      return String(vars[name]) === '1' ? one : other
    })
}

/** Whether the dictionary has a message for an error code of the catalogue (docs/rules.md "Error codes"). */
export function hasErrorMessage(code: number): boolean {
  const errors = installed[current]?.errors
  // a code is a number, so no name inherited from Object.prototype can answer for it
  return errors !== undefined && String(code) in errors
}
