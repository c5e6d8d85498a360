// Does talk lead sales (docs/rules.md "Talk leading sales"): the lag of 0 to LEAD_MAX_LAG months at
// which a concept's social volume best matches its sales over the last LEAD_WINDOW_MONTHS months.
// Both series are compared as year-on-year changes (the log of a month over the same month a year
// earlier), so a season both share — more swimwear and more talk of it every summer — cancels out
// instead of faking a match; what is left to match is the part of each year's change that moves
// from month to month. The slow bend each change series follows over the window is taken out
// too (a curve of degree 2), so two curves that merely grow or fade together (a breakout settling
// down) do not match at every lag alike. A lag is told only when the evidence holds: r ≥ LEAD_MIN_R
// over at least LEAD_MIN_MONTHS months with data on both sides, and beyond what chance reaches in
// the tries made (minR). Pure: the server computes it, tests hold it.

export const LEAD_MAX_LAG = 6
export const LEAD_WINDOW_MONTHS = 24
export const LEAD_MIN_R = 0.6
export const LEAD_MIN_MONTHS = 18
/** Months of history a fit reads, oldest first: the window, a year before it, and the longest lag. */
export const LEAD_HISTORY_MONTHS = LEAD_WINDOW_MONTHS + 12 + LEAD_MAX_LAG

/** A monthly figure; null: no data that month (not 0). */
export type MonthValue = number | null

/** ln(v[i] / v[i-12]) per month; null for the first year and where either month has no positive figure. */
export function yoyLogChanges(values: readonly MonthValue[]): (number | null)[] {
  return values.map((v, i) => {
    const base = i >= 12 ? values[i - 12] : null
    return v !== null && base !== null && v > 0 && base > 0 ? Math.log(v / base) : null
  })
}

/**
 * Residuals of xs after the least-squares curve of degree 2 over their positions ts: what is left
 * of a change series once the slow bend of a concept's life (rising, settling, fading) is taken out.
 */
export function detrended(ts: readonly number[], xs: readonly number[]): number[] {
  const n = ts.length
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / n
  const dot = (a: number[], b: readonly number[]) => a.reduce((acc, x, i) => acc + x * b[i], 0)
  // an orthogonal basis of 1, t, t² over the sample points (Gram-Schmidt), then xs minus its projection
  const mt = mean([...ts])
  const basis: number[][] = []
  for (const raw of [ts.map(() => 1), ts.map((t) => t - mt), ts.map((t) => (t - mt) ** 2)]) {
    let v = raw
    for (const b of basis) {
      const k = dot(v, b) / dot(b, b)
      v = v.map((x, i) => x - k * b[i])
    }
    if (dot(v, v) > 1e-9) basis.push(v)
  }
  let out = [...xs]
  for (const b of basis) {
    const k = dot(out, b) / dot(b, b)
    out = out.map((x, i) => x - k * b[i])
  }
  return out
}

/** Pearson's r; null when fewer than 3 pairs or either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length
  if (n < 3 || ys.length !== n) return null
  const mx = xs.reduce((a, b) => a + b, 0) / n
  const my = ys.reduce((a, b) => a + b, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my)
    sxx += (xs[i] - mx) ** 2
    syy += (ys[i] - my) ** 2
  }
  if (sxx < 1e-12 || syy < 1e-12) return null
  return sxy / Math.sqrt(sxx * syy)
}

/**
 * Chance: comparing every lag of four volume series (each platform and their sum) with the sales
 * is 28 tries, and a concept with no lead at all reaches r = 0.6 over 24 months in some try about
 * once in twenty. So a fit is told only when r is also beyond what those tries reach by chance
 * once in a thousand concepts: Fisher's z of r, over the months less the curve taken out, at least
 * CHANCE_Z standard errors (Φ⁻¹(1 − 0.001 / 28) ≈ 3.97, rounded up to 4.5 because month-to-month
 * changes of real series are not independent draws). Over 24 months that is r ≥ 0.77, over 18 r ≥ 0.83.
 */
export const CHANCE_Z = 4.5
/** Months a fit's chance test does not count: the three of the curve taken out, and one for the mean of r's sampling. */
const FIT_DEGREES = 4

