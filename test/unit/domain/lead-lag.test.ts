// The arithmetic of "does talk lead sales" (docs/rules.md "Talk leading sales"): year-on-year
// changes with January and February taken together, the curve and each series' carry-over taken
// out, r at each lag 0–6, the chance of each fit over every try with any one month left out, the
// false discovery control of a list, and the rise of the last three months.
import {
  LEAD_HISTORY_MONTHS,
  LEAD_HOLD_OUT_MONTHS,
  LEAD_MIN_R,
  bestFit,
  heldOut,
  lagFits,
  leadOfSeries,
  yoyLogChanges,
} from '../../../src/domain/lead-lag'
import { recentRise } from '../../../src/domain/early-signals'
import { detrended, pearson } from '../../../src/domain/series-stats'
import { acrossTries, carryOver, correlationP, normalCdf, qValues, rForP, sharedCarry } from '../../../src/domain/lead-evidence'
import { mulberry32 } from '../../../server/dataset/prng'

// the generator's own seeded uniform in [0, 1), so the series are the same on every run
const rng = mulberry32

/** A wave of attention: exp of a first-order autoregression of uniform noise. */
function buzz(seed: number, n: number): number[] {
  const r = rng(seed)
  let w = 0
  return Array.from({ length: n }, () => Math.exp((w = 0.5 * w + (r() * 2 - 1) * 1.2)))
}

/** A level that wanders: exp of a random walk (or a strong carry-over) of seeded steps. */
function wander(seed: number, n: number, phi = 1, step = 0.15): number[] {
  const r = rng(seed)
  let w = 0
  return Array.from({ length: n }, () => Math.exp((w = phi * w + (r() * 2 - 1) * step)))
}

const SUMMER = [0.4, 0.45, 0.75, 1.05, 1.45, 1.85, 1.9, 1.55, 0.95, 0.55, 0.45, 0.4]
const N = LEAD_HISTORY_MONTHS
/** The series below end in October 2026: position i is this many months since year 0 … */
const END = '2026-10'
const absolute = (i: number) => 2026 * 12 + 9 - (N - 1 - i)
/** … in month monthOf(i) of the year (0: January) */
const monthOf = (i: number) => absolute(i) % 12

