// The PLAIN scans the bench compares against: the same four reads straight over the facts, the
// concept matched with position() on every title (items joined by item_id), no index, no cache.
import { DB, type Analytics } from '../analytics/client'
import { GROWTH_ORDER } from '../analytics/ranking-order'
import { conceptCondition } from '../analytics/concept-sql'
import type { ConceptExpr } from '../../src/domain/expression'

export interface PlainQuery {
  source: string
  l1: number
  expr: ConceptExpr
  /** YYYY-MM */
  start: string
  end: string
  baseStart: string
  baseEnd: string
  trendFrom: string
}

function parts(q: PlainQuery) {
  const cond = conceptCondition(q.expr, 'title')
  const matched = `item_id IN (SELECT item_id FROM ${DB}.items WHERE platform = {src:String} AND ${cond.sql})`
  const params = {
    ...cond.params,
    src: q.source,
    l1: q.l1,
    ps: `${q.start}-01`,
    pe: `${q.end}-01`,
    bs: `${q.baseStart}-01`,
    be: `${q.baseEnd}-01`,
    tf: `${q.trendFrom}-01`,
  }
  const scope = `platform = {src:String} AND cat_l1 = {l1:UInt64}`
  const inPeriods = `(month BETWEEN {ps:Date} AND {pe:Date} OR month BETWEEN {bs:Date} AND {be:Date})`
  const sums = `sumIf(sales, month BETWEEN {ps:Date} AND {pe:Date}) AS s, sumIf(sales, month BETWEEN {bs:Date} AND {be:Date}) AS b`
  return { matched, params, scope, inPeriods, sums }
}

export const PLAIN: Record<'trend' | 'brands' | 'categories' | 'items', (store: Analytics, q: PlainQuery) => Promise<unknown[]>> = {
  trend(store, q) {
    const p = parts(q)
    return store.rows(
      `SELECT toYYYYMM(month) AS ym, sum(sales) AS s, sum(volume) AS v FROM ${DB}.facts
      WHERE ${p.scope} AND month BETWEEN {tf:Date} AND {pe:Date} AND ${p.matched} GROUP BY ym ORDER BY ym`,
      p.params,
    )
  },
  brands(store, q) {
    const p = parts(q)
    return store.rows(
      `SELECT brand_id, ${p.sums} FROM ${DB}.facts WHERE ${p.scope} AND ${p.inPeriods} AND ${p.matched}
      GROUP BY brand_id ORDER BY s DESC LIMIT 10`,
      p.params,
    )
  },
  categories(store, q) {
    const p = parts(q)
    return store.rows(
      `SELECT category_id, ${p.sums} FROM ${DB}.facts WHERE ${p.scope} AND ${p.inPeriods} AND ${p.matched}
      GROUP BY category_id`,
      p.params,
    )
  },
  items(store, q) {
    const p = parts(q)
    return store.rows(
      `SELECT pg.*, i.title FROM (
        SELECT item_id, ${p.sums}, count() OVER () AS total FROM ${DB}.facts
        WHERE ${p.scope} AND ${p.inPeriods} AND ${p.matched}
        GROUP BY item_id HAVING s > 0 ORDER BY s DESC, item_id LIMIT 20) AS pg
      LEFT JOIN (SELECT item_id, title FROM ${DB}.items WHERE platform = {src:String}) AS i ON pg.item_id = i.item_id`,
      p.params,
    )
  },
}

/**
 * The ranking list read straight from the precomputed table: the first page in the growth order,
 * then the 12-month sales of its words (what the product did before keeping partitions in memory).
 */
export async function plainRankingPage(
  store: Analytics,
  plat: string,
  catId: number,
  month: string,
  trendStart: string,
  limit: number,
): Promise<number> {
  const page = await store.rows<{ word: string }>(
    `SELECT word, sales, sales_base, volume, volume_base FROM ${DB}.concept_rank
     WHERE platform = {p:String} AND cat_id = {c:UInt64} AND is_multi_month = 0 AND month = {d:Date} AND rankable = 1
     ORDER BY ${GROWTH_ORDER} LIMIT {limit:UInt32}`,
    { p: plat, c: catId, d: `${month}-01`, limit },
  )
  const trend = await store.rows(
    `SELECT word, month, sales FROM ${DB}.concept_rank
     WHERE platform = {p:String} AND cat_id = {c:UInt64} AND is_multi_month = 0
       AND month BETWEEN {s:Date} AND {d:Date} AND word IN {words:Array(String)}`,
    { p: plat, c: catId, s: `${trendStart}-01`, d: `${month}-01`, words: page.map((r) => r.word) },
  )
  return page.length + trend.length
}

/**
 * The figures of the drivers tab straight over the facts, each a scan of its own as PLAIN's: the
 * category and brand splits, and each matched item's period and base summed per list price, per
 * item age and per ranked word of its title.
 */
export async function plainDrivers(store: Analytics, q: PlainQuery): Promise<number> {
  const p = parts(q)
  const perItem = `SELECT item_id, ${p.sums} FROM ${DB}.facts WHERE ${p.scope} AND ${p.inPeriods} AND ${p.matched} GROUP BY item_id`
  const answers = await Promise.all([
    PLAIN.categories(store, q),
    store.rows(
      `SELECT brand_id, ${p.sums} FROM ${DB}.facts WHERE ${p.scope} AND ${p.inPeriods} AND ${p.matched} GROUP BY brand_id`,
      p.params,
    ),
    store.rows(
      `SELECT i.price AS price, count() AS n, sum(t.s) AS ps, sum(t.b) AS pb FROM (${perItem}) AS t
       INNER JOIN (SELECT item_id, any(price) AS price FROM ${DB}.items WHERE platform = {src:String} GROUP BY item_id) AS i ON i.item_id = t.item_id
       GROUP BY price`,
      p.params,
    ),
    store.rows(
      `SELECT multiIf(s > 0 AND b = 0, 'new', s > 0, 'continuing', b > 0, 'stopped', '') AS age, count() AS n, sum(s) AS ps, sum(b) AS pb
       FROM (${perItem}) GROUP BY age`,
      p.params,
    ),
    store.rows(
      `SELECT w.word AS word, count() AS n, sum(t.s) AS ps, sum(t.b) AS pb FROM (${perItem}) AS t
       INNER JOIN (SELECT DISTINCT item_id, toString(word) AS word FROM ${DB}.item_words WHERE platform = {src:String}) AS w ON w.item_id = t.item_id
       GROUP BY word`,
      p.params,
    ),
  ])
  return answers.reduce((n, rows) => n + rows.length, 0)
}
