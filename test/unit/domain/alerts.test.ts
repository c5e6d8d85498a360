import { ALERT_DEFAULT_YOY_PCT, alertCrossing, crossesAlertThreshold } from '../../../src/domain/alerts'

test('the default threshold is +30 % year on year', () => {
  expect(ALERT_DEFAULT_YOY_PCT).toBe(30)
})

describe('a concept alerts when its yoy growth reaches the threshold, on figures the rankings would rank', () => {
  test.each([
    ['yoy above the threshold', { sales: 150000, sales_base: 100000, sales_yoy: 50, items: 20 }, 30, true],
    ['yoy exactly the threshold', { sales: 130000, sales_base: 100000, sales_yoy: 30, items: 20 }, 30, true],
    ['yoy below the threshold', { sales: 120000, sales_base: 100000, sales_yoy: 20, items: 20 }, 30, false],
    ['a shrinking concept', { sales: 50000, sales_base: 100000, sales_yoy: -50, items: 20 }, 30, false],
    ['a base under 100 000 is not ranked', { sales: 90000, sales_base: 10000, sales_yoy: 800, items: 20 }, 30, false],
    ['an unknown base', { sales: 150000, sales_base: null, sales_yoy: null, items: 20 }, 30, false],
    ['base 0 without the new label (figures of no ranked row)', { sales: 500000, sales_base: 0, sales_yoy: null, items: 20 }, 30, false],
    ['fewer than 5 items is thin evidence', { sales: 150000, sales_base: 100000, sales_yoy: 50, items: 4 }, 30, false],
  ])('%s', (_case, figures, threshold, expected) => {
    expect(crossesAlertThreshold(figures, threshold)).toBe(expected)
  })
})

describe('a concept that becomes new or breaks out crosses every threshold, once while it stays so', () => {
  const fresh = { sales: 500000, sales_base: 0, sales_yoy: null, items: 20, label: 'new' as const }
  const breakout = { sales: 450000, sales_base: 100000, sales_yoy: 350, items: 20, label: 'breakout' as const }
  test.each([
    ['new, 1 % threshold', fresh, 1, null, { kind: 'new', yoyPct: null }],
    ['new, 1000 % threshold', fresh, 1000, null, { kind: 'new', yoyPct: null }],
    ['new after a growth alert last month', fresh, 30, 'growth', { kind: 'new', yoyPct: null }],
    ["still new since last month's alert", fresh, 1, 'new', null],
    ['breakout under a 1000 % threshold', breakout, 1000, null, { kind: 'breakout', yoyPct: 350 }],
    ['breakout after being new', breakout, 30, 'new', { kind: 'breakout', yoyPct: 350 }],
    ["still a breakout since last month's alert", breakout, 30, 'breakout', null],
    ['new on thin evidence', { ...fresh, items: 4 }, 1, null, null],
    [
      'plain growth above the threshold',
      { sales: 150000, sales_base: 100000, sales_yoy: 50, items: 20, label: null },
      30,
      'growth',
      { kind: 'growth', yoyPct: 50 },
    ],
  ] as const)('%s', (_case, figures, threshold, previous, expected) => {
    expect(alertCrossing(figures, threshold, undefined, previous)).toEqual(expected)
  })
})
