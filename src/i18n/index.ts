import i18next from 'i18next'
import type { Lang } from '../domain/constants'
import en from './en'
import zh, { type Dictionary } from './zh'

export type { Dictionary }

/** Every leaf key of the dictionary as a dotted path, e.g. 'concept.title' or 'errors.-404'. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`
}[keyof T & string]
export type DictKey = Leaves<Dictionary>

export const dictionaries: Record<Lang, Dictionary> = { zh, en }

// Resources are bundled, so initialisation is synchronous (initImmediate false): the first render
// already has its text.
void i18next.init({
  lng: 'zh',
  fallbackLng: false,
  resources: { zh: { translation: zh }, en: { translation: en } },
  initImmediate: false,
  interpolation: { escapeValue: false },
  returnNull: false,
})

export function setI18nLanguage(lang: Lang): void {
  void i18next.changeLanguage(lang)
}

/** Translate a key in the given language (default: the current one). */
export function translate(key: DictKey, vars?: Record<string, string | number>, lang?: Lang): string {
  const options = lang ? { ...vars, lng: lang } : vars
  return i18next.t(key, options ?? {}) as string
}

/** Whether the dictionary has a message for a §8 error code (catalogue lookup). */
export function hasErrorMessage(code: number): boolean {
  return Object.prototype.hasOwnProperty.call(zh.errors, String(code))
}
