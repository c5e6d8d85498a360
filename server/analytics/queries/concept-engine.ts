// The detail reads of a concept computed inside ClickHouse: one query each, over the facts of the
// items whose titles match the expression (the condition of concept-sql.ts), with the request's
// category, per-source permission and brand filters, summed by month, leaf, brand or item there;
// the item page is sorted and cut with LIMIT there. Nothing per expression is held in this process.
// The figures are those of the memory execution (concept-facts.ts), field for field: sums of the
// same integers, the same 'new' growth order, the same tie-breaks.
import { DB, num, type Analytics } from '../client'
import type { BrandFigures, ItemFigures, ItemSort } from './concept-facts'
import type { ConceptReads, ReadScope } from './concept-reads'
import { engineFacets } from './engine-facets'
import { date, figuresOf, IN_BASE, IN_PERIOD, PERIOD_SUMS, periodParams, scopeSql, type SumRow } from './engine-scope'

// Growth as the memory execution computes it (doubles; no base = 'new' = +∞), and the order of equal
// values: the item id as a number, then the source's place.
const SORT_SQL: Record<ItemSort, string> = {
  sales: 's',
  volume: 'v',
  price: 'price_cents / 100',
  growth: `if(sb = 0, inf, (toFloat64(s) - toFloat64(sb)) / toFloat64(sb))`,
}

export function engineReads(store: Analytics, scope: ReadScope): ConceptReads {
  const { where, params } = scopeSql(scope)
  const keys = scope.sources.map((_, i) => i + 1)
  const keyOf = (platform: string) => scope.sources.indexOf(platform) + 1
  return {
    keys,
    async monthly(from, to, period) {
      const bounds = { ...params, ...periodParams(period), from: date(from), to: date(to) }
      const [rows, [count]] = await Promise.all([
        store.rows<{ ym: string; s: unknown; v: unknown }>(
          `SELECT formatDateTime(month, '%Y-%m') AS ym, sum(sales) AS s, sum(volume) AS v
           FROM ${DB}.facts WHERE ${where} AND month BETWEEN {from:Date} AND {to:Date} GROUP BY ym ORDER BY ym`,
          bounds,
        ),
        store.rows<{ n: unknown }>(
          `SELECT uniqExact(platform, item_id) AS n FROM ${DB}.facts
           WHERE ${where} AND month BETWEEN {from:Date} AND {to:Date} AND ${IN_PERIOD}`,
          bounds,
        ),
      ])
      return { months: new Map(rows.map((r) => [r.ym, { sales: num(r.s), volume: num(r.v) }])), items: num(count?.n) }
    },
    async leaves(period) {
      const rows = await store.rows<SumRow & { category_id: unknown }>(
        `SELECT category_id, ${PERIOD_SUMS} FROM ${DB}.facts
         WHERE ${where} AND (${IN_PERIOD} OR ${IN_BASE}) GROUP BY category_id`,
        { ...params, ...periodParams(period) },
      )
      return new Map(rows.map((r) => [num(r.category_id), figuresOf(r)]))
    },
    async brands(period) {
      const rows = await store.rows<SumRow & { platform: string; brand_id: unknown }>(
        `SELECT platform, brand_id, ${PERIOD_SUMS} FROM ${DB}.facts
         WHERE ${where} AND (${IN_PERIOD} OR ${IN_BASE}) GROUP BY platform, brand_id`,
        { ...params, ...periodParams(period) },
      )
      return rows.map((r): BrandFigures => ({ key: keyOf(r.platform), brand_id: num(r.brand_id), ...figuresOf(r) }))
    },
    async items(period, sort, asc, limit, offset) {
      const dir = asc ? 'ASC' : 'DESC'
      const rows = await store.rows<
        SumRow & { platform: string; id: string; cb: [unknown, unknown]; title: string; price_cents: unknown; total: unknown }
      >(
        `SELECT f.platform AS platform, toString(f.item_id) AS id, f.s AS s, f.sb AS sb, f.v AS v, f.vb AS vb, f.cb AS cb,
                i.title AS title, i.price_cents AS price_cents, count() OVER () AS total
         FROM (
           SELECT platform, item_id, ${PERIOD_SUMS}, min((category_id, brand_id)) AS cb
           FROM ${DB}.facts WHERE ${where} AND (${IN_PERIOD} OR ${IN_BASE})
           GROUP BY platform, item_id HAVING s > 0
         ) AS f
         INNER JOIN (
           SELECT platform, item_id, any(title) AS title, toUInt64(any(price) * 100) AS price_cents
           FROM ${DB}.items WHERE platform IN {srcs:Array(String)} GROUP BY platform, item_id
         ) AS i ON i.platform = f.platform AND i.item_id = f.item_id
         ORDER BY ${SORT_SQL[sort]} ${dir}, f.item_id ASC, indexOf({srcs:Array(String)}, f.platform) ASC
         LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
        { ...params, ...periodParams(period), limit, offset },
      )
      return {
        total: rows.length > 0 ? num(rows[0].total) : 0,
        rows: rows.map(
          (r): ItemFigures => ({
            key: keyOf(r.platform),
            item_id: r.id,
            brand_id: num(r.cb[1]),
            category_id: num(r.cb[0]),
            price: num(r.price_cents) / 100,
            title: r.title,
            ...figuresOf(r),
          }),
        ),
      }
    },
    facets: (period) => engineFacets(store, scope.sources, where, { ...params, ...periodParams(period) }),
    async itemCount(period) {
      const [row] = await store.rows<{ n: unknown }>(
        `SELECT uniqExact(platform, item_id) AS n FROM ${DB}.facts WHERE ${where} AND ${IN_PERIOD}`,
        { ...params, ...periodParams(period) },
      )
      return num(row?.n)
    },
  }
}
