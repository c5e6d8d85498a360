// Four-level category trees built from the vocabulary: level 1 family, level 2 group, level 3
// product type, level 4 variant + type (碎花连衣裙). Deterministic for a seed; ids are shared by
// Taobao, JD and Douyin so that the combined platforms (tbjd, tbjddy) add up on one tree.
import { mulberry32, pickDistinct } from './prng'
import { categoryName, familiesOf, isEnglishSource, type Source } from './families'
import type { PriceBand } from './prices'
import { sharesWord } from './title-words'
import type { FamilySpec, Season } from './vocabulary-types'

export interface CategoryRow {
  platform: Source
  category_id: number
  parent_id: number
  level: number
  name: string
  name_en: string
  is_parent: number
  /** ids from level 1 down to this node */
  path: number[]
  /** family key of the level-1 ancestor */
  family: string
}

export interface LeafInfo {
  id: number
  l1: number
  l2: number
  /** the name used in titles (the source's own language) */
  titleName: string
  /** 1-based index into the source's family list */
  family: number
  season: Season
  /** relative popularity */
  weight: number
  /** list prices of its product type */
  band: PriceBand
  /** title words and endings of its group (gen-params.ts leaves out those that repeat a word) */
  attrs: readonly string[]
  suffixes: readonly string[]
}

export interface SourceTree {
  source: Source
  rows: CategoryRow[]
  leaves: LeafInfo[]
  families: FamilySpec[]
}

/**
 * First id of the nodes below level 1, in the range of each platform's real ids: Taobao leaf ids
 * (121412004), eBay's six digits, Amazon browse nodes past 2³² like its level-1 ids (7141123011),
 * so that no id of any level fits 32 bits on Amazon. JavaScript numbers hold them exactly (< 2⁵³).
 */
const ID_BASE: Record<'zh' | 'gamazon' | 'ebay', number> = { zh: 121400000, gamazon: 7147441011, ebay: 175600 }

interface Built {
  node: Omit<CategoryRow, 'platform'>
  leaf?: Omit<LeafInfo, 'family'>
}

/** One family's subtree: its nodes in walk order, ids from `next`. */
function buildFamily(spec: FamilySpec, english: boolean, seed: number, next: () => number): Built[] {
  const rng = mulberry32(seed ^ hashKey(spec.key))
  const out: Built[] = []
  const l1 = spec.id
  out.push({
    node: { category_id: l1, parent_id: 0, level: 1, name: spec.name, name_en: spec.en, is_parent: 1, path: [l1], family: spec.key },
  })
  for (const group of spec.groups) {
    const l2 = next()
    out.push({
      node: {
        category_id: l2,
        parent_id: l1,
        level: 2,
        name: group.name,
        name_en: group.en,
        is_parent: 1,
        path: [l1, l2],
        family: spec.key,
      },
    })
    for (const [own, other, band, season] of group.types) {
      const l3 = next()
      const [zh3, en3] = english ? [other, own] : [own, other]
      out.push({
        node: { category_id: l3, parent_id: l2, level: 3, name: zh3, name_en: en3, is_parent: 1, path: [l1, l2, l3], family: spec.key },
      })
      // a modifier the type's name already says makes "Wireless Wireless Earbuds"
      const fitting = (group.variants ?? spec.variants).filter(([vOwn]) => !sharesWord(vOwn, own, english))
      const variants = pickDistinct(rng, fitting, 2 + Math.floor(rng() * 3))
      for (const [vOwn, vOther] of variants) {
        const l4 = next()
        const titleName = english ? `${vOwn} ${own}` : `${vOwn}${own}`
        const zh4 = english ? `${vOther}${other}` : titleName
        const en4 = english ? titleName : `${vOther} ${other}`
        out.push({
          node: {
            category_id: l4,
            parent_id: l3,
            level: 4,
            name: zh4,
            name_en: en4,
            is_parent: 0,
            path: [l1, l2, l3, l4],
            family: spec.key,
          },
          leaf: {
            id: l4,
            l1,
            l2,
            titleName,
            season: season ?? 'none',
            weight: 0.3 + 2.2 * rng() * rng(),
            band,
            attrs: group.attrs ?? spec.attrs,
            suffixes: group.suffixes ?? spec.suffixes,
          },
        })
      }
    }
  }
  return out
}

function hashKey(key: string): number {
  let h = 2166136261
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  return h >>> 0
}

const cache = new Map<string, SourceTree>()

/** The tree of one data source. JD and Douyin are subsets of the Taobao tree with their own level-1 names. */
export function buildTree(source: Source, seed: number): SourceTree {
  const key = `${source}:${seed}`
  const hit = cache.get(key)
  if (hit) return hit
  const english = isEnglishSource(source)
  const master = english ? source : 'all'
  const masterFamilies = familiesOf(master as Source)
  let counter = ID_BASE[english ? (source as 'gamazon' | 'ebay') : 'zh']
  const next = () => counter++
  const perFamily = new Map<string, Built[]>()
  for (const f of masterFamilies) perFamily.set(f.spec.key, buildFamily(f.spec, english, seed, next))

  const own = familiesOf(source)
  const rows: CategoryRow[] = []
  const leaves: LeafInfo[] = []
  own.forEach((f, index) => {
    for (const b of perFamily.get(f.spec.key) ?? []) {
      const name = b.node.level === 1 ? f.name : b.node.name
      rows.push({ ...b.node, name: categoryName(source, name, b.node.name_en), platform: source })
      if (b.leaf) leaves.push({ ...b.leaf, family: index + 1 })
    }
  })
  const tree = { source, rows, leaves, families: own.map((f) => f.spec) }
  cache.set(key, tree)
  return tree
}

/** Level-2 id of a named group under a level-1 id (the seed data's permission lists use it). */
export function findChildId(source: Source, seed: number, parentId: number, name: string): number {
  const row = buildTree(source, seed).rows.find((r) => r.parent_id === parentId && r.name === name)
  if (!row) throw new Error(`no category "${name}" under ${parentId} on ${source}`)
  return row.category_id
}
