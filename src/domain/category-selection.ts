// Choosing categories in the tree: a checked parent brings its children along, a level-0 group is
// never chosen, and in single mode a click on a disabled node changes nothing.
//
// In multiple mode a value lists the topmost checked nodes: a checked parent stands for its whole
// subtree, so the screens send one id for 女装 rather than its 300 descendants, and the closed
// picker names what the user picked. Checking every child of a parent checks the parent.
import { ancestorIds, type CategoryForest, type CategoryTreeNode } from './category-tree'

/** Whether a node can be chosen at all: not disabled (category permissions, docs/rules.md) and not a level-0 group. */
export function isSelectable(node: CategoryTreeNode | undefined): node is CategoryTreeNode {
  return Boolean(node && !node.disabled && !node.nocheck)
}

/** Single mode: the new value, or null when the click does nothing (a disabled or level-0 node). */
export function chooseSingle(forest: CategoryForest, id: number): number[] | null {
  return isSelectable(forest.byId.get(id)) ? [id] : null
}

/** Multiple mode: the node or one of its ancestors is in the value. */
export function isChecked(forest: CategoryForest, value: readonly number[], id: number): boolean {
  if (value.includes(id)) return true
  return ancestorIds(forest, id).some((a) => value.includes(a))
}

/** Drops unknown ids and ids covered by a chosen ancestor; keeps the order of first appearance. */
export function normalizeChecked(forest: CategoryForest, value: readonly number[]): number[] {
  const known = value.filter((id, i) => forest.byId.has(id) && value.indexOf(id) === i)
  const set = new Set(known)
  return known.filter((id) => !ancestorIds(forest, id).some((a) => set.has(a)))
}

// Checking every selectable child checks the parent instead, up the tree.
function rollUp(forest: CategoryForest, set: Set<number>, id: number): void {
  let node = forest.byId.get(id)
  while (node && node.pId !== 0) {
    const parent = forest.byId.get(node.pId)
    if (!isSelectable(parent)) return
    const children = parent.children.filter(isSelectable)
    if (!children.every((c) => set.has(c.id))) return
    for (const c of children) set.delete(c.id)
    set.add(parent.id)
    node = parent
  }
}

/**
 * Multiple mode: check or uncheck a node. Checking a parent checks its children (they
 * leave the value, the parent covers them); unchecking a node checked through a parent unchecks the
 * parent and keeps its other children. Disabled and level-0 nodes do nothing: the value comes back
 * unchanged (same array).
 */
export function toggleChecked(forest: CategoryForest, value: readonly number[], id: number): readonly number[] {
  const node = forest.byId.get(id)
  if (!isSelectable(node)) return value
  const current = normalizeChecked(forest, value)
  const set = new Set(current)
  const path = ancestorIds(forest, id)
  const coveringIndex = path.findIndex((a) => set.has(a))
  if (set.has(id)) {
    set.delete(id)
  } else if (coveringIndex >= 0) {
    // the parent at path[coveringIndex] covered this node: replace it by its other descendants along the path
    const steps = [...path.slice(coveringIndex), id]
    set.delete(steps[0])
    for (let i = 0; i < steps.length - 1; i += 1) {
      const parent = forest.byId.get(steps[i]) as CategoryTreeNode
      for (const child of parent.children) if (child.id !== steps[i + 1] && isSelectable(child)) set.add(child.id)
    }
  } else {
    const stack = [...node.children]
    while (stack.length) {
      const below = stack.pop() as CategoryTreeNode
      set.delete(below.id)
      stack.push(...below.children)
    }
    set.add(id)
    rollUp(forest, set, id)
  }
  // keep the user's order: earlier picks first, new ids last
  const kept = current.filter((v) => set.has(v))
  for (const v of set) if (!kept.includes(v)) kept.push(v)
  return kept
}
