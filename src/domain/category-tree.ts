// Category trees of the picker (category permissions, docs/rules.md; the local tree cache): the
// server's category data becomes tree nodes the user may see, in their language.
// Pure: no Taro, no React, no I/O. Sizes matter here: a 20,000-node tree must build and filter
// within one frame (16 ms), so each function walks the tree once and allocates little.
import type { CategoryPermission, CategoryTree, PermissionLists, TreePlat } from '../../types'
import { CATEGORY_CACHE_FROZEN_TS, type Lang } from './constants'
import { permissionKeyFor, permittedIds } from './permissions'

/** A node of the picker's tree (id, label, disabled, nocheck for level 0, is_parent, children, sale), with its parent (pId, as the generic node) and level. */
export interface CategoryTreeNode {
  id: number
  label: string
  /** shown but not selectable: an ancestor of a permitted node (category permissions, docs/rules.md) */
  disabled: boolean
  /** level 0: a group heading that cannot be checked */
  nocheck: boolean
  is_parent: boolean
  children: CategoryTreeNode[]
  sale: number
  /** parent id, 0 for a root */
  pId: number
  /** 0 (industry group) to 4 */
  level: number
}

/** A tree to pick from, or nothing permitted: then a single entry saying so is shown selected. */
export type CategoryForestStatus = 'ready' | 'no-permission'

export interface CategoryForest {
  status: CategoryForestStatus
  roots: CategoryTreeNode[]
  byId: ReadonlyMap<number, CategoryTreeNode>
  /** every node in depth-first order (search walks it) */
  order: readonly CategoryTreeNode[]
}

/** Id of the single entry shown when nothing is permitted; no category has it. */
export const NO_PERMISSION_ID = -1

/** JD's tree stops at level 3: its level-4 leaves are left out. */
export function maxLevelFor(plat: TreePlat): number {
  // social concepts are grouped by Taobao/Tmall categories of levels 1 and 2 (server social-access.ts)
  return plat === 'jd' ? 3 : plat === 'social' ? 2 : 4
}

/** In English, the English name (category_name_en, as Amazon's nodes have) when there is one, else the name. */
export function categoryLabel(node: { name: string; category_name_en?: string }, lang: Lang): string {
  return lang === 'en' && node.category_name_en ? node.category_name_en : node.name
}

export interface BuildCategoryForestOptions {
  plat: TreePlat
  /** the user's permission lists (from the login info) */
  permissions: PermissionLists
  lang: Lang
  /** label of the no-permission entry, in the user's language */
  noPermissionLabel: string
  /** deepest level offered (the concept rankings cover levels 1 and 2) @default 4 */
  maxLevel?: number
}

// Most nodes are leaves: they share one empty, frozen list (a 20,000-node tree has ~18,000 leaves).
const NO_CHILDREN = Object.freeze([]) as unknown as CategoryTreeNode[]

interface Walked {
  roots: CategoryTreeNode[]
  byId: Map<number, CategoryTreeNode>
  order: CategoryTreeNode[]
}

