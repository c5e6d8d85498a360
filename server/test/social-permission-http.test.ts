// -403 for social_cat_list over HTTP (category permissions, docs/rules.md): partial@growthradar.demo
// may see social concepts of its Taobao nodes only (女装 16 and 面部护理 under 1801); any other
// category is refused by every social call that takes a cid, while the analyst ('all') gets the
// same categories.
import type { CategoryTree, SocialRanking, WxPostsPage, WxTags } from '../../types'
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

test('one word without a category is looked up across every group of the list; a word ranked only outside it is refused, not unknown', async () => {
  // the words ranked in each of partial@'s groups (the analyst sees the same rankings)
  const ranked = async (cid: number) =>
    (
      await api<SocialRanking>(`/api/social?social_plat=douyin&cid=${cid}&sortby=volume&page_size=100`, { token: analyst })
    ).json.data.rows.map((r) => r.word)
  const [women, face, men] = await Promise.all([ranked(16), ranked(faceCare), ranked(30)])
  // a word of the second group only: answered in that group, as if asked with its cid
  const second = face.find((w) => !women.includes(w))
  expect(second).toBeDefined()
  const word = encodeURIComponent(second as string)
  const { json } = await social(`word=${word}`, partial)
  expect(json).toMatchObject({ status: 'ok', data: { cid: faceCare } })
  expect(json.data.rows[0]).toEqual((await social(`word=${word}&cid=${faceCare}`, partial)).json.data.rows[0])
  // a word only men's wear ranks: outside the list, -403 (the analyst is answered)
  const outside = men.find((w) => !women.includes(w) && !face.includes(w))
  expect(outside).toBeDefined()
  const refused = await social(`word=${encodeURIComponent(outside as string)}`, partial)
  expect(refused.json).toMatchObject({ status: 'error', error_code: -403 })
  expect((await social(`word=${encodeURIComponent(outside as string)}`, analyst)).json.status).toBe('ok')
  // a word no platform ranks at all: -404, no data
  expect((await social('word=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%8D', partial)).json.error_code).toBe(-404)
})

test("a word's posts: only those tagged inside the caller's list; a level-2 grant does not open its level-1 parent's posts", async () => {
  const word = (await social(`cid=${faceCare}&sortby=volume&page_size=1`, partial)).json.data.rows[0].word
  const posts = async (token: string) =>
    (await api<WxPostsPage>(`/api/wx/posts_list?social_plat=douyin&page_size=50&tag=${encodeURIComponent(word)}`, { token })).json.data
  const [all, mine] = await Promise.all([posts(analyst), posts(partial)])
  // the analyst reads posts tagged with 面部护理's level-1 parent; partial@ none of them
  expect(all.rows.some((p) => p.category_id === 1801)).toBe(true)
  expect(mine.rows.some((p) => p.category_id === 1801)).toBe(false)
  expect(mine.total).toBeLessThan(all.total)
  for (const p of mine.rows) expect([16, faceCare]).toContain(p.category_id === 16 || p.category_id === faceCare ? p.category_id : -1)
})
