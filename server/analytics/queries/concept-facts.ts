// The four reads of a concept's detail page over the expression's facts held in memory
// (expr-facts.ts): monthly trend, category breakdown, brands, and a page of items. Each is one pass
// over the expression's rows with the category, brand and month filters; no query to the engine.
// Months are 'YYYY-MM'; the sums mean what the SQL sumIf over the facts meant before.
import { DB, num, type Analytics } from '../client'
import type { ExprFacts } from './expr-facts'
import { monthIndex, type SourceFacts } from './source-facts'

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
 * Calls `visit` for each row of the scope (category and brand filters) whose month is in [lo, hi]:
 * `seg` is the row's segment in f.data (its item, category and brand), `r` the row, `fi` the
 * source's place in s.facts. The filters are tested once per segment, not per row.
 */
function scan(s: FactScope, lo: number, hi: number, visit: (f: ExprFacts, seg: number, r: number, month: number, fi: number) => void): void {
  const asked = segmentFilter(s.categories)
  s.facts.forEach((f, fi) => {
    const own = segmentFilter(s.sourceCategories[fi] ?? null)
    const d = f.data
    for (const item of itemsToVisit(f, s.categories)) {
      for (let seg = d.itemSegments[item], segEnd = d.itemSegments[item + 1]; seg < segEnd; seg++) {
        if (s.brand !== 0 && d.segBrand[seg] !== s.brand) continue
        if (asked && !asked(d, seg)) continue
        if (own && !own(d, seg)) continue
        for (let r = d.segRows[seg], end = d.segRows[seg + 1]; r < end; r++) {
          const m = d.month[r]
          if (m >= lo && m <= hi) visit(f, seg, r, m, fi)
        }
      }
    }
  })
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

/**
 * One number per item of the scope: the source's place times 2³² plus the item's index in its
 * source. Items of two sources stay two items even when their ids are equal (ids are per platform).
 */
const itemKey = (fi: number, f: ExprFacts, seg: number) => fi * 4294967296 + f.data.segItem[seg]

interface Bounds { ps: number; pe: number; bs: number; be: number; lo: number; hi: number }

function bounds(p: PeriodMonths): Bounds {
  const b = { ps: monthIndex(p.start), pe: monthIndex(p.end), bs: monthIndex(p.baseStart), be: monthIndex(p.baseEnd) }
  return { ...b, lo: Math.min(b.ps, b.bs), hi: Math.max(b.pe, b.be) }
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

/** Adds row i to the period or base sums (a month in neither adds nothing). */
function addRow(t: PeriodFigures, d: SourceFacts, r: number, m: number, b: Bounds): void {
  if (m >= b.ps && m <= b.pe) {
    t.sales += d.amt[r]
    t.volume += d.qty[r]
  }
  if (m >= b.bs && m <= b.be) {
    t.sales_base += d.amt[r]
    t.volume_base += d.qty[r]
  }
}

/** In the period or in its base (the months between them, of a multi-month period's year, count for nothing). */
const counts = (m: number, b: Bounds) => (m >= b.ps && m <= b.pe) || (m >= b.bs && m <= b.be)

const zero = (): PeriodFigures => ({ sales: 0, sales_base: 0, volume: 0, volume_base: 0 })

/** Sales and volume per month in [from, to], and the number of items with facts in the period. */
export function monthlyFigures(s: FactScope, from: string, to: string, period: PeriodMonths): { months: Map<string, MonthFigures>; items: number } {
  const b = bounds(period)
  const byMonth = new Map<number, MonthFigures>()
  const items = new Set<number>()
  scan(s, monthIndex(from), monthIndex(to), (f, seg, r, m, fi) => {
    let t = byMonth.get(m)
    if (!t) byMonth.set(m, (t = { sales: 0, volume: 0 }))
    t.sales += f.data.amt[r]
    t.volume += f.data.qty[r]
    if (m >= b.ps && m <= b.pe) items.add(itemKey(fi, f, seg))
  })
  const months = new Map<string, MonthFigures>()
  for (const [m, t] of byMonth) months.set(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, t)
  return { months, items: items.size }
}

/** Period and base sums per leaf category. */
export function leafFigures(s: FactScope, p: PeriodMonths): Map<number, PeriodFigures> {
  const b = bounds(p)
  const out = new Map<number, PeriodFigures>()
  scan(s, b.lo, b.hi, (f, seg, r, m) => {
    if (!counts(m, b)) return
    const leaf = f.data.segCategory[seg]
    let t = out.get(leaf)
    if (!t) out.set(leaf, (t = zero()))
    addRow(t, f.data, r, m, b)
  })
  return out
}

export interface BrandFigures extends PeriodFigures {
  key: number
  brand_id: number
}

/** Period and base sums per (source key, brand); the caller names and merges them. */
export function brandFigures(s: FactScope, p: PeriodMonths): BrandFigures[] {
  const b = bounds(p)
  const out = new Map<string, BrandFigures>()
  scan(s, b.lo, b.hi, (f, seg, r, m) => {
    if (!counts(m, b)) return
    const brand = f.data.segBrand[seg]
    const id = `${f.key}:${brand}`
    let t = out.get(id)
    if (!t) out.set(id, (t = { key: f.key, brand_id: brand, ...zero() }))
    addRow(t, f.data, r, m, b)
  })
  return [...out.values()]
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

/** Growth for sorting: 'new' items (no base) rank as infinite growth, like compareGrowth. */
const growthOf = (r: ItemFigures) => (r.sales_base === 0 ? Infinity : (r.sales - r.sales_base) / r.sales_base)
const SORT_VALUE: Record<ItemSort, (r: ItemFigures) => number> = {
  sales: (r) => r.sales,
  volume: (r) => r.volume,
  price: (r) => r.price,
  growth: growthOf,
}

/** Per item: the period and base sums, and its (first) source, brand, leaf and price. */
function itemFigures(s: FactScope, p: PeriodMonths): Map<number, ItemFigures> {
  const b = bounds(p)
  const out = new Map<number, ItemFigures>()
  scan(s, b.lo, b.hi, (f, seg, r, m, fi) => {
    if (!counts(m, b)) return
    const k = itemKey(fi, f, seg)
    let t = out.get(k)
    if (!t) {
      const d = f.data
      const at = d.segItem[seg]
      t = { key: f.key, item_id: d.itemIds[at], brand_id: d.segBrand[seg], category_id: d.segCategory[seg], price: d.priceCents[at] / 100, title: d.titles[at], ...zero() }
      out.set(k, t)
    }
    addRow(t, f.data, r, m, b)
  })
  return out
}

/** Decimal ids (no leading zeros) in numeric order: the shorter is smaller, then digit by digit. */
function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0
}

/** The items selling in the period, sorted (item id breaks ties): a page of the list is a slice of it. */
export function sortedItems(s: FactScope, p: PeriodMonths, sort: ItemSort, asc: boolean): ItemFigures[] {
  const selling = [...itemFigures(s, p).values()].filter((r) => r.sales > 0)
  const value = SORT_VALUE[sort]
  const dir = asc ? 1 : -1
  selling.sort((a, b) => {
    const va = value(a)
    const vb = value(b)
    return va === vb ? compareIds(a.item_id, b.item_id) : (va < vb ? -1 : 1) * dir
  })
  return selling
}

/** Items with facts in the period (selling or not). */
export function itemCount(s: FactScope, p: PeriodMonths): number {
  const b = bounds(p)
  const items = new Set<number>()
  scan(s, b.ps, b.pe, (f, seg, _r, _m, fi) => items.add(itemKey(fi, f, seg)))
  return items.size
}

/** Brand names of a fact source, for naming brandFigures rows. */
export async function brandNames(store: Analytics, source: string): Promise<Map<number, string>> {
  const rows = await store.rows<{ brand_id: unknown; name: string }>(
    `SELECT brand_id, name FROM ${DB}.brands WHERE platform = {src:String}`, { src: source })
  return new Map(rows.map((r) => [num(r.brand_id), r.name]))
}
