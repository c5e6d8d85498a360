// The memory execution reads the periods most requests ask for (the latest month, the latest three
// months, and each a year earlier) from sums kept per segment, and the trend of a segment with a
// row every month as one stretch of rows. Both are shortcuts: every read must give what summing the
// rows month by month gives, for those periods and any other, for segments with gaps in their
// months, items of several segments, brand and category filters.
import type { CategoryFilter, FactScope, PeriodMonths } from '../analytics/queries/concept-facts'
import { itemCount, sortedItems } from '../analytics/queries/item-list'
import { monthlyFigures } from '../analytics/queries/monthly-figures'
import { buildPeriodWindows } from '../analytics/queries/period-windows'
import { brandFigures, leafFigures } from '../analytics/queries/slot-sums'
import { matchedFacts } from '../analytics/queries/expr-facts'
import { monthSpans, type SourceFacts } from '../analytics/queries/source-facts'
import { buildTitleIndex } from '../analytics/queries/title-index'
import { buildItemWords } from '../analytics/queries/item-words'

const LATEST = 2026 * 12 + 9 // 2026-10
const monthName = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Seg {
  item: number
  leaf: number
  brand: number
  rows: [number, number, number][]
}

/**
 * 300 items under level 1 (1 or 2), level 2 (l1 × 10 + 1) and leaves (l2 × 10 + 1 or 2), ordered by
 * that path; most with one segment whose rows run every month over a stretch, some with gaps, some
 * with a second segment of another brand; rows of 0 sales too.
 */
function generated(seed: number): SourceFacts {
  const rnd = random(seed)
  const pick = (n: number) => Math.floor(rnd() * n)
  const segs: Seg[] = []
  const leafOf: number[] = []
  for (let item = 0; item < 300; item++) {
    const l1 = item < 150 ? 1 : 2
    const leaf = (l1 * 10 + 1) * 10 + (item % 150 < 90 ? 1 : 2)
    leafOf.push(leaf)
    for (let k = 0, n = rnd() < 0.15 ? 2 : 1; k < n; k++) {
      const first = LATEST - 40 + pick(44)
      const last = Math.min(LATEST, first + pick(30))
      const gaps = rnd() < 0.25
      const rows: [number, number, number][] = []
      for (let m = first; m <= last; m++) {
        if (gaps && rnd() < 0.4) continue
        rows.push([m, rnd() < 0.1 ? 0 : 1 + pick(5000), pick(300)])
      }
      segs.push({ item, leaf, brand: 1 + ((item + k * 7) % 9), rows })
    }
  }
  const month: number[] = []
  const amt: number[] = []
  const qty: number[] = []
  const segRows = [0]
  for (const s of segs) {
    for (const [m, a, q] of s.rows) {
      month.push(m)
      amt.push(a)
      qty.push(q)
    }
    segRows.push(month.length)
  }
  const itemSegments = new Uint32Array(301)
  for (const s of segs) itemSegments[s.item + 1]++
  for (let i = 0; i < 300; i++) itemSegments[i + 1] += itemSegments[i]
  const leafIds = [111, 112, 211, 212]
  const runs = new Map<number, [number, number]>([
    [1, [0, 150]],
    [11, [0, 150]],
    [111, [0, 90]],
    [112, [90, 150]],
    [2, [150, 300]],
    [21, [150, 300]],
    [211, [150, 240]],
    [212, [240, 300]],
  ])
  const rowsOf = {
    segRows: Uint32Array.from(segRows),
    month: Uint16Array.from(month),
    // sales are held in 32 bits when every row's fit (source-facts.ts): both kinds are read here
    amt: seed % 2 === 0 ? Uint32Array.from(amt) : Float64Array.from(amt),
    qty: Uint32Array.from(qty),
  }
  const titles = leafOf.map((_, i) => `t${i}`)
  return {
    source: 'all',
    itemIds: leafOf.map((_, i) => String(1000 + i)),
    titles,
    words: buildItemWords(Buffer.alloc(0), titles.length),
    priceCents: Float64Array.from(leafOf, (_, i) => 100 + i),
    itemSegments,
    segItem: Uint32Array.from(segs, (s) => s.item),
    segCategory: Float64Array.from(segs, (s) => s.leaf),
    segL1: Float64Array.from(segs, (s) => Math.floor(s.leaf / 100)),
    segL2: Float64Array.from(segs, (s) => Math.floor(s.leaf / 10)),
    segBrand: Uint32Array.from(segs, (s) => s.brand),
    segLeafSlot: Uint32Array.from(segs, (s) => leafIds.indexOf(s.leaf)),
    leafIds: Float64Array.from(leafIds),
    segBrandSlot: Uint32Array.from(segs, (s) => s.brand - 1),
    brandIds: Uint32Array.from({ length: 9 }, (_, i) => i + 1),
    ...rowsOf,
    ...monthSpans(rowsOf.segRows, rowsOf.month),
    categoryRuns: runs,
    strays: new Uint32Array(0),
    strayFlags: new Uint8Array(300),
    windows: buildPeriodWindows(rowsOf.segRows, rowsOf.month, rowsOf.amt, rowsOf.qty),
    index: buildTitleIndex(titles),
  }
}

/** The same facts without the kept sums: every read sums rows. */
const withoutWindows = (d: SourceFacts): SourceFacts => ({
  ...d,
  windows: buildPeriodWindows(new Uint32Array(1), new Uint16Array(0), new Float64Array(0), new Uint32Array(0)),
})

