// The four reads of a concept's detail page, over the expression's own partitions of search_facts
// (search-index.ts): monthly trend, category breakdown, brands, and a page of items. Each is one
// query; period and base sums come from one pass with sumIf. Months are 'YYYY-MM'.
import { DB, num, type Analytics } from '../client'

/** Which categories: level-1 ids, level-2 ids and leaf ids (deeper nodes expanded to their leaves); all = no filter. */
export interface CategoryFilter {
  all: boolean
  l1: number[]
  l2: number[]
  leaves: number[]
}

export interface FactScope {
  /** partition keys of the expression (one per fact source) */
  keys: number[]
  categories: CategoryFilter
  /** only this brand; 0 = every brand */
  brand: number
}

export interface PeriodMonths {
  start: string
  end: string
  baseStart: string
  baseEnd: string
}

const d = (month: string) => `${month}-01`

function where(s: FactScope): { sql: string; params: Record<string, unknown> } {
  const c = s.categories
  const cat = c.all ? '1' : `(cat_l1 IN {l1:Array(UInt64)} OR cat_l2 IN {l2:Array(UInt64)} OR category_id IN {leaves:Array(UInt64)})`
  return {
    sql: `key IN {keys:Array(UInt32)} AND ${cat} AND ({brand:UInt32} = 0 OR brand_id = {brand:UInt32})`,
    params: { keys: s.keys, l1: c.l1, l2: c.l2, leaves: c.leaves, brand: s.brand },
  }
}

function periodParams(p: PeriodMonths) {
  return { ps: d(p.start), pe: d(p.end), bs: d(p.baseStart), be: d(p.baseEnd) }
}
const IN_PERIOD = 'month BETWEEN {ps:Date} AND {pe:Date}'
const IN_BASE = 'month BETWEEN {bs:Date} AND {be:Date}'
// search_facts names its measures amt / qty so that the sums can be called sales / volume
const PERIOD_SUMS = `sumIf(amt, ${IN_PERIOD}) AS sales, sumIf(amt, ${IN_BASE}) AS sales_base,
  sumIf(qty, ${IN_PERIOD}) AS volume, sumIf(qty, ${IN_BASE}) AS volume_base`

export interface MonthFigures {
  sales: number
  volume: number
}

/** Sales and volume per month in [from, to], and the number of items selling in the period. */
export async function monthlyFigures(store: Analytics, s: FactScope, from: string, to: string, period: PeriodMonths): Promise<{ months: Map<string, MonthFigures>; items: number }> {
  const w = where(s)
  // WITH ROLLUP adds one row (ym = 0) whose uniqExactIf counts the period's items over all months
  const rows = await store.rows<{ ym: unknown; sales: unknown; volume: unknown; items: unknown }>(
    `SELECT toYYYYMM(month) AS ym, sum(amt) AS sales, sum(qty) AS volume, uniqExactIf(item_id, ${IN_PERIOD}) AS items
     FROM ${DB}.search_facts
     WHERE ${w.sql} AND month BETWEEN {from:Date} AND {to:Date}
     GROUP BY ym WITH ROLLUP`,
    { ...w.params, ...periodParams(period), from: d(from), to: d(to) },
  )
  const months = new Map<string, MonthFigures>()
  let items = 0
  for (const r of rows) {
    const ym = num(r.ym)
    if (ym === 0) {
      items = num(r.items)
      continue
    }
    months.set(`${Math.floor(ym / 100)}-${String(ym % 100).padStart(2, '0')}`, { sales: num(r.sales), volume: num(r.volume) })
  }
  return { months, items }
}

export interface PeriodFigures {
  sales: number
  sales_base: number
  volume: number
  volume_base: number
}

function figures(r: Record<string, unknown>): PeriodFigures {
  return { sales: num(r.sales), sales_base: num(r.sales_base), volume: num(r.volume), volume_base: num(r.volume_base) }
}

/** Period and base sums per leaf category. */
export async function leafFigures(store: Analytics, s: FactScope, p: PeriodMonths): Promise<Map<number, PeriodFigures>> {
  const w = where(s)
  const rows = await store.rows<Record<string, unknown>>(
    `SELECT category_id, ${PERIOD_SUMS}
     FROM ${DB}.search_facts
     WHERE ${w.sql} AND (${IN_PERIOD} OR ${IN_BASE})
     GROUP BY category_id`,
    { ...w.params, ...periodParams(p) },
  )
  return new Map(rows.map((r) => [num(r.category_id), figures(r)]))
}

