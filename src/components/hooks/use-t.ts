import { useCallback } from 'react'
import type { Lang } from '../../domain/constants'
import { translate, type DictKey } from '../../i18n'
import { selectLanguage, useLanguageStore } from '../../store/language'

export type Translate = (key: DictKey, vars?: Record<string, string | number>) => string

/** The current language and a translate function bound to it (renewed when the dictionary arrives). */
export function useT(): { t: Translate; lang: Lang } {
  const lang = useLanguageStore(selectLanguage)
  const textsReady = useLanguageStore((state) => state.textsReady)
  // biome-ignore lint/correctness/useExhaustiveDependencies: textsReady is a dependency so that memoised children see a new function once the texts are in
  const t = useCallback<Translate>((key, vars) => translate(key, vars, lang), [lang, textsReady])
  return { t, lang }
}
