// The one growth definition of issue 3, used by every list and chart and by the server's SQL:
// year-on-year % of a period's sales against the same period a year earlier, with the absolute
// change beside it, a minimum base, a 'new' label and a 'breakout' label.
import type { GrowthLabel } from '../../types'

/** Issue 3: "a minimum base below which growth is not ranked" — 100 000 (yuan, or US $ for Amazon/eBay). */
export const MIN_BASE_SALES = 100000
/** Issue 3: "a 'new' label for concepts with no base" — listed only from this much current sales, so a few stray sales are not "new". */
export const MIN_NEW_SALES = 100000
/** Issue 3: "a 'breakout' label above a documented threshold" — year-on-year ≥ 300 %. */
export const BREAKOUT_YOY_PCT = 300

/** A period's sales and the same period a year earlier. */
export interface GrowthInput {
  current: number
  base: number
}

// Rounds half away from zero so +2.05 % and -2.05 % are mirror images.
function round1(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 10)) / 10
  return r === 0 ? 0 : r
}

/** Issue 3: "year-on-year %" = (current − base) / base × 100, 1 decimal; null when there is no base (base 0). */
export function changePercent(current: number, base: number): number | null {
  // Sales are never negative: a non-positive base means "no base", not a sign flip.
  if (!Number.isFinite(current) || !Number.isFinite(base) || base <= 0) return null
  return round1(((current - base) / base) * 100)
}

/** Issue 3: "the absolute change beside every %" — current − base. */
export function absoluteChange(current: number, base: number): number {
  return current - base
}

/** Issue 3: "a minimum base below which growth is not ranked": base ≥ 100 000, or no base and current ≥ 100 000 ('new'). */
export function isRankable(current: number, base: number): boolean {
  if (base >= MIN_BASE_SALES) return true
  return base === 0 && current >= MIN_NEW_SALES
}

/**
 * Issue 3: "a 'new' label for concepts with no base and a 'breakout' label above a documented
 * threshold": base 0 → 'new'; yoy ≥ 300 % → 'breakout'. Only rows that are rankable get a label, so a
 * tiny base (10 → 1 000 = +9 900 %) is never called a breakout.
 */
export function growthLabel(current: number, base: number): GrowthLabel {
  if (!isRankable(current, base)) return null
  if (base === 0) return 'new'
  const yoy = changePercent(current, base)
  return yoy !== null && yoy >= BREAKOUT_YOY_PCT ? 'breakout' : null
}

// 'new' rows have no finite growth; they rank as infinite growth, above every percentage.
function growthKey(row: GrowthInput): number {
  if (row.base === 0) return row.current > 0 ? Infinity : -Infinity
  return changePercent(row.current, row.base) ?? -Infinity
}

/** Issue 3 ranking order: 'new' first (infinite growth), then year-on-year % descending, then current sales descending. */
export function compareGrowth(a: GrowthInput, b: GrowthInput): number {
  const ka = growthKey(a)
  const kb = growthKey(b)
  if (ka !== kb) return ka > kb ? -1 : 1
  return b.current - a.current
}

/**
 * SPEC §9: "Share ratio default is 2 decimals; infinity is shown when the base is 0." — part / base × 100
 * rounded to `decimals`; null when the base is 0 (the client shows ∞, formatShare).
 */
export function sharePercent(part: number, base: number, decimals = 2): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(base) || base === 0) return null
  const f = 10 ** decimals
  const r = (Math.sign(part / base) * Math.round(Math.abs((part / base) * 100) * f)) / f
  return r === 0 ? 0 : r
}
