// The item facets of a concept read computed inside ClickHouse (the engine execution; the memory
// execution's is item-facets.ts, with the same figures): each item's period and base sums over the
// read's facts, then summed per list price, per item age and per ranked word of its title.
import { DB, num, type Analytics } from '../client'
import { ITEM_AGES, type GroupFigures, type ItemAge, type ItemFacets } from './concept-facts'
import { figuresOf, IN_BASE, IN_PERIOD, type SumRow } from './engine-scope'

type GroupRow = SumRow & { n: unknown }
const groupOf = (r: GroupRow): GroupFigures => ({ ...figuresOf(r), items: num(r.n) })
// the per-item sums are named apart from the group's (an alias of the same name would stand for the sum)
const GROUP_SUMS = 'count() AS n, sum(item_s) AS s, sum(item_sb) AS sb, sum(item_v) AS v, sum(item_vb) AS vb'

export async function engineFacets(
  store: Analytics,
  sources: readonly string[],
  where: string,
  params: Record<string, unknown>,
): Promise<ItemFacets> {
  // an item with rows in the period or its base, as the memory execution visits it
  const perItem = `SELECT platform, item_id, sumIf(sales, ${IN_PERIOD}) AS item_s, sumIf(sales, ${IN_BASE}) AS item_sb,
      sumIf(volume, ${IN_PERIOD}) AS item_v, sumIf(volume, ${IN_BASE}) AS item_vb FROM ${DB}.facts
    WHERE ${where} AND (${IN_PERIOD} OR ${IN_BASE}) GROUP BY platform, item_id`
  const [prices, ages, words] = await Promise.all([
    store.rows<GroupRow & { price_cents: unknown }>(
      `SELECT i.price_cents AS price_cents, ${GROUP_SUMS}
       FROM (${perItem}) AS f
       INNER JOIN (
         SELECT platform, item_id, toUInt64(any(price) * 100) AS price_cents
         FROM ${DB}.items WHERE platform IN {srcs:Array(String)} GROUP BY platform, item_id
       ) AS i ON i.platform = f.platform AND i.item_id = f.item_id
       GROUP BY price_cents`,
      params,
    ),
    store.rows<GroupRow & { age: string }>(
      `SELECT multiIf(item_s > 0 AND item_sb = 0, 'new', item_s > 0, 'continuing', item_sb > 0, 'stopped', '') AS age, ${GROUP_SUMS}
       FROM (${perItem}) GROUP BY age`,
      params,
    ),
    store.rows<GroupRow & { word: string }>(
      `SELECT w.word AS word, ${GROUP_SUMS}
       FROM (${perItem}) AS f
       INNER JOIN (
         SELECT DISTINCT platform, item_id, toString(word) AS word FROM ${DB}.item_words WHERE platform IN {srcs:Array(String)}
       ) AS w ON w.platform = f.platform AND w.item_id = f.item_id
       GROUP BY word`,
      { ...params, srcs: [...sources] },
    ),
  ])
  const byAge = new Map(ages.map((r) => [r.age, groupOf(r)]))
  const none: GroupFigures = { sales: 0, sales_base: 0, volume: 0, volume_base: 0, items: 0 }
  return {
    prices: prices.map((r) => ({ price_cents: num(r.price_cents), ...groupOf(r) })),
    ages: Object.fromEntries(ITEM_AGES.map((a) => [a, byAge.get(a) ?? { ...none }])) as Record<ItemAge, GroupFigures>,
    words: words.map((r) => ({ word: r.word, ...groupOf(r) })),
  }
}
