import type { Month, Plat } from './platform'
import type { GrowthLabel } from './ranking'

/** Query of GET /api/report: the month reported (default: the latest month with data). */
export interface MonthlyReportQuery {
  ts?: Month
}

/** One followed concept in the monthly report. */
export interface ReportRow {
  word: string
  plat: Plat
  category_id: number
  category_name: string
  category_name_en: string
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

export interface MonthlyReport {
  ts: Month
  /** the month the ranks are compared with */
  prev_ts: Month
  /** the months of every row's trend, oldest first */
  months: Month[]
  /** followed concepts, newest follow first, at most REPORT_MAX_CONCEPTS */
  rows: ReportRow[]
  /** followed e-commerce concepts the caller may see (rows may be fewer) */
  total: number
}
