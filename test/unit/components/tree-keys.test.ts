import { treeKeyAction } from '../../../src/components/picker/tree-keys'
import type { CategoryRow } from '../../../src/domain/category-tree-view'
import type { CategoryTreeNode } from '../../../src/domain/category-tree'

// Rows of an open tree: 女装 (open) › 裙装 (closed parent), 衬衫 (leaf); 美容护肤 (closed parent).
function row(id: number, pId: number, depth: number, isParent: boolean, expanded: boolean): CategoryRow {
  const node: CategoryTreeNode = {
    id,
    pId,
    label: String(id),
    disabled: false,
    nocheck: false,
    is_parent: isParent,
    children: [],
    sale: 0,
    level: depth + 1,
  }
  return { node, depth, expanded, checked: false, partial: false, position: 1, siblings: 1 }
}
const rows = [row(16, 0, 0, true, true), row(161, 16, 1, true, false), row(162, 16, 1, false, false), row(1801, 0, 0, true, false)]

test.each<[string, string, number, unknown]>([
  ['↓ moves down', 'ArrowDown', 0, { kind: 'move', index: 1 }],
  ['↓ stops at the last row', 'ArrowDown', 3, { kind: 'move', index: 3 }],
  ['↓ with no row yet goes to the first', 'ArrowDown', -1, { kind: 'move', index: 0 }],
  ['↑ moves up', 'ArrowUp', 2, { kind: 'move', index: 1 }],
  ['Home', 'Home', 2, { kind: 'move', index: 0 }],
  ['End', 'End', 0, { kind: 'move', index: 3 }],
  ['→ opens a closed parent', 'ArrowRight', 1, { kind: 'toggle', row: rows[1] }],
  ['→ on an open parent steps into its first child', 'ArrowRight', 0, { kind: 'move', index: 1 }],
  ['→ on a leaf stays', 'ArrowRight', 2, { kind: 'move', index: 2 }],
  ['← closes an open parent', 'ArrowLeft', 0, { kind: 'toggle', row: rows[0] }],
  ['← on a child steps out to its parent', 'ArrowLeft', 2, { kind: 'move', index: 0 }],
  ['Enter chooses', 'Enter', 2, { kind: 'activate', row: rows[2] }],
  ['Space chooses', ' ', 3, { kind: 'activate', row: rows[3] }],
  ['Escape closes', 'Escape', 1, { kind: 'escape' }],
  ['Tab is left to the page', 'Tab', 1, null],
])('%s', (_case, key, index, action) => {
  expect(treeKeyAction(key, rows, index)).toEqual(action)
})
