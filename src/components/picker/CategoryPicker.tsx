import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { TreePlat } from '../../../types'
import { NO_PERMISSION_ID, labelsOf } from '../../domain/category-tree'
import type { CategoryRow } from '../../domain/category-tree-view'
import { chooseSingle, toggleChecked } from '../../domain/category-selection'
import { pressOutsideNeedsMask, watchPressOutside } from '../../platform/outside-press'
import { goToLogin } from '../../platform/login'
import { useT } from '../hooks/use-t'
import { CategoryTreePanel } from './CategoryTreePanel'
import { domAttrs, type KeyPress } from '../widgets/dom-attrs'
import { focusElement } from './focus-element'
import { useCategoryTree } from './use-category-tree'
import './category-picker.scss'

/**
 * The category picker (category permissions, docs/rules.md): a closed box naming the chosen categories that opens a
 * searchable tree of the categories the user may pick on `plat`. The user and their permission
 * lists come from the user store; the tree is loaded and cached by the picker itself.
 */
export interface CategoryPickerProps {
  /** data source whose tree is shown (its permission list applies, category permissions) */
  plat: TreePlat
  /**
   * Chosen category ids. In multiple mode a chosen parent stands for its whole subtree (the picker
   * reports the topmost checked nodes).
   */
  value: number[]
  /** checkboxes and several categories; otherwise one category and the panel closes on a choice @default false */
  multiple?: boolean
  /** the top header's picker: the panel is PICKER_WIDTH_TOP_HEADER (200 px) wide instead of PICKER_WIDTH (450 px) @default false */
  compact?: boolean
  /** level-0 industry groups over Taobao/Tmall's categories (the zero-level tree; plat 'all'); groups cannot be chosen @default false */
  levelZero?: boolean
  /** deepest level offered: the concept rankings cover levels 1 and 2 @default 4 */
  maxLevel?: number
  /** the new choice and its names in the user's language (called on each change; in single mode on a choice) */
  onChange(ids: number[], labels: string[]): void
  /** greys the box and ignores clicks and keys @default false */
  disabled?: boolean
  /** data-testid of the root @default 'category-picker' */
  testId?: string
}

export function CategoryPicker(props: CategoryPickerProps) {
  const {
    plat,
    value,
    multiple = false,
    compact = false,
    levelZero = false,
    maxLevel,
    onChange,
    disabled = false,
    testId = 'category-picker',
  } = props
  const { t } = useT()
  const tree = useCategoryTree(plat, { zero: levelZero, maxLevel })
  const { forest, status } = tree
  const [open, setOpen] = useState(false)
  const rootRef = useRef<unknown>(null)
  const boxRef = useRef<unknown>(null)
  const idPrefix = `gr-cpicker-${useId().replace(/[^a-zA-Z0-9]/g, '')}`

  useEffect(() => {
    if (open && disabled) setOpen(false)
  }, [open, disabled])
  // H5: a press outside closes the panel and still reaches what it landed on (no mask over the page)
  useEffect(() => (open ? watchPressOutside(rootRef.current, () => setOpen(false)) : undefined), [open])

  const close = useCallback((refocus: boolean) => {
    setOpen(false)
    if (refocus) focusElement(boxRef.current)
  }, [])

  const toggleOpen = () => {
    if (disabled) return
    // the box says "log in to choose": pressing it does that
    if (status === 'logged-out') return goToLogin()
    // opening after a failed load asks again
    if (!open && status === 'error') tree.retry()
    setOpen(!open)
  }

  const onBoxKey = (event: KeyPress) => {
    if (disabled) return
    if (event.key === 'Enter' || event.key === ' ' || (event.key === 'ArrowDown' && !open)) {
      event.preventDefault()
      toggleOpen()
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close(true)
    }
  }

  const onActivate = useCallback(
    (row: CategoryRow) => {
      if (!forest) return
      if (multiple) {
        const next = toggleChecked(forest, value, row.node.id)
        if (next !== value) onChange([...next], labelsOf(forest, next))
        return
      }
      // single choice: a node the user may not pick ignores the click
      const chosen = chooseSingle(forest, row.node.id)
      if (!chosen) return
      onChange(chosen, labelsOf(forest, chosen))
      close(true)
    },
    [forest, multiple, value, onChange, close],
  )

  const labels = status === 'ready' && forest ? labelsOf(forest, value) : []
  const placeholder =
    status === 'loading'
      ? t('placeholder.loadingCategories')
      : status === 'no-permission'
        ? t('placeholder.noPermission')
        : status === 'logged-out'
          ? t('picker.loginFirst')
          : status === 'sms-required'
            ? t('picker.verifyFirst')
            : status === 'error'
              ? t('picker.loadFailed')
              : t('placeholder.selectCategory')
  const text = labels.length > 0 ? labels.join(t('picker.separator')) : placeholder
  // with nothing permitted, the one no-permission entry is the selected one
  const shownValue = status === 'no-permission' ? [NO_PERMISSION_ID] : value

  const classes = ['gr-cpicker']
  if (compact) classes.push('gr-cpicker--compact')
  if (open) classes.push('gr-cpicker--open')
  if (disabled) classes.push('gr-cpicker--disabled')

  return (
    <View ref={rootRef} className={classes.join(' ')} data-testid={testId} data-status={status}>
      <View
        ref={boxRef}
        className='gr-cpicker__box'
        role='combobox'
        aria-haspopup='tree'
        aria-expanded={open}
        aria-controls={open ? `${idPrefix}-tree` : undefined}
        aria-disabled={disabled ? true : undefined}
        aria-label={t('picker.label')}
        data-testid='category-box'
        onClick={toggleOpen}
        {...domAttrs({ tabIndex: disabled ? -1 : 0, title: text, onKeyDown: onBoxKey })}
      >
        <Text className={`gr-cpicker__value${labels.length > 0 ? '' : ' gr-cpicker__value--empty'}`}>{text}</Text>
        <Text className='gr-cpicker__caret' aria-hidden='true'>
          ▾
        </Text>
      </View>
      {open && pressOutsideNeedsMask && <View className='gr-cpicker__mask' onClick={() => close(false)} />}
      {open && (
        <CategoryTreePanel
          // a new platform, or the tree arriving while open, starts the panel afresh (open on the selection)
          key={`${plat}:${levelZero}:${forest ? 'tree' : status}`}
          forest={forest}
          message={placeholder}
          value={shownValue}
          multiple={multiple}
          compact={compact}
          idPrefix={idPrefix}
          onActivate={onActivate}
          onEscape={() => close(true)}
        />
      )}
    </View>
  )
}
