// Does talk lead sales (docs/rules.md "Talk leading sales"): the lag of 0 to LEAD_MAX_LAG months at
// which a concept's social volume best matches its sales over the last LEAD_WINDOW_MONTHS months.
// Both series are compared as year-on-year changes (the log of a month over the same month a year
// earlier), so a season both share — more swimwear and more talk of it every summer — cancels out
// instead of faking a match. The Spring Festival moves between January and February from year to
// year, which swings both months' changes in opposite directions; the two are taken together, as one
// change of the pair. The slow bend each change series follows over the window is taken out too (a
// curve of degree 2), so two curves that merely grow or fade together do not match at every lag.
// A lag is told only on evidence that survives real series (lead-evidence.ts): each series carries
// over from month to month, which makes unrelated series agree more often than independent draws,
// so a fit's chance is judged on the months worth of independent evidence; the chance is counted
// over every lag and series tried; and the fit must still hold with any one month left out.
// Pure: the server computes it, tests and the bench (npm run bench:leads) hold it.
import type { Month } from '../../types'
import { acrossTries, carryOver, correlationP, rForP, sharedCarry } from './lead-evidence'
import { detrended, pearson } from './series-stats'
import { shiftMonth } from './months'

export const LEAD_MAX_LAG = 6
/**
 * Six years where the history has them: a lead of moderate strength stands out of persistent noise
 * only over many months. Chosen with LEAD_MIN_R on simulated concepts of one set of seeds and checked
 * on two others (docs/benchmarks.md): over 48 months the rule found 66 % of the leads of
 * correlation ≥ 0.6, over 72 months 72–76 %, told no more false leads and fewer with r ≥ 0.55.
 */
export const LEAD_WINDOW_MONTHS = 72
/** The least r told, whatever the chance arithmetic says. */
export const LEAD_MIN_R = 0.55
export const LEAD_MIN_MONTHS = 18
/** The most chance (over every lag and series tried) a told lead may have of being a coincidence. */
export const LEAD_MAX_P = 0.01
/** The last months of the window a lead is checked on out of sample: its lag chosen again without them. */
export const LEAD_HOLD_OUT_MONTHS = 12
/** Months of history a fit reads, oldest first: the window, a year before it, and the longest lag. */
export const LEAD_HISTORY_MONTHS = LEAD_WINDOW_MONTHS + 12 + LEAD_MAX_LAG

/** A monthly figure; null: no data that month (not 0). */
export type MonthValue = number | null

/** Month of the year (1..12) of position i of a series whose last month is `end`. */
function monthOfYear(end: Month, length: number, i: number): number {
  const last = Number(end.slice(5, 7)) - 1
  return ((((last - (length - 1 - i)) % 12) + 12) % 12) + 1
}

/**
 * ln(v[i] / v[i-12]) per month; null for the first year and where either month has no positive
 * figure. January and February count as one: February carries the change of the two months
 * together and January none, so the Spring Festival's moving date does not swing them.
 */
export function yoyLogChanges(values: readonly MonthValue[], end: Month): (number | null)[] {
  const change = (v: MonthValue, base: MonthValue) => (v !== null && base !== null && v > 0 && base > 0 ? Math.log(v / base) : null)
  const sum = (a: MonthValue, b: MonthValue) => (a === null || b === null ? null : a + b)
  return values.map((v, i) => {
    if (i < 12) return null
    switch (monthOfYear(end, values.length, i)) {
      case 1:
        return null
      case 2:
        return i < 13 ? null : change(sum(values[i - 1], v), sum(values[i - 13], values[i - 12]))
      default:
        return change(v, values[i - 12])
    }
  })
}

export interface LagFit {
  /** months the volume comes before the sales (0: the same month) */
  lag: number
  /** null: too few months, or a series that does not move */
  r: number | null
  /** months of the window with a year-on-year change on both sides */
  months: number
  /** the independent months they are worth, the two series' shared carry-over allowed for (sharedCarry) */
  effective: number
  /** one-sided chance of an r this high between unrelated series carrying over as these do (one try) */
  p: number
  /** the least r with any one month left out */
  r_least: number | null
  /** the chance of r_least over one month fewer */
  p_least: number
}

