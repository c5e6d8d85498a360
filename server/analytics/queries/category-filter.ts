// The facts filter of a concept call's categories (CategoryFilter of concept-facts.ts): level-1 and
// level-2 nodes by their own columns, deeper nodes by their leaves; a node inside another chosen
// subtree adds nothing.
import { leavesOf, topmostNodes, type CategoryRecord } from '../catalog'
import type { CategoryFilter } from './concept-facts'

export function categoryFilter(tree: Map<number, CategoryRecord>, nodes: readonly CategoryRecord[], all: boolean): CategoryFilter {
  const f: CategoryFilter = { all, l1: [], l2: [], leaves: [] }
  if (all) return f
  for (const n of topmostNodes(nodes, new Set(nodes.map((c) => c.id)))) {
    if (n.level === 1) f.l1.push(n.id)
    else if (n.level === 2) f.l2.push(n.id)
    else f.leaves.push(...leavesOf(tree, n))
  }
  return f
}
