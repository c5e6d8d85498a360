// The answers of the concept calls, built from the reads of analytics/queries/concept-facts and
// the in-memory category trees: trend + summary, category breakdown, brands, a page of items.
import type {
  BrandCloud,
  BrandShareRow,
  CategoryBreakdown,
  CategoryShareRow,
  CommodityPage,
  ConceptScope,
  ConceptSearchResult,
} from '../../types'
import { SALES_TREND_MONTHS, TOP_N } from '../../src/domain/constants'
import { sharePercent, changePercent, absoluteChange } from '../../src/domain/growth'
import { shiftMonth } from '../../src/domain/months'
import { currencyOf } from '../../src/domain/format'
import { baseComplete, periodMonthsWithoutData } from '../../src/domain/missing-months'
import { leavesOf, topmostNodes, treeSourceOf, type CategoryRecord, type TreeSource } from '../analytics/catalog'
import { sortedPrefix } from '../analytics/queries/sorted-prefix'
import type { BrandFigures, ItemSort, PeriodFigures } from '../analytics/queries/concept-facts'
import { addFigures, growthFigures, periodFromMonths, summaryOf, trendPoints, ZERO } from './growth-figures'
import type { AppContext } from '../context'
import { canViewCategory } from '../permissions'
import { platformBrandId, type ResolvedConcept } from './search-request'
import { hintMessage } from './concept-hint'

export function scopeOf(r: ResolvedConcept): ConceptScope {
  const p = r.period
  return {
    word: r.concept.text,
    words: r.concept.words,
    plat: r.plat,
    cid: r.nodes.map((n) => n.id),
    category_names: r.nodes.map((n) => n.name),
    category_names_en: r.nodes.map((n) => n.nameEn || n.name),
    all_categories: r.allCategories,
    start: p.start,
    end: p.end,
    base_start: p.baseStart,
    base_end: p.baseEnd,
    is_multi_month: p.isMulti,
    partial: p.end >= r.partialFrom,
    missing_months: periodMonthsWithoutData(p, r.dataFrom),
    currency: currencyOf(r.plat),
    hint: r.hint,
    hint_msg: hintMessage(r.hint, r.lang),
  }
}

/** Whether the base of the answer's period holds data in every month (else it is unknown: "no data is not zero"). */
export const baseKnown = (r: ResolvedConcept) => baseComplete(r.period, r.dataFrom)

export async function searchAnswer(r: ResolvedConcept): Promise<ConceptSearchResult> {
  const p = r.period
  // the trend's first point needs its month a year earlier (yoy) and the month before (mom)
  const trendFrom = shiftMonth(p.end, -(SALES_TREND_MONTHS + 12))
  const from = trendFrom < p.baseStart ? trendFrom : p.baseStart
  const { months, items } = await r.reads().monthly(from, p.end, p)
  return {
    ...scopeOf(r),
    summary: summaryOf(periodFromMonths(months, p.start, p.end), { baseKnown: baseKnown(r), items, minItems: r.minItems }),
    min_items: r.minItems,
    trend: trendPoints(months, p.end, SALES_TREND_MONTHS, r.partialFrom, r.dataFrom, r.privileges.earliest_month),
  }
}

/** The rows of a breakdown: children of each chosen category (a leaf stands for itself); with none chosen, the visible tops. */
function breakdownNodes(ctx: AppContext, r: ResolvedConcept): CategoryRecord[] {
  const tree = ctx.catalog.tree(treeSourceOf(r.plat))
  let rows: CategoryRecord[]
  if (r.allCategories) rows = [...tree.values()].filter((n) => n.level === 1)
  else if (r.defaultCategories) rows = r.nodes
  else {
    const chosen = new Set(r.nodes.map((n) => n.id))
    const outer = topmostNodes(r.nodes, chosen)
    rows = outer.flatMap((n) => (n.children.length ? n.children.map((c) => tree.get(c)).filter((c): c is CategoryRecord => !!c) : [n]))
  }
  // never a row of a category the caller may not see
  return rows.filter((n) => canViewCategory(r.account, r.plat, n))
}

/** The concept's period and base sums under each row of the breakdown (breakdownNodes), and over every leaf read. */
export function categorySums(
  ctx: AppContext,
  r: ResolvedConcept,
  byLeaf: Map<number, PeriodFigures>,
): { rows: { node: CategoryRecord; f: PeriodFigures }[]; total: PeriodFigures } {
  const tree = ctx.catalog.tree(treeSourceOf(r.plat))
  const rows = breakdownNodes(ctx, r).map((node) => {
    let f = { ...ZERO }
    for (const leaf of leavesOf(tree, node)) {
      const hit = byLeaf.get(leaf)
      if (hit) f = addFigures(f, hit)
    }
    return { node, f }
  })
  return { rows, total: rows.reduce((t, row) => addFigures(t, row.f), { ...ZERO }) }
}

