// "No data is not zero": a month before the data's first month has no figures at all.
// Summing it as 0 made every 2017 concept "new" and a 2018-01 three-month period grow +522.8 %
// against a base with two of its three months missing. These rules name such months so that
// answers can say which they are, and growth against them is left out (growth.ts takes a null base).
import type { Month } from '../../types'
import { monthRange } from './months'

/** A period and the same period a year earlier (the base), as every growth answer has them. */
export interface PeriodWithBase {
  start: Month
  end: Month
  baseStart: Month
  baseEnd: Month
}

/** The months of `months` before `first` (the data's first month), oldest first. */
export function monthsWithoutData(months: readonly Month[], first: Month): Month[] {
  return months.filter((m) => m < first)
}

/** "the answer says which months have no data" — the months of the period and its base before `first`, oldest first. */
export function periodMonthsWithoutData(p: PeriodWithBase, first: Month): Month[] {
  return monthsWithoutData([...monthRange(p.baseStart, p.baseEnd), ...monthRange(p.start, p.end)], first)
}

/** Whether every month of the base holds data; when not, the base is unknown (null), never the 0 of its missing months. */
export function baseComplete(p: PeriodWithBase, first: Month): boolean {
  return p.baseStart >= first
}
