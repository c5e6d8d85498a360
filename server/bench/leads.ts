// npm run bench:leads — how honest "talk leads sales" is (docs/rules.md "Talk leading sales"), on
// simulated concepts made the way real series are (lead-world.ts: wandering levels, moving
// festivals, promotions of changing size), none of which the rule was tuned on. Prints the
// false-lead rate among concepts with no lead, the recall at the planted lag by the lead's
// correlation, and the precision of a list mixing both. NULLS and LEADS set the sample sizes.
import { LEAD_HISTORY_MONTHS, leadOfSeries, type MonthValue } from '../../src/domain/lead-lag'
import { mulberry32 } from '../dataset/prng'
import { WORLD_PLATS, leadCorrelation, worldConcept, type PlantedWorldLead, type WorldConcept } from './lead-world'

const NULLS = Number(process.env.NULLS ?? 3000)
const LEADS = Number(process.env.LEADS ?? 1500)
const END = '2026-10'
/** Seeds far from anything a test uses: the rule never saw these concepts. */
const SEED0 = Number(process.env.SEED0 ?? 7_000_000)

/** The talk series a fit reads: each platform, and their sum. */
function seriesOf(c: WorldConcept): Record<string, MonthValue[]> {
  const out: Record<string, MonthValue[]> = { ...c.volumes }
  out.all = c.sales.map((_, i) => WORLD_PLATS.reduce((s, p) => s + c.volumes[p][i], 0))
  return out
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—')

/** exp of a first-order autoregression of uniform steps: a level that wanders (phi 1: a random walk). */
function wandering(seed: number, phi: number): number[] {
  const rng = mulberry32(seed)
  let w = 0
  return Array.from({ length: LEAD_HISTORY_MONTHS }, () => Math.exp((w = phi * w + (rng() * 2 - 1) * 0.2)))
}

/** The plainest hard case: talk and sales unrelated, each only wandering. The share told a lead. */
function wanderingFalseLeads(phi: number, n: number): number {
  let told = 0
  for (let k = 0; k < n; k++) {
    const s = (j: number) => wandering(SEED0 * 2 + 10 * k + j, phi)
    if (leadOfSeries({ douyin: s(0), weibo: s(1), xhs: s(2), all: s(3) }, s(4), END).lead?.lag) told++
  }
  return told / n
}

function main(): void {
  const t0 = performance.now()
  // concepts with no lead: how often is one told?
  let falseLeads = 0
  let sameMonth = 0
  // the out-of-sample check of the leads told: held-out months compared, and those that went the volume's way
  const heldFalse = { months: 0, hits: 0 }
  const heldTrue = { months: 0, hits: 0 }
  const addHeld = (into: typeof heldTrue, fit: { hold_out?: { months: number; hits: number } | null }) => {
    into.months += fit.hold_out?.months ?? 0
    into.hits += fit.hold_out?.hits ?? 0
  }
  for (let k = 0; k < NULLS; k++) {
    const c = worldConcept(SEED0 + k, END, LEAD_HISTORY_MONTHS, null)
    const { lead } = leadOfSeries(seriesOf(c), c.sales, END)
    if (lead && lead.lag >= 1) {
      falseLeads++
      addHeld(heldFalse, lead)
    } else if (lead) sameMonth++
  }
  // concepts with one, of every strength, lag and platform
  const buckets = [0, 0.3, 0.5, 0.6, 0.7, 0.8, 1.01]
  const found = buckets.map(() => ({ n: 0, atLag: 0, anyLag: 0, plat: 0 }))
  const plats = [...WORLD_PLATS, 'all'] as const
  let told = 0
  for (let k = 0; k < LEADS; k++) {
    const lead: PlantedWorldLead = { lag: 1 + (k % 4), plat: plats[Math.floor(k / 4) % 4], strength: 0.05 + 0.9 * ((k * 0.618) % 1) }
    const c = worldConcept(SEED0 + NULLS + k, END, LEAD_HISTORY_MONTHS, lead)
    const r = leadCorrelation(SEED0 + NULLS + k, lead)
    const b =
      found[
        Math.max(
          0,
          buckets.findIndex((x, i) => r >= x && r < buckets[i + 1]),
        )
      ]
    const { lead: fit } = leadOfSeries(seriesOf(c), c.sales, END)
    b.n++
    if (fit && fit.lag >= 1) {
      told++
      if (fit.lag === lead.lag) addHeld(heldTrue, fit)
      b.anyLag++
      if (fit.lag === lead.lag) b.atLag++
      if (fit.lag === lead.lag && fit.social_plat === lead.plat) b.plat++
    }
  }
  const ms = performance.now() - t0

  console.log(`Talk leading sales, on ${NULLS} simulated concepts without a lead and ${LEADS} with one (${ms.toFixed(0)} ms)`)
  console.log(`  false leads among concepts without one: ${falseLeads} (${pct(falseLeads, NULLS)}; target ≤ 2 %, 1 in 50)`)
  console.log(`  told "talk and sales move together" (lag 0) among them: ${sameMonth} (${pct(sameMonth, NULLS)})`)
  console.log('  planted leads, by their correlation (of year-on-year changes, over a long run of the concept):')
  console.log('    correlation   concepts   found at their lag   found at any lag   credited to their platform')
  found.forEach((b, i) => {
    if (i === found.length - 1) return
    const range = `${buckets[i].toFixed(1)}–${Math.min(1, buckets[i + 1]).toFixed(1)}`
    console.log(
      `    ${range.padEnd(13)} ${String(b.n).padStart(8)}   ${pct(b.atLag, b.n).padStart(18)}   ${pct(b.anyLag, b.n).padStart(16)}   ${pct(b.plat, b.n).padStart(26)}`,
    )
  })
  const strong = found.slice(3, -1).reduce((a, b) => ({ n: a.n + b.n, atLag: a.atLag + b.atLag }), { n: 0, atLag: 0 })
  console.log(`  recall at the planted lag, correlation ≥ 0.6: ${pct(strong.atLag, strong.n)} (target ≥ 70 %)`)
  // a list as the demo's: 235 words, 20 of them leads of these strengths
  const fpr = falseLeads / NULLS
  const tpr = told / LEADS
  const precision = (20 * tpr) / (20 * tpr + 215 * fpr)
  console.log(`  precision of a list of 235 words, 20 with a lead: ${pct(precision, 1)} (${(215 * fpr).toFixed(1)} false leads expected)`)
  console.log(
    `  out of sample (the lag chosen without the last 12 months, tried on them; chance alone about half): real leads went the volume's way in ${pct(heldTrue.hits, heldTrue.months)} of ${heldTrue.months} months, false ones in ${pct(heldFalse.hits, heldFalse.months)} of ${heldFalse.months}`,
  )
  const walks = Math.round(NULLS / 2)
  const rates = [1, 0.95, 0.8].map((phi) => `carry-over ${phi}: ${pct(wanderingFalseLeads(phi, walks), 1)}`)
  console.log(`  false leads between unrelated wandering series (${walks} each): ${rates.join(', ')}`)
}

main()
