// Category data for the picker tests and the web bench: the real dataset's trees (the generator the
// server seeds from), the partial demo account's permission lists, the server's answer cut to a
// permission, and a synthetic tree of any size.
import type { CategoryNode, CategoryPermission, CategoryTree, LoginInfo } from '../../../types'
import { isCategoryAllowed, permittedIds } from '../../../src/domain/permissions'
import { demoAccounts } from '../../../server/accounts/demo-accounts'
import { buildTree } from '../../../server/dataset/tree'
import { DEFAULT_SEED } from '../../../server/dataset/sizes'
import type { Source } from '../../../server/dataset/families'
import { analyst } from './users'

export const TREE_TS = '2026-09'

/** The whole tree of a data source as the dataset generator makes it (no permission applied). */
export function datasetTree(source: Source, ts = TREE_TS): CategoryTree {
  const { rows } = buildTree(source, DEFAULT_SEED)
  const childrenList: Record<string, CategoryNode> = {}
  for (const r of rows) {
    childrenList[String(r.category_id)] = {
      category_id: r.category_id,
      parent_id: r.parent_id,
      is_parent: r.is_parent === 1,
      chd: [],
      name: r.name,
      category_name_en: r.name_en,
      level: r.level,
      sale: 1000 * r.level,
    }
  }
  for (const r of rows) if (r.parent_id) childrenList[String(r.parent_id)].chd.push(r.category_id)
  return { ts, bigCategory: rows.filter((r) => r.level === 1).map((r) => r.category_id), childrenList, choice_cat: [], currency: 'CNY' }
}

/** The path from the level-1 ancestor down to a node. */
function pathOf(tree: CategoryTree, id: number): number[] {
  const path: number[] = []
  for (let node = tree.childrenList[String(id)]; node; node = tree.childrenList[String(node.parent_id)]) path.unshift(node.category_id)
  return path
}

/**
 * The tree as GET /api/cats_tree and the tree scripts answer it (server/routes/cats-tree.ts
 * filterTree): permitted nodes and everything under them, their ancestors marked only_show,
 * everything else left out; levels above maxLevel dropped (JD).
 */
export function serverAnswer(tree: CategoryTree, permission: CategoryPermission, maxLevel = 4): CategoryTree {
  const ids = permittedIds(permission)
  const visible = new Map<number, boolean>()
  for (const node of Object.values(tree.childrenList)) {
    if (node.level > maxLevel) continue
    if (isCategoryAllowed(permission, pathOf(tree, node.category_id))) visible.set(node.category_id, false)
    else if (ids !== 'all' && [...ids].some((id) => pathOf(tree, id).includes(node.category_id))) visible.set(node.category_id, true)
  }
  const childrenList: Record<string, CategoryNode> = {}
  for (const [id, onlyShow] of visible) {
    const node = tree.childrenList[String(id)]
    const chd = node.chd.filter((c) => visible.has(c))
    childrenList[String(id)] = { ...node, chd, is_parent: chd.length > 0, ...(onlyShow ? { only_show: true } : {}) }
  }
  return { ...tree, bigCategory: tree.bigCategory.filter((id) => visible.has(id)), childrenList }
}

/** partial@growthradar.demo as GET /api/user answers it: the permission lists of server/accounts/demo-accounts.ts. */
export function partialUser(): LoginInfo {
  const account = demoAccounts().find((a) => a.username === 'partial@growthradar.demo')
  if (!account) throw new Error('the partial demo account is gone from server/accounts/demo-accounts.ts')
  return analyst({ username: account.username, usertype: account.usertype, nick: account.nick, ...account.permissions })
}

/** The id of a named node (the first with that name). */
export function idOf(tree: CategoryTree, name: string): number {
  const node = Object.values(tree.childrenList).find((n) => n.name === name)
  if (!node) throw new Error(`no category named ${name}`)
  return node.category_id
}

/**
 * A synthetic four-level tree of about `count` nodes (the bench's and the speed test's load):
 * 20 level-1 nodes, each with 10 level-2, each with 10 level-3, the rest as level-4 leaves.
 */
export function syntheticTree(count: number, ts = TREE_TS): CategoryTree {
  const childrenList: Record<string, CategoryNode> = {}
  let next = 1
  const add = (parent: number, level: number, name: string): number => {
    const id = next++
    childrenList[String(id)] = {
      category_id: id,
      parent_id: parent,
      is_parent: false,
      chd: [],
      name,
      category_name_en: `Category ${id}`,
      level,
      sale: id,
    }
    if (parent) {
      childrenList[String(parent)].chd.push(id)
      childrenList[String(parent)].is_parent = true
    }
    return id
  }
  const words = ['连衣裙', '防晒', '面霜', '露营', '咖啡', '跑鞋', '耳机', '床品', '零食', '童装']
  const level1 = Array.from({ length: 20 }, (_, i) => add(0, 1, `一级类目${i}`))
  const level2 = level1.flatMap((p) => Array.from({ length: 10 }, (_, i) => add(p, 2, `${words[i]}分组${p}`)))
  const level3 = level2.flatMap((p) => Array.from({ length: 10 }, (_, i) => add(p, 3, `${words[(p + i) % 10]}类${p}-${i}`)))
  for (let i = 0; next <= count; i += 1) add(level3[i % level3.length], 4, `${words[i % 10]}款式${i}`)
  return { ts, bigCategory: level1, childrenList, choice_cat: [], currency: 'CNY' }
}
