// Latest-month info and the category trees cut to the caller's lists (category permissions, docs/rules.md).
import type { CategoryTree, TimeInfo } from '../../types'
import { api, tokenFor } from './helpers'

test.each([
  '/api/get_word_ts?plat=all',
  '/api/get_jd_ts?plat=jd',
  '/api/get_dy_ts',
  '/api/get_tbjd_ts',
  '/api/get_gamazon_ts?plat=gamazon',
  '/get_word_ts?plat=all',
])('%s answers ts and ts_min 2017-01 without a session', async (path) => {
  const { json } = await api<TimeInfo>(path)
  expect(json.status).toBe('ok')
  expect(json.data.ts_min).toBe('2017-01')
  expect(json.data.ts).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/)
  expect(json.data.ts > '2024-01').toBe(true)
})

test.each([
  ['all', [16, 1801]],
  ['jd', [1801]],
  ['gamazon', [3760911, 1064954]],
  ['ebay', [1853126]],
] as const)('the full %s tree has the level-1 ids the client relies on', async (plat, ids) => {
  const token = await tokenFor('analyst@growthradar.demo')
  const { json } = await api<CategoryTree>(`/api/cats_tree?plat=${plat}`, { token })
  for (const id of ids) {
    expect(json.data.bigCategory).toContain(id)
    expect(json.data.childrenList[String(id)]).toMatchObject({ level: 1, parent_id: 0, is_parent: true })
  }
  const levels = new Set(Object.values(json.data.childrenList).map((n) => n.level))
  expect([...levels].sort()).toEqual(plat === 'jd' ? [1, 2, 3] : [1, 2, 3, 4])
  if (plat === 'gamazon') expect(json.data.childrenList['3760911'].category_name_en).toBe('Beauty & Personal Care')
})

test('the partial user sees permitted subtrees, their ancestors only_show, nothing else', async () => {
  const token = await tokenFor('partial@growthradar.demo')
  const { json } = await api<CategoryTree>('/api/cats_tree?plat=all', { token })
  const list = json.data.childrenList
  expect(json.data.bigCategory.sort()).toEqual([16, 1801])
  expect(list['16'].only_show).toBeUndefined()
  expect(list['1801'].only_show).toBe(true)
  const beautyChildren = list['1801'].chd
  expect(beautyChildren).toHaveLength(1)
  const faceCare = list[String(beautyChildren[0])]
  expect(faceCare).toMatchObject({ name: '面部护理', level: 2 })
  expect(faceCare.only_show).toBeUndefined()
  for (const child of faceCare.chd) expect(list[String(child)].only_show).toBeUndefined()
  expect(list['30']).toBeUndefined()
  expect(json.data.choice_cat).toEqual([16])
  const amazon = await api<CategoryTree>('/api/cats_tree?plat=gamazon', { token })
  expect(amazon.json.data.bigCategory).toEqual([])
})

test('only_show ancestors reveal no figure of a category the caller may not see: 1801 carries 面部护理 only', async () => {
  const full = (await api<CategoryTree>('/api/cats_tree?plat=all', { token: await tokenFor('analyst@growthradar.demo') })).json.data
    .childrenList
  const { json } = await api<CategoryTree>('/api/cats_tree?plat=all', { token: await tokenFor('partial@growthradar.demo') })
  const list = json.data.childrenList
  const faceCare = list[String(list['1801'].chd[0])]
  expect(faceCare.sale).toBe(full[String(faceCare.category_id)].sale)
  expect(faceCare.sale).toBeGreaterThan(0)
  expect(full['1801'].sale).toBeGreaterThan(faceCare.sale)
  // the disabled ancestor: the sum over its permitted descendants, not its own total
  expect(list['1801'].sale).toBe(faceCare.sale)
  // a permitted level 1 keeps its own figure
  expect(list['16'].sale).toBe(full['16'].sale)
})

test('the social tree (plat=social): Taobao/Tmall levels 1 and 2 cut to social_cat_list, nothing pre-chosen', async () => {
  const full = (await api<CategoryTree>('/api/cats_tree?plat=social', { token: await tokenFor('analyst@growthradar.demo') })).json.data
  expect(full.bigCategory).toEqual(expect.arrayContaining([16, 1801]))
  expect([...new Set(Object.values(full.childrenList).map((n) => n.level))].sort()).toEqual([1, 2])
  expect(full.choice_cat).toEqual([])
  // partial: social concepts of 女装/女士精品 and 面部护理 only (README demo accounts)
  const { json } = await api<CategoryTree>('/api/cats_tree?plat=social', { token: await tokenFor('partial@growthradar.demo') })
  const list = json.data.childrenList
  expect(json.data.bigCategory.sort()).toEqual([16, 1801])
  expect(list['16'].only_show).toBeUndefined()
  expect(list['1801'].only_show).toBe(true)
  expect(list['1801'].chd.map((id) => list[String(id)].name)).toEqual(['面部护理'])
})
