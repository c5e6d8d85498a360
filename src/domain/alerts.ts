// Phone alerts (issue 9 §5): a followed concept alerts when its year-on-year sales growth in the
// latest month reaches the threshold the user chose. Growth is the one definition of growth.ts:
// the same yoy %, and never on figures the rankings would not rank (tiny or unknown base, thin evidence).
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
}

/**
 * Whether the figures cross `thresholdPct`: rankable under the growth definition and yoy ≥ threshold.
 * A 'new' concept (base 0, no finite yoy) does not alert: no percentage was crossed.
 */
export function crossesAlertThreshold(f: AlertFigures, thresholdPct: number, minItems?: number): boolean {
  if (f.sales_yoy === null || !isRankable(f.sales, f.sales_base, f.items, minItems)) return false
  return f.sales_yoy >= thresholdPct
}
