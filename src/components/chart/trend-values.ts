// What every drawing of a trend needs, whatever draws it (the H5 ECharts plot, the mini-program list
// today, its canvas twin later): values aligned with the months, the empty rule, the axis range and
// the one formatter of the value's kind. No DOM, no ECharts.
import { axisMax } from '../../domain/axis'
import type { Lang } from '../../domain/constants'
import { formatCount, formatMoney } from '../../domain/format'
import type { TrendChartProps, TrendSeries } from './trend-chart-props'

/** Split lines of the value axis; axisMax rounds the maximum to a step of this many splits. */
export const TREND_SPLITS = 5

/**
 * One value per month: a series shorter than `months` is padded with gaps, a longer one cut, and
 * anything that is not a finite number becomes a gap (null) — never a zero, which would read as
 * "nothing sold".
 */
export function alignedValues(months: readonly string[], series: TrendSeries): (number | null)[] {
  return months.map((_, i) => {
    const v = series.values[i]
    return typeof v === 'number' && Number.isFinite(v) ? v : null
  })
}

/** Empty state: no month, or every value a gap or 0, means there is nothing to plot. */
export function isTrendEmpty(months: readonly string[], series: readonly TrendSeries[]): boolean {
  if (months.length === 0) return true
  return series.every((s) => alignedValues(months, s).every((v) => v === null || v === 0))
}

export interface ValueRange {
  min: number
  max: number
}

/**
 * The value axis: from 0 (or the rounded-down negative minimum, should a series dip below 0) to the
 * maximum rounded up to a step, so the top gridline reads as a round number.
 */
export function valueRange(months: readonly string[], series: readonly TrendSeries[]): ValueRange {
  const values = series.flatMap((s) => alignedValues(months, s)).filter((v): v is number => v !== null)
  const top = Math.max(0, ...values)
  const bottom = Math.min(0, ...values)
  return { min: bottom < 0 ? -axisMax(-bottom, TREND_SPLITS) : 0, max: axisMax(top, TREND_SPLITS) }
}

/**
 * The formatter of the value's kind: formatMoney in the series' currency, or formatCount. Money
 * without a currency is shown as a plain count rather than guessing a currency symbol: a wrong ￥ on
 * dollars would be a wrong figure.
 */
export function valueFormatter(
  valueKind: TrendChartProps['valueKind'],
  lang: Lang,
  currency: TrendChartProps['currency'],
): (value: number | null | undefined) => string {
  if (valueKind === 'money' && currency) return (value) => formatMoney(value, lang, currency)
  return (value) => formatCount(value, lang)
}

/** Whether month `i` is one whose data is still being collected. */
export function partialFlags(months: readonly string[], partialMonths: readonly string[] = []): boolean[] {
  const partial = new Set(partialMonths)
  return months.map((m) => partial.has(m))
}
