import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ancestorIds, type CategoryForest } from '../../domain/category-tree'
import { flattenCategoryForest, searchCategoryForest, type CategoryRow } from '../../domain/category-tree-view'
import { CATEGORY_SEARCH_DELAY_MS, PICKER_HEIGHT, PICKER_WIDTH, PICKER_WIDTH_TOP_HEADER } from '../../domain/constants'
import { scrollToCenter, scrollToReveal, visibleWindow } from '../../domain/virtual-window'
import { useT } from '../hooks/use-t'
import { CategoryTreeRow } from './CategoryTreeRow'
import { domAttrs, type KeyPress } from '../widgets/dom-attrs'
import { focusElement } from './focus-element'
import { LIST_HEIGHT_PX, ROW_HEIGHT_PX, SEARCH_BAR_HEIGHT_PX, px } from './picker-sizes'
import { treeKeyAction } from './tree-keys'

/** The open picker: a search box over a virtualised, keyboard-driven tree. */
export interface CategoryTreePanelProps {
  /** the tree to show; null while there is none (then `message` says why) */
  forest: CategoryForest | null
  /** loading or failure text shown instead of a tree */
  message?: string
  /** chosen ids (marked, and scrolled to on opening) */
  value: readonly number[]
  /** checkboxes; a chosen parent checks its children @default false */
  multiple?: boolean
  /** the top header's narrow panel @default false */
  compact?: boolean
  /** prefix of the element ids (unique per picker) */
  idPrefix: string
  /** a row was chosen (Enter, Space, a click) */
  onActivate(row: CategoryRow): void
  /** Escape: close and give focus back to the closed picker */
  onEscape(): void
}

// Rows by id: expanded state and the keyboard's position survive re-flattening.
function indexOfId(rows: readonly CategoryRow[], id: number | null): number {
  return id === null ? -1 : rows.findIndex((r) => r.node.id === id)
}

