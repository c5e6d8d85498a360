// The growth rule and growth labels (docs/rules.md), used by every list and chart and by the server's SQL:
// year-on-year % of a period's sales against the same period a year earlier, with the absolute
// change beside it, a minimum base, a 'new' label and a 'breakout' label.
import type { GrowthLabel } from '../../types'

/** Below this base (yuan, or US $ for Amazon/eBay) growth is not ranked: a small base makes any change look huge. */
export const MIN_BASE_SALES = 100000
/** A concept with no base is listed as 'new' only from this much current sales, so a few stray sales are not "new". */
export const MIN_NEW_SALES = 100000
/** The 'breakout' label: year-on-year ≥ 300 %. */
export const BREAKOUT_YOY_PCT = 300
/**
 * Thin evidence: growth is ranked (and labelled) only when at least this many distinct
 * items sold in the period. On the default dataset 5 takes 3,138 of 1.42 M ranked rows out of the
 * growth order (2,453 of 19,305 'new', 42 of 19,165 breakouts) and leaves every ranking partition
 * with words; a figure resting on fewer items says more about those items than about a concept.
 * The `small` test dataset samples 1 item in 32 with volumes scaled up: its minimum scales the same
 * way (minRankedItems in server/dataset/sizes.ts), and answers carry the minimum in force.
 */
export const MIN_RANKED_ITEMS = 5

/** A period's sales and the same period a year earlier (null: unknown, a month of it has no data). */
export interface GrowthInput {
  current: number
  base: number | null
}

// Rounds half away from zero so +2.05 % and -2.05 % are mirror images.
function round1(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 10)) / 10
  return r === 0 ? 0 : r
}

/**
 * Year-on-year % = (current − base) / base × 100, 1 decimal; null when there is no base
 * (base 0) and when the base is unknown (null: a month of it has no data).
 */
export function changePercent(current: number | null, base: number | null): number | null {
  // Sales are never negative: a non-positive base means "no base", not a sign flip.
  if (current === null || base === null || !Number.isFinite(current) || !Number.isFinite(base) || base <= 0) return null
  return round1(((current - base) / base) * 100)
}

/** The absolute change shown beside every % — current − base; null when the base is unknown. */
export function absoluteChange(current: number, base: number | null): number | null {
  return base === null ? null : current - base
}

/**
 * Whether growth is ranked: base ≥ 100 000, or no base and current ≥ 100 000 ('new'). Never against
 * an unknown base (no data is not zero: null, a month of it has no data,
 * which is not 0), and never on fewer than MIN_RANKED_ITEMS items where `items` is counted.
 */
export function isRankable(current: number, base: number | null, items?: number, minItems = MIN_RANKED_ITEMS): boolean {
  if (base === null) return false
  if (items !== undefined && items < minItems) return false
  if (base >= MIN_BASE_SALES) return true
  return base === 0 && current >= MIN_NEW_SALES
}

/**
 * Growth labels: base 0 → 'new'; yoy ≥ 300 % → 'breakout'. Only rows that are rankable get a label,
 * so a tiny base (10 → 1 000 = +9 900 %) is never called a breakout.
 */
export function growthLabel(current: number, base: number | null, items?: number, minItems = MIN_RANKED_ITEMS): GrowthLabel {
  if (base === null || !isRankable(current, base, items, minItems)) return null
  if (base === 0) return 'new'
  const yoy = changePercent(current, base)
  return yoy !== null && yoy >= BREAKOUT_YOY_PCT ? 'breakout' : null
}

// 'new' rows have no finite growth; they rank as infinite growth, above every percentage.
function growthKey(row: GrowthInput): number {
  if (row.base === null) return -Infinity
  if (row.base === 0) return row.current > 0 ? Infinity : -Infinity
  return changePercent(row.current, row.base) ?? -Infinity
}

/** The growth order: 'new' first (infinite growth), then year-on-year % descending, then current sales descending. */
export function compareGrowth(a: GrowthInput, b: GrowthInput): number {
  const ka = growthKey(a)
  const kb = growthKey(b)
  if (ka !== kb) return ka > kb ? -1 : 1
  return b.current - a.current
}

/**
 * A share ratio (growth rule, docs/rules.md): part / base × 100 rounded to `decimals` (2 unless told);
 * null when the base is 0 (the client shows ∞, formatShare).
 */
export function sharePercent(part: number, base: number, decimals = 2): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(base) || base === 0) return null
  const f = 10 ** decimals
  const r = (Math.sign(part / base) * Math.round(Math.abs((part / base) * 100) * f)) / f
  return r === 0 ? 0 : r
}
