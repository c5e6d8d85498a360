// The series colours and the month label a chart and its fallback list share. Apart from
// trend-options.ts so that the list (in the mini-program's main package) does not carry the whole
// ECharts option builder, which only the chart pages (subpackages) need.
import type { Lang } from '../../domain/constants'
import { formatMonth } from '../../domain/format'
import { translate } from '../../i18n'

/**
 * Series colours in order: the brand blue first (styles/_theme.scss $brand), then contrasting hues;
 * twenty, so that a comparison's twenty lines each have their own.
 */
export const TREND_COLORS = [
  '#2457d6',
  '#f08c00',
  '#1f9d55',
  '#9b59b6',
  '#8a93a6',
  '#d6336c',
  '#0b7285',
  '#845ef7',
  '#5c940d',
  '#e8590c',
  '#1864ab',
  '#c2255c',
  '#2b8a3e',
  '#ae3ec9',
  '#495057',
  '#f59f00',
  '#0ca678',
  '#7048e8',
  '#a61e4d',
  '#364fc7',
]

/** A series' colour: its own, else the palette's by its position. */
export function seriesColor(series: { color?: string }, k: number): string {
  return series.color ?? TREND_COLORS[k % TREND_COLORS.length]
}
// The estimated month's note, in both languages: written here rather than in the dictionaries or the
// freshness notes' words, since this module rides in the mini-program's main package (the fallback list), at its budget.
const ESTIMATED: Record<Lang, (month: string) => string> = { zh: (m) => `${m}（估算）`, en: (m) => `${m} (estimated)` }

/** The month as the axis and tooltip write it, with the partial note where its data is still arriving, or the estimated one where the data says so. */
export function monthLabel(month: string, lang: Lang, partial: boolean, estimated = false): string {
  const text = formatMonth(month, lang)
  if (partial) return translate('chart.partialMonth', { month: text }, lang)
  return estimated ? ESTIMATED[lang](text) : text
}
