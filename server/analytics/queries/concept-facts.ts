// The four reads of a concept's detail page over the expression's facts held in memory
// (expr-facts.ts): monthly trend, category breakdown, brands, and a page of items. Each is one pass
// over the expression's items in the asked categories, reading only the rows of the months asked
// (a binary search into each item's rows), summing into arrays; no query to the engine.
// Months are 'YYYY-MM'; the sums mean what the SQL sumIf over the facts meant before.
import { DB, num, type Analytics } from '../client'
import type { ExprFacts } from './expr-facts'
import { monthIndex, type SourceFacts } from './source-facts'
import { sortedPrefix } from './sorted-prefix'

/** Which categories: level-1 ids, level-2 ids and leaf ids (deeper nodes expanded to their leaves); all = no filter. */
export interface CategoryFilter {
  all: boolean
  l1: number[]
  l2: number[]
  leaves: number[]
}

export interface FactScope {
  /** the expression's facts, one per fact source */
  facts: ExprFacts[]
  /** their keys, in the same order (brand naming) */
  keys: number[]
  categories: CategoryFilter
  /**
   * Per fact source (same order as facts): the source's own permission list as a filter, or null
   * when the request's categories already lie inside it. A combined platform (tbjd, tbjddy) sums
   * several sources, and its request is checked against the combined list only; each source's rows
   * must also pass that source's own list (the combined-platforms rule), or JD's figures of a category the
   * caller may not see on JD would be summed in. A row passes both filters.
   */
  sourceCategories: (CategoryFilter | null)[]
  /** only this brand; 0 = every brand */
  brand: number
}

export interface PeriodMonths {
  start: string
  end: string
  baseStart: string
  baseEnd: string
}

/**
 * Calls `visit` for each segment of the scope that passes the category and brand filters: `seg` is
 * the segment in f.data (its item, category and brand), `fi` the source's place in s.facts. An
 * item's segments come one after another, items in ascending order within a source.
 */
function eachSegment(s: FactScope, visit: (f: ExprFacts, fi: number, seg: number) => void): void {
  const asked = segmentFilter(s.categories)
  s.facts.forEach((f, fi) => {
    const own = segmentFilter(s.sourceCategories[fi] ?? null)
    const d = f.data
    for (const item of itemsToVisit(f, s.categories)) {
      // an item of the asked categories' runs lies in them with all its facts, unless it is a stray
      const test = asked && d.strayFlags[item] === 1
      for (let seg = d.itemSegments[item], segEnd = d.itemSegments[item + 1]; seg < segEnd; seg++) {
        if (s.brand !== 0 && d.segBrand[seg] !== s.brand) continue
        if (test && !asked(d, seg)) continue
        if (own && !own(d, seg)) continue
        visit(f, fi, seg)
      }
    }
  })
}

/**
 * The first row of segment `seg` whose month is ≥ m. A segment's rows are in month order, and a
 * read of one month and its base touches 2 of an item's ~60 rows: the search skips the rest.
 */