export async function breakdownAnswer(ctx: AppContext, r: ResolvedConcept): Promise<CategoryBreakdown> {
  const { rows: sums, total } = categorySums(ctx, r, await r.reads().leaves(r.period))
  const rows: CategoryShareRow[] = sums.map(({ node, f }) => ({
    ...growthFigures(f, { baseKnown: baseKnown(r) }),
    category_id: node.id,
    name: node.name,
    name_en: node.nameEn,
    level: node.level,
    is_parent: node.isParent,
    share: sharePercent(f.sales, total.sales),
  }))
  rows.sort((a, b) => b.sales - a.sales || a.category_id - b.category_id)
  return { ...scopeOf(r), total_sales: total.sales, total_sales_base: baseKnown(r) ? total.sales_base : null, rows }
}

/** Brand names per source key (the keys follow r.sources). */
function brandNamer(ctx: AppContext, r: ResolvedConcept, keys: number[]): (key: number, id: number) => string {
  const sourceOf = new Map(keys.map((k, i) => [k, r.sources[i] as TreeSource]))
  return (key, id) => ctx.catalog.brandName(sourceOf.get(key) as TreeSource, id) ?? String(id)
}

/**
 * The brand rows of a read merged by name: combined platforms (tbjd, tbjddy) sum a brand's figures
 * over its sources, under the id its first source gives that name (the id a brand filter on the
 * platform takes); and the sum of every row.
 */
export function mergedBrands(
  ctx: AppContext,
  r: ResolvedConcept,
  keys: number[],
  rows: BrandFigures[],
): { brands: Map<string, { brand_id: number; f: PeriodFigures }>; total: PeriodFigures } {
  const nameOf = brandNamer(ctx, r, keys)
  const merged = new Map<string, { brand_id: number; f: PeriodFigures }>()
  let total = { ...ZERO }
  for (const row of rows) {
    const name = nameOf(row.key, row.brand_id)
    const prev = merged.get(name)
    const id = prev?.brand_id ?? platformBrandId(ctx, r.sources, name, row.brand_id)
    merged.set(name, { brand_id: id, f: addFigures(prev?.f ?? ZERO, row) })
    total = addFigures(total, row)
  }
  return { brands: merged, total }
}

export async function brandAnswer(ctx: AppContext, r: ResolvedConcept, top = TOP_N): Promise<BrandCloud> {
  const reads = r.reads()
  const { brands: merged, total } = mergedBrands(ctx, r, reads.keys, await reads.brands(r.period))
  const selling = [...merged.entries()].filter(([, b]) => b.f.sales > 0)
  // the top few of what may be tens of thousands of brands: sorted only as far as shown
  const topOf = sortedPrefix(
    Uint32Array.from(selling.keys()),
    (a, b) => selling[b][1].f.sales - selling[a][1].f.sales || selling[a][0].localeCompare(selling[b][0]),
  )
  const out: BrandShareRow[] = Array.from(topOf(0, top), (k) => selling[k]).map(([name, b], i) => ({
    ...growthFigures(b.f, { baseKnown: baseKnown(r) }),
    rank: i + 1,
    brand_id: b.brand_id,
    name,
    share: sharePercent(b.f.sales, total.sales),
  }))
  return {
    ...scopeOf(r),
    total_sales: total.sales,
    total_sales_base: baseKnown(r) ? total.sales_base : null,
    brand_count: selling.length,
    rows: out,
  }
}

export interface ItemPaging {
  page: number
  pageSize: number
  sortby: ItemSort
  asc: 0 | 1
}

export async function itemAnswer(ctx: AppContext, r: ResolvedConcept, paging: ItemPaging): Promise<CommodityPage> {
  const reads = r.reads()
  const tree = ctx.catalog.tree(treeSourceOf(r.plat))
  const offset = (paging.page - 1) * paging.pageSize
  const pageRows = await reads.items(r.period, paging.sortby, paging.asc === 1, paging.pageSize, offset)
  const nameOf = brandNamer(ctx, r, reads.keys)
  const knownBase = (base: number) => (baseKnown(r) ? base : null)
  const total = pageRows.rows.length || offset === 0 ? pageRows.total : await reads.itemCount(r.period)
  return {
    ...scopeOf(r),
    total,
    page: paging.page,
    page_size: paging.pageSize,
    sortby: paging.sortby,
    asc: paging.asc,
    rows: pageRows.rows.map((it, i) => {
      const cat = tree.get(it.category_id)
      return {
        rank: offset + i + 1,
        item_id: it.item_id,
        title: it.title,
        brand_id: it.brand_id,
        brand_name: nameOf(it.key, it.brand_id),
        category_id: it.category_id,
        category_name: cat?.name ?? '',
        category_name_en: cat?.nameEn ?? '',
        price: it.price,
        sales: it.sales,
        sales_base: knownBase(it.sales_base),
        sales_yoy: changePercent(it.sales, knownBase(it.sales_base)),
        sales_change: absoluteChange(it.sales, knownBase(it.sales_base)),
        volume: it.volume,
      }
    }),
  }
}