/** The least r a fit over `months` months must reach to be told: LEAD_MIN_R, or what chance would need, whichever is more. */
export function minR(months: number): number {
  if (months <= FIT_DEGREES) return 1
  return Math.max(LEAD_MIN_R, Math.tanh(CHANCE_Z / Math.sqrt(months - FIT_DEGREES)))
}

export interface LagFit {
  /** months the volume comes before the sales (0: the same month) */
  lag: number
  /** null: too few months, or a series that does not move */
  r: number | null
  /** months of the window with a year-on-year change on both sides */
  months: number
}

/**
 * The fit at every lag 0..LEAD_MAX_LAG of two monthly series of the same months, oldest first, the
 * last being the window's last month: the volume of month t - lag against the sales of month t,
 * for the last LEAD_WINDOW_MONTHS months t.
 */
export function lagFits(volume: readonly MonthValue[], sales: readonly MonthValue[]): LagFit[] {
  if (volume.length !== sales.length) throw new Error('lagFits: the two series must cover the same months')
  const v = yoyLogChanges(volume)
  const s = yoyLogChanges(sales)
  const last = sales.length - 1
  const fits: LagFit[] = []
  for (let lag = 0; lag <= LEAD_MAX_LAG; lag++) {
    const ts: number[] = []
    const xs: number[] = []
    const ys: number[] = []
    for (let t = Math.max(lag, last - LEAD_WINDOW_MONTHS + 1); t <= last; t++) {
      const x = v[t - lag]
      const y = s[t]
      if (x === null || y === null) continue
      ts.push(t)
      xs.push(x)
      ys.push(y)
    }
    const r = xs.length >= 3 ? pearson(detrended(ts, xs), detrended(ts, ys)) : null
    fits.push({ lag, r: r === null ? null : Math.round(r * 1000) / 1000, months: xs.length })
  }
  return fits
}

/** Whether a fit is evidence enough to be told: over ≥ 18 months, r ≥ 0.6 and beyond chance (minR). */
export function fitHolds(fit: LagFit): boolean {
  return fit.r !== null && fit.months >= LEAD_MIN_MONTHS && fit.r >= minR(fit.months)
}

/** The best-matching lag: the highest r among the fits with enough months (the shorter lag on a tie); null when none has. */
export function bestFit(fits: readonly LagFit[]): LagFit | null {
  let best: LagFit | null = null
  for (const f of fits) {
    if (f.r === null || f.months < LEAD_MIN_MONTHS) continue
    if (!best || (best.r as number) < f.r) best = f
  }
  return best
}

/** A fit with its series, as an answer carries it. */
export interface SeriesFit extends LagFit {
  social_plat: string
  r: number
  min_r: number
  holds: boolean
}

/**
 * The best lag of each volume series against the sales (series without enough months left out),
 * best first — by how far r passes the least r its months need, so a fit over fewer months must
 * match better — and the one told: the best, when it holds.
 */
export function leadOfSeries(
  volumes: Record<string, readonly MonthValue[]>,
  sales: readonly MonthValue[],
): { fits: SeriesFit[]; lead: SeriesFit | null } {
  const fits: SeriesFit[] = []
  for (const [plat, values] of Object.entries(volumes)) {
    const best = bestFit(lagFits(values, sales))
    if (!best || best.r === null) continue
    fits.push({ ...best, social_plat: plat, r: best.r, min_r: Math.round(minR(best.months) * 1000) / 1000, holds: fitHolds(best) })
  }
  fits.sort((a, b) => b.r - b.min_r - (a.r - a.min_r) || a.lag - b.lag)
  return { fits, lead: fits[0]?.holds ? fits[0] : null }
}

/** Months summed to tell whether volume is rising now, against the same months a year earlier. */
export const RISING_MONTHS = 3
/** The least year-on-year rise (%) of those months for a volume to count as rising. */
export const RISING_MIN_PCT = 20

/** The last RISING_MONTHS months' volume, the same months a year earlier, and the % between; null without a full base. */
export function recentRise(values: readonly MonthValue[]): { volume: number; base: number; pct: number } | null {
  const n = values.length
  if (n < 12 + RISING_MONTHS) return null
  let volume = 0
  let base = 0
  for (let i = n - RISING_MONTHS; i < n; i++) {
    const v = values[i]
    const b = values[i - 12]
    if (v === null || b === null) return null
    volume += v
    base += b
  }
  if (base <= 0) return null
  return { volume, base, pct: Math.round(((volume - base) / base) * 1000) / 10 }
}
