import type { Currency } from '../../domain/format'
import type { Lang } from '../../domain/constants'

/** One line (or bar set) of a trend chart. */
export interface TrendSeries {
  /** legend and tooltip name, already translated */
  name: string
  /** one value per month of `months`; null where the month has no data (a gap, not a zero) */
  values: (number | null)[]
  /** @default 'line' */
  kind?: 'line' | 'bar'
  /** this series' own currency, for its tooltip values (a comparison mixes sources); default the chart's */
  currency?: Currency
  /** its figures are final whatever the axis month (a year-earlier base): never drawn as not final */
  final?: boolean
  /** its own colour (a comparison keeps a concept's colour when the lines are reordered); default by position */
  color?: string
}

/**
 * Props of the one TrendChart. Nothing here depends on the DOM, so the H5 chart and
 * its mini-program twin (a canvas adapter, a later issue) take the same props.
 */
export interface TrendChartProps {
  /** x axis: months 'YYYY-MM', oldest first */
  months: string[]
  series: TrendSeries[]
  /** how values read on the axis and in the tooltip: money (with `currency`) or counts */
  valueKind: 'money' | 'count'
  /** required when valueKind is 'money' */
  currency?: Currency
  lang: Lang
  /** months whose data is still being collected (drawn dashed / marked in the tooltip) */
  partialMonths?: string[]
  /** months the data marks estimated (drawn dashed, labelled so in the tooltip) */
  estimatedMonths?: string[]
  /** shows the loading state instead of the plot */
  loading?: boolean
  /** accessible title, also the text read when the chart cannot be drawn */
  title: string
  /** a logarithmic value axis (a comparison of concepts whose sales differ a thousandfold); 0 is not drawn on it */
  logScale?: boolean
  /** no legend on the plot: the page names every line beside it (a comparison's table) */
  legendBeside?: boolean
  /** @default 280 (px) */
  height?: number
  testId?: string
}

/** What a trend chart draws, whichever twin draws it: the props its plot, its list and its key are made of. */
export type TrendContent = Pick<
  TrendChartProps,
  'months' | 'series' | 'valueKind' | 'currency' | 'lang' | 'partialMonths' | 'estimatedMonths' | 'logScale' | 'legendBeside'
>

/**
 * The chart's content and its key by content: callers build `series` afresh on every render, and
 * each new option redraws (and re-animates) the plot. Both twins take their content here, so a
 * prop one of them reads cannot be forgotten by the other.
 */
export function trendContent(props: TrendChartProps): { content: TrendContent; key: string } {
  const { months, series, valueKind, currency, lang, partialMonths, estimatedMonths, logScale, legendBeside } = props
  const content = { months, series, valueKind, currency, lang, partialMonths, estimatedMonths, logScale, legendBeside }
  return { content, key: JSON.stringify(content) }
}
