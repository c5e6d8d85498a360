// Reads of the precomputed concept ranking table: one page of one (platform, category, period),
// and the 12-month sales trend of the words on that page.
import { DB, num, type Analytics } from './client'
import { GROWTH_ORDER, SALES_ORDER } from '../dataset/sql-rankings'

export interface RankingQuery {
  plat: string
  catId: number
  isMulti: boolean
  /** last month of the period, YYYY-MM */
  month: string
  sortby: 'growth' | 'sales'
  limit: number
  offset: number
}

export interface RankedWord {
  word: string
  sales: number
  salesBase: number
  volume: number
  volumeBase: number
}

export async function rankingPage(store: Analytics, q: RankingQuery): Promise<{ total: number; rows: RankedWord[] }> {
  // the growth ranking lists rankable rows only (minimum base, or 'new' with enough sales)
  const order = q.sortby === 'sales' ? SALES_ORDER : GROWTH_ORDER
  const rows = await store.rows<Record<string, unknown>>(
    `SELECT word, sales, sales_base, volume, volume_base, count() OVER () AS total
     FROM ${DB}.concept_rank
     WHERE platform = {p:String} AND cat_id = {c:UInt64} AND is_multi_month = {m:UInt8} AND month = {d:Date}
       AND (rankable = 1 OR {all_rows:UInt8} = 1)
     ORDER BY ${order}
     LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
    { p: q.plat, c: q.catId, m: q.isMulti ? 1 : 0, d: `${q.month}-01`, all_rows: q.sortby === 'sales' ? 1 : 0, limit: q.limit, offset: q.offset },
  )
  let total = rows.length ? num(rows[0].total) : 0
  if (!rows.length && q.offset > 0) {
    const [c] = await store.rows<{ n: unknown }>(
      `SELECT count() AS n FROM ${DB}.concept_rank WHERE platform = {p:String} AND cat_id = {c:UInt64}
         AND is_multi_month = {m:UInt8} AND month = {d:Date} AND (rankable = 1 OR {all_rows:UInt8} = 1)`,
      { p: q.plat, c: q.catId, m: q.isMulti ? 1 : 0, d: `${q.month}-01`, all_rows: q.sortby === 'sales' ? 1 : 0 },
    )
    total = num(c?.n)
  }
  return {
    total,
    rows: rows.map((r) => ({
      word: String(r.word), sales: num(r.sales), salesBase: num(r.sales_base), volume: num(r.volume), volumeBase: num(r.volume_base),
    })),
  }
}

/** Monthly sales of each word in [start, end] (one-month periods), keyed by word then YYYY-MM. */
export async function monthlySales(store: Analytics, plat: string, catId: number, words: string[], start: string, end: string): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>()
  if (!words.length) return out
  const rows = await store.rows<{ word: string; m: string; sales: unknown }>(
    `SELECT word, formatDateTime(month, '%Y-%m') AS m, sales FROM ${DB}.concept_rank
     WHERE platform = {p:String} AND cat_id = {c:UInt64} AND is_multi_month = 0
       AND month BETWEEN {s:Date} AND {e:Date} AND word IN {words:Array(String)}`,
    { p: plat, c: catId, s: `${start}-01`, e: `${end}-01`, words },
  )
  for (const r of rows) {
    let byMonth = out.get(r.word)
    if (!byMonth) out.set(r.word, (byMonth = new Map()))
    byMonth.set(r.m, num(r.sales))
  }
  return out
}

export interface RankedWordWithTrend extends RankedWord {
  /** monthly sales keyed by YYYYMM */
  trend: Map<number, number>
}
