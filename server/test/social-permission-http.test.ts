// -403 for social_cat_list over HTTP (SPEC §6): partial@growthradar.demo may see social concepts of
// its Taobao nodes only (女装 16 and 面部护理 under 1801); any other category is refused by every
// social call that takes a cid, while the analyst ('all') gets the same categories.
import type { CategoryTree, SocialRanking, WxTags } from '../../types'
import { api, tokenFor } from './helpers'

let analyst: string
let partial: string
let faceCare: number
beforeAll(async () => {
  ;[analyst, partial] = await Promise.all(['analyst', 'partial'].map((u) => tokenFor(`${u}@growthradar.demo`)))
  const tree = (await api<CategoryTree>('/api/cats_tree?plat=all', { token: partial })).json.data
  faceCare = tree.childrenList['1801'].chd[0]
})

const social = (query: string, token: string) => api<SocialRanking>(`/api/social?social_plat=douyin&${query}`, { token })

test("the partial user's login info carries a restricted social list: its Taobao nodes", async () => {
  const { json } = await api<{ social_cat_list: unknown; cat_list: unknown }>('/api/user', { token: partial })
  expect(json.data.social_cat_list).not.toBe('all')
  expect(json.data.social_cat_list).toEqual(json.data.cat_list)
})

test.each([
  ['男装 (30), a level 1 not listed', 30],
  ['1801, whose child only is listed', 1801],
])('/api/social with a cid outside the list: %s → -403', async (_name, cid) => {
  const { status, json } = await social(`cid=${cid}`, partial)
  expect(status).toBe(200)
  expect(json).toMatchObject({ status: 'error', error_code: -403, data: null })
  // the same category answers for a user with the whole tree
  expect((await social(`cid=${cid}`, analyst)).json.status).toBe('ok')
})

test('/api/social inside the list answers: a listed level 1, a listed level 2, and the default is the first listed node', async () => {
  const women = await social('cid=16', partial)
  expect(women.json).toMatchObject({ status: 'ok', data: { cid: 16 } })
  const face = await social(`cid=${faceCare}`, partial)
  expect(face.json).toMatchObject({ status: 'ok', data: { cid: faceCare } })
  const fallback = await social('', partial)
  expect(fallback.json).toMatchObject({ status: 'ok', data: { cid: 16 } })
})

test('/api/wx/tags applies the same list', async () => {
  expect((await api<WxTags>('/api/wx/tags?cid=30', { token: partial })).json.error_code).toBe(-403)
  expect((await api<WxTags>('/api/wx/tags?cid=16', { token: partial })).json.status).toBe('ok')
})
