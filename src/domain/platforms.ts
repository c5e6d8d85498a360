// What each e-commerce platform of the product is made of, written once: the data sources whose
// facts it sums, whose category tree it shows, which permission list governs it, the currency its
// figures are in and the language of its titles (and so of its concepts). The combined platforms
// (tbjd = Taobao/Tmall + JD, tbjddy = + Douyin) sum their sources on Taobao's tree. The server's
// trees, permission checks, rankings SQL and importer, and the client's currency and permission
// lists all read it (docs/rules.md "Combined platforms", "Units and currency").
import type { CatalogPlat, Currency, PermissionLists } from '../../types'

/** Data sources with their own facts and category trees. */
export const SOURCES = ['all', 'jd', 'douyin', 'gamazon', 'ebay'] as const
export type Source = (typeof SOURCES)[number]

export type PermissionKey = Exclude<keyof PermissionLists, 'is_validata_user_count'>

export interface PlatformMakeup {
  /** the sources whose facts it sums, in the order their figures are combined */
  sources: readonly Source[]
  /** whose category tree it shows */
  tree: Source
  /** the permission list that governs it */
  permission: PermissionKey
  currency: Currency
  /** the language of its titles and concepts */
  titles: 'zh' | 'en'
}

const chinese = (sources: readonly Source[], permission: PermissionKey): PlatformMakeup => ({
  sources,
  tree: sources[0],
  permission,
  currency: 'CNY',
  titles: 'zh',
})

export const PLATFORM_MAKEUP: Record<CatalogPlat, PlatformMakeup> = {
  all: chinese(['all'], 'cat_list'),
  jd: chinese(['jd'], 'jd_cat_list'),
  douyin: chinese(['douyin'], 'douyin_cat_list'),
  tbjd: chinese(['all', 'jd'], 'chance_cat_list'),
  tbjddy: chinese(['all', 'jd', 'douyin'], 'chance_jd_cat_list'),
  gamazon: { sources: ['gamazon'], tree: 'gamazon', permission: 'gamazon_cat_list', currency: 'USD', titles: 'en' },
  ebay: { sources: ['ebay'], tree: 'ebay', permission: 'ebay_cat_list', currency: 'USD', titles: 'en' },
}

/** Every platform whose figures count a source's facts: its own and the combined ones holding it. */
export function platformsCounting(source: Source): CatalogPlat[] {
  return (Object.keys(PLATFORM_MAKEUP) as CatalogPlat[]).filter((plat) => PLATFORM_MAKEUP[plat].sources.includes(source))
}

/** Each platform's sources, by platform value (what a request names). */
export const RANKING_PLATFORMS: Record<string, readonly Source[]> = Object.fromEntries(
  Object.entries(PLATFORM_MAKEUP).map(([plat, makeup]) => [plat, makeup.sources]),
)
