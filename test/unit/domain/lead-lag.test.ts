// The arithmetic of "does talk lead sales" (docs/rules.md "Talk leading sales"): year-on-year
// changes, the curve taken out, r at each lag 0–6, the evidence rule (r ≥ 0.6 over ≥ 18 months,
// beyond chance) and the rise of the last three months.
import {
  LEAD_HISTORY_MONTHS,
  bestFit,
  detrended,
  fitHolds,
  lagFits,
  leadOfSeries,
  minR,
  pearson,
  recentRise,
  yoyLogChanges,
} from '../../../src/domain/lead-lag'
import { mulberry32 } from '../../../server/dataset/prng'

// the generator's own seeded uniform in [0, 1), so the series are the same on every run
const rng = mulberry32

/** A wave of attention: exp of a first-order autoregression of uniform noise. */
function buzz(seed: number, n: number): number[] {
  const r = rng(seed)
  let w = 0
  return Array.from({ length: n }, () => Math.exp((w = 0.5 * w + (r() * 2 - 1) * 1.2)))
}

const SUMMER = [0.4, 0.45, 0.75, 1.05, 1.45, 1.85, 1.9, 1.55, 0.95, 0.55, 0.45, 0.4]
const N = LEAD_HISTORY_MONTHS

test('year-on-year changes are logs of a month over the same month a year earlier; no data or 0 gives none', () => {
  const values = [...Array.from({ length: 12 }, (_, i) => i + 1), 2, null, 6, 0, ...Array.from({ length: 8 }, () => 1)]
  const yoy = yoyLogChanges(values)
  expect(yoy.slice(0, 12)).toEqual(Array(12).fill(null))
  expect(yoy[12]).toBeCloseTo(Math.log(2))
  expect(yoy[13]).toBeNull()
  expect(yoy[14]).toBeCloseTo(Math.log(2))
  expect(yoy[15]).toBeNull()
})

test('pearson and the curve taken out', () => {
  expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1)
  expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1)
  expect(pearson([1, 2], [1, 2])).toBeNull()
  expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull()
  // a parabola leaves nothing; what moves around it is kept
  const ts = Array.from({ length: 10 }, (_, i) => i)
  for (const x of detrended(
    ts,
    ts.map((t) => 3 + 2 * t - 0.5 * t * t),
  ))
    expect(Math.abs(x)).toBeLessThan(1e-9)
  const wiggle = ts.map((t) => (t % 2 ? 1 : -1))
  expect(
    pearson(
      detrended(
        ts,
        ts.map((t, i) => 5 * t + wiggle[i]),
      ),
      wiggle,
    ),
  ).toBeGreaterThan(0.98)
})

test('the least r: 0.6 at the least, more where chance would reach it over fewer months', () => {
  expect(minR(24)).toBeCloseTo(0.764, 3)
  expect(minR(18)).toBeCloseTo(0.834, 3)
  expect(minR(400)).toBe(0.6)
  expect(minR(4)).toBe(1)
  expect(fitHolds({ lag: 2, r: 0.8, months: 24 })).toBe(true)
  expect(fitHolds({ lag: 2, r: 0.75, months: 24 })).toBe(false)
  expect(fitHolds({ lag: 2, r: 0.95, months: 17 })).toBe(false)
  expect(fitHolds({ lag: 2, r: null, months: 24 })).toBe(false)
})

test.each([1, 2, 3, 4, 6])('sales following talk by %i months are found at that lag, through a shared season and growth', (lag) => {
  const b = buzz(lag * 7 + 1, N + lag)
  const noise = rng(lag * 13 + 5)
  const volume = Array.from({ length: N }, (_, i) => 1000 * SUMMER[i % 12] * 1.3 ** (i / 12) * b[i + lag] * (0.9 + noise() * 0.2))
  const sales = Array.from({ length: N }, (_, i) => 50000 * SUMMER[i % 12] * 1.1 ** (i / 12) * b[i] * (0.9 + noise() * 0.2))
  const fits = lagFits(volume, sales)
  expect(fits.map((f) => f.lag)).toEqual([0, 1, 2, 3, 4, 5, 6])
  expect(fits.every((f) => f.months === 24)).toBe(true)
  const best = bestFit(fits)
  expect(best?.lag).toBe(lag)
  expect(best && fitHolds(best)).toBe(true)
})

