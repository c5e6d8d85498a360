import { fastestGrowing, reportCounts, reportGrowthKind } from '../../../src/domain/report-counts'

const row = (sales_yoy: number | null, label: 'new' | 'breakout' | null = null, sales = 1000) => ({ sales, sales_yoy, label })

test.each([
  [row(35.2), 'growing'],
  [row(-4), 'declining'],
  [row(0), 'flat'],
  [row(null, 'new'), 'new'],
  [row(null), 'none'],
  [row(null, null, 0), 'none'],
  [row(400, 'breakout'), 'growing'],
] as const)('%j is %s', (r, kind) => {
  expect(reportGrowthKind(r)).toBe(kind)
})

test('the counts add every follow up once; breakouts are among the growing', () => {
  const rows = [row(35.2), row(400, 'breakout'), row(-4), row(0), row(null, 'new'), row(null)]
  expect(reportCounts(rows)).toEqual({ follows: 6, growing: 2, declining: 1, flat: 1, new: 1, breakout: 1, no_base: 1 })
  expect(reportCounts([])).toEqual({ follows: 0, growing: 0, declining: 0, flat: 0, new: 0, breakout: 0, no_base: 0 })
})

test('the fastest grower is the highest year-on-year %, none when nothing grew', () => {
  const a = { ...row(35.2), word: 'a' }
  const b = { ...row(400, 'breakout'), word: 'b' }
  expect(fastestGrowing([a, b, { ...row(null, 'new'), word: 'c' }])?.word).toBe('b')
  expect(
    fastestGrowing([
      { ...row(-4), word: 'd' },
      { ...row(null), word: 'e' },
    ]),
  ).toBeNull()
})
