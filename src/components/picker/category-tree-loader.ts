// Where the picker's tree comes from: the local category database when it still holds the current
// version (the latest month, or the frozen 2020-11 tree), otherwise the server (src/api), which is then
// written back to the database.
import type { CategoryTree, TreePlat } from '../../../types'
import { fetchCategoryTree } from '../../api/category-tree'
import { getLatestMonth } from '../../api/endpoints'
import { isCachedTreeFresh } from '../../domain/category-tree'
import { CATEGORY_CACHE_FROZEN_TS } from '../../domain/constants'
import { categoryCache } from '../../platform/category-cache'

export interface CategoryTreeRequest {
  plat: TreePlat
  /** the zero-level tree (level-0 industry groups over Taobao/Tmall) */
  zero?: boolean
  /** the logged-in user name */
  user: string
}

/** The cache is keyed by platform; the zero-level tree counts as a platform of its own here. */
export function cacheKeyOf(plat: TreePlat, zero = false): string {
  return zero && plat === 'all' ? 'zero' : plat
}

/**
 * The category tree of a platform for a user. The trees are cut to the user's permission lists,
 * so a tree cached for another user is never used: every entry records its user, and the first read
 * that finds another user's entry clears the whole database (another login in this browser), so
 * nothing of the previous user's permissions stays behind. Keys stay the platform, not the user.
 */
export async function loadCategoryTree({ plat, zero = false, user }: CategoryTreeRequest): Promise<CategoryTree> {
  const key = cacheKeyOf(plat, zero)
  let cached = await categoryCache.read(key)
  if (cached && cached.user !== user) {
    await categoryCache.clear()
    cached = null
  }
  if (cached && cached.tree.ts === CATEGORY_CACHE_FROZEN_TS) return cached.tree
  let latest: string
  try {
    latest = (await getLatestMonth(plat)).ts
  } catch (error) {
    // offline or a failing server: last month's tree is better than no picker at all
    if (cached) return cached.tree
    throw error
  }
  if (cached && isCachedTreeFresh(cached.tree.ts, latest)) return cached.tree
  let tree: CategoryTree
  try {
    tree = await fetchCategoryTree(plat, latest, { zero })
  } catch (error) {
    if (cached) return cached.tree
    throw error
  }
  await categoryCache.write({ key, user, tree })
  return tree
}
