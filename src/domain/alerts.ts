// Phone alerts: a followed concept alerts when its year-on-year sales growth in the
// latest month reaches the threshold the user chose. Growth is the one definition of growth.ts:
// the same yoy %, and never on figures the rankings would not rank (tiny or unknown base, thin evidence).
// A concept that becomes 'new' or breaks out has moved more than any threshold says: it alerts
// whatever the threshold, and says which it is, once — not again each month while it stays so.
import type { GrowthLabel } from '../../types'
import { isRankable } from './growth'

/** The threshold a concept gets when its alert is switched on: +30 % year on year. */
export const ALERT_DEFAULT_YOY_PCT = 30
/** Thresholds a user may choose, in whole percent. */
export const ALERT_MIN_YOY_PCT = 1
export const ALERT_MAX_YOY_PCT = 1000

export interface AlertFigures {
  sales: number
  sales_base: number | null
  sales_yoy: number | null
  items: number
  /** the growth label of the figures (growth.ts growthLabel); absent: none */
  label?: GrowthLabel
}

/** What an alert says: the growth crossed the threshold, or the concept became new or broke out. */
export type AlertKind = 'growth' | 'new' | 'breakout'

export interface AlertCrossing {
  kind: AlertKind
  /** year-on-year %; null for a new concept (no base to compare) */
  yoyPct: number | null
}

/**
 * Whether the figures alert at `thresholdPct`, and as what. Only figures the rankings would rank
 * count. 'new' and 'breakout' cross every threshold; `previous` is the kind alerted for the month
 * before: a concept alerted then as new (or breakout) that still is gives no second alert.
 */
export function alertCrossing(
  f: AlertFigures,
  thresholdPct: number,
  minItems?: number,
  previous: AlertKind | null = null,
): AlertCrossing | null {
  if (!isRankable(f.sales, f.sales_base, f.items, minItems)) return null
  const label = f.label ?? null
  if (label !== null) return label === previous ? null : { kind: label, yoyPct: f.sales_yoy }
  if (f.sales_yoy === null || f.sales_yoy < thresholdPct) return null
  return { kind: 'growth', yoyPct: f.sales_yoy }
}

/** Whether the figures alert at `thresholdPct` (see alertCrossing), with no alert the month before. */
export function crossesAlertThreshold(f: AlertFigures, thresholdPct: number, minItems?: number): boolean {
  return alertCrossing(f, thresholdPct, minItems) !== null
}
