import { formatCount, formatDateTime, currencyOf, formatMoney, formatMonth, formatPercent, formatShare } from '../../../src/domain/format'

describe('Chinese money: ￥, scaled to 万 past 9999 and to 亿 past 99999999', () => {
  test.each([
    [0, '￥0', 'zero'],
    [1234.6, '￥1235', 'below 万: a whole number'],
    [9999, '￥9999', '9999 is not above 9999'],
    [9999.4, '￥1.00万', 'just above 9999'],
    [10000, '￥1.00万', 'above 9999 → 万, 2 decimals'],
    [12300, '￥1.23万', '万'],
    [35678, '￥3.57万', '万, rounded'],
    [99999999, '￥10000.00万', '99999999 is not above 99999999'],
    [100000000, '￥1.00亿', 'above 99999999 → 亿'],
    [123456789, '￥1.23亿', '亿'],
    [-12000, '-￥1.20万', 'negatives keep the sign before the currency'],
    [-500, '-￥500', 'negative below 万'],
    [-0.4, '￥0', 'no "-" in front of a zero'],
    [NaN, '—', 'NaN'],
    [Infinity, '—', 'not a number to show'],
    [null, '—', 'missing'],
    [undefined, '—', 'missing'],
  ] as Array<[number | null | undefined, string, string]>)('formatMoney(%p, zh) → %s (%s)', (value, expected) => {
    expect(formatMoney(value, 'zh', 'CNY')).toBe(expected)
  })
})

describe('English money: US $, scaled to K, M and B', () => {
  test.each([
    [0, 'US $0'],
    [999, 'US $999'],
    [1000, 'US $1.00K'],
    [1500, 'US $1.50K'],
    [999999, 'US $1000.00K'],
    [1000000, 'US $1.00M'],
    [2345678, 'US $2.35M'],
    [1000000000, 'US $1.00B'],
    [2500000000, 'US $2.50B'],
    [-1500, '-US $1.50K'],
    [NaN, '—'],
  ])('formatMoney(%p, en) → %s', (value, expected) => {
    expect(formatMoney(value, 'en', 'USD')).toBe(expected)
  })
})

describe('money shows the currency of its data source; units follow the language', () => {
  test.each([
    [2345678, 'zh', 'gamazon', '234.57万美元'],
    [2345678, 'en', 'all', '¥2.35M'],
    [12300, 'en', 'jd', '¥12.30K'],
    [12300, 'zh', 'ebay', '1.23万美元'],
    [12300, 'zh', 'douyin', '￥1.23万'],
  ] as const)('formatMoney(%p, %s) on %s → %s', (value, lang, source, expected) => {
    expect(formatMoney(value, lang, currencyOf(source))).toBe(expected)
  })
})

describe('counts scale the same way without a currency (volumes, social counts)', () => {
  test.each([
    [9999, 'zh', '9999'],
    [10000, 'zh', '1.00万'],
    [150000000, 'zh', '1.50亿'],
    [-25000, 'zh', '-2.50万'],
    [999, 'en', '999'],
    [1200, 'en', '1.20K'],
    [3400000, 'en', '3.40M'],
    [7000000000, 'en', '7.00B'],
    [NaN, 'en', '—'],
  ] as const)('formatCount(%p, %s) → %s', (value, lang, expected) => {
    expect(formatCount(value, lang)).toBe(expected)
  })
})

describe('growth percentages: one decimal with a sign', () => {
  test.each([
    [35.2, '+35.2%'],
    [300, '+300.0%'],
    [-4, '-4.0%'],
    [0, '0.0%'],
    [-0.04, '0.0%'],
    [0.04, '0.0%'],
    [null, '—'],
    [NaN, '—'],
    [Infinity, '+∞'],
  ])('formatPercent(%p) → %s', (pct, expected) => {
    expect(formatPercent(pct)).toBe(expected)
  })
})

describe('a share has 2 decimals by default, and ∞ over a base of 0', () => {
  test.each([
    [1, 3, undefined, '33.33%'],
    [2, 3, undefined, '66.67%'],
    [10, 10, undefined, '100.00%'],
    [0, 10, undefined, '0.00%'],
    [1, 8, 1, '12.5%'],
    [1, 3, 0, '33%'],
    [5, 0, undefined, '∞'],
    [0, 0, undefined, '∞'],
    [NaN, 10, undefined, '—'],
  ])('formatShare(%p, %p, %p) → %s', (part, base, decimals, expected) => {
    expect(formatShare(part, base, decimals)).toBe(expected)
  })
})

describe('a date and time shows in Shanghai time, down to the second', () => {
  test.each([
    ['2026-03-01T00:00:00Z', '2026-03-01 08:00:00', 'UTC midnight is 08:00 in Shanghai'],
    ['2025-12-31T16:30:00.000Z', '2026-01-01 00:30:00', 'crosses the year in Shanghai'],
    ['2026-03-01T10:00:00+08:00', '2026-03-01 10:00:00', 'an explicit +08:00 offset'],
    ['2026-07-01T12:00:00-04:00', '2026-07-02 00:00:00', 'another offset'],
    ['2026-03-01 10:00:00', '2026-03-01 10:00:00', 'no zone: read as Shanghai wall time'],
    ['2026-03-01', '2026-03-01 00:00:00', 'a bare date'],
    [0, '1970-01-01 08:00:00', 'epoch milliseconds'],
    [new Date(Date.UTC(2026, 9, 5, 3, 4, 5)), '2026-10-05 11:04:05', 'a Date'],
    ['not a date', '—', 'invalid'],
  ] as Array<[string | number | Date, string, string]>)('formatDateTime(%p) → %s (%s)', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected)
  })
})

describe('month label', () => {
  test.each([
    ['2026-10', 'zh', '2026年10月'],
    ['2026-01', 'zh', '2026年1月'],
    ['2026-10', 'en', 'Oct 2026'],
    ['2017-01', 'en', 'Jan 2017'],
    ['2026-12', 'en', 'Dec 2026'],
    ['2026-13', 'en', '—'],
    ['', 'zh', '—'],
  ] as const)('formatMonth(%j, %s) → %s', (ts, lang, expected) => {
    expect(formatMonth(ts, lang)).toBe(expected)
  })
})
