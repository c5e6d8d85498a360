// POST /api/compare: up to 20 concepts, each with its own platform and categories, answered in one
// call. Each concept's figures are exactly those /api/search answers for the same word, platform,
// categories and month (the same computation and cache); a concept the caller may not see is kept
// in its place with the reason, never dropped.
import type { CatalogPlat } from './catalog'
import type { Month, SocialPlat } from './platform'
import type { GrowthLabel } from './ranking'
import type { ConceptSearchResult, TrendPoint } from './search'

/** One concept of a comparison, as the user added it. */
export interface CompareItem {
  /** concept expression (concept expressions, docs/rules.md) */
  word: string
  plat: CatalogPlat
  /** category ids, comma-separated; '' (or absent): every category the caller may see */
  cid?: string
}

/** Body of POST /api/compare. */
export interface CompareRequest {
  /** 1..COMPARE_MAX_ITEMS (20) concepts, in the order shown */
  items: CompareItem[]
  /** the month compared (the last month of the chart); default the latest month */
  ts?: Month
  /** months drawn: 12 (default) or 24 */
  months?: 12 | 24
  /** also answer each concept's social volume on this platform (its `social`) */
  social_plat?: SocialPlat
}

/**
 * A concept's social volume on one platform, as /api/social?word=… answers it for the caller's
 * social category: the month's figures of its row, and the volume of each month of the comparison.
 */
export interface CompareSocial {
  social_plat: SocialPlat
  /** 0, or why this concept's volume is not shown (-403 outside social_cat_list, -404 no volume that month) */
  error_code: number
  error_msg: string
  volume: number | null
  volume_base: number | null
  yoy: number | null
  change: number | null
  label: GrowthLabel
  /** the comparison's months, oldest first; null where the platform has no data of the word (null when refused) */
  trend: (number | null)[] | null
}

export interface CompareRow {
  word: string
  plat: CatalogPlat
  /** the categories as asked ('' for the caller's visible ones) */
  cid: string
  /** 0, or why this concept alone is not shown (-403 outside the caller's permission, -400 a malformed word, -404 no data) */
  error_code: number
  error_msg: string
  /** /api/search's answer for this concept and month (null when refused) */
  search: ConceptSearchResult | null
  /**
   * The months of the comparison, oldest first (null when refused): with 12 months, search.trend;
   * with 24, /api/search's trend of the month a year earlier followed by search.trend. A month
   * before the caller's window or the data is null, a gap.
   */
  trend: TrendPoint[] | null
  /** only when social_plat was asked: the concept word's social volume, refused or not on its own */
  social?: CompareSocial
}

export interface CompareResult {
  ts: Month
  months: Month[]
  rows: CompareRow[]
}
