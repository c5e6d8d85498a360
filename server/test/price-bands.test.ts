// Price bands a person would draw (answers/price-bands.ts): round cuts near the quintiles of the
// items' list prices, an item's band fixed by its price, the cut itself opening the upper band.
import { bandCuts, bandOf, roundPrice } from '../answers/price-bands'

test.each([
  [3740, 3000],
  [4200, 5000],
  [9900, 10000],
  [12900, 10000],
  [17500, 20000],
  [26000, 30000],
  [130, 100],
  [1, 1],
])('%d cents rounds to %d, the nearest of 1, 2, 3, 5 times a power of ten', (cents, round) => {
  expect(roundPrice(cents)).toBe(round)
})

test('cuts near the quintiles by items, each above the lowest price and at most the highest', () => {
  // 100 items from ¥10 to ¥1,000, ten at each of ten prices
  const prices = [10, 20, 40, 60, 90, 120, 180, 300, 550, 1000].map((yuan) => ({ price_cents: yuan * 100, items: 10 }))
  expect(bandCuts(prices)).toEqual([2000, 5000, 10000, 30000])
  expect(bandCuts([{ price_cents: 5000, items: 3 }])).toEqual([])
  expect(bandCuts([])).toEqual([])
  // items with no facts in the period or its base draw no band
  expect(bandCuts([...prices, { price_cents: 9_999_900, items: 0 }])).toEqual([2000, 5000, 10000, 30000])
})

test("an item's band is fixed by its list price; a price at a cut opens the band above it", () => {
  const cuts = [2000, 5000, 10000]
  expect([1999, 2000, 4999, 5000, 9999, 10000, 99999].map((p) => bandOf(p, cuts))).toEqual([0, 1, 1, 2, 2, 3, 3])
  expect(bandOf(123, [])).toBe(0)
})
