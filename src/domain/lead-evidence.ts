// The chance arithmetic of "does talk lead sales" (docs/rules.md "Talk leading sales"): how likely
// a correlation as high as the one seen is when talk and sales are unrelated, allowing for what
// makes monthly series look related when they are not — each one carrying over from month to
// month — and for the many lags and series tried; and the false discovery control of a list.
// Pure: the lead rule (lead-lag.ts) and the early signals use it, tests hold it.

/** Φ(z), the standard normal distribution (Abramowitz & Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z))
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  const tail = (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly
  return z >= 0 ? 1 - tail : tail
}

/**
 * The first-order autocorrelation of a series whose points sit at months ts (neighbours at most
 * two months apart: a January left out), corrected for its downward bias in short samples and kept in [0, 0.95]: how much each
 * month carries over from the one before.
 */
export function carryOver(ts: readonly number[], xs: readonly number[]): number {
  const n = xs.length
  if (n < 4) return 0
  const mean = xs.reduce((a, b) => a + b, 0) / n
  let num = 0
  let den = 0
  for (let i = 0; i < n; i++) {
    den += (xs[i] - mean) ** 2
    if (i > 0 && ts[i] - ts[i - 1] <= 2) num += (xs[i] - mean) * (xs[i - 1] - mean)
  }
  if (den < 1e-12) return 0
  const phi = num / den
  return Math.min(0.95, Math.max(0, phi + (1 + 3 * phi) / n))
}

/**
 * How many times fewer independent months a correlation of two series rests on than it has
 * (Bartlett's 1 + 2·ρx(12)·ρy(12)), at least 1 and at most 3. A year-on-year change shares its base
 * with the change a year later, the one with a plus sign and the other a minus: a series of such
 * changes is pulled against itself twelve months on (by −0.5, were the months independent), and
 * two series that both are agree by chance more often than independent draws. Only that distance
 * is counted: the carry-over from the month before is taken out already (surprises), and summing
 * the sample's small correlations at every other distance adds their noise, not evidence.
 */
export function sharedCarry(ts: readonly number[], xs: readonly number[], ys: readonly number[]): number {
  const n = ts.length
  if (n < 4) return 1
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / n
  const [mx, my] = [mean(xs), mean(ys)]
  const at = new Map(ts.map((t, i) => [t, i]))
  let vx = 0
  let vy = 0
  let cx = 0
  let cy = 0
  for (let i = 0; i < n; i++) {
    vx += (xs[i] - mx) ** 2
    vy += (ys[i] - my) ** 2
    const j = at.get(ts[i] + 12)
    if (j === undefined) continue
    cx += (xs[i] - mx) * (xs[j] - mx)
    cy += (ys[i] - my) * (ys[j] - my)
  }
  if (vx < 1e-12 || vy < 1e-12) return 1
  return Math.min(3, Math.max(1, 1 + 2 * (cx / vx) * (cy / vy)))
}

/** Parameters a fit spends before its r: the curve of degree 2 and the carry-over taken out of each series. */
const FIT_PARAMETERS = 3

/**
 * One-sided p of a correlation r over `months` months of surprises (Fisher's z): the chance of an
 * r at least this high between unrelated series.
 */
export function correlationP(r: number, months: number): number {
  const dof = months - 3 - FIT_PARAMETERS
  if (dof < 1) return 1
  const rr = Math.min(r, 0.999999)
  // the lower tail of −z rather than 1 − Φ(z): exact far out, where a strong lead's chance lies
  return normalCdf(-Math.atanh(rr) * Math.sqrt(dof))
}

/** The least r that gives a p of at most `p` over `months` months. */
export function rForP(p: number, months: number): number {
  const dof = months - 3 - FIT_PARAMETERS
  if (dof < 1) return 1
  // Φ⁻¹ by bisection: exact enough for a threshold shown to three decimals
  let lo = 0
  let hi = 10
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2
    if (1 - normalCdf(mid) > p) lo = mid
    else hi = mid
  }
  return Math.tanh(hi / Math.sqrt(dof))
}

/** The chance of at least one of `tries` independent tries reaching p (Šidák). */
export function acrossTries(p: number, tries: number): number {
  return -Math.expm1(tries * Math.log1p(-p))
}

/**
 * Benjamini–Hochberg: per p of a list, the least false discovery rate at which it would be told
 * (its q). Telling every q ≤ 0.05 keeps the expected share of false ones among those told at 5 %.
 */
export function qValues(ps: readonly number[]): number[] {
  const m = ps.length
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0])
  const q = new Array<number>(m)
  let least = 1
  for (let k = m - 1; k >= 0; k--) {
    const [p, i] = order[k]
    least = Math.min(least, (p * m) / (k + 1))
    q[i] = least
  }
  return q
}