test('year-on-year changes are logs of a month over the same month a year earlier; January and February count as one', () => {
  // 26 months ending 2026-02: position 0 is 2024-01
  const values = [...Array.from({ length: 12 }, (_, i) => i + 1), 2, 6, 6, null, 10, 0, ...Array.from({ length: 6 }, () => 1), 4, 1]
  const yoy = yoyLogChanges(values, '2026-02')
  expect(yoy.slice(0, 12)).toEqual(Array(12).fill(null))
  // 2025-01 carries nothing; 2025-02 the change of the two months together: (2 + 6) / (1 + 2)
  expect(yoy[12]).toBeNull()
  expect(yoy[13]).toBeCloseTo(Math.log(8 / 3))
  expect(yoy[14]).toBeCloseTo(Math.log(2))
  expect(yoy[15]).toBeNull()
  expect(yoy[17]).toBeNull()
  // 2026-02: (4 + 1) / (2 + 6)
  expect(yoy[24]).toBeNull()
  expect(yoy[25]).toBeCloseTo(Math.log(5 / 8))
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

test('the chance arithmetic: the normal tail, Fisher p and its inverse, the tries, carry-over, Benjamini–Hochberg', () => {
  expect(normalCdf(0)).toBeCloseTo(0.5, 6)
  expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
  expect(normalCdf(-3.090232)).toBeCloseTo(0.001, 6)
  // a higher r, or the same r over more months, is less likely by chance
  expect(correlationP(0.6, 30)).toBeLessThan(correlationP(0.5, 30))
  expect(correlationP(0.6, 40)).toBeLessThan(correlationP(0.6, 30))
  expect(correlationP(0.9, 5)).toBe(1)
  for (const months of [18, 30, 41]) expect(correlationP(rForP(0.001, months), months)).toBeCloseTo(0.001, 5)
  expect(acrossTries(0.001, 28)).toBeCloseTo(0.0276, 4)
  // a long first-order autoregression's carry-over is found; white noise carries none
  const r = rng(5)
  let w = 0
  const ar = Array.from({ length: 600 }, () => (w = 0.7 * w + r() - 0.5))
  const ts = ar.map((_, i) => i)
  expect(Math.abs(carryOver(ts, ar) - 0.7)).toBeLessThan(0.1)
  expect(
    carryOver(
      ts,
      ts.map(() => r()),
    ),
  ).toBeLessThan(0.15)
  // Benjamini–Hochberg, by hand: p·m/rank, then the least from the end
  expect(qValues([0.01, 0.04, 0.03, 0.5]).map((q) => Number(q.toFixed(4)))).toEqual([0.04, 0.0533, 0.0533, 0.5])
  expect(qValues([])).toEqual([])
})

test('two series of year-on-year changes rest on fewer independent months than they have: the chance counts what they share a year apart', () => {
  const n = 72
  /** a year-on-year change of a level that jitters: x[t] − x[t − 12] of independent draws */
  const yoyOfJitter = (seed: number) => {
    const r = rng(seed)
    const level = Array.from({ length: n + 12 }, () => r() * 2 - 1)
    return level.slice(12).map((x, i) => x - level[i])
  }
  const jitter = (seed: number) => {
    const r = rng(seed)
    return Array.from({ length: n }, () => r() * 2 - 1)
  }
  const ts = Array.from({ length: n }, (_, t) => t)
  const pairs = 2000
  let carryYoy = 0
  let carryPlain = 0
  let smallNaive = 0
  let smallCounted = 0
  for (let k = 0; k < pairs; k++) {
    const [x, y] = [yoyOfJitter(91_000 + 2 * k), yoyOfJitter(91_001 + 2 * k)]
    const carry = sharedCarry(ts, x, y)
    carryYoy += carry / pairs
    carryPlain += sharedCarry(ts, jitter(95_000 + 2 * k), jitter(95_001 + 2 * k)) / pairs
    const r = pearson(x, y) as number
    if (correlationP(r, n) <= 0.05) smallNaive++
    if (correlationP(r, n / carry) <= 0.05) smallCounted++
  }
  // each is pulled against itself by about −0.5 a year on, so together they rest on about 1 / 1.5 of their months
  expect(carryYoy).toBeGreaterThan(1.3)
  expect(carryYoy).toBeLessThan(1.7)
  // series that share nothing a year apart keep (almost) every month
  expect(carryPlain).toBeLessThan(1.1)
  // the chance told: about what it says once the shared pull is counted, too small without
  expect(smallNaive / pairs).toBeGreaterThan(0.065)
  expect(smallCounted / pairs).toBeGreaterThan(0.03)
  expect(smallCounted / pairs).toBeLessThan(0.065)
})

test.each([1, 2, 3, 4, 6])(
  'sales following talk by %i months are found at that lag, through a shared season, growth and wandering level',
  (lag) => {
    const b = buzz(lag * 7 + 1, N + lag)
    const level = wander(lag * 3 + 2, N, 0.9)
    const noise = rng(lag * 13 + 5)
    const volume = Array.from(
      { length: N },
      (_, i) => 1000 * SUMMER[monthOf(i)] * 1.3 ** (i / 12) * level[i] * b[i + lag] * (0.9 + noise() * 0.2),
    )
    const sales = Array.from(
      { length: N },
      (_, i) => 50000 * SUMMER[monthOf(i)] * 1.1 ** (i / 12) * level[i] * b[i] * (0.9 + noise() * 0.2),
    )
    const fits = lagFits(volume, sales, END)
    expect(fits.map((f) => f.lag)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(fits.every((f) => f.months >= 36)).toBe(true)
    expect(bestFit(fits)?.lag).toBe(lag)
    const { lead } = leadOfSeries({ xhs: volume }, sales, END)
    expect(lead).toMatchObject({ social_plat: 'xhs', lag, holds: true })
    expect(lead?.r).toBeGreaterThanOrEqual(LEAD_MIN_R)
    expect(lead?.r_least).toBeLessThanOrEqual(lead?.r ?? 0)
    expect(lead?.p).toBeLessThanOrEqual(0.01)
    // out of sample: the months before the last twelve choose the same lag, and in the last twelve
    // sales mostly go the way the volume went that many months earlier
    expect(lead?.hold_out).toEqual(heldOut(volume, sales, END))
    expect(lead?.hold_out?.lag).toBe(lag)
    expect(lead?.hold_out?.months).toBeGreaterThanOrEqual(8)
    expect(lead?.hold_out?.months).toBeLessThanOrEqual(LEAD_HOLD_OUT_MONTHS)
    expect(lead?.hold_out?.hits).toBeGreaterThan((lead?.hold_out?.months ?? 0) / 2)
  },
)

test('the out-of-sample check is the held-out months only, counted against the lag the months before them choose', () => {
  // talk leading sales by 2 months up to the last year, then sales going against it: the earlier
  // months still choose lag 2, and in the held-out year each month's change on the year before is
  // the opposite of the one the talk foretold (b[i - 12]² / b[i] over b[i - 12] is b[i - 12] / b[i])
  const b = buzz(71, N + 2)
  const volume = Array.from({ length: N }, (_, i) => 1000 * b[i + 2])
  const sales = Array.from({ length: N }, (_, i) => 50000 * (i < N - LEAD_HOLD_OUT_MONTHS ? b[i] : b[i - 12] ** 2 / b[i]))
  const check = heldOut(volume, sales, END)
  expect(check?.lag).toBe(2)
  expect(check?.months).toBeGreaterThanOrEqual(8)
  expect(check?.hits).toBeLessThan((check?.months ?? 0) / 2)
  // a told fit carries it; the fits not told do not
  const { fits, lead } = leadOfSeries({ xhs: volume }, sales, END)
  expect(fits.every((f) => f.hold_out === undefined)).toBe(true)
  if (lead) expect(lead.hold_out).toEqual(check)
  // series with too few months before the held-out year choose no lag
  const short = Array.from({ length: N }, (_, i) => (i < N - 20 ? null : 100 + i))
  expect(heldOut(short, short, END)).toBeNull()
})

test('a shared season, a shared growth curve or the Spring Festival moving between January and February is no lead', () => {
  const noise = rng(99)
  const season = Array.from({ length: N }, (_, i) => SUMMER[monthOf(i)] * (0.9 + noise() * 0.2))
  const seasonSales = Array.from({ length: N }, (_, i) => SUMMER[(monthOf(i) + 11) % 12] * (0.9 + noise() * 0.2))
  // a breakout settling down: both follow 1 - e^(-t/8)
  const curve = (i: number) => 0.3 + 2.6 * (1 - Math.exp(-(i + 6) / 8))
  const talk = Array.from({ length: N }, (_, i) => curve(i) * (0.9 + noise() * 0.2))
  const sold = Array.from({ length: N }, (_, i) => curve(i - 2) * (0.9 + noise() * 0.2))
  // the festival in January one year, February the next: both months swing, in both series
  const early = (i: number) => Math.floor(absolute(i) / 12) % 2 === 0
  const festival = (i: number, size: number) =>
    monthOf(i) === 0 ? (early(i) ? size : 1 / size) : monthOf(i) === 1 ? (early(i) ? 1 / size : size) : 1
  const festiveTalk = Array.from({ length: N }, (_, i) => festival(i, 2.5) * (0.9 + noise() * 0.2))
  const festiveSales = Array.from({ length: N }, (_, i) => festival(i, 3) * (0.9 + noise() * 0.2))
  for (const [volume, sales] of [
    [season, seasonSales],
    [talk, sold],
    [festiveTalk, festiveSales],
  ]) {
    const { lead } = leadOfSeries({ xhs: volume }, sales, END)
    expect(lead?.lag ?? 0).toBe(0)
  }
})

test('unrelated series, whether they jitter or wander, are told as leads at most once in fifty', () => {
  let jitter = 0
  let wandering = 0
  for (let k = 0; k < 200; k++) {
    const r = rng(1000 + k)
    const series = () => Array.from({ length: N }, () => 0.5 + r())
    if (leadOfSeries({ douyin: series(), weibo: series(), xhs: series(), all: series() }, series(), END).lead?.lag) jitter++
    // random walks and strong carry-over: the case where plain correlation of changes is fooled most
    const walk = (j: number) => wander(50_000 + 10 * k + j, N, j % 2 ? 1 : 0.95, 0.2)
    if (leadOfSeries({ douyin: walk(0), weibo: walk(1), xhs: walk(2), all: walk(3) }, walk(4), END).lead?.lag) wandering++
  }
  expect(jitter).toBeLessThanOrEqual(4)
  expect(wandering).toBeLessThanOrEqual(4)
})

test('one outlying month shared by chance is no lead: the fit must hold with any month left out', () => {
  const r = rng(77)
  const volume = Array.from({ length: N }, () => 0.8 + 0.4 * r())
  const sales = Array.from({ length: N }, () => 0.8 + 0.4 * r())
  // a one-off spike in talk in May, and three months later one in sales (a promotion, say)
  volume[N - 6] *= 12
  sales[N - 3] *= 12
  const fits = lagFits(volume, sales, END)
  expect(fits[3].r).toBeGreaterThan(0.5)
  expect(fits[3].r_least).toBeLessThan(LEAD_MIN_R)
  expect(leadOfSeries({ xhs: volume }, sales, END).lead).toBeNull()
})

test('months without data on either side are left out; too few leave no fit', () => {
  const b = buzz(3, N + 2)
  const volume: (number | null)[] = Array.from({ length: N }, (_, i) => b[i + 2])
  const sales: (number | null)[] = Array.from({ length: N }, (_, i) => b[i])
  for (let i = 0; i < N - 24; i++) volume[i] = null
  const fits = lagFits(volume, sales, END)
  expect(fits[2].months).toBeLessThan(12)
  expect(bestFit(fits)).toBeNull()
  expect(leadOfSeries({ xhs: volume }, sales, END)).toEqual({ fits: [], lead: null })
  expect(() => lagFits([1, 2], [1], END)).toThrow()
})

test('the series told is the one with the strongest evidence; the platform carrying a lead is credited, not the sum; lag 0 is a fit like any other', () => {
  const b = buzz(11, N + 3)
  const noise = rng(12)
  const sales = Array.from({ length: N }, (_, i) => b[i] * (0.95 + noise() * 0.1))
  const strong = Array.from({ length: N }, (_, i) => b[i + 3] * (0.95 + noise() * 0.1))
  const weak = Array.from({ length: N }, (_, i) => b[i + 3] * (0.5 + noise()))
  const together = Array.from({ length: N }, (_, i) => b[i] * (0.95 + noise() * 0.1))
  const { fits, lead } = leadOfSeries({ weibo: weak, xhs: strong }, sales, END)
  expect(fits.map((f) => f.social_plat)).toEqual(['xhs', 'weibo'])
  expect(lead).toMatchObject({ social_plat: 'xhs', lag: 3, holds: true })
  expect(leadOfSeries({ all: together }, sales, END).lead).toMatchObject({ lag: 0, holds: true })
  // the sum of Xiaohongshu's wave and two platforms of steady talk matches best, yet Xiaohongshu carries it
  const quiet = () => Array.from({ length: N }, () => 0.9 + noise() * 0.2)
  const [douyin, weibo] = [quiet(), quiet()]
  const all = strong.map((x, i) => x + 0.05 * (douyin[i] + weibo[i]))
  const credited = leadOfSeries({ douyin, weibo, xhs: strong, all }, sales, END)
  expect(credited.lead).toMatchObject({ social_plat: 'xhs', lag: 3 })
})

test('the rise of the last three months against the same months a year earlier', () => {
  const values = [...Array(12).fill(100), ...Array(12).fill(130)]
  expect(recentRise(values)).toEqual({ volume: 390, base: 300, pct: 30 })
  expect(recentRise(values.slice(0, 14))).toBeNull()
  expect(recentRise([...values.slice(0, 22), null, 1])).toBeNull()
  expect(recentRise([...Array(12).fill(0), ...Array(3).fill(5)])).toBeNull()
})
