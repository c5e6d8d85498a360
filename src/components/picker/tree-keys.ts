// The keys of a tree view (the WAI-ARIA tree pattern, as kept tree components answer them), as a
// pure mapping from a key and the visible rows to what the picker does.
import type { CategoryRow } from '../../domain/category-tree-view'

export type TreeKeyAction =
  | { kind: 'move'; index: number }
  | { kind: 'toggle'; row: CategoryRow }
  | { kind: 'activate'; row: CategoryRow }
  | { kind: 'escape' }

/**
 * ↓ ↑ move, Home / End jump, → opens a closed parent or steps into an open one, ← closes an open
 * parent or steps out to the parent, Enter / Space choose, Escape closes. null: a key the tree
 * leaves to the page (Tab, letters).
 */
export function treeKeyAction(key: string, rows: readonly CategoryRow[], index: number): TreeKeyAction | null {
  const row = rows[index]
  const last = rows.length - 1
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: Math.min(last, index + 1) }
    case 'ArrowUp':
      return { kind: 'move', index: Math.max(0, index - 1) }
    case 'Home':
      return { kind: 'move', index: 0 }
    case 'End':
      return { kind: 'move', index: last }
    case 'ArrowRight':
      if (!row?.node.is_parent) return { kind: 'move', index }
      return row.expanded ? { kind: 'move', index: index + 1 } : { kind: 'toggle', row }
    case 'ArrowLeft': {
      if (!row) return { kind: 'move', index: 0 }
      if (row.expanded) return { kind: 'toggle', row }
      const parent = rows.findIndex((r) => r.node.id === row.node.pId)
      return { kind: 'move', index: parent >= 0 ? parent : index }
    }
    case 'Enter':
    case ' ':
      return row ? { kind: 'activate', row } : null
    case 'Escape':
      return { kind: 'escape' }
    default:
      return null
  }
}