export function CategoryTreePanel(props: CategoryTreePanelProps) {
  const { forest, message, value, multiple = false, compact = false, idPrefix, onActivate, onEscape } = props
  const { t } = useT()
  const treeRef = useRef<unknown>(null)

  // Opening: every chosen node's parents are open, and the first chosen node is in the middle of the view.
  const [opening] = useState(() => {
    const expanded = new Set<number>()
    if (forest) for (const id of value) for (const a of ancestorIds(forest, id)) expanded.add(a)
    const rows = forest ? flattenCategoryForest(forest, { expanded, value }) : []
    const first = rows.findIndex((r) => value.includes(r.node.id))
    const top = first >= 0 ? scrollToCenter(first, rows.length, LIST_HEIGHT_PX, ROW_HEIGHT_PX) : 0
    return { expanded, top, active: first >= 0 ? rows[first].node.id : (rows[0]?.node.id ?? null) }
  })
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(opening.expanded)
  const [active, setActive] = useState<number | null>(opening.active)

  // typing filters the tree, once the typing pauses, to the matching nodes and the path down to each
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), CATEGORY_SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const search = useMemo(() => (forest ? searchCategoryForest(forest, query) : null), [forest, query])
  const [searchExpanded, setSearchExpanded] = useState<ReadonlySet<number>>(new Set())

  const rows = useMemo(
    () => (forest ? flattenCategoryForest(forest, { expanded: search ? searchExpanded : expanded, search, value, inherit: multiple }) : []),
    [forest, search, searchExpanded, expanded, value, multiple],
  )

  // Scrolling. `viewTop` is where the list is (it picks the rendered window); `scrollTarget` is
  // where we ask it to go. Taro's scroll-view applies scroll-top only when the prop changes, so
  // asking for the same place twice (after the user scrolled away) nudges the value by 0.01 px.
  const [viewTop, setViewTop] = useState(opening.top)
  const viewTopRef = useRef(opening.top)
  const [scrollTarget, setScrollTarget] = useState(opening.top)
  const scrollTo = useCallback((top: number) => {
    viewTopRef.current = top
    setViewTop(top)
    setScrollTarget((previous) => (previous === top ? top + 0.01 : top))
  }, [])
  const onScroll = useCallback((event: { detail: { scrollTop: number } }) => {
    viewTopRef.current = event.detail.scrollTop
    setViewTop(event.detail.scrollTop)
  }, [])

  // A new query shows its matches from the top, every match in sight, the first match under the keyboard.
  useEffect(() => {
    if (!search || !forest) return
    setSearchExpanded(new Set(search.expand))
    const firstMatch = forest.order.find((n) => search.matches.has(n.id))
    setActive(firstMatch ? firstMatch.id : null)
    scrollTo(0)
  }, [search, forest, scrollTo])

  const toggle = useCallback(
    (row: CategoryRow) => {
      const flip = (set: ReadonlySet<number>) => {
        const next = new Set(set)
        if (next.has(row.node.id)) next.delete(row.node.id)
        else next.add(row.node.id)
        return next
      }
      if (search) setSearchExpanded(flip)
      else setExpanded(flip)
    },
    [search],
  )

  const activate = useCallback(
    (row: CategoryRow) => {
      setActive(row.node.id)
      // a level-0 group only gathers categories and cannot be chosen: a click opens or closes it instead
      if (row.node.nocheck) toggle(row)
      else onActivate(row)
    },
    [onActivate, toggle],
  )

  // the keyboard's row moves, and the list scrolls just enough to show it
  const moveTo = (index: number) => {
    const row = rows[index]
    if (!row) return
    setActive(row.node.id)
    const top = scrollToReveal(index, viewTopRef.current, LIST_HEIGHT_PX, ROW_HEIGHT_PX)
    if (top !== viewTopRef.current) scrollTo(top)
  }

  const onTreeKey = (event: KeyPress) => {
    const action = treeKeyAction(event.key, rows, indexOfId(rows, active))
    if (!action) return
    if (action.kind === 'move') moveTo(action.index)
    else if (action.kind === 'toggle') toggle(action.row)
    else if (action.kind === 'activate') activate(action.row)
    else onEscape()
    // arrows and Space would scroll the page; Escape must not close an enclosing dialog too
    event.preventDefault()
    event.stopPropagation()
  }

  const onSearchKey = (event: KeyPress) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      event.preventDefault()
      if (active === null && rows[0]) setActive(rows[0].node.id)
      focusElement(treeRef.current)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onEscape()
    }
  }

  const { start, end } = visibleWindow(rows.length, viewTop, LIST_HEIGHT_PX, ROW_HEIGHT_PX)
  const rowId = (id: number) => `${idPrefix}-row-${id}`
  // aria-activedescendant must name a row that exists: with the mouse the active row can scroll out of the window
  const activeIndex = indexOfId(rows, active)
  const activeInView = activeIndex >= start && activeIndex < end
  const width = compact ? PICKER_WIDTH_TOP_HEADER : PICKER_WIDTH

  return (
    <View
      className={`gr-cpicker__panel${compact ? ' gr-cpicker__panel--compact' : ''}`}
      style={{ width: px(width), height: px(PICKER_HEIGHT) }}
      data-testid='category-panel'
    >
      <View className='gr-cpicker__search' style={{ height: px(SEARCH_BAR_HEIGHT_PX) }}>
        <Input
          className='gr-cpicker__input'
          type='text'
          focus
          placeholder={t('picker.search')}
          aria-label={t('picker.search')}
          aria-controls={`${idPrefix}-tree`}
          data-testid='category-search'
          value={typed}
          onInput={(event) => setTyped(event.detail.value)}
          {...domAttrs({ onKeyDown: onSearchKey })}
        />
      </View>
      {!forest && (
        <View className='gr-cpicker__status' role='status' style={{ height: px(LIST_HEIGHT_PX) }}>
          {message}
        </View>
      )}
      {forest && (
        <ScrollView
          scrollY
          className='gr-cpicker__list'
          style={{ height: px(LIST_HEIGHT_PX) }}
          scrollTop={scrollTarget}
          onScroll={onScroll}
          data-testid='category-list'
        >
          <View
            ref={treeRef}
            id={`${idPrefix}-tree`}
            role='tree'
            aria-label={t('picker.tree')}
            aria-multiselectable={multiple ? true : undefined}
            aria-activedescendant={activeInView && active !== null ? rowId(active) : undefined}
            className='gr-cpicker__tree'
            style={{ height: px(Math.max(rows.length, 1) * ROW_HEIGHT_PX) }}
            data-testid='category-tree'
            {...domAttrs({ tabIndex: 0, onKeyDown: onTreeKey })}
          >
            {rows.length === 0 && <Text className='gr-cpicker__empty'>{t('picker.noMatch')}</Text>}
            {rows.slice(start, end).map((row, i) => (
              <CategoryTreeRow
                key={row.node.id}
                row={row}
                index={start + i}
                id={rowId(row.node.id)}
                multiple={multiple}
                active={row.node.id === active}
                onActivate={activate}
                onToggle={toggle}
              />
            ))}
          </View>
        </ScrollView>
      )}
    </View>
  )
}
