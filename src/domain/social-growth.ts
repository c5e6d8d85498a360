// The growth definition applied to social volume (mentions per month): the same year-on-year %,
// labels and order as sales (growth.ts), with a minimum base in mentions instead of money, and a
// month-on-month % beside it (issue 3: "month-on-month %, the absolute change beside every %").
import type { GrowthLabel } from '../../types'
import { BREAKOUT_YOY_PCT, changePercent } from './growth'

/** Below 5 000 mentions a year earlier, a social growth % is not ranked. */
export const MIN_BASE_SOCIAL_VOLUME = 5000
/** A word with no base is listed as 'new' only from 5 000 mentions in the month. */
export const MIN_NEW_SOCIAL_VOLUME = 5000

/** base ≥ 5 000 mentions, or no base and current ≥ 5 000. */
export function isSocialRankable(current: number, base: number): boolean {
  if (base >= MIN_BASE_SOCIAL_VOLUME) return true
  return base === 0 && current >= MIN_NEW_SOCIAL_VOLUME
}

/** 'new' (no base), 'breakout' (yoy ≥ BREAKOUT_YOY_PCT) — only for rankable rows, as for sales. */
export function socialGrowthLabel(current: number, base: number): GrowthLabel {
  if (!isSocialRankable(current, base)) return null
  if (base === 0) return 'new'
  const yoy = changePercent(current, base)
  return yoy !== null && yoy >= BREAKOUT_YOY_PCT ? 'breakout' : null
}

/** Social ranking row from a 13-month trend (oldest first, the month last): volume, base a year earlier, previous month. */
export function socialGrowth(trend: readonly number[]): {
  volume: number; volumeBase: number; volumePrev: number; yoy: number | null; mom: number | null; change: number; momChange: number; label: GrowthLabel
} {
  const n = trend.length
  const volume = trend[n - 1] ?? 0
  const volumeBase = n >= 13 ? trend[n - 13] : 0
  const volumePrev = n >= 2 ? trend[n - 2] : 0
  return {
    volume, volumeBase, volumePrev,
    yoy: changePercent(volume, volumeBase),
    mom: changePercent(volume, volumePrev),
    change: volume - volumeBase,
    momChange: volume - volumePrev,
    label: socialGrowthLabel(volume, volumeBase),
  }
}
