// The category and brand breakdowns of a concept read: each visited segment's period and base sums
// added into its dense slot (a leaf, a brand; source-facts.ts), and only the touched slots become
// objects.
import type { BrandFigures, FactScope, PeriodFigures, PeriodMonths } from './concept-facts'
import { scopeSegments } from './scope-segments'
import { bounds, SegmentPeriod } from './segment-period'
import type { SourceFacts } from './source-facts'

/** Period and base sums in four columns per slot; touched marks the slots with a row in either. */
class PeriodSums {
  sales: Float64Array
  salesBase: Float64Array
  volume: Float64Array
  volumeBase: Float64Array
  touched: Uint8Array

  constructor(slots: number) {
    this.sales = new Float64Array(slots)
    this.salesBase = new Float64Array(slots)
    this.volume = new Float64Array(slots)
    this.volumeBase = new Float64Array(slots)
    this.touched = new Uint8Array(slots)
  }

  figures(slot: number): PeriodFigures {
    return { sales: this.sales[slot], sales_base: this.salesBase[slot], volume: this.volume[slot], volume_base: this.volumeBase[slot] }
  }
}

/** Per source, the sums of each slot (`slotsOf`: a slot per segment, and how many slots) over the scope. */
function slotSums(s: FactScope, p: PeriodMonths, slotsOf: (d: SourceFacts) => { slots: Uint32Array; count: number }): PeriodSums[] {
  const b = bounds(p)
  return s.facts.map((f, fi) => {
    const { slots, count } = slotsOf(f.data)
    const sums = new PeriodSums(count)
    const segs = scopeSegments(s, fi)
    const read = new SegmentPeriod(f.data, b)
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]
      if (read.read(seg) === 0) continue
      const slot = slots[seg]
      sums.sales[slot] += read.sales
      sums.salesBase[slot] += read.salesBase
      sums.volume[slot] += read.volume
      sums.volumeBase[slot] += read.volumeBase
      sums.touched[slot] = 1
    }
    return sums
  })
}

/** Adds `from`'s figures into `to`, in place (a leaf's sums of two sources on a combined platform). */
function addInto(to: PeriodFigures, from: PeriodFigures): void {
  to.sales += from.sales
  to.sales_base += from.sales_base
  to.volume += from.volume
  to.volume_base += from.volume_base
}

/** Period and base sums per leaf category. */
export function leafFigures(s: FactScope, p: PeriodMonths): Map<number, PeriodFigures> {
  const sums = slotSums(s, p, (d) => ({ slots: d.segLeafSlot, count: d.leafIds.length }))
  const out = new Map<number, PeriodFigures>()
  sums.forEach((sum, fi) => {
    const ids = s.facts[fi].data.leafIds
    for (let slot = 0; slot < ids.length; slot++) {
      if (!sum.touched[slot]) continue
      const known = out.get(ids[slot])
      if (known) addInto(known, sum.figures(slot))
      else out.set(ids[slot], sum.figures(slot))
    }
  })
  return out
}

/** Period and base sums per (source key, brand); the caller names and merges them. */
export function brandFigures(s: FactScope, p: PeriodMonths): BrandFigures[] {
  const sums = slotSums(s, p, (d) => ({ slots: d.segBrandSlot, count: d.brandIds.length }))
  // two sources' expressions never share a key, so each (key, brand) is one source's slot
  const out: BrandFigures[] = []
  sums.forEach((sum, fi) => {
    const f = s.facts[fi]
    for (let slot = 0; slot < f.data.brandIds.length; slot++) {
      if (sum.touched[slot]) out.push({ key: f.key, brand_id: f.data.brandIds[slot], ...sum.figures(slot) })
    }
  })
  return out
}
