// The growth definition applied to social volume (mentions per month): the same year-on-year %,
// labels and order as sales (growth.ts), with a minimum base in mentions instead of money, and a
// month-on-month % beside it (social volume moves by the month), with the absolute change.
// A month without data (before the platform's first month) is null, never 0: against it there is
// no growth, no change and no label, exactly as for sales.
import type { GrowthLabel } from '../../types'
import { absoluteChange, BREAKOUT_YOY_PCT, changePercent } from './growth'

/** Below 5 000 mentions a year earlier, a social growth % is not ranked. */
export const MIN_BASE_SOCIAL_VOLUME = 5000
/** A word with no base is listed as 'new' only from 5 000 mentions in the month. */
export const MIN_NEW_SOCIAL_VOLUME = 5000

/** base ≥ 5 000 mentions, or no base (0) and current ≥ 5 000; never against an unknown base (null). */
export function isSocialRankable(current: number, base: number | null): boolean {
  if (base === null) return false
  if (base >= MIN_BASE_SOCIAL_VOLUME) return true
  return base === 0 && current >= MIN_NEW_SOCIAL_VOLUME
}

/** 'new' (base 0), 'breakout' (yoy ≥ BREAKOUT_YOY_PCT) — only for rankable rows, as for sales. */
export function socialGrowthLabel(current: number, base: number | null): GrowthLabel {
  if (base === null || !isSocialRankable(current, base)) return null
  if (base === 0) return 'new'
  const yoy = changePercent(current, base)
  return yoy !== null && yoy >= BREAKOUT_YOY_PCT ? 'breakout' : null
}

/** The figures of a social ranking row; base and previous month are null when that month has no data. */
export interface SocialGrowthFigures {
  volume: number
  volumeBase: number | null
  volumePrev: number | null
  yoy: number | null
  mom: number | null
  change: number | null
  momChange: number | null
  label: GrowthLabel
}

/**
 * Social ranking row from a 13-month trend (oldest first, the month last; null: a month without
 * data): volume, base a year earlier, previous month. A trend too short to reach a month leaves it
 * unknown too.
 */
export function socialGrowth(trend: readonly (number | null)[]): SocialGrowthFigures {
  const n = trend.length
  const volume = trend[n - 1] ?? 0
  const volumeBase = n >= 13 ? (trend[n - 13] ?? null) : null
  const volumePrev = n >= 2 ? (trend[n - 2] ?? null) : null
  return {
    volume,
    volumeBase,
    volumePrev,
    yoy: changePercent(volume, volumeBase),
    mom: changePercent(volume, volumePrev),
    change: absoluteChange(volume, volumeBase),
    momChange: absoluteChange(volume, volumePrev),
    label: socialGrowthLabel(volume, volumeBase),
  }
}
