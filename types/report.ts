import type { CatalogPlat } from './catalog'
import type { Currency, Month } from './platform'
import type { GrowthLabel } from './ranking'

/** Query of GET /api/report: the month reported (default: the latest month with data) and a page of its rows. */
export interface MonthlyReportQuery {
  ts?: Month
  /** 1-based page of the rows; the counts cover every follow whatever the page */
  page?: number
  /** rows per page, 1..100, default 20 (never more than the version's max_page_size) */
  page_size?: number
}

/** One followed concept in the monthly report. */
export interface ReportRow {
  word: string
  /** any e-commerce platform a concept is followed on, eBay included */
  plat: CatalogPlat
  category_id: number
  category_name: string
  category_name_en: string
  /** the currency of the row's amounts: its platform's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  /** sales of the month */
  sales: number
  /** year-on-year %, 1 decimal; null when the base is 0 or unknown */
  sales_yoy: number | null
  label: GrowthLabel
  /** place in its category's growth ranking this month; null when not ranked (or the category is not ranked) */
  rank: number | null
  /** the same place a month earlier; null when not ranked then */
  prev_rank: number | null
  /** monthly sales over `months`, oldest first; null for a month without data */
  trend: (number | null)[]
}

/** Counts over every follow the report covers (not the page). */
export interface ReportCounts {
  /** follows the report covers: the rows of every page */
  follows: number
  /** year-on-year % above 0 (breakouts among them) */
  growing: number
  /** year-on-year % below 0 */
  declining: number
  /** year-on-year % exactly 0 */
  flat: number
  /** labelled 'new' (a base of 0 in every month) */
  new: number
  /** labelled 'breakout' (also counted in growing) */
  breakout: number
  /** no year-on-year % and not new: the base is unknown, or nothing sold then or now */
  no_base: number
}

/** Why a follow is not in the report. */
export type ReportLeftOutReason =
  /** the follow's category is no longer in the tree or in the caller's permission list */
  | 'category'
  /** the follow's platform has no e-commerce figures (a value stored by another product) */
  | 'platform'
  /** the caller's version or permissions refuse the concept's figures on that platform */
  | 'refused'

/** A follow the report leaves out, and why. */
export interface ReportLeftOut {
  word: string
  plat: string
  category_id: number
  reason: ReportLeftOutReason
}

/** The fastest-growing follow of the month over every page. */
export interface ReportBest {
  word: string
  plat: CatalogPlat
  category_id: number
  sales_yoy: number
}

export interface MonthlyReport {
  ts: Month
  /** the month the ranks are compared with */
  prev_ts: Month
  /** the months of every row's trend, oldest first */
  months: Month[]
  /** one page of the followed concepts, newest follow first */
  rows: ReportRow[]
  /** follows the report covers (every page's rows) */
  total: number
  page: number
  page_size: number
  /** counts over every follow the report covers */
  counts: ReportCounts
  /** the fastest-growing follow of every page; null when none grew */
  best: ReportBest | null
  /** followed concepts the report does not cover, each with its reason */
  left_out: ReportLeftOut[]
}
