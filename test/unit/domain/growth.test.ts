import {
  BREAKOUT_YOY_PCT,
  MIN_BASE_SALES,
  MIN_NEW_SALES,
  absoluteChange,
  changePercent,
  compareGrowth,
  growthLabel,
  isRankable,
} from '../../../src/domain/growth'

describe('growth definition constants', () => {
  test.each([
    ['MIN_BASE_SALES', MIN_BASE_SALES, 100000],
    ['MIN_NEW_SALES', MIN_NEW_SALES, 100000],
    ['BREAKOUT_YOY_PCT', BREAKOUT_YOY_PCT, 300],
  ])('%s = %d', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('"year-on-year %", one decimal; no base → null', () => {
  test.each([
    [135200, 100000, 35.2],
    [96000, 100000, -4],
    [100000, 100000, 0],
    [400000, 100000, 300],
    [200, 300, -33.3],
    [100240, 100000, 0.2],
    [99760, 100000, -0.2],
    [0, 100000, -100],
    [150000, 0, null],
    [0, 0, null],
    [NaN, 100000, null],
  ])('changePercent(%d, %d) → %p', (current, base, expected) => {
    expect(changePercent(current, base)).toBe(expected)
  })

  test('"the absolute change beside every %": current − base', () => {
    expect(absoluteChange(135200, 100000)).toBe(35200)
    expect(absoluteChange(96000, 100000)).toBe(-4000)
  })
})

describe('"a minimum base below which growth is not ranked" (100 000)', () => {
  test.each([
    [200000, 100000, true, 'base exactly at the minimum'],
    [200000, 99999, false, 'below the minimum base → not rankable'],
    [5000000, 50000, false, 'huge growth on a tiny base is still not ranked'],
    [150000, 0, true, 'no base and current ≥ 100 000: listed as new'],
    [100000, 0, true, 'no base, current exactly 100 000'],
    [99999, 0, false, 'no base and too little current sales'],
    [0, 0, false, 'nothing at all'],
  ])('isRankable(%d, %d) → %j (%s)', (current, base, expected) => {
    expect(isRankable(current, base)).toBe(expected)
  })
})

describe('labels: base 0 → "new"; year-on-year ≥ 300 % → "breakout"', () => {
  test.each([
    [150000, 0, 'new', 'base 0 → new'],
    [99999, 0, null, 'base 0 but below the minimum new sales: not listed, no label'],
    [400000, 100000, 'breakout', 'exactly +300 % → breakout'],
    [399900, 100000, null, '+299.9 % → no label'],
    [2000000, 200000, 'breakout', '+900 %'],
    [135200, 100000, null, '+35.2 %'],
    [50000, 100000, null, 'decline'],
    [1000000, 10, null, 'a tiny base is never a breakout'],
  ] as Array<[number, number, 'new' | 'breakout' | null, string]>)('growthLabel(%d, %d) → %p (%s)', (current, base, expected) => {
    expect(growthLabel(current, base)).toBe(expected)
  })
})

describe('ranking order: new first, then yoy desc, then current sales desc', () => {
  test('sorts a mixed list', () => {
    const rows = [
      { name: 'flat', current: 100000, base: 100000 },
      { name: 'new-small', current: 120000, base: 0 },
      { name: 'up35', current: 135000, base: 100000 },
      { name: 'up35-bigger', current: 270000, base: 200000 },
      { name: 'down', current: 50000, base: 100000 },
      { name: 'new-big', current: 900000, base: 0 },
      { name: 'breakout', current: 800000, base: 150000 },
    ]
    expect([...rows].sort(compareGrowth).map((r) => r.name)).toEqual([
      'new-big',
      'new-small',
      'breakout',
      'up35-bigger',
      'up35',
      'flat',
      'down',
    ])
  })

  test.each([
    [{ current: 1, base: 0 }, { current: 1000000, base: 100 }, -1, 'new before any percentage'],
    [{ current: 200, base: 100 }, { current: 300, base: 100 }, 1, 'higher yoy first'],
    [{ current: 300, base: 150 }, { current: 200, base: 100 }, -100, 'same yoy: more sales first'],
  ])('compareGrowth(%j, %j) has sign %p (%s)', (a, b, sign) => {
    expect(Math.sign(compareGrowth(a, b))).toBe(Math.sign(sign))
  })
})