// One pass over the server's data: nodes are made, indexed and put in depth-first order as they are
// visited, and taken out again when they turn out to hold nothing the user may see.
function walkTree(tree: CategoryTree, grant: 'all' | Set<number>, maxLevel: number, lang: Lang): Walked {
  const list = tree.childrenList
  const byId = new Map<number, CategoryTreeNode>()
  const order: CategoryTreeNode[] = []
  const visit = (id: number, pId: number, inherited: boolean): CategoryTreeNode | null => {
    // an integer key reads an object's indexed properties without making a string
    const raw = list[id]
    // byId doubles as the visited set: a malformed list (a cycle, a node listed twice) must not hang the page
    if (!raw || raw.level > maxLevel || byId.has(id)) return null
    const group = raw.level === 0
    // Category permissions: a listed node is selectable, and so is everything under it
    const granted = grant === 'all' || inherited || grant.has(id)
    const node: CategoryTreeNode = {
      id,
      label: lang === 'en' && raw.category_name_en ? raw.category_name_en : raw.name,
      disabled: false,
      nocheck: group,
      is_parent: false,
      children: NO_CHILDREN,
      sale: raw.sale,
      pId,
      level: raw.level,
    }
    byId.set(id, node)
    order.push(node)
    const childGrant = granted && !group
    for (const childId of raw.chd) {
      const child = visit(childId, id, childGrant)
      if (!child) continue
      if (node.children === NO_CHILDREN) node.children = []
      node.children.push(child)
    }
    node.is_parent = node.children.length > 0
    // Category permissions: "their ancestors shown disabled"; anything else the user may not see is left out.
    // A level-0 group grants nothing by itself: it stays while something under it is shown.
    if ((group || !granted) && !node.is_parent) {
      // its children were all left out before it, so it is the last node in the order
      byId.delete(id)
      order.pop()
      return null
    }
    // the server marks ancestors only_show; it is the authority (DESIGN rule 4), so its mark wins
    node.disabled = !group && (!granted || Boolean(raw.only_show))
    return node
  }
  const roots: CategoryTreeNode[] = []
  for (const id of tree.bigCategory) {
    const root = visit(id, 0, false)
    if (root) roots.push(root)
  }
  return { roots, byId, order }
}

/**
 * Category permissions (docs/rules.md): `all` gives the whole tree; otherwise the listed nodes can be
 * picked and their ancestors are shown but disabled, and JD stops at level 3. When the user count is
 * not validated and nothing is left, the whole tree is offered; otherwise, with nothing permitted,
 * the tree is a single entry saying so.
 */
export function buildCategoryForest(tree: CategoryTree | null, options: BuildCategoryForestOptions): CategoryForest {
  const permission: CategoryPermission | undefined = options.permissions[permissionKeyFor(options.plat)]
  const maxLevel = Math.min(maxLevelFor(options.plat), options.maxLevel ?? 4)
  let walked = tree ? walkTree(tree, permittedIds(permission), maxLevel, options.lang) : null
  if (tree && walked && walked.roots.length === 0 && !options.permissions.is_validata_user_count) {
    walked = walkTree(tree, 'all', maxLevel, options.lang)
  }
  if (walked && walked.roots.length > 0) return { status: 'ready', ...walked }
  const entry: CategoryTreeNode = {
    id: NO_PERMISSION_ID,
    label: options.noPermissionLabel,
    disabled: true,
    nocheck: false,
    is_parent: false,
    children: NO_CHILDREN,
    sale: 0,
    pId: 0,
    level: 1,
  }
  return { status: 'no-permission', roots: [entry], byId: new Map([[entry.id, entry]]), order: [entry] }
}

/** Ids from the root down to the node's parent (empty for a root or an unknown id). */
export function ancestorIds(forest: CategoryForest, id: number): number[] {
  const path: number[] = []
  let node = forest.byId.get(id)
  while (node && node.pId !== 0) {
    path.push(node.pId)
    node = forest.byId.get(node.pId)
  }
  return path.reverse()
}

/**
 * The category itself when it lies at most `level` deep, else its ancestor at that level; undefined
 * when the tree does not know it or the user may not choose the one found.
 */
export function categoryWithinLevel(forest: CategoryForest, id: number, level: number): number | undefined {
  let node = forest.byId.get(id)
  while (node && node.level > level) node = forest.byId.get(node.pId)
  return node && !node.disabled ? node.id : undefined
}

/** Labels of the ids the tree knows, in the order given (the closed picker shows them). */
export function labelsOf(forest: CategoryForest, ids: readonly number[]): string[] {
  const labels: string[] = []
  for (const id of ids) {
    const node = forest.byId.get(id)
    if (node && node.id !== NO_PERMISSION_ID) labels.push(node.label)
  }
  return labels
}

/**
 * The local category cache (version 1, one tree per platform) is fetched again unless its ts is
 * 2020-11. A cached tree is used as it is when its ts is 2020-11 (a frozen tree) or already the
 * latest month; any other tree is fetched again.
 */
export function isCachedTreeFresh(cachedTs: string, latestTs: string): boolean {
  return cachedTs === CATEGORY_CACHE_FROZEN_TS || cachedTs === latestTs
}
