// tsx server/test/rank-recompute.ts <analytics folder> <queries JSON>: the sales of brands and of
// level-2 categories inside a level-1 category, summed straight from the raw facts with SQL of its
// own (joined to the brands and categories tables by name), for server/test/rankings.test.ts to
// hold the endpoints' figures against. A child process: chDB opens one folder per process, and
// the test server holds the test data; the test hands this script a copy.
import { DB, num, type Analytics } from '../analytics/client'
import { printFromStore } from './store-copy'

interface Query {
  kind: 'brand' | 'category'
  platforms: string[]
  l1: number
  /** first and last month of the period and of its base, YYYY-MM */
  start: string
  end: string
  baseStart: string
  baseEnd: string
}

printFromStore(async (store: Analytics, queries: Query[]) => {
  const out = []
  for (const q of queries) {
    const join =
      q.kind === 'brand'
        ? `INNER JOIN ${DB}.brands AS n ON n.platform = f.platform AND n.brand_id = f.brand_id`
        : `INNER JOIN ${DB}.categories AS n ON n.platform = f.platform AND n.category_id = f.cat_l2`
    const rows = await store.rows<{ name: string; cur: unknown; base: unknown }>(
      `SELECT n.name AS name,
                sumIf(f.sales, f.month BETWEEN toDate({s:String}) AND toDate({e:String})) AS cur,
                sumIf(f.sales, f.month BETWEEN toDate({bs:String}) AND toDate({be:String})) AS base
         FROM ${DB}.facts AS f ${join}
         WHERE f.platform IN {p:Array(String)} AND f.cat_l1 = {l1:UInt64}
         GROUP BY name`,
      { p: q.platforms, l1: q.l1, s: `${q.start}-01`, e: `${q.end}-01`, bs: `${q.baseStart}-01`, be: `${q.baseEnd}-01` },
    )
    out.push(Object.fromEntries(rows.map((r) => [r.name, { sales: num(r.cur), base: num(r.base) }])))
  }
  return out
})
