import Taro from '@tarojs/taro'
import { CATEGORY_CACHE_DB_VERSION } from '../domain/constants'
import type { CachedCategoryTree, CategoryCache } from './category-cache'

// wx storage has no databases: the version is part of each key, so a new version never reads an
// old entry, and clear() removes every version's entries.
const PREFIX = 'categoryTree:'
const keyOf = (key: string) => `${PREFIX}v${CATEGORY_CACHE_DB_VERSION}:${key}`

export const categoryCache: CategoryCache = {
  async read(key) {
    try {
      const { data } = await Taro.getStorage<CachedCategoryTree>({ key: keyOf(key) })
      return data && typeof data === 'object' && data.tree ? data : null
    } catch {
      return null // a missing key rejects
    }
  },
  async write(entry) {
    try {
      await Taro.setStorage({ key: keyOf(entry.key), data: entry })
    } catch {
      /* over wx's per-key or total quota: the tree is fetched again next time */
    }
  },
  async clear() {
    try {
      const { keys } = Taro.getStorageInfoSync()
      await Promise.all(keys.filter((k) => k.startsWith(PREFIX)).map((key) => Taro.removeStorage({ key })))
    } catch {
      /* nothing cached */
    }
  },
}
