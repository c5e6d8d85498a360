// "No data is not zero" and "Thin evidence" as rules of the one growth definition.
import type { GrowthLabel } from '../../../types'
import { MIN_RANKED_ITEMS, absoluteChange, changePercent, growthLabel, isRankable } from '../../../src/domain/growth'
import { baseComplete, periodMonthsWithoutData } from '../../../src/domain/missing-months'

describe('"Growth against an incomplete base is not ranked or labelled" (base null: a month of it has no data)', () => {
  test.each([
    ['changePercent', () => changePercent(1000000, null), null],
    ['absoluteChange', () => absoluteChange(1000000, null), null],
    ['isRankable', () => isRankable(1000000, null), false],
    ['growthLabel, not "new"', () => growthLabel(1000000, null), null],
  ] as const)('%s → %p', (_name, f, expected) => {
    expect(f()).toBe(expected)
  })
})

describe('"Give the answer the item count and a minimum for ranking (documented beside the minimum base)"', () => {
  test('MIN_RANKED_ITEMS = 5', () => expect(MIN_RANKED_ITEMS).toBe(5))
  test.each([
    [1000000, 0, 1, undefined, false, null, '"松弛感 new is 96 % one item": one item is not new'],
    [5251700, 100000, 1, undefined, false, null, '"以油养肤 +5,151.7 % is one cleanser": no breakout'],
    [1000000, 0, 5, undefined, true, 'new', 'five items: new'],
    [5251700, 100000, 12, undefined, true, 'breakout', 'enough items: breakout'],
    [5251700, 100000, undefined, undefined, true, 'breakout', 'items not counted (brands, categories): the base rules alone'],
    [1000000, 0, 1, 1, true, 'new', 'a minimum of 1 (the small sample) admits one item'],
  ] as Array<[number, number, number | undefined, number | undefined, boolean, GrowthLabel, string]>)(
    'isRankable / growthLabel(%d, %d, items %p, min %p) → %p, %p (%s)',
    (current, base, items, min, rankable, label) => {
      expect(isRankable(current, base, items, min)).toBe(rankable)
      expect(growthLabel(current, base, items, min)).toBe(label)
    },
  )
})

describe('"the answer says which months have no data" (data from 2017-01)', () => {
  test.each([
    [{ start: '2017-05', end: '2017-05', baseStart: '2016-05', baseEnd: '2016-05' }, ['2016-05'], false, 'a 2017 month'],
    [
      { start: '2017-11', end: '2018-01', baseStart: '2016-11', baseEnd: '2017-01' },
      ['2016-11', '2016-12'],
      false,
      '"a 2018-01 three-month search … two of its three months missing"',
    ],
    [{ start: '2018-01', end: '2018-03', baseStart: '2017-01', baseEnd: '2017-03' }, [], true, 'a base from the first month on'],
  ])('%j → %j, base complete %p (%s)', (period, months, complete) => {
    expect(periodMonthsWithoutData(period, '2017-01')).toEqual(months)
    expect(baseComplete(period, '2017-01')).toBe(complete)
  })
})
