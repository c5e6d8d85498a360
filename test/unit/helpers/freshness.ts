import type { SourceFreshness } from '../../../types'

/** The combined platform's sales, last updated 2026-11-25 02:30 UTC, with 2026-10 an estimated month. */
export const ALL_SALES_OCT_ESTIMATED: SourceFreshness = {
  kind: 'sales',
  source: 'all',
  ts_min: '2017-01',
  ts: '2026-10',
  updated_at: '2026-11-25T02:30:00.000Z',
  months: [{ month: '2026-10', status: 'estimated' }],
}
