import type { CategoryTree } from '../../../types'
import { loadCategoryTree } from '../../../src/components/picker/category-tree-loader'
import { CATEGORY_CACHE_FROZEN_TS } from '../../../src/domain/constants'
import { categoryCache, forgetCategoryDb } from '../../../src/platform/category-cache.h5'
import { installFakeIndexedDb, removeFakeIndexedDb } from '../helpers/fake-indexeddb'
import { fail, mockRequest, ok, type SeenRequest } from '../helpers/mock-request'
import { scriptOk, serveTreeScripts } from '../helpers/tree-scripts'
import { syntheticTree } from '../helpers/category-trees'

let latest = '2026-09'
let monthFails = false
let api: jest.SpyInstance
let scripts: { name: string; ts: string }[]

beforeEach(() => {
  latest = '2026-09'
  monthFails = false
  installFakeIndexedDb()
  forgetCategoryDb()
  api = mockRequest((request: SeenRequest) => {
    if (request.url.startsWith('/api/get_')) return monthFails ? fail(-500) : ok({ ts: latest, ts_min: '2017-01' })
    if (request.url.startsWith('/api/cats_tree')) return ok(syntheticTree(3000, latest))
    return { statusCode: 404, data: null }
  })
  // the server's tree carries the month it was asked for
  scripts = serveTreeScripts(({ ts }) => scriptOk(syntheticTree(3000, ts)))
})
afterEach(() => {
  jest.restoreAllMocks()
  removeFakeIndexedDb()
  forgetCategoryDb()
})

const months = () => api.mock.calls.filter(([r]) => (r as SeenRequest).url.startsWith('/api/get_')).length
const seed = (key: string, user: string, tree: CategoryTree) => categoryCache.write({ key, user, tree })

test('first load: the script of the latest month, then written to the database under the platform', async () => {
  const tree = await loadCategoryTree({ plat: 'all', user: 'a@x' })
  expect(tree.ts).toBe('2026-09')
  expect(scripts).toEqual([{ name: 'all', ts: '2026-09' }])
  expect(await categoryCache.read('all')).toMatchObject({ key: 'all', user: 'a@x', tree: { ts: '2026-09' } })
})

test('a cached tree of the latest month is used without loading the script again (a reload)', async () => {
  await loadCategoryTree({ plat: 'jd', user: 'a@x' })
  forgetCategoryDb()
  await loadCategoryTree({ plat: 'jd', user: 'a@x' })
  expect(scripts).toHaveLength(1)
})

test('a cached tree of an earlier month is fetched again and replaced (only 2020-11 trees stay)', async () => {
  await seed('all', 'a@x', syntheticTree(2500, '2026-08'))
  const tree = await loadCategoryTree({ plat: 'all', user: 'a@x' })
  expect(tree.ts).toBe('2026-09')
  expect(scripts).toHaveLength(1)
  expect((await categoryCache.read('all'))?.tree.ts).toBe('2026-09')
})

test('a cached 2020-11 tree is kept, without even asking for the latest month', async () => {
  await seed('gamazon', 'a@x', syntheticTree(2500, CATEGORY_CACHE_FROZEN_TS))
  const tree = await loadCategoryTree({ plat: 'gamazon', user: 'a@x' })
  expect(tree.ts).toBe(CATEGORY_CACHE_FROZEN_TS)
  expect([months(), scripts.length]).toEqual([0, 0])
})

test("trees follow the user's permission: another user's cached trees are cleared, never shown", async () => {
  await seed('all', 'a@x', syntheticTree(2500, '2026-09'))
  await seed('jd', 'a@x', syntheticTree(2500, '2026-09'))
  const tree = await loadCategoryTree({ plat: 'all', user: 'b@x' })
  expect(Object.keys(tree.childrenList)).toHaveLength(3000)
  expect(scripts).toHaveLength(1)
  expect(await categoryCache.read('all')).toMatchObject({ user: 'b@x' })
  expect(await categoryCache.read('jd')).toBeNull()
})

test("the latest month cannot be asked (offline): the cached tree still serves; with nothing cached the error is the caller's", async () => {
  await seed('all', 'a@x', syntheticTree(2500, '2026-08'))
  monthFails = true
  expect((await loadCategoryTree({ plat: 'all', user: 'a@x' })).ts).toBe('2026-08')
  await expect(loadCategoryTree({ plat: 'douyin', user: 'a@x' })).rejects.toMatchObject({ code: -500 })
})

test('the zero-level tree is cached as a platform of its own; eBay takes the month of Taobao/Tmall and the API', async () => {
  await loadCategoryTree({ plat: 'all', zero: true, user: 'a@x' })
  expect(scripts).toEqual([{ name: 'zero', ts: '2026-09' }])
  expect(await categoryCache.read('zero')).not.toBeNull()
  await loadCategoryTree({ plat: 'ebay', user: 'a@x' })
  expect(api.mock.calls.map(([r]) => (r as SeenRequest).url)).toEqual([
    '/api/get_word_ts?plat=all',
    '/api/get_word_ts?plat=all',
    '/api/cats_tree?plat=ebay',
  ])
  expect(await categoryCache.read('ebay')).not.toBeNull()
})
