import type { Month, Plat } from './platform'

/** Labels a ranked concept may carry (growth definition, README). */
export type GrowthLabel = 'new' | 'breakout' | null

/** growth: rankable words, fastest growing first; sales / volume: every word, largest first. */
export type RankingSort = 'growth' | 'sales' | 'volume'

/** Body of POST /api/ecommerce: the high-growth e-commerce concept ranking. */
export interface ConceptRankingRequest {
  plat: Plat
  /** month YYYY-MM; defaults to the latest month */
  ts?: Month
  /** category id; defaults to the platform's default category (SPEC §9) */
  cid?: number
  /** 1: the month and the two before it (SPEC §9) */
  is_multi_month?: 0 | 1
  /** 1-based */
  page?: number
  /** 1..100, default 20 */
  page_size?: number
  sortby?: RankingSort
  /** only the ranked words matching this concept expression (SPEC §5), each keeping its rank in the whole list */
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
  /** sales amount of the same period a year earlier */
  sales_base: number
  /** year-on-year %, e.g. 35.2 means +35.2 %; null when there is no base (label 'new') */
  sales_yoy: number | null
  /** sales - sales_base */
  sales_change: number
  /** sales volume (pieces) of the period */
  volume: number
  volume_yoy: number | null
  label: GrowthLabel
  /** 12 monthly sales amounts ending with the period's last month, oldest first */
  trend: number[]
}

export interface ConceptRanking {
  plat: Plat
  ts: Month
  start: Month
  end: Month
  cid: number
  /** true when the month's data is partial */
  partial: boolean
  total: number
  page: number
  page_size: number
  rows: ConceptRankRow[]
}
