import { fetchCategoryTree, treeScriptName } from '../../../src/api/category-tree'
import { ApiError, NETWORK_ERROR_CODE } from '../../../src/api/errors'
import { mockRequest, ok } from '../helpers/mock-request'
import { scriptFail, scriptOk, serveTreeScripts } from '../helpers/tree-scripts'
import { syntheticTree } from '../helpers/category-trees'

afterEach(() => jest.restoreAllMocks())

test.each([
  ['all', false, 'all'],
  ['jd', false, 'jd'],
  ['gamazon', false, 'gamazon'],
  ['douyin', false, 'douyin'],
  ['all', true, 'zero'],
  ['tbjd', false, null],
  ['tbjddy', false, null],
  ['ebay', false, null],
  ['jd', true, null],
] as const)('the tree file of a platform, or none where it has no file of its own: %s (zero %s) → %s', (plat, zero, name) => {
  expect(treeScriptName(plat, zero)).toBe(name)
})

test("H5: the script's envelope gives the tree; a script with an error envelope rejects with its code", async () => {
  const tree = syntheticTree(3000)
  const seen = serveTreeScripts(({ name }) => (name === 'jd' ? scriptFail(-401, '请登录') : scriptOk(tree)))
  await expect(fetchCategoryTree('all', '2026-09')).resolves.toEqual(tree)
  expect(seen).toEqual([{ name: 'all', ts: '2026-09' }])
  const error = await fetchCategoryTree('jd', '2026-09').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect([(error as ApiError).code, (error as ApiError).message]).toEqual([-401, '请登录'])
  // the script's globals do not keep the tree alive
  expect((window as unknown as { childrenList?: unknown }).childrenList).toBeUndefined()
})

test('H5: a script that cannot load is a network error; two loads of one script share it', async () => {
  const seen = serveTreeScripts(() => 'network')
  const [a, b] = await Promise.allSettled([fetchCategoryTree('douyin', '2026-09'), fetchCategoryTree('douyin', '2026-09')])
  expect(seen).toHaveLength(1)
  expect([a, b].map((r) => (r.status === 'rejected' ? (r.reason as ApiError).code : 'ok'))).toEqual([
    NETWORK_ERROR_CODE,
    NETWORK_ERROR_CODE,
  ])
})

test('the platforms without a script ask GET /api/cats_tree', async () => {
  const tree = syntheticTree(3000)
  const api = mockRequest(() => ok(tree))
  await expect(fetchCategoryTree('ebay', '2026-09')).resolves.toEqual(tree)
  expect(api.mock.calls.map(([r]) => (r as { url: string }).url)).toEqual(['/api/cats_tree?plat=ebay'])
})