function firstRowFrom(d: SourceFacts, seg: number, m: number): number {
  let lo = d.segRows[seg]
  let hi = d.segRows[seg + 1]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (d.month[mid] < m) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The first place in the ascending `xs` holding a value ≥ x. */
function lowerBound(xs: Uint32Array, x: number): number {
  let lo = 0
  let hi = xs.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (xs[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The matched items worth visiting for the asked categories: those in the categories' runs of
 * items (source-facts.ts orders items by category path) and the strays; every item when all
 * categories are asked. The segment filters still decide what counts.
 */
function itemsToVisit(f: ExprFacts, c: CategoryFilter): Uint32Array {
  if (c.all) return f.items
  const d = f.data
  const runs = [...c.l1, ...c.l2, ...c.leaves]
    .map((id) => d.categoryRuns.get(id))
    .filter((r): r is [number, number] => r !== undefined)
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [from, to] of runs) {
    const last = merged[merged.length - 1]
    if (last && from <= last[1]) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }
  const parts = merged.map(([from, to]) => f.items.subarray(lowerBound(f.items, from), lowerBound(f.items, to)))
  const inRuns = (item: number) => merged.some(([from, to]) => item >= from && item < to)
  const strays = [...d.strays].filter((item) => !inRuns(item) && f.items[lowerBound(f.items, item)] === item)
  const out = new Uint32Array(parts.reduce((n, p) => n + p.length, 0) + strays.length)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  out.set(strays, at)
  return strays.length > 0 ? out.sort() : out
}

/** A filter as a test of segment `seg` (null: every segment passes). */
function segmentFilter(c: CategoryFilter | null): ((d: SourceFacts, seg: number) => boolean) | null {
  if (!c || c.all) return null
  const l1 = new Set(c.l1)
  const l2 = new Set(c.l2)
  const leaves = new Set(c.leaves)
  return (d, seg) => l1.has(d.segL1[seg]) || l2.has(d.segL2[seg]) || leaves.has(d.segCategory[seg])
}

interface Bounds {
  ps: number
  pe: number
  bs: number
  be: number
  /** the months of the period and of its base as ascending, disjoint ranges */
  ranges: [number, number][]
}

function bounds(p: PeriodMonths): Bounds {
  const b = { ps: monthIndex(p.start), pe: monthIndex(p.end), bs: monthIndex(p.baseStart), be: monthIndex(p.baseEnd) }
  const [first, second] =
    b.bs <= b.ps
      ? [
          [b.bs, b.be],
          [b.ps, b.pe],
        ]
      : [
          [b.ps, b.pe],
          [b.bs, b.be],
        ]
  const ranges: [number, number][] =
    second[0] <= first[1] + 1
      ? [[first[0], Math.max(first[1], second[1])]]
      : [
          [first[0], first[1]],
          [second[0], second[1]],
        ]
  return { ...b, ranges }
}

export interface MonthFigures {
  sales: number
  volume: number
}

export interface PeriodFigures {
  sales: number
  sales_base: number
  volume: number
  volume_base: number
}

/**
 * Period and base sums in four columns per slot: a read adds each row of the period or its base to
 * its slot (a leaf, a brand, an item), and only the touched slots become objects.
 */
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

  /** Adds segment `seg`'s rows of the period and of its base to `slot`; false when it has none. */
  addSegment(d: SourceFacts, seg: number, b: Bounds, slot: number): boolean {
    const end = d.segRows[seg + 1]
    let any = false
    for (const [lo, hi] of b.ranges) {
      for (let r = firstRowFrom(d, seg, lo); r < end; r++) {
        const m = d.month[r]
        if (m > hi) break
        any = true
        if (m >= b.ps && m <= b.pe) {
          this.sales[slot] += d.amt[r]
          this.volume[slot] += d.qty[r]
        }
        if (m >= b.bs && m <= b.be) {
          this.salesBase[slot] += d.amt[r]
          this.volumeBase[slot] += d.qty[r]
        }
      }
    }
    if (any) this.touched[slot] = 1
    return any
  }

  figures(slot: number): PeriodFigures {
    return { sales: this.sales[slot], sales_base: this.salesBase[slot], volume: this.volume[slot], volume_base: this.volumeBase[slot] }
  }
}

/** Adds `from`'s figures into `to`, in place (a leaf's sums of two sources on a combined platform). */
function addInto(to: PeriodFigures, from: PeriodFigures): void {
  to.sales += from.sales
  to.sales_base += from.sales_base
  to.volume += from.volume
  to.volume_base += from.volume_base
}

/** Sales and volume per month in [from, to], and the number of items with facts in the period. */
export function monthlyFigures(
  s: FactScope,
  from: string,
  to: string,
  period: PeriodMonths,
): { months: Map<string, MonthFigures>; items: number } {
  const b = bounds(period)
  const lo = monthIndex(from)
  const hi = monthIndex(to)
  const sales = new Float64Array(Math.max(0, hi - lo + 1))
  const volume = new Float64Array(sales.length)
  const seen = new Uint8Array(sales.length)
  let items = 0
  // an item's segments come together: it counts once, at its first row in the period
  let lastItem = -1
  let lastSource = -1
  eachSegment(s, (f, fi, seg) => {
    const d = f.data
    const item = d.segItem[seg]
    for (let r = firstRowFrom(d, seg, lo), end = d.segRows[seg + 1]; r < end; r++) {
      const m = d.month[r]
      if (m > hi) break
      const k = m - lo
      sales[k] += d.amt[r]
      volume[k] += d.qty[r]
      seen[k] = 1
      if (m >= b.ps && m <= b.pe && (item !== lastItem || fi !== lastSource)) {
        items++
        lastItem = item
        lastSource = fi
      }
    }
  })
  const months = new Map<string, MonthFigures>()
  for (let k = 0; k < sales.length; k++) {
    if (!seen[k]) continue
    const m = lo + k
    months.set(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, { sales: sales[k], volume: volume[k] })
  }
  return { months, items }
}

/** Per source, the sums of each slot of `slotOf` (a leaf, a brand) over the scope. */
function slotSums(s: FactScope, p: PeriodMonths, slotOf: (d: SourceFacts) => { slots: Uint32Array; count: number }): PeriodSums[] {
  const b = bounds(p)
  const sums = s.facts.map((f) => new PeriodSums(slotOf(f.data).count))
  const slots = s.facts.map((f) => slotOf(f.data).slots)
  eachSegment(s, (f, fi, seg) => {
    sums[fi].addSegment(f.data, seg, b, slots[fi][seg])
  })
  return sums
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

export interface BrandFigures extends PeriodFigures {
  key: number
  brand_id: number
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

export type ItemSort = 'sales' | 'volume' | 'growth' | 'price'

export interface ItemFigures extends PeriodFigures {
  key: number
  /** decimal string: exact past 2⁵³ (expr-facts.ts) */
  item_id: string
  brand_id: number
  category_id: number
  price: number
  title: string
}

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
  const cap = s.facts.reduce((n, f) => n + f.items.length, 0)
  const c: ItemColumns = {
    count: 0,
    source: new Uint8Array(cap),
    seg: new Uint32Array(cap),
    sales: new Float64Array(cap),
    salesBase: new Float64Array(cap),
    volume: new Float64Array(cap),
    volumeBase: new Float64Array(cap),
  }
  let lastItem = -1
  let lastSource = -1
  let at = -1
  eachSegment(s, (f, fi, seg) => {
    const d = f.data
    const item = d.segItem[seg]
    const end = d.segRows[seg + 1]
    for (const [lo, hi] of b.ranges) {
      for (let r = firstRowFrom(d, seg, lo); r < end; r++) {
        const m = d.month[r]
        if (m > hi) break
        if (item !== lastItem || fi !== lastSource) {
          at = c.count++
          c.source[at] = fi
          c.seg[at] = seg
          lastItem = item
          lastSource = fi
        }
        if (m >= b.ps && m <= b.pe) {
          c.sales[at] += d.amt[r]
          c.volume[at] += d.qty[r]
        }
        if (m >= b.bs && m <= b.be) {
          c.salesBase[at] += d.amt[r]
          c.volumeBase[at] += d.qty[r]
        }
      }
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
  let lastItem = -1
  let lastSource = -1
  eachSegment(s, (f, fi, seg) => {
    const d = f.data
    const item = d.segItem[seg]
    if (item === lastItem && fi === lastSource) return
    const r = firstRowFrom(d, seg, b.ps)
    if (r < d.segRows[seg + 1] && d.month[r] <= b.pe) {
      items++
      lastItem = item
      lastSource = fi
    }
  })
  return items
}

/** Decimal ids (no leading zeros) in numeric order: the shorter is smaller, then digit by digit. */
function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0
}

/** Brand names of a fact source, for naming brandFigures rows. */
export async function brandNames(store: Analytics, source: string): Promise<Map<number, string>> {
  const rows = await store.rows<{ brand_id: unknown; name: string }>(
    `SELECT brand_id, name FROM ${DB}.brands WHERE platform = {src:String}`,
    { src: source },
  )
  return new Map(rows.map((r) => [num(r.brand_id), r.name]))
}
