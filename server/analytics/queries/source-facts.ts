// Every fact of one source held in this process, ordered by item, read once per data version.
// A never-seen expression then costs a title match (title-index.ts) and a walk over its items'
// rows: no query to the engine, whose first row alone costs several ms, and no per-expression copy.
// Reading the facts as JSON cost ~1 µs a row on the main thread (106 of a new expression's 141 ms);
// RowBinary arrives as bytes read with a DataView: 2.5 M rows in under a second, mostly engine time.
//
// Layout (~10 bytes a fact row, ~130 bytes a segment, plus each item's id and title):
//   items     — sorted by category path, then id: id (decimal string), title, price in cents;
//   segments  — runs of one item's rows with the same category and brand (the importer copies both
//               from the item, so almost always one run per item), with those attributes and
//               their sums over the common periods (period-windows.ts);
//   rows      — month, sales, volume; each segment's rows are contiguous and in month order.
import { RowBinary } from '../row-binary'
import { buildTitleIndex, type TitleIndex } from './title-index'
import { buildPeriodWindows, type PeriodWindows } from './period-windows'
import type { SourceBytes } from './source-facts-read'
import { buildItemWords, type ItemWords } from './item-words'

export interface SourceFacts {
  source: string
  /**
   * Item ids as decimal strings, exact: Douyin product ids have 19 digits, past 2⁵³, where a
   * double rounds them to multiples of 512 and merges items.
   */
  itemIds: string[]
  titles: string[]
  priceCents: Float64Array
  /** the segments of item i are itemSegments[i] .. itemSegments[i + 1] - 1 */
  itemSegments: Uint32Array
  segItem: Uint32Array
  // Category ids in doubles: Amazon browse-node ids pass 2³² (7141123011), and a double holds every
  // id the importer accepts (below 2⁵³).
  segCategory: Float64Array
  segL1: Float64Array
  segL2: Float64Array
  /** brand ids are the store's own (UInt32, numbered by the generator and the importer) */
  segBrand: Uint32Array
  /**
   * Each segment's leaf and brand as dense slots (leafIds[slot], brandIds[slot]): the breakdowns
   * sum into arrays indexed by slot, where a map keyed by id cost most of a read on ten times the data.
   */
  segLeafSlot: Uint32Array
  leafIds: Float64Array
  segBrandSlot: Uint32Array
  brandIds: Uint32Array
  /** the rows of segment s are segRows[s] .. segRows[s + 1] - 1 */
  segRows: Uint32Array
  /**
   * Each segment's first and last month (0 for a segment without rows): the trend reads a segment
   * with a row every month between them as one stretch of rows without reading its months.
   */
  segFirstMonth: Uint16Array
  segLastMonth: Uint16Array
  /** year * 12 + month - 1 */
  month: Uint16Array
  /**
   * Sales in 32 bits when every row's fit (any generated and most real data: 4.29 billion a month
   * of one item), else in doubles: a third fewer bytes for the trend to read, 4 bytes a row less
   */
  amt: Float64Array | Uint32Array
  qty: Uint32Array
  /**
   * Category id (level 1, level 2 or leaf) → its items [from, to): items are ordered by category
   * path, so each category's items are one run of indexes.
   */
  categoryRuns: Map<number, [number, number]>
  /** items (ascending) with a fact in another category than the one their place says */
  strays: Uint32Array
  /** 1 for a stray item: only a stray's segments need the category test of a read */
  strayFlags: Uint8Array
  /** each segment's sums over the periods most reads ask for (period-windows.ts) */
  windows: PeriodWindows
  index: TitleIndex
  /** the ranked words of each item's title */
  words: ItemWords
}

