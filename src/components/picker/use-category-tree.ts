// The picker's data: the user's category tree for a platform (cached on the device), built into the
// nodes the user may see (category permissions, docs/rules.md) in their language, and the state the closed picker names
// (loading, ready, no permission; and a failed load, which is only logged, as the error codes say).
import { useEffect, useMemo } from 'react'
import type { CategoryTree, TreePlat } from '../../../types'
import type { ApiError } from '../../api/errors'
import { buildCategoryForest, type CategoryForest } from '../../domain/category-tree'
import { TREE_LOAD_DEBOUNCE_MS } from '../../domain/constants'
import { useApi } from '../../data/use-api'
import { selectUser, useUserStore } from '../../store/user'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { useT } from '../hooks/use-t'
import { loadCategoryTree } from './category-tree-loader'
import { ERROR_CODES } from '../../../types/envelope'

/** 'logged-out' and 'sms-required' say what to do (log in; verify the phone) instead of 暂无权限 or an endless loading */
export type CategoryTreeStatus = 'loading' | 'ready' | 'no-permission' | 'logged-out' | 'sms-required' | 'error'

export interface CategoryTreeState {
  status: CategoryTreeStatus
  /** the nodes to show: set when ready or no-permission (the one no-permission entry) */
  forest: CategoryForest | null
  /** the server's tree as loaded (screens read choice_cat, bigCategory for their defaults) */
  tree: CategoryTree | null
  error: ApiError | null
  /** load again (after an error) */
  retry(): void
}

export interface UseCategoryTreeOptions {
  /** the zero-level tree: level-0 industry groups over Taobao/Tmall's categories (H5; plat 'all') @default false */
  zero?: boolean
  /** deepest level offered @default 4 */
  maxLevel?: number
}

type TreeKey = readonly ['category-tree', string, TreePlat, boolean]

/**
 * The category tree of `plat` for the logged-in user (user and permission lists from the user
 * store). Loads are debounced by TREE_LOAD_DEBOUNCE_MS, so a quick run of platform
 * changes asks for one tree; pickers asking for the same tree share one load (the data layer).
 */
export function useCategoryTree(plat: TreePlat, options: UseCategoryTreeOptions = {}): CategoryTreeState {
  const zero = Boolean(options.zero)
  const user = useUserStore(selectUser)
  const { t, lang } = useT()
  const loggedIn = Boolean(user && user.usertype !== 'logged_out')
  const wanted: TreeKey | null = loggedIn && user ? ['category-tree', user.username, plat, zero] : null
  const key = useDebouncedValue(wanted, TREE_LOAD_DEBOUNCE_MS, (k) => (k ? k.join('|') : ''))
  const settled = (wanted ? wanted.join('|') : '') === (key ? key.join('|') : '')
  const query = useApi<CategoryTree>(
    key,
    () => (key ? loadCategoryTree({ user: key[1], plat: key[2], zero: key[3] }) : Promise.reject(new Error('no key'))),
    // another platform's tree must never stand in while this one loads
    { keepPreviousData: false },
  )
  const tree = settled ? (query.data ?? null) : null
  const noPermissionLabel = t('placeholder.noPermission')
  const forest = useMemo(
    // no tree (a logged-out session, a -403) builds the no-permission entry alone
    () => (user ? buildCategoryForest(tree, { plat, permissions: user, lang, noPermissionLabel, maxLevel: options.maxLevel }) : null),
    [tree, user, plat, lang, noPermissionLabel, options.maxLevel],
  )

  const error = settled && !tree ? (query.error ?? null) : null
  useEffect(() => {
    // Error codes: "Category load errors are only logged."
    if (error) console.warn(`[category tree] ${plat}: ${error.code} ${error.message}`)
  }, [error, plat])

  let status: CategoryTreeStatus
  if (user && !loggedIn) status = 'logged-out'
  else if (tree && forest) status = forest.status
  else if (error)
    status =
      error.code === ERROR_CODES.noPermission
        ? 'no-permission'
        : error.code === ERROR_CODES.smsRequired
          ? 'sms-required'
          : error.code === ERROR_CODES.notLoggedIn
            ? 'logged-out'
            : 'error'
  else status = 'loading'
  const shown = status === 'ready' || status === 'no-permission' ? forest : null
  return { status, forest: shown, tree, error, retry: query.retry }
}
