import { CATALOG_PLATFORMS } from '../../domain/constants'
import { formatMonth } from '../../domain/format'
import { isMonth } from '../../domain/months'
import type { RouteName } from '../../domain/routes'
import type { Lang } from '../../domain/constants'
import type { Translate } from '../hooks/use-t'

/**
 * What a page shows, in words, from its route and its link: '高增长电商概念 · 京东 · 2026年10月'. What a
 * signed-out reader of a shared card is told the page is about, before signing in.
 */
export function pageSubject(route: RouteName, query: Record<string, string | undefined>, t: Translate, lang: Lang): string {
  const plat = CATALOG_PLATFORMS.find((p) => p === query.plat)
  const platName = plat ? t(`platforms.${plat}`) : null
  const month = query.ts && isMonth(query.ts) ? formatMonth(query.ts, lang) : null
  return [t(`menu.${route}`), platName, month].filter(Boolean).join(' · ')
}
