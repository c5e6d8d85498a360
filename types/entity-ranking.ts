// The growing brands and categories of a platform, category and period:
// POST /api/brand_rank, POST /api/category_rank and their CSV download GET /api/download.
import type { ConceptRankingRequest, GrowthLabel, RankingSort } from './ranking'
import type { Currency, Month } from './platform'
import type { CatalogPlat } from './catalog'

/** growth: rankable rows, fastest growing first (the growth definition); sales: every row, largest first. */
export type EntityRankSort = 'growth' | 'sales'

/**
 * Body of POST /api/brand_rank and /api/category_rank: the concept ranking's fields (cid: the
 * category whose brands or child categories are ranked).
 */
export interface EntityRankingRequest extends Omit<ConceptRankingRequest, 'sortby' | 'word'> {
  sortby?: EntityRankSort
}

/** The figures every ranked brand and category carries, as a concept's do. */
export interface EntityRankFigures {
  rank: number
  /** sales amount of the period */
  sales: number
  /** sales amount of the same period a year earlier; null when a month of it has no data (missing_months) */
  sales_base: number | null
  /** year-on-year %, 35.2 means +35.2 %; null without a base (label 'new') or with an unknown one */
  sales_yoy: number | null
  /** sales - sales_base; null when the base is unknown */
  sales_change: number | null
  label: GrowthLabel
  /** 12 monthly sales amounts ending with the period's last month, oldest first; null for a month without data */
  trend: (number | null)[]
  /** the concept expression /detail opens for this row (it matches the row's item titles) */
  word: string
}

export interface BrandRankRow extends EntityRankFigures {
  brand_id: number
  brand_name: string
}

export interface CategoryRankRow extends EntityRankFigures {
  category_id: number
  category_name: string
  category_name_en: string
  level: number
  is_parent: boolean
}

export interface EntityRanking<Row> {
  plat: CatalogPlat
  ts: Month
  start: Month
  end: Month
  /** the category ranked within (brands) or whose children are ranked (categories) */
  cid: number
  category_name: string
  category_name_en: string
  /** the currency of every amount: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  /** true when the period's last month is still being collected */
  partial: boolean
  /** months of the period and its base without data, oldest first; when any, no row has growth and the growth order is empty */
  missing_months: Month[]
  total: number
  page: number
  page_size: number
  rows: Row[]
}

export type BrandRanking = EntityRanking<BrandRankRow>
export type CategoryRanking = EntityRanking<CategoryRankRow>

/** Query of GET /api/download: the table of one of the rankings as CSV (only concepts sort by volume). */
export interface RankingDownloadQuery extends Omit<EntityRankingRequest, 'sortby'> {
  type: 'brand' | 'category' | 'concept'
  sortby?: RankingSort
}