test('a shared season alone, a shared growth curve alone or unrelated noise is no lead', () => {
  const noise = rng(99)
  const season = Array.from({ length: N }, (_, i) => SUMMER[i % 12] * (0.9 + noise() * 0.2))
  const seasonSales = Array.from({ length: N }, (_, i) => SUMMER[(i + 11) % 12] * (0.9 + noise() * 0.2))
  // a breakout settling down: both follow 1 - e^(-t/8)
  const curve = (i: number) => 0.3 + 2.6 * (1 - Math.exp(-(i + 6) / 8))
  const talk = Array.from({ length: N }, (_, i) => curve(i) * (0.9 + noise() * 0.2))
  const sold = Array.from({ length: N }, (_, i) => curve(i - 2) * (0.9 + noise() * 0.2))
  for (const [volume, sales] of [
    [season, seasonSales],
    [talk, sold],
  ]) {
    const { lead } = leadOfSeries({ xhs: volume }, sales)
    expect(lead).toBeNull()
  }
  // 200 pairs of unrelated series, four volume series each: chance never makes a lead
  let told = 0
  for (let k = 0; k < 200; k++) {
    const r = rng(1000 + k)
    const series = () => Array.from({ length: N }, () => 0.5 + r())
    if (leadOfSeries({ douyin: series(), weibo: series(), xhs: series(), all: series() }, series()).lead) told++
  }
  expect(told).toBe(0)
})

test('months without data on either side are left out; too few leave no fit', () => {
  const b = buzz(3, N + 2)
  const volume: (number | null)[] = Array.from({ length: N }, (_, i) => b[i + 2])
  const sales: (number | null)[] = Array.from({ length: N }, (_, i) => b[i])
  for (let i = N - 8; i < N; i++) sales[i] = null
  const fits = lagFits(volume, sales)
  expect(fits[2].months).toBe(16)
  expect(bestFit(fits)).toBeNull()
  expect(leadOfSeries({ xhs: volume }, sales)).toEqual({ fits: [], lead: null })
  expect(() => lagFits([1, 2], [1])).toThrow()
})

test('the series told is the one passing its least r by most; lag 0 is a fit like any other', () => {
  const b = buzz(11, N + 3)
  const noise = rng(12)
  const sales = Array.from({ length: N }, (_, i) => b[i])
  const strong = Array.from({ length: N }, (_, i) => b[i + 3] * (0.95 + noise() * 0.1))
  const weak = Array.from({ length: N }, (_, i) => b[i + 3] * (0.5 + noise()))
  const together = Array.from({ length: N }, (_, i) => b[i] * (0.95 + noise() * 0.1))
  const { fits, lead } = leadOfSeries({ weibo: weak, xhs: strong }, sales)
  expect(fits.map((f) => f.social_plat)).toEqual(['xhs', 'weibo'])
  expect(lead).toMatchObject({ social_plat: 'xhs', lag: 3, holds: true })
  expect(leadOfSeries({ all: together }, sales).lead).toMatchObject({ lag: 0, holds: true })
})

test('the rise of the last three months against the same months a year earlier', () => {
  const values = [...Array(12).fill(100), ...Array(12).fill(130)]
  expect(recentRise(values)).toEqual({ volume: 390, base: 300, pct: 30 })
  expect(recentRise(values.slice(0, 14))).toBeNull()
  expect(recentRise([...values.slice(0, 22), null, 1])).toBeNull()
  expect(recentRise([...Array(12).fill(0), ...Array(3).fill(5)])).toBeNull()
})