export interface BrandFigures extends PeriodFigures {
  key: number
  brand_id: number
}

/** Period and base sums per (partition, brand); the caller names and merges them. */
export async function brandFigures(store: Analytics, s: FactScope, p: PeriodMonths): Promise<BrandFigures[]> {
  const w = where(s)
  const rows = await store.rows<Record<string, unknown>>(
    `SELECT key, brand_id, ${PERIOD_SUMS}
     FROM ${DB}.search_facts
     WHERE ${w.sql} AND (${IN_PERIOD} OR ${IN_BASE})
     GROUP BY key, brand_id`,
    { ...w.params, ...periodParams(p) },
  )
  return rows.map((r) => ({ key: num(r.key), brand_id: num(r.brand_id), ...figures(r) }))
}

export type ItemSort = 'sales' | 'volume' | 'growth' | 'price'

// aliases differ from the column names: ClickHouse would read a same-named alias inside WHERE.
// 'new' items (no base) rank as infinite growth, like compareGrowth; item_id keeps pages stable.
const ITEM_ORDER: Record<ItemSort, string> = {
  sales: 'sales',
  volume: 'volume',
  price: 'price',
  growth: 'if(sales_base = 0, inf, (sales - sales_base) / sales_base)',
}

export interface ItemFigures extends PeriodFigures {
  key: number
  item_id: number
  brand_id: number
  category_id: number
  price: number
  title: string
}

/** One page of the items selling in the period, sorted; total counts every such item. */
export async function itemPage(store: Analytics, s: FactScope, p: PeriodMonths, sort: ItemSort, asc: boolean, limit: number, offset: number): Promise<{ total: number; rows: ItemFigures[] }> {
  const w = where(s)
  const dir = asc ? 'ASC' : 'DESC'
  const rows = await store.rows<Record<string, unknown>>(
    `SELECT pg.*, t.title AS title
     FROM (
       SELECT item_id, any(key) AS part, any(brand_id) AS brand, any(category_id) AS leaf,
              any(price_cents) AS price, ${PERIOD_SUMS}, count() OVER () AS total
       FROM ${DB}.search_facts
       WHERE ${w.sql} AND (${IN_PERIOD} OR ${IN_BASE})
       GROUP BY item_id
       HAVING sales > 0
       ORDER BY ${ITEM_ORDER[sort]} ${dir}, item_id ASC
       LIMIT {limit:UInt32} OFFSET {offset:UInt32}
     ) AS pg
     LEFT JOIN (SELECT item_id, title FROM ${DB}.search_items WHERE key IN {keys:Array(UInt32)}) AS t ON pg.item_id = t.item_id
     ORDER BY ${ITEM_ORDER[sort]} ${dir}, item_id ASC`,
    { ...w.params, ...periodParams(p), limit, offset },
  )
  const total = rows.length ? num(rows[0].total) : 0
  return {
    total,
    rows: rows.map((r) => ({
      key: num(r.part), item_id: num(r.item_id), brand_id: num(r.brand), category_id: num(r.leaf),
      price: num(r.price) / 100, title: String(r.title ?? ''), ...figures(r),
    })),
  }
}

/** Total items selling in the period (for a page past the end, where the page query returns no row). */
export async function itemCount(store: Analytics, s: FactScope, p: PeriodMonths): Promise<number> {
  const w = where(s)
  const [r] = await store.rows<{ n: unknown }>(
    `SELECT uniqExact(item_id) AS n FROM ${DB}.search_facts WHERE ${w.sql} AND ${IN_PERIOD}`,
    { ...w.params, ...periodParams(p) },
  )
  return num(r?.n)
}

/** Brand names of a fact source, for naming brandFigures rows. */
export async function brandNames(store: Analytics, source: string): Promise<Map<number, string>> {
  const rows = await store.rows<{ brand_id: unknown; name: string }>(
    `SELECT brand_id, name FROM ${DB}.brands WHERE platform = {src:String}`, { src: source })
  return new Map(rows.map((r) => [num(r.brand_id), r.name]))
}
