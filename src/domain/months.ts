// Month arithmetic on 'YYYY-MM' strings. Months are whole calendar months with no time of day, so
// plain integer arithmetic is exact and free of time-zone traps.
import type { Month } from '../../types'
import { MULTI_MONTH_SPAN } from './constants'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** True for a 'YYYY-MM' month such as '2026-01', the shape of every ts (the latest month included). */
export function isMonth(s: unknown): s is Month {
  return typeof s === 'string' && MONTH.test(s)
}

function toIndex(ts: Month): number {
  const m = MONTH.exec(ts)
  if (!m) throw new RangeError(`not a YYYY-MM month: ${JSON.stringify(ts)}`)
  return Number(m[1]) * 12 + Number(m[2]) - 1
}

function fromIndex(index: number): Month {
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

/** Periods and the month wrap (docs/rules.md): the month `delta` months after ts (negative: before), across year ends. Throws on a malformed month. */
export function shiftMonth(ts: Month, delta: number): Month {
  return fromIndex(toIndex(ts) + Math.trunc(delta))
}

/** Every month from start to end inclusive, oldest first (the data begins in 2017-01); [] when start is after end. */
export function monthRange(start: Month, end: Month): Month[] {
  const from = toIndex(start)
  const to = toIndex(end)
  const out: Month[] = []
  for (let i = from; i <= to; i++) out.push(fromIndex(i))
  return out
}

/** The n months ending at end, oldest first: a sales trend shows 12 of them, a social volume trend 13. */
export function lastMonths(end: Month, n: number): Month[] {
  if (n <= 0) return []
  return monthRange(shiftMonth(end, -(n - 1)), end)
}

/**
 * The month wrap: "Multi-month means the selected month and the two before it; for January and February the
 * start wraps to the previous year's November and December, from March it is month minus 2."
 */
export function multiMonthRange(ts: Month): { start: Month; end: Month } {
  return { start: shiftMonth(ts, -(MULTI_MONTH_SPAN - 1)), end: ts }
}

/** The growth rule compares a period with the same months a year earlier. */
export function sameMonthLastYear(ts: Month): Month {
  return shiftMonth(ts, -12)
}

// Shanghai keeps UTC+8 all year (no daylight saving since 1991).
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000

/** Units and currency (docs/rules.md): dates are Shanghai's — the current month there, whatever the machine's zone. */
export function currentMonthShanghai(now: Date = new Date()): Month {
  const shanghai = new Date(now.getTime() + SHANGHAI_OFFSET_MS)
  return fromIndex(shanghai.getUTCFullYear() * 12 + shanghai.getUTCMonth())
}
