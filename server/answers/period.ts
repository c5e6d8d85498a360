// Periods and the month wrap (docs/rules.md), resolved for every call that takes a month: one
// month, the three-month period, or (full version) a custom range; -400 for a range out of shape,
// -404 outside the recorded months, -403 outside the caller's version (permissions/periods.ts).
// The base is the same months a year earlier.
import { monthRange, multiMonthRange, sameMonthLastYear } from '../../src/domain/months'
import type { Privileges } from '../../src/domain/privileges'
import type { PeriodMonths } from '../analytics/queries/concept-facts'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { say } from '../text/messages'
import { requirePeriodAllowed } from '../permissions'
import { ERROR_CODES } from '../../types/envelope'

/** Longest custom range: three years keeps a query (and its base year) small. */
const MAX_RANGE_MONTHS = 36

/** The period fields of a request (ts alone: one month; with is_multi_month: the three-month period). */
export interface PeriodInput {
  ts?: string
  is_multi_month?: 0 | 1
  start?: string
  end?: string
}

export interface Period extends PeriodMonths {
  isMulti: 0 | 1
  custom: boolean
}

export function resolvePeriod(ctx: AppContext, input: PeriodInput, priv: Privileges): Period {
  let start: string
  let end: string
  let isMulti: 0 | 1 = 0
  let custom = false
  if (input.start !== undefined || input.end !== undefined) {
    if (!input.start || !input.end) throw new DomainError(ERROR_CODES.badParam, say.rangeNeedsBoth)
    if (input.start > input.end) throw new DomainError(ERROR_CODES.badParam, say.rangeOrder(input.start, input.end))
    if (monthRange(input.start, input.end).length > MAX_RANGE_MONTHS)
      throw new DomainError(ERROR_CODES.badParam, say.rangeTooLong(MAX_RANGE_MONTHS))
    start = input.start
    end = input.end
    if (start === multiMonthRange(end).start) isMulti = 1
    else custom = start !== end
  } else {
    end = input.ts ?? ctx.catalog.ts
    isMulti = input.is_multi_month === 1 ? 1 : 0
    start = isMulti ? multiMonthRange(end).start : end
  }
  if (end > ctx.catalog.ts || start < ctx.catalog.tsMin) {
    throw new DomainError(ERROR_CODES.notRecorded, say.noData(start, end, ctx.catalog.tsMin, ctx.catalog.ts))
  }
  requirePeriodAllowed(priv, { start, custom })
  return { start, end, baseStart: sameMonthLastYear(start), baseEnd: sameMonthLastYear(end), isMulti, custom }
}
