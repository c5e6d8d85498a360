// A word's monthly multipliers as the SQL generator reads them: its long curve (curves.ts) times
// what wanders (wander.ts) and, for a planted lead, its buzz (leads.ts): in the sales `lag` months
// after the talk that carries it.
import { SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { round4 } from './curves'
import { buzzCurve, buzzWeight, plantedLead } from './leads'
import { wordWander } from './wander'

export interface WordCurves {
  /** the sales multiplier per month index */
  sales: number[]
  /** the talk multiplier per social platform (SOCIAL_PLATFORMS order) and month index */
  talk: number[][]
}

/**
 * A concept's sales and talk over its long curve: both carry the part they share, each its own.
 * A word that is no concept (`sold` false) has talk only: its sales are made item by item, so its
 * talk shares nothing with them but what the items' own curves give.
 */
export function wordCurves(word: string, curve: readonly number[], seed: number, sold: boolean): WordCurves {
  const n = curve.length
  const w = wordWander(word, seed, n, SOCIAL_PLATFORMS.length)
  const lead = plantedLead(word)
  const buzz = lead ? buzzCurve(lead, seed, n - 1) : null
  const weight = lead ? buzzWeight(lead) : 0
  const shared = (i: number) => (sold ? w.shared[i] : 0)
  const sales = curve.map((x, i) =>
    round4(x * Math.exp(shared(i) + w.sales[i] + (buzz && lead ? weight * buzz[Math.max(0, i - lead.lag)] : 0))),
  )
  const talk = SOCIAL_PLATFORMS.map((p, k) => {
    const carries = buzz && lead && (lead.plat === 'all' || lead.plat === p)
    return curve.map((x, i) => round4(x * Math.exp(shared(i) + w.talk[k][i] + (carries ? 2 * weight * buzz[i] : 0))))
  })
  return { sales, talk }
}
