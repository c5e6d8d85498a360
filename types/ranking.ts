import type { Currency, Month } from './platform'
import type { ConceptHint } from './search'
import type { CatalogPlat } from './catalog'

/** Labels a ranked concept may carry (docs/rules.md "Growth labels"). */
export type GrowthLabel = 'new' | 'breakout' | null

/** growth: rankable words, fastest growing first; sales / volume: every word, largest first. */
export type RankingSort = 'growth' | 'sales' | 'volume'

/** Body of POST /api/ecommerce: the high-growth e-commerce concept ranking. */
export interface ConceptRankingRequest {
  plat: CatalogPlat
  /** month YYYY-MM; defaults to the latest month */
  ts?: Month
  /** category id; defaults to the platform's default category */
  cid?: number
  /** 1: the month and the two before it (the month wrap, docs/rules.md) */
  is_multi_month?: 0 | 1
  /** 1-based */
  page?: number
  /** 1..100, default 20 */
  page_size?: number
  sortby?: RankingSort
  /** only the ranked words matching this concept expression (concept expressions, docs/rules.md), each keeping its rank in the whole list */
  word?: string
}

export interface ConceptRankRow {
  rank: number
  word: string
  category_id: number
  category_name: string
  category_name_en: string
  /** sales amount of the period */
  sales: number
  /** sales amount of the same period a year earlier; null when a month of it has no data (missing_months) */
  sales_base: number | null
  /** year-on-year %, e.g. 35.2 means +35.2 %; null when there is no base (label 'new') or the base is unknown */
  sales_yoy: number | null
  /** sales - sales_base; null when the base is unknown */
  sales_change: number | null
  /** sales volume (pieces) of the period */
  volume: number
  volume_yoy: number | null
  label: GrowthLabel
  /** distinct items with sales in the period behind the figures; growth is ranked from MIN_RANKED_ITEMS (src/domain/growth) */
  item_count: number
  /** 12 monthly sales amounts ending with the period's last month, oldest first; null for a month without data (not 0) */
  trend: (number | null)[]
}

export interface ConceptRanking {
  plat: CatalogPlat
  ts: Month
  start: Month
  end: Month
  cid: number
  /** true when the month's data is partial */
  partial: boolean
  /**
   * Months of the period and its base without data (before the data's first month), oldest first.
   * When any: no word has growth or a label, and the growth order ranks nothing.
   */
  missing_months: Month[]
  /** the fewest items behind a word's figures for its growth to be ranked or labelled (thin evidence) */
  min_items: number
  /** the currency of every amount: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  /** with a `word` filter: why the list may be empty whatever the data (a Chinese word on English titles), or null */
  hint: ConceptHint | null
  /** the hint said for a person, in the request's language ('' without a hint) */
  hint_msg: string
  total: number
  page: number
  page_size: number
  rows: ConceptRankRow[]
}
