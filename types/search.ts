// Concept detail calls (docs/api.md: search, douyin_search, gamazon_search, ecloud, cloud, itemcloud,
// search_marked, mini_search, list_gamazon). Their answers carry what
// the detail tabs need (TrendList, CategoryList, BrandList, CommodityList). Raw numbers; the client
// formats them. Growth follows the one definition (src/domain/growth): yoy % against the same
// period a year earlier, 1 decimal, null when there is no base; the absolute change beside it.
import type { GrowthLabel, RankingSort } from './ranking'
import type { Currency, Month } from './platform'
import type { CatalogPlat } from './catalog'

/** Body of POST /api/search (and douyin_search, gamazon_search, ecloud, itemcloud; query of GET /api/cloud). */
export interface ConceptQuery {
  /** concept expression (concept expressions, docs/rules.md): words with and / or / not; one pair of surrounding quotes is stripped */
  word: string
  /** default 'all'; douyin_search and gamazon_search fix it to douyin / gamazon */
  plat?: CatalogPlat
  /** category ids, comma-separated (or one number); absent or 0: every category the caller may see */
  cid?: string | number
  /** last month of the period, YYYY-MM; default the latest month */
  ts?: Month
  /** 1: the month and the two before it (the month wrap, docs/rules.md) */
  is_multi_month?: 0 | 1
  /** custom time range (full version only): first and last month, YYYY-MM, at most 36 months */
  start?: Month
  end?: Month
  /** only this brand's items (the detail page's bid) */
  bid?: number
}

/**
 * Why an answer may read 0 whatever the data: english_titles — a word of the concept is Chinese
 * while the source's titles are English (Amazon, eBay), so it matches no item.
 */
export type ConceptHint = 'english_titles'

/** Which period and categories an answer covers. */
export interface ConceptScope {
  /** the expression as understood: lower-case operators, single spaces, quotes stripped */
  word: string
  /** words looked for (highlighting); words after `not` are excluded */
  words: string[]
  plat: CatalogPlat
  /** the categories covered: the ones asked for, or the caller's visible top categories */
  cid: number[]
  category_names: string[]
  /** the same in English (the Chinese name where a category has no English one) */
  category_names_en: string[]
  /** true when no category was given and the caller sees the whole tree */
  all_categories: boolean
  start: Month
  end: Month
  /** the same period a year earlier */
  base_start: Month
  base_end: Month
  is_multi_month: 0 | 1
  /** true when the period ends in a month whose data is still being collected */
  partial: boolean
  /**
   * Months of the period and its base without data (before the data's first month), oldest first.
   * When any, the base is unknown: every *_base, *_change, *_yoy is null and no label is given.
   */
  missing_months: Month[]
  /** the currency of every amount of the answer: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  /** why the figures may be 0 whatever the data, or null */
  hint: ConceptHint | null
  /** the hint said for a person, in the request's language ('' without a hint) */
  hint_msg: string
}

/** Sales and volume of a period against the same period a year earlier. */
export interface GrowthFigures {
  sales: number
  /** null when a month of the base has no data (the answer's missing_months): unknown, not 0 */
  sales_base: number | null
  /** year-on-year %, 1 decimal; null when sales_base is 0 or unknown */
  sales_yoy: number | null
  /** sales - sales_base; null when the base is unknown */
  sales_change: number | null
  volume: number
  volume_base: number | null
  volume_yoy: number | null
  volume_change: number | null
  /** 'new' (no base, enough sales), 'breakout' (yoy ≥ 300 %) or null; only rankable figures get one */
  label: GrowthLabel
}

export interface ConceptSummary extends GrowthFigures {
  /** items of the concept with sales in the period (a ranking row's item_count); below MIN_RANKED_ITEMS there is no label */
  items: number
  /** sales / volume; 0 without volume */
  avg_price: number
}

/** One month of the 12-month trend. */
export interface TrendPoint {
  month: Month
  /** null when the month has no data (before the data's first month): a gap, not 0 */
  sales: number | null
  volume: number | null
  /** the same month a year earlier; null when that month has no data */
  sales_base: number | null
  sales_yoy: number | null
  /** month-on-month %, against the month before; null when that month had no sales */
  sales_mom: number | null
  volume_yoy: number | null
  volume_mom: number | null
  partial: boolean
}

/** Data of POST /api/search, /api/douyin_search and /api/gamazon_search. */
export interface ConceptSearchResult extends ConceptScope {
  summary: ConceptSummary
  /** the fewest items (summary.items) for a label, as in the rankings; the detail says "based on N items" below it */
  min_items: number
  /** 12 months ending with the period's last month, oldest first */
  trend: TrendPoint[]
}