const period = (start: number, end: number): PeriodMonths => ({
  start: monthName(start),
  end: monthName(end),
  baseStart: monthName(start - 12),
  baseEnd: monthName(end - 12),
})

const PERIODS: [string, PeriodMonths][] = [
  ['the latest month', period(LATEST, LATEST)],
  ['the latest three months', period(LATEST - 2, LATEST)],
  ['an earlier month', period(LATEST - 1, LATEST - 1)],
  ['three months ending earlier', period(LATEST - 3, LATEST - 1)],
  ['a custom range', period(LATEST - 8, LATEST)],
]

const FILTERS: [string, CategoryFilter, number][] = [
  ['all categories', { all: true, l1: [], l2: [], leaves: [] }, 0],
  ['a level 1', { all: false, l1: [2], l2: [], leaves: [] }, 0],
  ['a leaf and a brand', { all: false, l1: [], l2: [], leaves: [112] }, 4],
]

/** Every row of the scope's items summed plainly: what each read must give. */
function plainSums(d: SourceFacts, items: Uint32Array, c: CategoryFilter, brand: number, p: PeriodMonths, from: number, to: number) {
  const [ps, pe, bs, be] = [p.start, p.end, p.baseStart, p.baseEnd].map((m) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1)
  const months = new Map<string, { sales: number; volume: number }>()
  const leaves = new Map<number, number[]>()
  const brands = new Map<number, number[]>()
  const perItem = new Map<number, number[]>()
  const inPeriod = new Set<number>()
  for (const item of items) {
    for (let seg = d.itemSegments[item]; seg < d.itemSegments[item + 1]; seg++) {
      const passes =
        (c.all || c.l1.includes(d.segL1[seg]) || c.l2.includes(d.segL2[seg]) || c.leaves.includes(d.segCategory[seg])) &&
        (brand === 0 || d.segBrand[seg] === brand)
      if (!passes) continue
      for (let r = d.segRows[seg]; r < d.segRows[seg + 1]; r++) {
        const m = d.month[r]
        if (m >= from && m <= to) {
          const f = months.get(monthName(m)) ?? { sales: 0, volume: 0 }
          months.set(monthName(m), { sales: f.sales + d.amt[r], volume: f.volume + d.qty[r] })
        }
        const inP = m >= ps && m <= pe
        const inB = m >= bs && m <= be
        if (!inP && !inB) continue
        if (inP) inPeriod.add(item)
        const add = (map: Map<number, number[]>, key: number) => {
          const f = map.get(key) ?? [0, 0, 0, 0]
          if (inP) {
            f[0] += d.amt[r]
            f[2] += d.qty[r]
          }
          if (inB) {
            f[1] += d.amt[r]
            f[3] += d.qty[r]
          }
          map.set(key, f)
        }
        add(leaves, d.segCategory[seg])
        add(brands, d.segBrand[seg])
        add(perItem, item)
      }
    }
  }
  return { months, leaves, brands, perItem, inPeriod }
}

const asFigures = ([sales, sales_base, volume, volume_base]: number[]) => ({ sales, sales_base, volume, volume_base })

describe.each([1, 2, 3])('generated facts, seed %i', (seed) => {
  const data = generated(seed)
  // the expression's matched items: about two in three
  const rnd = random(seed * 101)
  const items = Uint32Array.from({ length: 300 }, (_, i) => i).filter(() => rnd() < 0.65)

  test('the kept sums cover the latest month and three months, and a year earlier', () => {
    expect(data.windows.ranges).toEqual([
      [LATEST, LATEST],
      [LATEST - 12, LATEST - 12],
      [LATEST - 2, LATEST],
      [LATEST - 14, LATEST - 12],
    ])
  })

  describe.each(PERIODS)('%s', (_name, p) => {
    test.each(FILTERS)('%s: trend, breakdowns, items and their count are the plain sums, kept sums or not', (_f, categories, brand) => {
      const from = Number(p.baseStart.slice(0, 4)) * 12 + Number(p.baseStart.slice(5, 7)) - 1 - 10
      const plain = plainSums(data, items, categories, brand, p, from, LATEST)
      for (const d of [data, withoutWindows(data)]) {
        const scope: FactScope = {
          facts: [matchedFacts(d, items, 1)],
          keys: [1],
          categories,
          sourceCategories: [null],
          brands: brand ? [brand] : null,
        }
        const trend = monthlyFigures(scope, monthName(from), monthName(LATEST), p)
        expect([...trend.months].sort()).toEqual([...plain.months].sort())
        expect(trend.items).toBe(plain.inPeriod.size)
        expect(itemCount(scope, p)).toBe(plain.inPeriod.size)
        expect(new Map([...leafFigures(scope, p)].sort())).toEqual(new Map([...plain.leaves].sort().map(([k, f]) => [k, asFigures(f)])))
        expect(brandFigures(scope, p).sort((a, b) => a.brand_id - b.brand_id)).toEqual(
          [...plain.brands].sort(([a], [b]) => a - b).map(([brand_id, f]) => ({ key: 1, brand_id, ...asFigures(f) })),
        )
        const selling = [...plain.perItem].filter(([, f]) => f[0] > 0)
        const list = sortedItems(scope, p, 'sales', false)
        expect(list.total).toBe(selling.length)
        expect(list.page(0, 1000).map((r) => [Number(r.item_id) - 1000, [r.sales, r.sales_base, r.volume, r.volume_base]])).toEqual(
          selling.sort(([ia, a], [ib, b]) => b[0] - a[0] || ia - ib),
        )
      }
    })
  })
})
