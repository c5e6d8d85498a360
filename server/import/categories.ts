// The tree shape of imported categories, worked out in Node (a few thousand rows at most): each
// new category's path from its level-1 ancestor, level (at most 4), family (inherited from an
// existing level-1 category, 'import' for a new root), and cycles refused.
import { DB, num, type Analytics } from '../analytics/client'
import { categoryName, type Source } from '../dataset/families'
import type { CategoryRow } from '../dataset/tree'
import { STAGE_DB, type Rejection } from './shapes'
import { stagePosition } from './stage'

const MAX_LEVEL = 4

export async function planCategories(
  store: Analytics,
  fileName: string,
): Promise<{ rows: CategoryRow[]; rejections: Rejection[]; newParents: { platform: string; id: number }[] }> {
  // platforms are checked against SOURCES by validate() before this runs
  // a refusal here is about the parent: reported at the parent_id field
  const at = stagePosition('parent_id')
  const staged = await store.rows<{
    line: unknown
    col: unknown
    platform: Source
    category_id: string
    parent_id: string
    name: string
    name_en: string
  }>(
    `SELECT ${at.line} AS line, ${at.column} AS col, platform, category_id, parent_id, name, name_en FROM ${STAGE_DB}.s_categories AS s ORDER BY line`,
  )
  const platforms = [...new Set(staged.map((r) => r.platform))]
  const existing = await store.rows<{ platform: string; category_id: unknown; path: unknown[]; family: string; is_parent: unknown }>(
    `SELECT platform, category_id, path, family, is_parent FROM ${DB}.categories WHERE platform IN {p:Array(String)}`,
    { p: platforms },
  )
  const known = new Map<string, { path: number[]; family: string; isParent: boolean }>()
  for (const e of existing)
    known.set(`${e.platform}|${num(e.category_id)}`, { path: e.path.map(num), family: e.family, isParent: num(e.is_parent) === 1 })

  const byKey = new Map(staged.map((r) => [`${r.platform}|${Number(r.category_id)}`, r]))
  const resolved = new Map<string, { path: number[]; family: string }>()
  const rejections: Rejection[] = []
  const resolve = (key: string, seen: Set<string>): { path: number[]; family: string } | null => {
    const done = resolved.get(key) ?? known.get(key)
    if (done) return done
    const r = byKey.get(key)
    if (!r || seen.has(key)) return null
    seen.add(key)
    const parentId = Number(r.parent_id)
    const id = Number(r.category_id)
    const parent = parentId === 0 ? { path: [], family: 'import' } : resolve(`${r.platform}|${parentId}`, seen)
    if (!parent) return null
    const out = { path: [...parent.path, id], family: parent.family }
    resolved.set(key, out)
    return out
  }
  const rows: CategoryRow[] = []
  const childrenOf = new Set(staged.map((r) => `${r.platform}|${Number(r.parent_id)}`))
  for (const r of staged) {
    const key = `${r.platform}|${Number(r.category_id)}`
    const res = resolve(key, new Set())
    if (!res) {
      rejections.push({
        file: fileName,
        line: num(r.line),
        column: num(r.col),
        message: `parent_id: category ${r.category_id} is its own ancestor (a cycle)`,
      })
      continue
    }
    if (res.path.length > MAX_LEVEL) {
      rejections.push({
        file: fileName,
        line: num(r.line),
        column: num(r.col),
        message: `parent_id: category ${r.category_id} would be at level ${res.path.length}; at most ${MAX_LEVEL} levels`,
      })
      continue
    }
    rows.push({
      platform: r.platform,
      category_id: Number(r.category_id),
      parent_id: Number(r.parent_id),
      level: res.path.length,
      name: categoryName(r.platform, r.name, r.name_en),
      name_en: r.name_en || r.name,
      is_parent: childrenOf.has(key) ? 1 : 0,
      path: res.path,
      family: res.family,
    })
  }
  // existing leaves that receive children become parents
  const newParents = [...childrenOf]
    .filter((k) => known.get(k) && !known.get(k)?.isParent)
    .map((k) => {
      const [platform, id] = k.split('|')
      return { platform, id: Number(id) }
    })
  return { rows, rejections, newParents }
}