/** 'YYYY-MM' → the month index of SourceFacts.month. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
}

/** Lays out the bytes of readSourceBytes as columns and builds the title index (main thread). */
export function buildSourceFacts({ source, items: itemBytes, facts: factBytes, words: wordBytes }: SourceBytes): SourceFacts {
  const itemIds: string[] = []
  const titles: string[] = []
  const prices: number[] = []
  const paths: [number, number, number][] = []
  for (const r = new RowBinary(itemBytes); !r.done; ) {
    itemIds.push(r.string())
    titles.push(r.string())
    prices.push(r.u64())
    paths.push([r.u64(), r.u64(), r.u64()])
  }
  const items = itemIds.length

  // 4 + 8 + 8 + 8 + 4 + 2 + 8 + 4 bytes a row
  const rows = factBytes.length / 46
  const month = new Uint16Array(rows)
  const amt = new Float64Array(rows)
  const qty = new Uint32Array(rows)
  const segs: { item: number; category: number; l1: number; l2: number; brand: number; start: number }[] = []
  const r = new RowBinary(factBytes)
  for (let i = 0; i < rows; i++) {
    const item = r.u32()
    const category = r.u64()
    const l1 = r.u64()
    const l2 = r.u64()
    const brand = r.u32()
    month[i] = r.u16()
    amt[i] = r.u64()
    qty[i] = r.u32()
    const last = segs[segs.length - 1]
    if (!last || last.item !== item || last.category !== category || last.brand !== brand) {
      segs.push({ item, category, l1, l2, brand, start: i })
    }
  }

  const n = segs.length
  const segItem = new Uint32Array(n)
  const segCategory = new Float64Array(n)
  const segL1 = new Float64Array(n)
  const segL2 = new Float64Array(n)
  const segBrand = new Uint32Array(n)
  const segRows = new Uint32Array(n + 1)
  const itemSegments = new Uint32Array(items + 1)
  segs.forEach((s, k) => {
    segItem[k] = s.item
    segCategory[k] = s.category
    segL1[k] = s.l1
    segL2[k] = s.l2
    segBrand[k] = s.brand
    segRows[k] = s.start
    itemSegments[s.item + 1]++
  })
  segRows[n] = rows
  const amtRows = amt.every((x) => x <= 0xffffffff) ? Uint32Array.from(amt) : amt
  for (let i = 0; i < items; i++) itemSegments[i + 1] += itemSegments[i]

  // each category's run of items; an item with a fact in another category than its own (an import
  // may move an item and keep its old facts) is a stray, scanned whatever the category asked
  const runs = new Map<number, [number, number]>()
  paths.forEach((path, i) => {
    for (const id of path) {
      const run = runs.get(id)
      if (run) run[1] = i + 1
      else runs.set(id, [i, i + 1])
    }
  })
  const strays: number[] = []
  for (let i = 0; i < items; i++) {
    const [l1, l2, leaf] = paths[i]
    for (let k = itemSegments[i]; k < itemSegments[i + 1]; k++) {
      if (segL1[k] !== l1 || segL2[k] !== l2 || segCategory[k] !== leaf) {
        strays.push(i)
        break
      }
    }
  }

  const strayFlags = new Uint8Array(items)
  for (const i of strays) strayFlags[i] = 1
  const leaves = slots(segCategory)
  const brands = slots(segBrand)
  return {
    source,
    itemIds,
    titles,
    priceCents: Float64Array.from(prices),
    itemSegments,
    segItem,
    segCategory,
    segL1,
    segL2,
    segBrand,
    segLeafSlot: leaves.slotOf,
    leafIds: Float64Array.from(leaves.ids),
    segBrandSlot: brands.slotOf,
    brandIds: Uint32Array.from(brands.ids),
    segRows,
    ...monthSpans(segRows, month),
    month,
    amt: amtRows,
    qty,
    categoryRuns: runs,
    strays: Uint32Array.from(strays),
    strayFlags,
    windows: buildPeriodWindows(segRows, month, amtRows, qty),
    index: buildTitleIndex(titles),
    words: buildItemWords(wordBytes, items),
  }
}

/** Each segment's first and last month (SourceFacts.segFirstMonth, segLastMonth). */
export function monthSpans(segRows: Uint32Array, month: Uint16Array): { segFirstMonth: Uint16Array; segLastMonth: Uint16Array } {
  const segs = Math.max(0, segRows.length - 1)
  const segFirstMonth = new Uint16Array(segs)
  const segLastMonth = new Uint16Array(segs)
  for (let seg = 0; seg < segs; seg++) {
    if (segRows[seg + 1] === segRows[seg]) continue
    segFirstMonth[seg] = month[segRows[seg]]
    segLastMonth[seg] = month[segRows[seg + 1] - 1]
  }
  return { segFirstMonth, segLastMonth }
}

/** Dense slots for the distinct values of `values`, in first-seen order. */
function slots(values: ArrayLike<number>): { slotOf: Uint32Array; ids: number[] } {
  const slotOf = new Uint32Array(values.length)
  const slot = new Map<number, number>()
  const ids: number[] = []
  for (let i = 0; i < values.length; i++) {
    let k = slot.get(values[i])
    if (k === undefined) {
      k = ids.length
      slot.set(values[i], k)
      ids.push(values[i])
    }
    slotOf[i] = k
  }
  return { slotOf, ids }
}

/** A source with no items (a platform the data does not carry yet): every expression matches nothing. */
export function emptySourceFacts(source: string): SourceFacts {
  return {
    source,
    itemIds: [],
    titles: [],
    priceCents: new Float64Array(0),
    itemSegments: new Uint32Array(1),
    segItem: new Uint32Array(0),
    segCategory: new Float64Array(0),
    segL1: new Float64Array(0),
    segL2: new Float64Array(0),
    segBrand: new Uint32Array(0),
    segLeafSlot: new Uint32Array(0),
    leafIds: new Float64Array(0),
    segBrandSlot: new Uint32Array(0),
    brandIds: new Uint32Array(0),
    segRows: new Uint32Array(1),
    segFirstMonth: new Uint16Array(0),
    segLastMonth: new Uint16Array(0),
    month: new Uint16Array(0),
    amt: new Float64Array(0),
    qty: new Uint32Array(0),
    categoryRuns: new Map(),
    strays: new Uint32Array(0),
    strayFlags: new Uint8Array(0),
    windows: buildPeriodWindows(new Uint32Array(1), new Uint16Array(0), new Float64Array(0), new Uint32Array(0)),
    index: buildTitleIndex([]),
    words: buildItemWords(Buffer.alloc(0), 0),
  }
}

/** Bytes held by a source's facts and index (typed arrays and strings, roughly), for the logs and the bench. */
export function sourceFactsBytes(d: SourceFacts): number {
  const arrays = [
    d.priceCents,
    d.itemSegments,
    d.segItem,
    d.segCategory,
    d.segL1,
    d.segL2,
    d.segBrand,
    d.segLeafSlot,
    d.segBrandSlot,
    d.segRows,
    d.segFirstMonth,
    d.segLastMonth,
    d.month,
    d.amt,
    d.qty,
    d.windows.present,
    ...d.windows.amt,
    ...d.windows.qty,
    d.words.start,
    d.words.ids,
  ]
  let bytes = arrays.reduce((sum, a) => sum + a.byteLength, 0)
  for (let i = 0; i < d.itemIds.length; i++) bytes += 2 * (d.itemIds[i].length + d.titles[i].length) + 32
  return bytes + d.index.bytes
}
