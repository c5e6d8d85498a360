import { Text, View } from '@tarojs/components'
import { memo } from 'react'
import type { CategoryRow } from '../../domain/category-tree-view'
import { useT } from '../hooks/use-t'
import { domAttrs } from '../widgets/dom-attrs'
import { INDENT_PX, ROW_HEIGHT_PX, px } from './picker-sizes'

/** One row of the open category tree (a treeitem of the virtualised list). */
export interface CategoryTreeRowProps {
  row: CategoryRow
  /** position in the flat list: the row is placed at index × row height */
  index: number
  /** element id (aria-activedescendant points at it) */
  id: string
  /** checkboxes (multiple selection) @default false */
  multiple?: boolean
  /** the keyboard's current row @default false */
  active?: boolean
  onActivate(row: CategoryRow): void
  onToggle(row: CategoryRow): void
}

function CategoryTreeRowView({ row, index, id, multiple = false, active = false, onActivate, onToggle }: CategoryTreeRowProps) {
  const { t } = useT()
  const { node } = row
  const mark = row.checked ? ' gr-cpicker__check--on' : row.partial ? ' gr-cpicker__check--partial' : ''
  const classes = ['gr-cpicker__row']
  if (node.disabled) classes.push('gr-cpicker__row--disabled')
  if (node.nocheck) classes.push('gr-cpicker__row--group')
  if (row.checked && !multiple) classes.push('gr-cpicker__row--on')
  if (active) classes.push('gr-cpicker__row--active')
  return (
    <View
      id={id}
      role='treeitem'
      aria-level={row.depth + 1}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={node.is_parent ? row.expanded : undefined}
      aria-selected={row.checked}
      aria-disabled={node.disabled ? true : undefined}
      data-testid='category-row'
      data-id={String(node.id)}
      className={classes.join(' ')}
      style={{ top: px(index * ROW_HEIGHT_PX), height: px(ROW_HEIGHT_PX), paddingLeft: px(8 + row.depth * INDENT_PX) }}
      onClick={() => onActivate(row)}
    >
      {/* the arrow is for the mouse; keyboard users open and close with → and ← on the row */}
      <View
        className={`gr-cpicker__arrow${node.is_parent ? '' : ' gr-cpicker__arrow--leaf'}`}
        aria-hidden='true'
        data-testid='category-toggle'
        {...domAttrs({ title: node.is_parent ? t(row.expanded ? 'picker.collapse' : 'picker.expand') : undefined })}
        onClick={(event) => {
          event.stopPropagation()
          if (node.is_parent) onToggle(row)
        }}
      >
        {node.is_parent ? (row.expanded ? '▾' : '▸') : ''}
      </View>
      {multiple && !node.nocheck && (
        <View className={`gr-cpicker__check${mark}${node.disabled ? ' gr-cpicker__check--disabled' : ''}`} aria-hidden='true' />
      )}
      <Text className='gr-cpicker__label'>{node.label}</Text>
    </View>
  )
}

// a scroll re-renders the window; rows whose props did not change are skipped
export const CategoryTreeRow = memo(CategoryTreeRowView)
