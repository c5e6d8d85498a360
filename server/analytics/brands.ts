// Brands: names per data source (a few hundred rows, read once), and per (source, category) the
// brands selling there over the latest 12 months by sales — the default brand options are the top
// of that list, searches filter it by name prefix. Both are kept in memory until cleared.
import type { Month } from '../../types'
import { shiftMonth } from '../../src/domain/months'
import { leavesOf, type CategoryRecord, type TreeSource } from './catalog'
import { DB, num, type Analytics } from './client'

export interface BrandSales {
  brand_id: number
  name: string
  sales: number
}

const namesCache = new WeakMap<Analytics, Promise<Map<TreeSource, Map<number, string>>>>()
const salesCache = new WeakMap<Analytics, Map<string, Promise<BrandSales[]>>>()
const sellingCache = new WeakMap<Analytics, Map<string, Promise<Set<number>>>>()
const MAX_CACHED = 1000

export function clearBrandCache(store: Analytics): void {
  namesCache.delete(store)
  salesCache.delete(store)
  sellingCache.delete(store)
}

/**
 * The brands of a source with sales in any of these categories (their subtrees), in any month:
 * the brands a caller limited to them may name. One read per (source, categories), kept.
 */
export function brandsSellingIn(
  store: Analytics,
  source: TreeSource,
  tree: Map<number, CategoryRecord>,
  nodes: CategoryRecord[],
): Promise<Set<number>> {
  let cache = sellingCache.get(store)
  if (!cache) sellingCache.set(store, (cache = new Map()))
  const key = `${source}|${nodes
    .map((n) => n.id)
    .sort((a, b) => a - b)
    .join(',')}`
  let hit = cache.get(key)
  if (!hit) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
    const ofLevel = (level: number) => nodes.filter((n) => n.level === level).map((n) => n.id)
    const leaves = nodes.filter((n) => n.level > 2).flatMap((n) => leavesOf(tree, n))
    hit = store
      .rows<{ brand_id: unknown }>(
        `SELECT DISTINCT brand_id FROM ${DB}.facts
         WHERE platform = {p:String} AND (cat_l1 IN {l1:Array(UInt64)} OR cat_l2 IN {l2:Array(UInt64)} OR category_id IN {leaves:Array(UInt64)})`,
        { p: source, l1: ofLevel(1), l2: ofLevel(2), leaves },
      )
      .then((rows) => new Set(rows.map((r) => num(r.brand_id))))
    cache.set(key, hit)
    hit.catch(() => cache.delete(key))
  }
  return hit
}

export function brandNames(store: Analytics): Promise<Map<TreeSource, Map<number, string>>> {
  let hit = namesCache.get(store)
  if (!hit) {
    hit = store
      .rows<{ platform: TreeSource; brand_id: unknown; name: string }>(`SELECT platform, brand_id, name FROM ${DB}.brands`)
      .then((rows) => {
        const out = new Map<TreeSource, Map<number, string>>()
        for (const r of rows) {
          let m = out.get(r.platform)
          if (!m) out.set(r.platform, (m = new Map()))
          m.set(num(r.brand_id), r.name)
        }
        return out
      })
    namesCache.set(store, hit)
    hit.catch(() => namesCache.delete(store))
  }
  return hit
}

/** The facts filter of a category subtree (the facts carry level-1, level-2 and leaf ids). */
export function categoryFilter(
  node: CategoryRecord | undefined,
  tree: Map<number, CategoryRecord>,
): { sql: string; params: Record<string, unknown> } {
  if (!node) return { sql: '1', params: {} }
  if (node.level === 1) return { sql: 'cat_l1 = {c:UInt64}', params: { c: node.id } }
  if (node.level === 2) return { sql: 'cat_l2 = {c:UInt64}', params: { c: node.id } }
  const leaves = leavesOf(tree, node)
  return {
    sql: `cat_l1 = {l1:UInt64} AND cat_l2 = {l2:UInt64} AND category_id IN {leaves:Array(UInt64)}`,
    params: { l1: node.path[0], l2: node.path[1], leaves },
  }
}

/** Brands of a source selling in a category (0: anywhere) over the 12 months ending ts, by sales. */
export function brandSales(
  store: Analytics,
  source: TreeSource,
  tree: Map<number, CategoryRecord>,
  cid: number,
  ts: Month,
): Promise<BrandSales[]> {
  let cache = salesCache.get(store)
  if (!cache) salesCache.set(store, (cache = new Map()))
  const key = `${source}|${cid}|${ts}`
  let hit = cache.get(key)
  if (!hit) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
    hit = (async () => {
      const filter = categoryFilter(cid ? tree.get(cid) : undefined, tree)
      const rows = await store.rows<{ brand_id: unknown; s: unknown }>(
        `SELECT brand_id, sum(sales) AS s FROM ${DB}.facts
         WHERE platform = {p:String} AND ${filter.sql} AND month BETWEEN {start:Date} AND {end:Date}
         GROUP BY brand_id ORDER BY s DESC, brand_id`,
        { p: source, start: `${shiftMonth(ts, -11)}-01`, end: `${ts}-01`, ...filter.params },
      )
      const names = (await brandNames(store)).get(source) ?? new Map<number, string>()
      return rows.map((r) => ({ brand_id: num(r.brand_id), name: names.get(num(r.brand_id)) ?? `#${num(r.brand_id)}`, sales: num(r.s) }))
    })()
    cache.set(key, hit)
    const c = cache
    hit.catch(() => c.delete(key))
  }
  return hit
}

/** Prefix match on the whole name or on any of its '/'-separated parts ('素言/SUYAN' matches 素, su, SUY). */
export function brandMatches(name: string, prefix: string): boolean {
  const p = prefix.trim().toLowerCase()
  if (!p) return true
  return [name, ...name.split('/')].some((part) => part.trim().toLowerCase().startsWith(p))
}
