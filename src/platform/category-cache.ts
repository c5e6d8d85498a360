/**
 * The local category-tree database: one cached tree per platform, on the device, at version 1.
 * H5: IndexedDB; mini-program: wx storage.
 * Taro picks category-cache.h5.ts or category-cache.weapp.ts by TARO_ENV; this file is the contract.
 * A cache never fails its caller: an unreadable or full database reads as empty and writes nothing.
 */
import type { CategoryTree } from '../../types'

/** One cached tree. */
export interface CachedCategoryTree {
  /** the platform the tree belongs to ('zero' for the zero-level tree) */
  key: string
  /** the user the server cut the tree for: trees follow the user's permission lists */
  user: string
  tree: CategoryTree
}

export interface CategoryCache {
  /** the entry under the key, or null */
  read(key: string): Promise<CachedCategoryTree | null>
  /** store (replace) the entry under entry.key */
  write(entry: CachedCategoryTree): Promise<void>
  /** forget every tree (another user logged in) */
  clear(): Promise<void>
}

export declare const categoryCache: CategoryCache
