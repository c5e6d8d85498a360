// Price bands a person would draw for the items in view: cuts near the quintiles of their list
// prices (counted by items), each moved to the nearest round price (1, 2, 3 or 5 times a power of
// ten: ¥50, ¥100, ¥200, ¥300, ¥500), so a dress concept gets ¥0–100 … ¥500+ and a data cable
// ¥0–10 … ¥50+. An item's band is fixed by its list price, so the period and its base are split
// the same way and each band's growth compares like with like.
import type { PriceFigures } from '../analytics/queries/concept-facts'

const QUANTILES = [0.2, 0.4, 0.6, 0.8]
const ROUND_STEPS = [1, 2, 3, 5, 10]

/** The round price (in cents) nearest to `cents` on a log scale; never below one cent. */
export function roundPrice(cents: number): number {
  if (cents <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(cents))
  let best = power
  for (const step of ROUND_STEPS) {
    const candidate = step * power
    if (Math.abs(Math.log(candidate / cents)) < Math.abs(Math.log(best / cents))) best = candidate
  }
  return best
}

/**
 * The cuts (in cents, ascending) between the bands of these prices: at most four, each a round
 * price above the lowest price and at most the highest, so no band is empty at either end.
 */
export function bandCuts(prices: readonly Pick<PriceFigures, 'price_cents' | 'items'>[]): number[] {
  const sorted = [...prices].filter((p) => p.items > 0).sort((a, b) => a.price_cents - b.price_cents)
  const total = sorted.reduce((n, p) => n + p.items, 0)
  if (total === 0) return []
  const lowest = sorted[0].price_cents
  const highest = sorted[sorted.length - 1].price_cents
  const cuts = new Set<number>()
  let seen = 0
  let q = 0
  for (const p of sorted) {
    seen += p.items
    while (q < QUANTILES.length && seen >= QUANTILES[q] * total) {
      const cut = roundPrice(p.price_cents)
      if (cut > lowest && cut <= highest) cuts.add(cut)
      q++
    }
  }
  return [...cuts].sort((a, b) => a - b)
}

/** The band of a price between `cuts`: 0 below the first cut, cuts.length from the last one up. */
export function bandOf(cents: number, cuts: readonly number[]): number {
  let band = 0
  while (band < cuts.length && cents >= cuts[band]) band++
  return band
}
