// The free version's window (docs/rules.md): every dated list call keeps the free version inside
// it — no month before GET /api/get_search_pri earliest_month (-403, the upgrade message of
// /api/search, in the request's language) and no page longer than its max_page_size (the page is cut
// to it, as /api/search_detail does, and the answer says the size it used).
import type { ConceptRanking, SearchPrivileges, SocialRanking, WxPostsPage, WxTags } from '../../types'
import { shiftMonth } from '../../src/domain/months'
import { api, tokenFor } from './helpers'

let free: string
let analyst: string
let pri: SearchPrivileges
beforeAll(async () => {
  ;[free, analyst] = await Promise.all([tokenFor('free@growthradar.demo'), tokenFor('analyst@growthradar.demo')])
  pri = (await api<SearchPrivileges>('/api/get_search_pri', { token: free })).json.data
})

const en = { 'accept-language': 'en-US,en;q=0.9' }

/** A word the free account may open posts of in a month (the top social word of douyin then). */
async function topSocialWord(ts: string): Promise<string> {
  return (await api<SocialRanking>(`/api/social?social_plat=douyin&sortby=volume&page_size=1&ts=${ts}`, { token: analyst })).json.data
    .rows[0].word
}

type Answer = { json: { status: string; error_code: number; error_msg: unknown } }
const CALLS: [string, (ts: string, token: string) => Promise<Answer>][] = [
  ['POST /api/ecommerce', (ts, token) => api('/api/ecommerce', { body: { plat: 'all', ts }, token, headers: en })],
  // the three-month period ending two months later starts at ts
  [
    'POST /api/ecommerce (three months)',
    (ts, token) => api('/api/ecommerce', { body: { plat: 'jd', ts: shiftMonth(ts, 2), is_multi_month: 1 }, token, headers: en }),
  ],
  ['GET /api/list_gamazon', (ts, token) => api(`/api/list_gamazon?ts=${ts}`, { token, headers: en })],
  ['GET /api/social', (ts, token) => api(`/api/social?social_plat=xhs&ts=${ts}`, { token, headers: en })],
  ['GET /api/wx/tags', (ts, token) => api(`/api/wx/tags?ts=${ts}`, { headers: { ...en, token } })],
  [
    'GET /api/wx/posts_list',
    async (ts, token) =>
      api(`/api/wx/posts_list?social_plat=douyin&ts=${ts}&tag=${encodeURIComponent(await topSocialWord(ts))}`, {
        headers: { ...en, token },
      }),
  ],
]

test('the free account has a later earliest month than the data (the premise of the rule)', () => {
  expect(pri).toMatchObject({ is_free_version: true, max_page_size: 20 })
  expect(pri.earliest_month > '2017-03').toBe(true)
})

test.each(CALLS)(
  '%s: a month before earliest_month is -403 for the free version, as /api/search answers; the analyst reads it',
  async (_name, get) => {
    const before = shiftMonth(pri.earliest_month, -1)
    const search = await api('/api/search', { body: { word: '法式', cid: 16, ts: before }, token: free, headers: en })
    expect(search.json.error_code).toBe(-403)
    const refused = await get(before, free)
    expect(refused.json).toMatchObject({ status: 'error', error_code: -403 })
    expect(refused.json.error_msg).toBe(search.json.error_msg)
    // the earliest month itself is open, and the full version reads the month before
    expect((await get(pri.earliest_month, free)).json.status).toBe('ok')
    expect((await get(before, analyst)).json.status).toBe('ok')
  },
)

test("the -403 is written in the request's language", async () => {
  const before = shiftMonth(pri.earliest_month, -1)
  const zh = await api(`/api/social?social_plat=xhs&ts=${before}`, { token: free, headers: { 'accept-language': 'zh-CN' } })
  expect(String(zh.json.error_msg)).toMatch(/请升级/)
  const enMsg = await api(`/api/list_gamazon?ts=${before}`, { token: free, headers: en })
  expect(String(enMsg.json.error_msg)).toMatch(/Please upgrade/)
})

test('a three-month period reaching before earliest_month is refused like /api/search refuses it', async () => {
  const body = { ts: pri.earliest_month, is_multi_month: 1 }
  const search = await api('/api/search', { body: { ...body, word: '法式', cid: 16 }, token: free })
  const ranking = await api('/api/ecommerce', { body: { ...body, plat: 'all' }, token: free })
  expect([search.json.error_code, ranking.json.error_code]).toEqual([-403, -403])
})

test('page_size over max_page_size: the free version gets a page of 20, and the answer says so', async () => {
  const ecommerce = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', page_size: 100 }, token: free })).json.data
  const gamazon = (await api<ConceptRanking>('/api/list_gamazon?page_size=100', { token: free })).json.data
  const social = (await api<SocialRanking>('/api/social?social_plat=douyin&page_size=100', { token: free })).json.data
  for (const d of [ecommerce, gamazon, social]) {
    expect(d.rows).toHaveLength(Math.min(20, d.total))
    expect(d.page_size).toBe(20)
  }
  expect(ecommerce.total).toBeGreaterThan(20)
  expect(social.total).toBeGreaterThan(20)
  // page 2 continues after the 20 rows of page 1
  const second = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', page_size: 100, page: 2 }, token: free })).json.data
  expect(second.rows[0].rank).toBe(21)
  const tags = (await api<WxTags>('/api/wx/tags?limit=50', { headers: { token: free } })).json.data
  expect(tags.tags).toHaveLength(20)
  const word = await topSocialWord(pri.latest_month)
  const posts = (
    await api<WxPostsPage>(`/api/wx/posts_list?social_plat=douyin&page_size=50&tag=${encodeURIComponent(word)}`, {
      headers: { token: free },
    })
  ).json.data
  expect(posts.total).toBeGreaterThan(20)
  expect(posts.rows).toHaveLength(20)
  expect(posts.page_size).toBe(20)
  // the full version keeps its 100
  const full = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', page_size: 100 }, token: analyst })).json.data
  expect(full.page_size).toBe(100)
  expect(full.rows.length).toBe(Math.min(100, full.total))
})
