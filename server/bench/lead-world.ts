// Simulated concepts for measuring the lead rule (bench/leads.ts): monthly talk on three platforms
// and sales, over the months a fit reads, made the way real series are rather than the way the rule
// expects. Each concept has a life (steady, breaking out, fading, boom and bust) and a season shared
// by talk and sales; the Spring Festival on its lunar date, moving goods and talk between January
// and February; 618 and 11.11 of a different size every year; levels that wander (autoregressions
// up to a random walk), one demand shock that moves talk and sales in the same month, and noise of
// their own. A planted lead adds a buzz to the talk of one platform (or all three) that reaches the
// sales `lag` months later, scaled to a chosen strength. Nothing here is shared with the rule's code.
import { newYearGoodsShare, springFestivalDip } from '../dataset/calendar'
import { monthIndex } from '../dataset/month-index'
import { mulberry32, type Rng } from '../dataset/prng'

export const WORLD_PLATS = ['douyin', 'weibo', 'xhs'] as const
export type WorldPlat = (typeof WORLD_PLATS)[number]

export interface PlantedWorldLead {
  lag: number
  /** the platform whose talk carries the buzz; 'all': the three alike */
  plat: WorldPlat | 'all'
  /** the buzz's share (0..1) of the sales' own month-to-month wandering */
  strength: number
}

export interface WorldConcept {
  /** talk per platform and sales, per month oldest first */
  volumes: Record<WorldPlat, number[]>
  sales: number[]
  /** null: no lead planted */
  planted: PlantedWorldLead | null
}

