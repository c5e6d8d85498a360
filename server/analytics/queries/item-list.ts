// The item list of a concept read: the visited items with rows in the period or its base, their
// sums as columns, sorted only as far as the pages asked for (sorted-prefix.ts); and the count of
// items with facts in the period.
import type { FactScope, ItemFigures, ItemSort, PeriodMonths } from './concept-facts'
import { scopeSegments } from './scope-segments'
import { bounds, SegmentPeriod } from './segment-period'
import { sortedPrefix } from './sorted-prefix'

/**
 * The items of a scope with rows in the period or its base, as columns: the sums of each, and the
 * source and segment its row object is made from (its first counting segment). Only the rows of a
 * page become objects: a common word's list holds tens of thousands of items.
 */
interface ItemColumns {
  count: number
  source: Uint8Array
  seg: Uint32Array
  sales: Float64Array
  salesBase: Float64Array
  volume: Float64Array
  volumeBase: Float64Array
}

function itemColumns(s: FactScope, p: PeriodMonths): ItemColumns {
  const b = bounds(p)
  const lists = s.facts.map((_, fi) => scopeSegments(s, fi))
  const cap = lists.reduce((n, segs) => n + segs.length, 0)
  const c: ItemColumns = {
    count: 0,
    source: new Uint8Array(cap),
    seg: new Uint32Array(cap),
    sales: new Float64Array(cap),
    salesBase: new Float64Array(cap),
    volume: new Float64Array(cap),
    volumeBase: new Float64Array(cap),
  }
  s.facts.forEach((f, fi) => {
    const segs = lists[fi]
    const segItem = f.data.segItem
    const read = new SegmentPeriod(f.data, b)
    let lastItem = -1
    let at = -1
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]
      if (read.read(seg) === 0) continue
      const item = segItem[seg]
      if (item !== lastItem) {
        at = c.count++
        c.source[at] = fi
        c.seg[at] = seg
        lastItem = item
      }
      c.sales[at] += read.sales
      c.salesBase[at] += read.salesBase
      c.volume[at] += read.volume
      c.volumeBase[at] += read.volumeBase
    }
  })
  return c
}

/** Growth for sorting: 'new' items (no base) rank as infinite growth, like compareGrowth. */
function sortValues(s: FactScope, c: ItemColumns, sort: ItemSort): Float64Array {
  if (sort === 'sales') return c.sales
  if (sort === 'volume') return c.volume
  const out = new Float64Array(c.count)
  for (let i = 0; i < c.count; i++) {
    if (sort === 'price') {
      const d = s.facts[c.source[i]].data
      out[i] = d.priceCents[d.segItem[c.seg[i]]] / 100
    } else {
      out[i] = c.salesBase[i] === 0 ? Infinity : (c.sales[i] - c.salesBase[i]) / c.salesBase[i]
    }
  }
  return out
}

/** The items selling in the period, sorted, as a list whose rows are made when asked for. */
export interface SortedItems {
  total: number
  page(offset: number, limit: number): ItemFigures[]
}

/** The items selling in the period, sorted (item id breaks ties): a page of the list is a slice of it. */
export function sortedItems(s: FactScope, p: PeriodMonths, sort: ItemSort, asc: boolean): SortedItems {
  const c = itemColumns(s, p)
  const idOf = (i: number) => {
    const d = s.facts[c.source[i]].data
    return d.itemIds[d.segItem[c.seg[i]]]
  }
  let n = 0
  const selling = new Uint32Array(c.count)
  for (let i = 0; i < c.count; i++) if (c.sales[i] > 0) selling[n++] = i
  const value = sortValues(s, c, sort)
  const dir = asc ? 1 : -1
  // the same item id in two sources keeps the sources' order (the columns' order)
  const page = sortedPrefix(selling.subarray(0, n), (a, b) => {
    const va = value[a]
    const vb = value[b]
    if (va !== vb) return (va < vb ? -1 : 1) * dir
    return compareIds(idOf(a), idOf(b)) || a - b
  })
  const row = (i: number): ItemFigures => {
    const f = s.facts[c.source[i]]
    const d = f.data
    const seg = c.seg[i]
    const at = d.segItem[seg]
    return {
      key: f.key,
      item_id: d.itemIds[at],
      brand_id: d.segBrand[seg],
      category_id: d.segCategory[seg],
      price: d.priceCents[at] / 100,
      title: d.titles[at],
      sales: c.sales[i],
      sales_base: c.salesBase[i],
      volume: c.volume[i],
      volume_base: c.volumeBase[i],
    }
  }
  return { total: n, page: (offset, limit) => Array.from(page(offset, limit), row) }
}

/** Items with facts in the period (selling or not). */
export function itemCount(s: FactScope, p: PeriodMonths): number {
  const b = bounds(p)
  let items = 0
  s.facts.forEach((f, fi) => {
    const segs = scopeSegments(s, fi)
    const segItem = f.data.segItem
    const read = new SegmentPeriod(f.data, b)
    let counted = -1
    for (let i = 0; i < segs.length; i++) {
      const item = segItem[segs[i]]
      if (item !== counted && read.inPeriod(segs[i])) {
        items++
        counted = item
      }
    }
  })
  return items
}

/** Decimal ids (no leading zeros) in numeric order: the shorter is smaller, then digit by digit. */
function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0
}
