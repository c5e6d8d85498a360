// The item facets of a concept read in the memory execution (concept-facts.ts, ItemFacets): one
// pass over the scope's segments sums each item's period and base (an item's segments follow one
// another), then adds the item into its list price, its age and each ranked word of its title.
import { ITEM_AGES, type FactScope, type GroupFigures, type ItemAge, type ItemFacets, type PeriodMonths } from './concept-facts'
import { scopeSegments } from './scope-segments'
import { bounds, SegmentPeriod } from './segment-period'

const emptyGroup = (): GroupFigures => ({ sales: 0, sales_base: 0, volume: 0, volume_base: 0, items: 0 })

function addItem(to: GroupFigures, s: number, sb: number, v: number, vb: number): void {
  to.sales += s
  to.sales_base += sb
  to.volume += v
  to.volume_base += vb
  to.items++
}

function ageOf(sales: number, salesBase: number): ItemAge | null {
  if (sales > 0) return salesBase > 0 ? 'continuing' : 'new'
  return salesBase > 0 ? 'stopped' : null
}

export function itemFacets(s: FactScope, p: PeriodMonths): ItemFacets {
  const b = bounds(p)
  const prices = new Map<number, GroupFigures>()
  const words = new Map<string, GroupFigures>()
  const ages = Object.fromEntries(ITEM_AGES.map((a) => [a, emptyGroup()])) as Record<ItemAge, GroupFigures>
  for (let fi = 0; fi < s.facts.length; fi++) {
    const d = s.facts[fi].data
    const segs = scopeSegments(s, fi)
    const read = new SegmentPeriod(d, b)
    const wordSums = d.words.names.map(emptyGroup)
    let item = -1
    let found = 0
    let sales = 0
    let salesBase = 0
    let volume = 0
    let volumeBase = 0
    const close = () => {
      if (item < 0 || found === 0) return
      const cents = d.priceCents[item]
      let band = prices.get(cents)
      if (!band) prices.set(cents, (band = emptyGroup()))
      addItem(band, sales, salesBase, volume, volumeBase)
      const age = ageOf(sales, salesBase)
      if (age) addItem(ages[age], sales, salesBase, volume, volumeBase)
      for (let w = d.words.start[item], end = d.words.start[item + 1]; w < end; w++) {
        addItem(wordSums[d.words.ids[w]], sales, salesBase, volume, volumeBase)
      }
    }
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]
      if (d.segItem[seg] !== item) {
        close()
        item = d.segItem[seg]
        found = sales = salesBase = volume = volumeBase = 0
      }
      const hit = read.read(seg)
      if (hit === 0) continue
      found |= hit
      sales += read.sales
      salesBase += read.salesBase
      volume += read.volume
      volumeBase += read.volumeBase
    }
    close()
    // two sources of a combined platform share words by their text
    wordSums.forEach((sum, id) => {
      if (sum.items === 0) return
      const word = d.words.names[id]
      const known = words.get(word)
      if (!known) words.set(word, sum)
      else {
        known.sales += sum.sales
        known.sales_base += sum.sales_base
        known.volume += sum.volume
        known.volume_base += sum.volume_base
        known.items += sum.items
      }
    })
  }
  return {
    prices: [...prices].map(([price_cents, f]) => ({ price_cents, ...f })),
    ages,
    words: [...words].map(([word, f]) => ({ word, ...f })),
  }
}
