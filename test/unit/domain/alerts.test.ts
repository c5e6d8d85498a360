import { ALERT_DEFAULT_YOY_PCT, crossesAlertThreshold } from '../../../src/domain/alerts'

test('issue 9 §5: the default threshold is +30 % year on year', () => {
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
    ["a 'new' concept has no percentage to cross", { sales: 500000, sales_base: 0, sales_yoy: null, items: 20 }, 30, false],
    ['fewer than 5 items is thin evidence', { sales: 150000, sales_base: 100000, sales_yoy: 50, items: 4 }, 30, false],
  ])('%s', (_case, figures, threshold, expected) => {
    expect(crossesAlertThreshold(figures, threshold)).toBe(expected)
  })
})