function gauss(rng: Rng): number {
  const u = Math.max(rng(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng())
}

const between = (rng: Rng, a: number, b: number) => a + (b - a) * rng()

/** A first-order autoregression of n months with persistence phi and innovations of sd sigma, started in its steady state. */
function ar1(rng: Rng, n: number, phi: number, sigma: number): number[] {
  const out: number[] = []
  let x = phi < 0.999 ? (gauss(rng) * sigma) / Math.sqrt(1 - phi * phi) : 0
  for (let i = 0; i < n; i++) {
    x = phi * x + sigma * gauss(rng)
    out.push(x)
  }
  return out
}

/** The log of a concept's life curve over months 0..n-1. */
function life(rng: Rng, n: number): number[] {
  const kind = Math.floor(rng() * 4)
  const at = between(rng, 0, n)
  const width = between(rng, 2, 6)
  const g = between(rng, -0.4, 0.6) / 12
  return Array.from({ length: n }, (_, i) => {
    switch (kind) {
      case 0:
        return g * i
      case 1:
        return 2.5 / (1 + Math.exp(-(i - at) / width)) // a breakout around `at`
      case 2:
        return -Math.abs(g) * 1.5 * i
      default:
        return i < at ? (1.5 * i) / Math.max(at, 1) : 1.5 - (0.8 * (i - at)) / 12
    }
  })
}

/** The buzz's persistence: a wave of attention lasts a few months. */
const BUZZ_PHI = 0.5

/** What a concept is made of, drawn once from its seed. */
interface Recipe {
  lead: PlantedWorldLead | null
  seasonAmp: number
  seasonPhase: number
  festive: number
  stopDepth: number
  talkFestival: number
  shared: { phi: number; sd: number }
  salesLevel: { phi: number; sd: number }
  salesNoise: number
  talk: Record<WorldPlat, { size: number; phi: number; sd: number; noise: number }>
  /** how strongly the buzz moves the sales (the talk carrying it moves twice as much) */
  beta: number
}

function recipe(rng: Rng, lead: PlantedWorldLead | null): Recipe {
  // wandering levels: persistence from a quick return to a random walk
  const wander = (lo: number, hi: number) => ({ phi: rng() < 0.2 ? 1 : between(rng, 0.3, 0.97), sd: between(rng, lo, hi) })
  const r = {
    lead,
    seasonAmp: between(rng, 0, 0.6),
    seasonPhase: between(rng, 0, 2 * Math.PI),
    festive: rng() < 0.3 ? between(rng, 0.3, 1.2) : 0,
    stopDepth: between(rng, 0.2, 0.6),
    talkFestival: between(rng, -0.4, 0.6),
    shared: wander(0.03, 0.15),
    salesLevel: wander(0.03, 0.12),
    salesNoise: between(rng, 0.02, 0.12),
    talk: {} as Recipe['talk'],
    beta: 0,
  }
  for (const p of WORLD_PLATS) r.talk[p] = { size: between(rng, 20_000, 400_000), ...wander(0.04, 0.2), noise: between(rng, 0.05, 0.25) }
  // the buzz's share of the sales' movement, scaled against the sales' own sources of change
  const salesSd = Math.sqrt(0.12 ** 2 + r.salesNoise ** 2)
  r.beta = lead ? (salesSd * Math.sqrt(lead.strength)) / Math.sqrt(Math.max(1e-6, 1 - lead.strength)) : 0
  return r
}

/** The random parts of n months, in the log: talk per platform and sales. */
function wandering(r: Recipe, rng: Rng, n: number): { sales: number[]; talk: Record<WorldPlat, number[]> } {
  const lag = r.lead?.lag ?? 0
  const shared = ar1(rng, n, r.shared.phi, r.shared.sd)
  const level = ar1(rng, n, r.salesLevel.phi, r.salesLevel.sd)
  // buzz[i] reaches the sales in month i; the talk carried it `lag` months earlier
  const buzz = r.lead ? ar1(rng, n + lag, BUZZ_PHI, 1) : []
  const sales = shared.map((x, i) => x + level[i] + (r.lead ? r.beta * buzz[i] : 0) + r.salesNoise * gauss(rng))
  const talk = {} as Record<WorldPlat, number[]>
  for (const p of WORLD_PLATS) {
    const t = r.talk[p]
    const own = ar1(rng, n, t.phi, t.sd)
    const carries = r.lead && (r.lead.plat === 'all' || r.lead.plat === p)
    talk[p] = shared.map((x, i) => x + own[i] + (carries ? 2 * r.beta * buzz[i + lag] : 0) + t.noise * gauss(rng))
  }
  return { sales, talk }
}

/** One concept over `n` months ending at `end` ('YYYY-MM'), deterministic for its seed. */
export function worldConcept(seed: number, end: string, n: number, lead: PlantedWorldLead | null): WorldConcept {
  const rng = mulberry32(seed)
  const r = recipe(rng, lead)
  const last = monthIndex(end)
  const first = last - n + 1
  const dip = springFestivalDip(last, r.stopDepth).slice(first)
  const newYear = newYearGoodsShare(last).slice(first)
  const calendarMonth = (i: number) => ((first + i) % 12) + 1
  const season = (i: number) => r.seasonAmp * Math.sin((2 * Math.PI * calendarMonth(i)) / 12 + r.seasonPhase)
  // the big sales: a size per year for sales, and a smaller echo in talk
  const promo = new Map<number, number>()
  const promoSize = (i: number) => {
    const m = calendarMonth(i)
    if (m !== 6 && m !== 11) return 0
    const key = first + i
    if (!promo.has(key)) promo.set(key, between(rng, 0.05, m === 11 ? 0.9 : 0.6))
    return promo.get(key) as number
  }
  const base = life(rng, n)
  const random = wandering(r, rng, n)
  const sales = random.sales.map((x, i) => {
    const festival = Math.log(dip[i]) + Math.log(1 + r.festive * newYear[i])
    return Math.round(1_000_000 * Math.exp(base[i] + season(i) + festival + Math.log(1 + promoSize(i)) + x))
  })
  const volumes = {} as WorldConcept['volumes']
  for (const p of WORLD_PLATS)
    volumes[p] = random.talk[p].map((x, i) =>
      Math.round(r.talk[p].size * Math.exp(base[i] + season(i) + r.talkFestival * newYear[i] + 0.3 * Math.log(1 + promoSize(i)) + x)),
    )
  return { volumes, sales, planted: lead ? { ...lead } : null }
}

/**
 * A planted lead's correlation: that of the carrying talk's year-on-year change, `lag` months
 * earlier, with the sales' — over a long run of the concept's own random parts (its population
 * figure, not one window's luck).
 */
export function leadCorrelation(seed: number, lead: PlantedWorldLead): number {
  const r = recipe(mulberry32(seed), lead)
  const n = 2400
  const { sales, talk } = wandering(r, mulberry32(seed ^ 0x2545f491), n)
  const carrier =
    lead.plat === 'all' ? sales.map((_, i) => Math.log(WORLD_PLATS.reduce((s, p) => s + Math.exp(talk[p][i]), 0))) : talk[lead.plat]
  const xs: number[] = []
  const ys: number[] = []
  for (let t = 12 + lead.lag; t < n; t++) {
    xs.push(carrier[t - lead.lag] - carrier[t - lead.lag - 12])
    ys.push(sales[t] - sales[t - 12])
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length
  const mx = mean(xs)
  const my = mean(ys)
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my)
    sxx += (xs[i] - mx) ** 2
    syy += (ys[i] - my) ** 2
  }
  return sxy / Math.sqrt(sxx * syy)
}
