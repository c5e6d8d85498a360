// The counts of the monthly report (/report): how many followed concepts grew, declined, are new or
// have no base this month. They are counted over every follow the report covers, never over the page
// shown, so "N concepts, M growing" is true whatever page the reader is on.
import type { ReportCounts, ReportRow } from '../../types'

type Figures = Pick<ReportRow, 'sales' | 'sales_yoy' | 'label'>

/** One follow's growth this month in the report's words: 'new' before any %, 'none' without a base. */
export function reportGrowthKind(row: Figures): 'new' | 'growing' | 'declining' | 'flat' | 'none' {
  if (row.label === 'new') return 'new'
  if (row.sales_yoy === null) return 'none'
  return row.sales_yoy > 0 ? 'growing' : row.sales_yoy < 0 ? 'declining' : 'flat'
}

/** The report's counts over `rows`, which must be every follow it covers. */
export function reportCounts(rows: readonly Figures[]): ReportCounts {
  const counts: ReportCounts = { follows: rows.length, growing: 0, declining: 0, flat: 0, new: 0, breakout: 0, no_base: 0 }
  for (const row of rows) {
    const kind = reportGrowthKind(row)
    if (kind === 'none') counts.no_base += 1
    else counts[kind] += 1
    if (row.label === 'breakout') counts.breakout += 1
  }
  return counts
}

/** The fastest-growing follow by year-on-year % (the first of equals), or null when none grew. */
export function fastestGrowing<T extends Figures>(rows: readonly T[]): T | null {
  let best: T | null = null
  for (const row of rows) {
    if (row.sales_yoy !== null && row.sales_yoy > 0 && (best === null || row.sales_yoy > (best.sales_yoy ?? 0))) best = row
  }
  return best
}
