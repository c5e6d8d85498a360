// Monthly sales of the brands or leaf categories of one category subtree, summed per data source,
// straight from the item facts (the brand and category rankings). One scan of the facts'
// primary-key range (platform, level-1, level-2 id, month) per call; the caller sums periods,
// ranks and caches (answers/entity-answer.ts). Values in, rows out: nothing here knows of HTTP.
import type { Month } from '../../../types'
import type { CategoryRecord } from '../catalog'
import { categoryFilter } from '../brands'
import { DB, num, type Analytics } from '../client'

export type EntityKind = 'brand' | 'leaf'

export interface EntitySalesQuery {
  /** fact sources summed (a combined platform has several) */
  sources: readonly string[]
  /** the category subtree, on the platform's tree */
  node: CategoryRecord
  tree: Map<number, CategoryRecord>
  /** grouped by brand id or by leaf category id */
  by: EntityKind
  /** first and last month read, inclusive */
  from: Month
  to: Month
}

export interface EntityMonthSales {
  source: string
  /** brand id or leaf category id */
  key: number
  /** YYYYMM */
  ym: number
  sales: number
}

export async function entityMonthSales(store: Analytics, q: EntitySalesQuery): Promise<EntityMonthSales[]> {
  const filter = categoryFilter(q.node, q.tree)
  const column = q.by === 'brand' ? 'brand_id' : 'category_id'
  const rows = await store.rows<{ source: string; key: unknown; ym: unknown; s: unknown }>(
    `SELECT platform AS source, ${column} AS key, toYYYYMM(month) AS ym, sum(sales) AS s FROM ${DB}.facts
     WHERE platform IN {sources:Array(String)} AND ${filter.sql} AND month BETWEEN {from:Date} AND {to:Date}
     GROUP BY source, key, ym`,
    { sources: [...q.sources], from: `${q.from}-01`, to: `${q.to}-01`, ...filter.params },
  )
  return rows.map((r) => ({ source: r.source, key: num(r.key), ym: num(r.ym), sales: num(r.s) }))
}
