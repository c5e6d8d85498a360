// What the open picker shows of a category forest: the search view (200 ms after typing stops, the
// tree is cut to the matching categories and their parents) and the flat list of
// visible rows that the virtualised list renders a window of.
import type { CategoryForest, CategoryTreeNode } from './category-tree'

export interface CategorySearch {
  /** nodes whose label contains the query */
  matches: ReadonlySet<number>
  /** the matches and their ancestors: what the filtered tree shows */
  keep: ReadonlySet<number>
  /** ancestors of matches, opened so that every match is in sight */
  expand: ReadonlySet<number>
}

// Lower-case labels, made on the first search of a forest rather than with every build: most
// openings of the picker never search.
const searchTexts = new WeakMap<CategoryForest, string[]>()
function searchTextOf(forest: CategoryForest): string[] {
  let texts = searchTexts.get(forest)
  if (!texts) {
    texts = forest.order.map((n) => n.label.toLowerCase())
    searchTexts.set(forest, texts)
  }
  return texts
}

/**
 * The filtered tree for a query: matches (case-insensitive, on the label the user reads)
 * with their parents. A match keeps its own subtree (collapsed), so a matching group can still be
 * opened. An empty query gives null: the whole tree.
 */
export function searchCategoryForest(forest: CategoryForest, query: string): CategorySearch | null {
  const q = query.trim().toLowerCase()
  if (!q) return null
  const matches = new Set<number>()
  const keep = new Set<number>()
  const expand = new Set<number>()
  const { order, byId } = forest
  // A query without cased letters (Chinese, digits) matches the labels as they are: no need to
  // lower-case 20,000 labels for it.
  const cased = q.toUpperCase() !== q
  const searchText = cased ? searchTextOf(forest) : null
  for (let i = 0; i < order.length; i += 1) {
    if (!(searchText ? searchText[i] : order[i].label).includes(q)) continue
    const node = order[i]
    matches.add(node.id)
    keep.add(node.id)
    // walk up until a part of the path is already known
    let pId = node.pId
    while (pId !== 0 && !expand.has(pId)) {
      expand.add(pId)
      keep.add(pId)
      pId = byId.get(pId)?.pId ?? 0
    }
  }
  return { matches, keep, expand }
}

export interface CategoryRow {
  node: CategoryTreeNode
  /** 0 for a root */
  depth: number
  expanded: boolean
  /** multiple mode: the node or an ancestor is chosen; single mode: the node is chosen */
  checked: boolean
  /** multiple mode: not checked, but something under it is */
  partial: boolean
  /** 1-based position among the shown siblings, and their count (aria-posinset / aria-setsize) */
  position: number
  siblings: number
}

export interface FlattenOptions {
  /** ids of opened nodes */
  expanded: ReadonlySet<number>
  /** the search view, or null for the whole tree */
  search?: CategorySearch | null
  /** chosen ids */
  value?: readonly number[]
  /** a chosen parent stands for its subtree (multiple mode) @default false */
  inherit?: boolean
}

/**
 * The rows a user can see: roots, and the children of every opened row, depth first. The list
 * renders a window of them at a fixed row height (virtualisation), so this is the only walk over
 * the tree a render does.
 */
export function flattenCategoryForest(forest: CategoryForest, options: FlattenOptions): CategoryRow[] {
  const { expanded, search = null, value = [], inherit = false } = options
  const chosen = new Set(value)
  // ancestors of chosen nodes show a partial mark in multiple mode
  const under = new Set<number>()
  if (inherit) {
    for (const id of chosen) {
      let pId = forest.byId.get(id)?.pId ?? 0
      while (pId !== 0 && !under.has(pId)) {
        under.add(pId)
        pId = forest.byId.get(pId)?.pId ?? 0
      }
    }
  }
  const rows: CategoryRow[] = []
  const visit = (nodes: CategoryTreeNode[], depth: number, inMatch: boolean, checkedAbove: boolean) => {
    const shown = search && !inMatch ? nodes.filter((n) => search.keep.has(n.id)) : nodes
    for (let i = 0; i < shown.length; i += 1) {
      const node = shown[i]
      const open = node.is_parent && expanded.has(node.id)
      const checked = chosen.has(node.id) || (inherit && checkedAbove)
      rows.push({
        node,
        depth,
        expanded: open,
        checked,
        partial: !checked && under.has(node.id),
        position: i + 1,
        siblings: shown.length,
      })
      if (open) visit(node.children, depth + 1, inMatch || Boolean(search?.matches.has(node.id)), checked)
    }
  }
  visit(forest.roots, 0, false, false)
  return rows
}
