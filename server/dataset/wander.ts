// What makes a word's monthly talk and sales wander, as real series do, instead of jittering
// around their curve: levels that carry over from month to month (first-order autoregressions, some
// of them random walks). One part is shared by a concept's talk and its sales in the same month
// (a demand shock people buy and post about at once); the sales and each platform's talk have a
// part of their own. None of it comes before the other series: only a planted lead does
// (leads.ts). Deterministic: the same word, seed and months give the same values.
import { mulberry32, type Rng } from './prng'

/** A generator of its own for one part of one word, so that adding a word or a part changes no other. */
export function wordRng(word: string, seed: number, part: string): Rng {
  let h = 2166136261 ^ seed
  const s = `${word}#${part}`
  for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 16777619)
  return mulberry32(h >>> 0)
}

/** A standard normal draw (Box–Muller). */
export function gauss(rng: Rng): number {
  const u = Math.max(rng(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng())
}

const between = (rng: Rng, a: number, b: number) => a + (b - a) * rng()

/** n months of a first-order autoregression in the log (persistence phi, innovations of sd sigma), started in its steady state; a random walk (phi 1) starts at 0. */
export function autoregression(rng: Rng, n: number, phi: number, sigma: number): number[] {
  let x = phi < 1 ? (gauss(rng) * sigma) / Math.sqrt(1 - phi * phi) : 0
  return Array.from({ length: n }, () => (x = phi * x + sigma * gauss(rng)))
}

/** A wandering level: one in six a random walk of small steps, the others returning at their own pace. */
function level(rng: Rng, n: number, sd: [number, number]): number[] {
  if (rng() < 1 / 6) return autoregression(rng, n, 1, sd[0])
  return autoregression(rng, n, between(rng, 0.4, 0.95), between(rng, sd[0], sd[1]))
}

export interface WordWander {
  /** in the log, per month: shared by the word's talk and sales */
  shared: number[]
  /** in the log, per month: the sales' own */
  sales: number[]
  /** in the log, per social platform (in the order asked) and month: each platform's talk's own */
  talk: number[][]
}

/** The wandering parts of a word over months 0..n-1, for `platforms` social platforms. */
export function wordWander(word: string, seed: number, n: number, platforms: number): WordWander {
  const shared = level(wordRng(word, seed, 'shared'), n, [0.02, 0.06])
  const sales = level(wordRng(word, seed, 'sales'), n, [0.02, 0.05])
  const talk = Array.from({ length: platforms }, (_, p) => level(wordRng(word, seed, `talk${p}`), n, [0.03, 0.1]))
  return { shared, sales, talk }
}
