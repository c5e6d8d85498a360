import Taro from '@tarojs/taro'
import type { CategoryTree } from '../../../types'
import { CATEGORY_CACHE_DB_VERSION } from '../../../src/domain/constants'
import { categoryCache as h5Cache, forgetCategoryDb } from '../../../src/platform/category-cache.h5'
import { categoryCache as weappCache } from '../../../src/platform/category-cache.weapp'
import { installFakeIndexedDb, removeFakeIndexedDb } from '../helpers/fake-indexeddb'

const tree = (ts: string): CategoryTree => ({
  ts,
  bigCategory: [16],
  choice_cat: [16],
  currency: 'CNY',
  childrenList: { '16': { category_id: 16, parent_id: 0, is_parent: false, chd: [], name: '女装', level: 1, sale: 1 } },
})

afterEach(() => {
  removeFakeIndexedDb()
  forgetCategoryDb()
  window.localStorage.clear()
})

describe('H5: IndexedDB (database version 1, one tree per platform)', () => {
  test('a tree written under its platform reads back after a reload; clear() forgets every platform', async () => {
    const db = installFakeIndexedDb()
    await h5Cache.write({ key: 'all', user: 'a@x', tree: tree('2026-09') })
    await h5Cache.write({ key: 'jd', user: 'a@x', tree: tree('2026-09') })
    expect(db.version('growth-radar-category-trees')).toBe(CATEGORY_CACHE_DB_VERSION)
    expect([...db.rows('growth-radar-category-trees', 'trees').keys()]).toEqual(['all', 'jd'])
    forgetCategoryDb() // a new page opens the database again
    expect(await h5Cache.read('all')).toEqual({ key: 'all', user: 'a@x', tree: tree('2026-09') })
    expect(await h5Cache.read('douyin')).toBeNull()
    await h5Cache.clear()
    expect(await h5Cache.read('all')).toBeNull()
    expect(await h5Cache.read('jd')).toBeNull()
  })

  test('no IndexedDB (private mode, old WebViews): reads are empty and writes do nothing, without errors', async () => {
    await expect(h5Cache.write({ key: 'all', user: 'a@x', tree: tree('2026-09') })).resolves.toBeUndefined()
    await expect(h5Cache.read('all')).resolves.toBeNull()
    await expect(h5Cache.clear()).resolves.toBeUndefined()
  })
})

describe('mini-program: wx storage', () => {
  test('one key per platform carrying the database version; clear() leaves other storage alone', async () => {
    Taro.setStorageSync('language', 'en')
    await weappCache.write({ key: 'all', user: 'a@x', tree: tree('2026-09') })
    await weappCache.write({ key: 'gamazon', user: 'a@x', tree: tree('2020-11') })
    expect(
      Taro.getStorageInfoSync()
        .keys.filter((k) => k.startsWith('categoryTree:'))
        .sort(),
    ).toEqual([`categoryTree:v${CATEGORY_CACHE_DB_VERSION}:all`, `categoryTree:v${CATEGORY_CACHE_DB_VERSION}:gamazon`])
    expect(await weappCache.read('gamazon')).toEqual({ key: 'gamazon', user: 'a@x', tree: tree('2020-11') })
    expect(await weappCache.read('jd')).toBeNull()
    await weappCache.clear()
    expect(await weappCache.read('all')).toBeNull()
    expect(Taro.getStorageSync('language')).toBe('en')
  })
})
