// tsx server/test/drivers-recompute.ts <analytics folder> <queries JSON>: what a concept's change is
// made of, summed straight from the raw tables with SQL of its own (a one-word concept matched by
// position in the title), for server/test/drivers.test.ts to hold POST /api/drivers against: per
// item age, per list price (yuan or dollars, as text), per brand name, per level-2 category name and per ranked word. A child
// process on a copy of the test data, as rank-recompute.ts.
import { DB, num, type Analytics } from '../analytics/client'
import { printFromStore } from './store-copy'

interface Query {
  platforms: string[]
  l1: number
  word: string
  start: string
  end: string
  baseStart: string
  baseEnd: string
}

type Sums = Record<string, { sales: number; base: number; items: number }>

printFromStore(async (store: Analytics, queries: Query[]) => {
  const out = []
  for (const q of queries) {
    const params = {
      p: q.platforms,
      l1: q.l1,
      w: q.word,
      s: `${q.start}-01`,
      e: `${q.end}-01`,
      bs: `${q.baseStart}-01`,
      be: `${q.baseEnd}-01`,
    }
    // one row per (platform, item, brand, level-2 category) of the concept's facts in the level-1 category
    const facts = `SELECT f.platform AS platform, f.item_id AS item_id, f.brand_id AS brand_id, f.cat_l2 AS cat_l2,
          sumIf(f.sales, f.month BETWEEN toDate({s:String}) AND toDate({e:String})) AS cur,
          sumIf(f.sales, f.month BETWEEN toDate({bs:String}) AND toDate({be:String})) AS base
        FROM ${DB}.facts AS f
        WHERE f.platform IN {p:Array(String)} AND f.cat_l1 = {l1:UInt64}
          AND (f.month BETWEEN toDate({s:String}) AND toDate({e:String}) OR f.month BETWEEN toDate({bs:String}) AND toDate({be:String}))
          AND (f.platform, f.item_id) IN (SELECT platform, item_id FROM ${DB}.items WHERE positionCaseInsensitiveUTF8(title, {w:String}) > 0)
        GROUP BY platform, item_id, brand_id, cat_l2`
    const items = `SELECT platform, item_id, sum(cur) AS item_cur, sum(base) AS item_base FROM (${facts}) GROUP BY platform, item_id`
    const sums = async (sql: string): Promise<Sums> => {
      const rows = await store.rows<{ k: unknown; s: unknown; b: unknown; n: unknown }>(sql, params)
      return Object.fromEntries(rows.map((r) => [String(r.k), { sales: num(r.s), base: num(r.b), items: num(r.n) }]))
    }
    out.push({
      ages: await sums(
        `SELECT multiIf(item_cur > 0 AND item_base = 0, 'new', item_cur > 0, 'continuing', item_base > 0, 'stopped', 'none') AS k,
             sum(item_cur) AS s, sum(item_base) AS b, count() AS n FROM (${items}) GROUP BY k`,
      ),
      prices: await sums(
        `SELECT toString(i.price) AS k, sum(t.item_cur) AS s, sum(t.item_base) AS b, count() AS n FROM (${items}) AS t
           INNER JOIN (SELECT platform, item_id, any(price) AS price FROM ${DB}.items GROUP BY platform, item_id) AS i
             ON i.platform = t.platform AND i.item_id = t.item_id
           GROUP BY k`,
      ),
      brands: await sums(
        `SELECT b.name AS k, sum(t.cur) AS s, sum(t.base) AS b, count() AS n FROM (${facts}) AS t
           INNER JOIN ${DB}.brands AS b ON b.platform = t.platform AND b.brand_id = t.brand_id GROUP BY k`,
      ),
      categories: await sums(
        `SELECT c.name AS k, sum(t.cur) AS s, sum(t.base) AS b, count() AS n FROM (${facts}) AS t
           INNER JOIN ${DB}.categories AS c ON c.platform = t.platform AND c.category_id = t.cat_l2 GROUP BY k`,
      ),
      words: await sums(
        `SELECT w.word AS k, sum(t.item_cur) AS s, sum(t.item_base) AS b, count() AS n FROM (${items}) AS t
           INNER JOIN (SELECT DISTINCT platform, item_id, toString(word) AS word FROM ${DB}.item_words) AS w
             ON w.platform = t.platform AND w.item_id = t.item_id
           GROUP BY k`,
      ),
    })
  }
  return out
})