/** One row of the category breakdown (ecloud). */
export interface CategoryShareRow extends GrowthFigures {
  category_id: number
  name: string
  name_en: string
  level: number
  is_parent: boolean
  /** share of the concept's sales in the scope, %, 2 decimals; null when the concept sold nothing (shown as ∞) */
  share: number | null
}

/** Data of POST /api/ecloud: the concept's sales per child category of each chosen category (a leaf stands for itself). */
export interface CategoryBreakdown extends ConceptScope {
  total_sales: number
  /** null when a month of the base has no data */
  total_sales_base: number | null
  rows: CategoryShareRow[]
}

export interface BrandShareRow extends GrowthFigures {
  rank: number
  brand_id: number
  name: string
  share: number | null
}

/** Data of GET /api/cloud: the concept's top-10 brands by sales in the period. */
export interface BrandCloud extends ConceptScope {
  total_sales: number
  /** null when a month of the base has no data */
  total_sales_base: number | null
  /** brands with sales in the period */
  brand_count: number
  rows: BrandShareRow[]
}

/** Body of POST /api/itemcloud (the sort is `sales`, not `sale`, and its order `asc` 0/1, not `desc`). */
export interface CommodityQuery extends ConceptQuery {
  page?: number
  /** 1..100 (20 on the free version), default 20 */
  page_size?: number
  /** default sales */
  sortby?: 'sales' | 'volume' | 'growth' | 'price'
  /** 0 (default): descending; 1: ascending */
  asc?: 0 | 1
}

export interface CommodityRow {
  rank: number
  /** decimal digits: platform item ids pass 2⁵³ (Douyin's have 19 digits), beyond what a JSON number holds exactly */
  item_id: string
  title: string
  brand_id: number
  brand_name: string
  category_id: number
  category_name: string
  category_name_en: string
  price: number
  sales: number
  /** null when a month of the base has no data */
  sales_base: number | null
  sales_yoy: number | null
  sales_change: number | null
  volume: number
}

export interface CommodityPage extends ConceptScope {
  total: number
  page: number
  page_size: number
  sortby: 'sales' | 'volume' | 'growth' | 'price'
  asc: 0 | 1
  rows: CommodityRow[]
}

/** One followed concept (the follow payload's word, platform and category). */
export interface MarkedConcept {
  word: string
  plat: CatalogPlat
  category_id: number
}

/** Body of POST /api/search_marked: trend summaries of the caller's followed concepts. */
export interface MarkedSearchRequest {
  /** 1..50 concepts */
  items: MarkedConcept[]
  ts?: Month
  is_multi_month?: 0 | 1
}

export interface MarkedSearchRow extends MarkedConcept {
  category_name: string
  /** the currency of the row's amounts: its platform's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  /** 0, or the code this concept alone failed with (-403 outside the permission, -400 a malformed word, -202 figures being prepared: ask again) */
  error_code: number
  error_msg: string
  summary: GrowthFigures | null
  /** monthly sales of the 12 months ending with ts, oldest first ([] on error); null for a month without data */
  trend: (number | null)[]
}

export interface MarkedSearchResult {
  start: Month
  end: Month
  months: Month[]
  /** months of the period and its base without data, oldest first: growth against them is null */
  missing_months: Month[]
  rows: MarkedSearchRow[]
}

/** Query of GET /api/mini_search (the mini-program's compact concept card). */
export interface MiniSearchQuery {
  word: string
  plat?: CatalogPlat
  cid?: string | number
  ts?: Month
}

export interface MiniSearchResult {
  word: string
  plat: CatalogPlat
  cid: number[]
  ts: Month
  partial: boolean
  /** months of the month and its base without data, oldest first: growth against them is null */
  missing_months: Month[]
  /** the currency of every amount of the answer: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  summary: GrowthFigures
  months: Month[]
  /** monthly sales, oldest first; null for a month without data */
  trend: (number | null)[]
  /** names of the top 3 brands in the month */
  top_brands: string[]
}

/** Query of GET /api/list_gamazon: the Amazon concept ranking (English names). */
export interface AmazonRankingQuery {
  /** Amazon category, level 1 or 2; default 3760911 (DEFAULT_CATEGORY_ID) */
  cid?: number
  ts?: Month
  is_multi_month?: 0 | 1
  page?: number
  page_size?: number
  sortby?: RankingSort
  /** only the ranked words matching this concept expression */
  word?: string
}

/**
 * GET /api/share_preview: what a shared detail card shows someone not signed in — the concept, its
 * platform, categories and month, and its headline growth as the person who shared it saw it.
 */
export interface SharePreview {
  word: string
  plat: CatalogPlat
  category_names: string[]
  category_names_en: string[]
  /** the period's last month */
  ts: Month
  /** null when the base is unknown (a new concept) */
  sales_yoy: number | null
  label: GrowthLabel
  /** true when the month's data is still being collected (estimated) */
  partial: boolean
}
