import {
  currentMonthShanghai,
  isMonth,
  lastMonths,
  monthRange,
  multiMonthRange,
  sameMonthLastYear,
  shiftMonth,
} from '../../../src/domain/months'
import { MONTH_RANGE_START, SALES_TREND_MONTHS, SOCIAL_TREND_MONTHS } from '../../../src/domain/constants'

describe('the three-month period is the chosen month and the two before it (the month wrap)', () => {
  test.each([
    ['2026-01', '2025-11', "January wraps to the previous year's November"],
    ['2026-02', '2025-12', "February wraps to the previous year's December"],
    ['2026-03', '2026-01', 'from March it is month minus 2'],
    ['2026-10', '2026-08', 'month minus 2'],
    ['2026-12', '2026-10', 'month minus 2'],
    ['2017-01', '2016-11', 'even before the data starts'],
  ])('multiMonthRange(%s) starts %s — %s', (ts, start) => {
    expect(multiMonthRange(ts)).toEqual({ start, end: ts })
  })
})

describe('month arithmetic', () => {
  test.each([
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2026-03', -14, '2025-01'],
    ['2026-03', 0, '2026-03'],
    ['2026-03', 22, '2028-01'],
  ])('shiftMonth(%s, %d) → %s', (ts, delta, expected) => {
    expect(shiftMonth(ts, delta)).toBe(expected)
  })

  test.each([['2026-1'], ['2026-13'], ['26-01'], ['']])('shiftMonth(%j) throws on a malformed month', (ts) => {
    expect(() => shiftMonth(ts, 1)).toThrow(RangeError)
  })

  test.each([
    ['2026-01', true],
    ['2017-12', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
    ['2026-01-01', false],
    [202601, false],
  ])('isMonth(%j) → %j', (s, expected) => {
    expect(isMonth(s)).toBe(expected)
  })

  test.each([
    ['2025-11', '2026-02', ['2025-11', '2025-12', '2026-01', '2026-02']],
    ['2026-02', '2026-02', ['2026-02']],
    ['2026-03', '2026-02', []],
  ])('monthRange(%s, %s) inclusive', (start, end, expected) => {
    expect(monthRange(start, end)).toEqual(expected)
  })

  test(`month ranges start at 2017-01 by default: 2017-01..2026-10 has ${10 * 12 - 2} months`, () => {
    const all = monthRange(MONTH_RANGE_START, '2026-10')
    expect(all).toHaveLength(118)
    expect(all[0]).toBe('2017-01')
    expect(all[117]).toBe('2026-10')
  })

  test.each([
    [SALES_TREND_MONTHS, '2026-03', '2025-04', 'a sales trend'],
    [SOCIAL_TREND_MONTHS, '2026-03', '2025-03', 'a social volume trend'],
  ])('lastMonths(end, %d) ending %s starts %s — the months of %s', (n, end, first) => {
    const months = lastMonths(end, n)
    expect(months).toHaveLength(n)
    expect(months[0]).toBe(first)
    expect(months[n - 1]).toBe(end)
  })

  test('lastMonths(end, 0) is empty', () => {
    expect(lastMonths('2026-03', 0)).toEqual([])
  })

  test.each([
    ['2026-10', '2025-10'],
    ['2026-01', '2025-01'],
  ])('sameMonthLastYear(%s) → %s (year-on-year base)', (ts, expected) => {
    expect(sameMonthLastYear(ts)).toBe(expected)
  })
})

describe('months follow the Asia/Shanghai zone: the current month there', () => {
  test.each([
    ['2026-01-31T15:59:59Z', '2026-01', 'still 23:59:59 on 31 January in Shanghai'],
    ['2026-01-31T16:00:00Z', '2026-02', 'already 1 February in Shanghai'],
    ['2025-12-31T16:00:00Z', '2026-01', 'the new year starts eight hours before UTC'],
  ])('at %s → %s (%s)', (iso, expected) => {
    expect(currentMonthShanghai(new Date(iso))).toBe(expected)
  })
})
