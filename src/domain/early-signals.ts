// When a concept counts as an early signal (docs/rules.md "Talk leading sales"): beside a lead that
// holds (lead-lag.ts), the false discoveries the whole list may hold, and talk rising now.
import type { MonthValue } from './lead-lag'

/**
 * The most false discoveries the leads told on a platform may hold in expectation (Benjamini–Hochberg
 * over every social word with a fit): of ten leads told, at most one a coincidence on average. A
 * concept's own lead and the early signals are both held to it.
 */
export const LEAD_LIST_MAX_Q = 0.1

/** Months summed to tell whether volume is rising now, against the same months a year earlier. */
export const RISING_MONTHS = 3
/** The least year-on-year rise (%) of those months for a volume to count as rising. */
export const RISING_MIN_PCT = 20

/** The last RISING_MONTHS months' volume, the same months a year earlier, and the % between; null without a full base. */
export function recentRise(values: readonly MonthValue[]): { volume: number; base: number; pct: number } | null {
  const n = values.length
  if (n < 12 + RISING_MONTHS) return null
  let volume = 0
  let base = 0
  for (let i = n - RISING_MONTHS; i < n; i++) {
    const v = values[i]
    const b = values[i - 12]
    if (v === null || b === null) return null
    volume += v
    base += b
  }
  if (base <= 0) return null
  return { volume, base, pct: Math.round(((volume - base) / base) * 1000) / 10 }
}
