// Which followed concepts the report's trend draws: the largest by sales in the month, among those
// sold in the same currency as the largest (yuan and dollars do not share an axis).
import type { ReportRow } from '../../../types'
import { currencyOf, type Currency } from '../../domain/format'
import type { TrendSeries } from '../chart/trend-chart-props'
import type { Translate } from '../hooks/use-t'

/** Lines a phone-wide chart keeps readable. */
export const TREND_LINES = 3

/** The lines and their title; each line is named with its platform: the same word may be followed on two. */
export function reportSeries(
  rows: readonly ReportRow[],
  t: Translate,
): { series: TrendSeries[]; currency: Currency; title: string } | null {
  const bySales = [...rows].sort((a, b) => b.sales - a.sales)
  if (!bySales.length || bySales[0].sales <= 0) return null
  const currency = currencyOf(bySales[0].plat)
  const series = bySales
    .filter((r) => currencyOf(r.plat) === currency)
    .slice(0, TREND_LINES)
    .map((r) => ({ name: `${r.word} · ${t(`platforms.${r.plat}`)}`, values: r.trend }))
  return { series, currency, title: t('report.trendChart', { n: series.length }) }
}

/** Props of ReportTrend and its mini-program twin. */
export interface ReportTrendProps {
  /** the report's months, oldest first */
  months: string[]
  rows: ReportRow[]
}
