import { useCallback } from 'react'
import type { Lang } from '../../domain/constants'
import { translate, type DictKey } from '../../i18n'
import { selectLanguage, useLanguageStore } from '../../store/language'

export type Translate = (key: DictKey, vars?: Record<string, string | number>) => string

/** The current language and a translate function bound to it. */
export function useT(): { t: Translate; lang: Lang } {
  const lang = useLanguageStore(selectLanguage)
  const t = useCallback<Translate>((key, vars) => translate(key, vars, lang), [lang])
  return { t, lang }
}
