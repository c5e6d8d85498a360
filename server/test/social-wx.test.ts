// The mini-program's GET /api/wx/tags and /api/wx/posts_list: the `token` header from storage is
// accepted besides the session, as the mini-program sends it; posts are read from the store (built with the dataset,
// or imported: import-social.test.ts shows an imported post listed).
import type { SocialRanking, WxPostsPage, WxTags } from '../../types'
import { api, state, tokenFor } from './helpers'

let mini: string
beforeAll(async () => {
  mini = await tokenFor('mini@growthradar.demo')
})
const viaTokenHeader = (path: string) => api<unknown>(path, { headers: { token: mini } })

test('tags: the growth leaders of the three platforms, each word once, via the token header', async () => {
  const { json } = await api<WxTags>('/api/wx/tags?limit=30', { headers: { token: mini } })
  expect(json.status).toBe('ok')
  expect(json.data.ts).toBe(state().ts)
  const tags = json.data.tags
  expect(tags).toHaveLength(30)
  expect(new Set(tags.map((t) => t.tag)).size).toBe(30)
  expect(new Set(tags.map((t) => t.social_plat)).size).toBeGreaterThan(1)
  // 'new' (no base) first, then yoy descending
  const firstPct = tags.findIndex((t) => t.yoy !== null)
  expect(tags.slice(0, Math.max(firstPct, 0)).every((t) => t.label === 'new')).toBe(true)
  const pcts = tags.slice(firstPct).map((t) => t.yoy as number)
  expect(pcts).toEqual([...pcts].sort((a, b) => b - a))
  // one platform: the same words as the top of that platform's social ranking
  const xhs = (await api<WxTags>('/api/wx/tags?social_plat=xhs&limit=10', { headers: { token: mini } })).json.data.tags
  const ranking = (await api<SocialRanking>('/api/social?social_plat=xhs&page_size=10', { token: mini })).json.data.rows
  expect(xhs.map((t) => t.tag)).toEqual(ranking.map((r) => r.word))
  expect(xhs.every((t) => t.social_plat === 'xhs')).toBe(true)
})

test('posts: a page of a tag, newest first, by talents, the same on every call', async () => {
  const ranking = (await api<SocialRanking>('/api/social?social_plat=douyin&sortby=volume&page_size=1', { token: mini })).json.data.rows[0]
  const path = `/api/wx/posts_list?tag=${encodeURIComponent(ranking.word)}&social_plat=douyin&page_size=20`
  const { json } = await api<WxPostsPage>(path, { headers: { token: mini } })
  expect(json.status).toBe('ok')
  expect(json.data.total).toBeGreaterThan(20)
  expect(json.data.rows).toHaveLength(20)
  const times = json.data.rows.map((p) => p.published_at)
  expect(times).toEqual([...times].sort().reverse())
  for (const p of json.data.rows) {
    expect(p.title).toContain(ranking.word)
    expect(p.published_at.startsWith(state().ts)).toBe(true)
    expect(p.social_plat).toBe('douyin')
    expect(p.likes).toBeGreaterThanOrEqual(0)
    expect(p.word).toBe(ranking.word)
    // the author is a talent: a nickname of the platform with its followers
    expect(p.author).not.toBe('')
    expect(p.author_id).toBeGreaterThan(0)
    expect(p.author_followers).toBeGreaterThan(0)
  }
  expect((await api<WxPostsPage>(path, { headers: { token: mini } })).json.data).toEqual(json.data)
  const page2 = (await api<WxPostsPage>(`${path}&page=2`, { headers: { token: mini } })).json.data.rows
  expect(page2[0].published_at <= times[19]).toBe(true)
  expect(page2.map((p) => p.post_id)).not.toContain(json.data.rows[0].post_id)
  // without social_plat: the three platforms' posts together
  const every = (await api<WxPostsPage>(`/api/wx/posts_list?tag=${encodeURIComponent(ranking.word)}`, { token: mini })).json.data
  expect(every.total).toBeGreaterThan(json.data.total)
})

test.each([
  ['/api/wx/posts_list?tag=', 'tag'],
  ['/api/wx/posts_list?tag=%20%20', 'tag'],
  ['/api/wx/posts_list', 'tag'],
  ['/api/wx/posts_list?tag=x&page_size=500', 'page_size'],
  ['/api/wx/tags?limit=0', 'limit'],
  ['/api/wx/tags?social_plat=bilibili', 'social_plat'],
])('bad input %s → -400 naming %s', async (path, field) => {
  const { json } = await viaTokenHeader(path)
  expect(json).toMatchObject({ status: 'error', error_code: -400 })
  expect(String(json.error_msg)).toContain(field)
})

test('an unknown tag is -404; no session or a wrong token header is -401', async () => {
  expect((await viaTokenHeader('/api/wx/posts_list?tag=nosuchtag')).json.error_code).toBe(-404)
  for (const path of ['/api/wx/tags', '/api/wx/posts_list?tag=冻干']) {
    expect((await api(path)).json.error_code).toBe(-401)
    expect((await api(path, { headers: { token: 'not-a-session' } })).json.error_code).toBe(-401)
  }
  // the token header counts only on the wx calls
  expect((await api('/api/social?social_plat=douyin', { headers: { token: mini } })).json.error_code).toBe(-401)
})

test('-499 and -424 through the token header', async () => {
  const sms = await tokenFor('sms@growthradar.demo')
  expect((await api('/api/wx/tags', { headers: { token: sms } })).json.error_code).toBe(-499)
  const disabled = await tokenFor('disabled@growthradar.demo')
  expect((await api('/api/wx/tags', { headers: { token: disabled } })).json.error_code).toBe(-424)
})