/**
 * What each month's change brings that the change before it did not (prewhitening): over months
 * from..to of a change series, the curve of degree 2 taken out, then of each month what carries
 * over from the previous one (a skipped January counts as adjacent). Two series that each wander
 * agree by chance far more often than independent draws; their surprises do not. null where the
 * month or the one before it has no change.
 */
function surprises(changes: readonly (number | null)[], from: number, to: number): (number | null)[] {
  const ts: number[] = []
  const xs: number[] = []
  for (let t = Math.max(0, from); t <= to; t++) {
    const x = changes[t]
    if (x === null) continue
    ts.push(t)
    xs.push(x)
  }
  const out = new Array<number | null>(changes.length).fill(null)
  if (ts.length < 4) return out
  const d = detrended(ts, xs)
  const phi = carryOver(ts, d)
  for (let i = 1; i < ts.length; i++) if (ts[i] - ts[i - 1] <= 2) out[ts[i]] = d[i] - phi * d[i - 1]
  return out
}

/**
 * The fit at every lag 0..LEAD_MAX_LAG of two monthly series of the same months, oldest first, the
 * last being `end`: the volume's surprise in month t - lag against the sales' in month t, for the
 * last LEAD_WINDOW_MONTHS months t.
 */
export function lagFits(volume: readonly MonthValue[], sales: readonly MonthValue[], end: Month): LagFit[] {
  if (volume.length !== sales.length) throw new Error('lagFits: the two series must cover the same months')
  const last = sales.length - 1
  const first = last - LEAD_WINDOW_MONTHS + 1
  const v = surprises(yoyLogChanges(volume, end), first - LEAD_MAX_LAG, last)
  const s = surprises(yoyLogChanges(sales, end), first, last)
  const fits: LagFit[] = []
  for (let lag = 0; lag <= LEAD_MAX_LAG; lag++) {
    const xs: number[] = []
    const ys: number[] = []
    const ts: number[] = []
    for (let t = Math.max(lag, first); t <= last; t++) {
      const x = v[t - lag]
      const y = s[t]
      if (x === null || y === null) continue
      xs.push(x)
      ys.push(y)
      ts.push(t)
    }
    fits.push(fitOf(lag, xs, ys, sharedCarry(ts, xs, ys)))
  }
  return fits
}

const round3 = (x: number) => Math.round(x * 1000) / 1000

/** The fit of paired surprises; `carry`: how many times fewer independent months they rest on (sharedCarry). */
function fitOf(lag: number, xs: number[], ys: number[], carry: number): LagFit {
  const n = xs.length
  const r = pearson(xs, ys)
  const effective = n / carry
  if (r === null) return { lag, r: null, months: n, effective, p: 1, r_least: null, p_least: 1 }
  // the fit with each month left out in turn: its weakest
  let least = r
  for (let k = 0; k < n; k++) {
    const rk = pearson(
      xs.filter((_, i) => i !== k),
      ys.filter((_, i) => i !== k),
    )
    least = Math.min(least, rk ?? -1)
  }
  return {
    lag,
    r: round3(r),
    months: n,
    effective,
    p: correlationP(r, effective),
    r_least: round3(least),
    p_least: correlationP(least, effective - 1 / carry),
  }
}

/** Whether a fit, one of `tries`, is evidence enough to be told: ≥ 18 months, r ≥ LEAD_MIN_R, and its chance across the tries at most LEAD_MAX_P with any one month left out. */
export function fitHolds(fit: LagFit, tries: number): boolean {
  return fit.r !== null && fit.months >= LEAD_MIN_MONTHS && fit.r >= LEAD_MIN_R && acrossTries(fit.p_least, tries) <= LEAD_MAX_P
}

/** The best-matching lag: the least chance among the fits with enough months (the higher r, then the shorter lag, on a tie); null when none has. */
export function bestFit(fits: readonly LagFit[]): LagFit | null {
  let best: LagFit | null = null
  for (const f of fits) {
    if (f.r === null || f.months < LEAD_MIN_MONTHS) continue
    if (!best || f.p_least < best.p_least || (f.p_least === best.p_least && f.r > (best.r as number))) best = f
  }
  return best
}

