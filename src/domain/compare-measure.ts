// What a comparison draws of each concept for the figure chosen (sales, units sold or social
// volume), and why a concept shows nothing. Apart from compare.ts: only the compare page reads
// these, and compare.ts also rides in the mini-program's main package (the follow list's way in).
import type { CompareRow } from '../../types'
import type { CompareMetric } from './compare-query'

/** The months drawn for a row and metric (null when the row is not drawn: refused, or its word has no volume on the platform). */
export function seriesOf(row: CompareRow, metric: CompareMetric): (number | null)[] | null {
  if (metric === 'social') return row.social?.error_code === 0 ? row.social.trend : null
  return row.trend ? row.trend.map((p) => (metric === 'sales' ? p.sales : p.volume)) : null
}

/** Why a row shows no figures for the metric ('' when it shows them). */
export function refusalOf(row: CompareRow, metric: CompareMetric): string {
  if (row.error_code !== 0 && metric !== 'social') return row.error_msg
  return metric === 'social' ? (row.social?.error_msg ?? '') : ''
}
