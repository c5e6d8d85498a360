// Category trees and the dataset's months, read once from the analytics store and kept in memory
// (the trees are a few thousand rows and only change when the dataset is rebuilt).
import type { Plat } from '../../types'
import { DB, num, type Analytics } from './client'
import { readMeta } from './meta'
import { readFreshness } from './freshness'
import type { Freshness } from '../../types/freshness'
import { PLATFORM_MAKEUP, type Source } from '../../src/domain/platforms'
import type { DatasetName } from '../config'
import { minRankedItems } from './dataset-scale'

/** A tree source: the platforms' own trees; tbjd and tbjddy use Taobao's. */
export type TreeSource = Source
export type RankPlat = Plat | 'ebay'

export function treeSourceOf(plat: RankPlat): TreeSource {
  return PLATFORM_MAKEUP[plat].tree
}

export interface CategoryRecord {
  id: number
  parentId: number
  level: number
  name: string
  nameEn: string
  isParent: boolean
  /** family key of the level-1 ancestor (groups level-1 categories into the zero-level tree) */
  family: string
  /** level-1 id first, this id last */
  path: number[]
  children: number[]
}

/** The nodes lying under no other node of `within` (ids): a subtree chosen with some of its descendants counts once. */
export function topmostNodes(nodes: readonly CategoryRecord[], within: ReadonlySet<number>): CategoryRecord[] {
  return nodes.filter((n) => !n.path.slice(0, -1).some((a) => within.has(a)))
}

/** The leaf ids of a node's subtree (a leaf stands for itself), depth first. */
export function leavesOf(tree: Map<number, CategoryRecord>, node: CategoryRecord, out: number[] = []): number[] {
  if (node.children.length === 0) out.push(node.id)
  for (const c of node.children) {
    const child = tree.get(c)
    if (child) leavesOf(tree, child, out)
  }
  return out
}

export interface Catalog {
  ts: string
  tsMin: string
  /** the fewest items behind a ranked word's growth in this dataset (minRankedItems; the thin-evidence rule) */
  minItems: number
  /** each source's months, last update and months not final, as the store records them */
  freshness: Freshness
  tree(source: TreeSource): Map<number, CategoryRecord>
  /** latest-month sales of one data source per category id its facts carry (the leaves) */
  leafSales(source: TreeSource): Promise<Map<number, number>>
  /** a brand's name on a data source, by its id there */
  brandName(source: TreeSource, id: number): string | undefined
  /** a brand's id on a data source, by its name: brand ids are each source's own */
  brandId(source: TreeSource, name: string): number | undefined
}

export async function loadCatalog(store: Analytics): Promise<Catalog> {
  const meta = await readMeta(store)
  if (!meta) throw new Error('the analytics store holds no dataset; run `npm run dataset`')
  const rows = await store.rows<{
    platform: TreeSource
    category_id: unknown
    parent_id: unknown
    level: unknown
    name: string
    name_en: string
    is_parent: unknown
    path: unknown[]
    family: string
  }>(
    `SELECT platform, category_id, parent_id, level, name, name_en, is_parent, path, family FROM ${DB}.categories ORDER BY platform, category_id`,
  )
  const trees = new Map<TreeSource, Map<number, CategoryRecord>>()
  for (const r of rows) {
    let tree = trees.get(r.platform)
    if (!tree) trees.set(r.platform, (tree = new Map()))
    tree.set(num(r.category_id), {
      id: num(r.category_id),
      parentId: num(r.parent_id),
      level: num(r.level),
      name: r.name,
      nameEn: r.name_en,
      isParent: num(r.is_parent) === 1,
      family: r.family,
      path: r.path.map(num),
      children: [],
    })
  }
  for (const tree of trees.values()) {
    for (const node of tree.values()) if (node.parentId) tree.get(node.parentId)?.children.push(node.id)
  }

  const freshness = await readFreshness(store, meta)
  // a few hundred names per source: held, so a request names a brand across sources at once
  const brandRows = await store.rows<{ platform: TreeSource; brand_id: unknown; name: string }>(
    `SELECT platform, brand_id, name FROM ${DB}.brands`,
  )
  const brandNames = new Map<TreeSource, Map<number, string>>()
  const brandIds = new Map<TreeSource, Map<string, number>>()
  for (const r of brandRows) {
    if (!brandNames.has(r.platform)) {
      brandNames.set(r.platform, new Map())
      brandIds.set(r.platform, new Map())
    }
    brandNames.get(r.platform)?.set(num(r.brand_id), r.name)
    brandIds.get(r.platform)?.set(r.name, num(r.brand_id))
  }
  const salesCache = new Map<TreeSource, Promise<Map<number, number>>>()
  const loadSales = async (source: TreeSource) => {
    const rows = await store.rows<{ category_id: unknown; s: unknown }>(
      `SELECT category_id, sum(sales) AS s FROM ${DB}.facts WHERE platform = {source:String} AND month = {m:Date} GROUP BY category_id`,
      { source, m: `${meta.ts}-01` },
    )
    return new Map(rows.map((r) => [num(r.category_id), num(r.s)]))
  }
  return {
    ts: meta.ts,
    tsMin: meta.ts_min,
    minItems: minRankedItems(meta.dataset as DatasetName),
    freshness,
    tree: (source) => trees.get(source) ?? new Map(),
    brandName: (source, id) => brandNames.get(source)?.get(id),
    brandId: (source, name) => brandIds.get(source)?.get(name),
    leafSales(source) {
      let hit = salesCache.get(source)
      if (!hit) {
        hit = loadSales(source)
        salesCache.set(source, hit)
        hit.catch(() => salesCache.delete(source))
      }
      return hit
    },
  }
}