/** A lead tried on months that did not choose it (types/lead.ts LeadHoldOut). */
export interface HoldOut {
  lag: number
  months: number
  hits: number
}

/**
 * The out-of-sample check of a lead: the lag chosen again on the window without its last
 * LEAD_HOLD_OUT_MONTHS months, then tried on those months: of the held-out months with a surprise
 * on both sides, the ones whose sales went the way the volume had gone `lag` months earlier. A
 * coin gets about half. null when the earlier months choose no lag.
 */
export function heldOut(volume: readonly MonthValue[], sales: readonly MonthValue[], end: Month): HoldOut | null {
  const k = LEAD_HOLD_OUT_MONTHS
  const earlier = bestFit(lagFits(volume.slice(0, -k), sales.slice(0, -k), shiftMonth(end, -k)))
  if (!earlier) return null
  const last = sales.length - 1
  const first = last - LEAD_WINDOW_MONTHS + 1
  const v = surprises(yoyLogChanges(volume, end), first - LEAD_MAX_LAG, last)
  const s = surprises(yoyLogChanges(sales, end), first, last)
  let months = 0
  let hits = 0
  for (let t = last - k + 1; t <= last; t++) {
    const x = v[t - earlier.lag]
    const y = s[t]
    if (x === null || y === null || x === 0 || y === 0) continue
    months++
    if (Math.sign(x) === Math.sign(y)) hits++
  }
  return { lag: earlier.lag, months, hits }
}

/** A fit with its series, as an answer carries it. */
export interface SeriesFit {
  social_plat: string
  lag: number
  r: number
  months: number
  /** the least r with any one month left out */
  r_least: number
  /** chance of a coincidence this strong, over every lag and series tried, with any one month left out */
  p: number
  /** the least r these months would need, as the series carry over */
  min_r: number
  holds: boolean
  /** the out-of-sample check, on the lead told only */
  hold_out?: HoldOut | null
}

/**
 * The best lag of each volume series against the sales (series without enough months left out),
 * the strongest evidence first, and the one told: the best, when it holds, credited to whoever
 * carries it: the one platform whose own fit holds at that lag (the sum only echoes it), or the
 * sum when several platforms' fits hold there.
 */
export function leadOfSeries(
  volumes: Record<string, readonly MonthValue[]>,
  sales: readonly MonthValue[],
  end: Month,
): { fits: SeriesFit[]; lead: SeriesFit | null } {
  const series = Object.entries(volumes)
  const tries = series.length * (LEAD_MAX_LAG + 1)
  const fits: SeriesFit[] = []
  for (const [plat, values] of series) {
    const best = bestFit(lagFits(values, sales, end))
    if (!best || best.r === null || best.r_least === null) continue
    fits.push({
      social_plat: plat,
      lag: best.lag,
      r: best.r,
      months: best.months,
      r_least: best.r_least,
      p: Number(acrossTries(best.p_least, tries).toPrecision(2)),
      min_r: round3(Math.max(LEAD_MIN_R, rForP(1 - (1 - LEAD_MAX_P) ** (1 / tries), best.effective))),
      holds: fitHolds(best, tries),
    })
  }
  fits.sort((a, b) => a.p - b.p || b.r - a.r || a.lag - b.lag)
  let lead = fits[0]?.holds ? fits[0] : null
  if (lead) {
    // who carries it: one platform alone, or several together (then the sum is told)
    const lag = lead.lag
    const carriers = fits.filter((f) => f.social_plat !== 'all' && f.holds && f.lag === lag)
    const sum = fits.find((f) => f.social_plat === 'all' && f.holds && f.lag === lag)
    if (carriers.length === 1) lead = carriers[0]
    else if (carriers.length > 1 && sum) lead = sum
    lead = { ...lead, hold_out: heldOut(volumes[lead.social_plat], sales, end) }
  }
  return { fits, lead }
}
