// GET /api/social and /api/latest_social: social concepts ranked by the one growth definition
// (src/domain/social-growth) with 13-month trends, per social platform, month and
// category of social_cat_list; each with its top-10 talents and brands and its Taobao/Tmall sales.
// (import-social.test.ts recomputes the top-10 lists from the raw tables.)
import type { ConceptRanking, LatestSocial, SocialRanking, SocialRankRow, SocialTalentRow, WxPostsPage } from '../../types'
import { absoluteChange, compareGrowth, changePercent } from '../../src/domain/growth'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { isSocialRankable, socialGrowthLabel } from '../../src/domain/social-growth'
import { rankingWords } from '../dataset/gen-params'
import { DEFAULT_SEED } from '../dataset/sizes'
import { api, state, tokenFor } from './helpers'

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

const social = (query: string, token = analyst) => api<SocialRanking>(`/api/social?${query}`, { token })

function expectRowMeaning(r: SocialRankRow) {
  expect(r.trend).toHaveLength(13)
  expect(r.volume).toBe(r.trend[12])
  expect(r.volume_base).toBe(r.trend[0])
  expect(r.volume_prev).toBe(r.trend[11])
  expect(r.yoy).toBe(changePercent(r.volume, r.volume_base))
  expect(r.mom).toBe(changePercent(r.volume, r.volume_prev))
  expect(r.change).toBe(absoluteChange(r.volume, r.volume_base))
  expect(r.mom_change).toBe(absoluteChange(r.volume, r.volume_prev))
  expect(r.label).toBe(socialGrowthLabel(r.volume, r.volume_base))
}

test('latest_social: every social platform up to the dataset month', async () => {
  const { json } = await api<LatestSocial>('/api/latest_social', { token: analyst })
  expect(json.status).toBe('ok')
  expect(json.data.ts).toBe(state().ts)
  for (const p of ['douyin', 'weibo', 'xhs'] as const) expect(json.data.platforms[p]).toEqual({ ts: state().ts, ts_min: '2017-01' })
  const one = await api<LatestSocial>('/api/latest_social?social_plat=xhs', { token: analyst })
  expect(one.json.data.ts).toBe(state().ts)
})

test('the default ranking: latest month, rankable rows in the growth order, 13-month trends', async () => {
  const { json } = await social('social_plat=douyin&page_size=100')
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d).toMatchObject({ social_plat: 'douyin', ts: state().ts, cid: 0, page: 1, page_size: 100 })
  expect(d.months).toEqual(lastMonths(state().ts, 13))
  expect(d.rows.length).toBeGreaterThan(20)
  expect(d.total).toBeGreaterThanOrEqual(d.rows.length)
  d.rows.forEach((r, i) => {
    expect(r.rank).toBe(i + 1)
    expectRowMeaning(r)
    expect(isSocialRankable(r.volume, r.volume_base)).toBe(true)
    if (i > 0)
      expect(
        compareGrowth({ current: d.rows[i - 1].volume, base: d.rows[i - 1].volume_base }, { current: r.volume, base: r.volume_base }),
      ).toBeLessThanOrEqual(0)
  })
  expect(d.rows.some((r) => r.label === 'new' || r.label === 'breakout')).toBe(true)
})

test('Douyin, Weibo and Xiaohongshu talk about the words of Chinese shops, not of eBay and Amazon', async () => {
  const zh = new Set(rankingWords(false, DEFAULT_SEED))
  const english = rankingWords(true, DEFAULT_SEED).filter((w) => !zh.has(w))
  expect(english).toEqual(expect.arrayContaining(['Desk Treadmill', 'Glass Skin']))
  for (const plat of ['douyin', 'weibo', 'xhs']) {
    const { json } = await social(`social_plat=${plat}&sortby=volume&page_size=100`)
    expect(json.data.total).toBeGreaterThan(100)
    for (const r of json.data.rows) expect(zh.has(r.word)).toBe(true)
  }
  const { json } = await social(`social_plat=douyin&word=${encodeURIComponent('Desk Treadmill')}`)
  expect(json.error_code).toBe(-404)
})
test('a month earlier: each word volume is the previous month of the later trend', async () => {
  const now = (await social('social_plat=xhs&sortby=volume&page_size=30')).json.data
  const before = (await social(`social_plat=xhs&sortby=volume&page_size=100&ts=${shiftMonth(state().ts, -1)}`)).json.data
  expect(before.ts).toBe(shiftMonth(state().ts, -1))
  const byWord = new Map(before.rows.map((r) => [r.word, r]))
  let compared = 0
  for (const r of now.rows) {
    const b = byWord.get(r.word)
    if (!b) continue
    expect(b.volume).toBe(r.volume_prev)
    expect(b.trend.slice(1)).toEqual(r.trend.slice(0, 12))
    compared++
  }
  expect(compared).toBeGreaterThan(10)
  const volumes = now.rows.map((r) => r.volume)
  expect(volumes).toEqual([...volumes].sort((a, b) => b - a))
})

test('pages continue the same order; word= answers one row with its rank', async () => {
  const ten = (await social('social_plat=weibo&page_size=10')).json.data
  const second = (await social('social_plat=weibo&page_size=5&page=2')).json.data
  expect(second.rows.map((r) => r.word)).toEqual(ten.rows.slice(5).map((r) => r.word))
  expect(second.rows[0].rank).toBe(6)
  const pick = ten.rows[3]
  const one = (await social(`social_plat=weibo&word=${encodeURIComponent(pick.word)}`)).json.data
  expect(one.rows).toEqual([pick])
  expect(one.total).toBe(1)
})

test('a category narrows the words to concepts of its titles', async () => {
  const all = (await social('social_plat=douyin&sortby=volume&page_size=100&page=1')).json.data
  const women = (await social('social_plat=douyin&sortby=volume&cid=16&page_size=100')).json.data
  expect(women.cid).toBe(16)
  expect(women.total).toBeGreaterThan(3)
  expect(women.total).toBeLessThan(all.total)
  const every = new Set<string>()
  for (let page = 1; page <= Math.ceil(all.total / 100); page++) {
    for (const r of (await social(`social_plat=douyin&sortby=volume&page_size=100&page=${page}`)).json.data.rows) every.add(r.word)
  }
  for (const r of women.rows) expect(every.has(r.word)).toBe(true)
  // English marketplace words never come from Taobao women's titles
  expect(women.rows.some((r) => /^[A-Za-z ]+$/.test(r.word))).toBe(false)
})

test.each([
  ['social_plat=tiktok', 'social_plat'],
  ['', 'social_plat'],
  ['social_plat=douyin&ts=2026-13', 'ts'],
  ['social_plat=douyin&page_size=1000', 'page_size'],
  ['social_plat=douyin&sortby=likes', 'sortby'],
])('bad input %s → -400 naming %s', async (query, field) => {
  const { json } = await social(query)
  expect(json).toMatchObject({ status: 'error', error_code: -400 })
  expect(String(json.error_msg)).toContain(field)
})

test('unknown or too deep categories are -400, months without data -404, unknown words -404', async () => {
  expect((await social('social_plat=douyin&cid=999')).json.error_code).toBe(-400)
  const tree = await api<{ childrenList: Record<string, { level: number; category_id: number }> }>('/api/cats_tree?plat=all', {
    token: analyst,
  })
  const level3 = Object.values(tree.json.data.childrenList).find((n) => n.level === 3)
  const deep = await social(`social_plat=douyin&cid=${level3?.category_id}`)
  expect(deep.json.error_code).toBe(-400)
  expect(String(deep.json.error_msg)).toContain('level')
  expect((await social('social_plat=douyin&ts=2099-01')).json.error_code).toBe(-404)
  expect((await social('social_plat=douyin&ts=2016-12')).json.error_code).toBe(-404)
  expect((await social('social_plat=douyin&word=nosuchword')).json.error_code).toBe(-404)
})

test.each(['/api/social?social_plat=douyin', '/api/latest_social'])(
  '%s: -401 without a session, -499 and -424 for flagged accounts',
  async (path) => {
    expect((await api(path)).json).toMatchObject({ status: 'error', error_code: -401 })
    expect((await api(path, { token: await tokenFor('sms@growthradar.demo') })).json.error_code).toBe(-499)
    const disabled = (await api(path, { token: await tokenFor('disabled@growthradar.demo') })).json
    expect(disabled.error_code).toBe(-424)
    // the test client asks in English: the message is the catalogue's, in that language
    expect(disabled.error_msg).toEqual({ msg: 'This account has been disabled, please contact support' })
  },
)

test('each row: top-10 talents in engagement order, top-10 brands by mentions, sales beside the volume', async () => {
  const d = (await social('social_plat=xhs&sortby=volume&page_size=20')).json.data
  expect(d.sales_shown).toBe(true)
  const rows = d.rows.map((r) => ({
    ...r,
    talents: r.talents ?? [],
    brands: r.brands ?? [],
    sales: r.sales ?? null,
    sales_trend: r.sales_trend ?? null,
  }))
  for (const r of d.rows) expect(r).toHaveProperty('talents')
  for (const r of rows) {
    expect(r.talents.length).toBeGreaterThan(0)
    expect(r.talents.length).toBeLessThanOrEqual(10)
    for (const t of r.talents) expect(t.engagement).toBe(t.likes + t.comments + t.shares)
    const engagement = r.talents.map((t) => t.engagement)
    expect(engagement).toEqual([...engagement].sort((a, b) => b - a))
    expect(r.brands.length).toBeLessThanOrEqual(10)
    const mentions = r.brands.map((b) => b.mentions)
    expect(mentions).toEqual([...mentions].sort((a, b) => b - a))
    if (r.sales_trend) {
      expect(r.sales_trend).toHaveLength(13)
      expect(r.sales).toBe(r.sales_trend[12])
    } else {
      expect(r.sales).toBeNull()
    }
  }
  expect(rows.filter((r) => r.brands.length === 10).length).toBeGreaterThan(5)
  expect(rows.some((r) => r.sales !== null && r.sales > 0)).toBe(true)

  // the talents are the authors of the word's listed posts, summed
  const top = rows[0]
  const posts: WxPostsPage['rows'] = []
  for (let page = 1; page <= 10; page++) {
    const got = await api<WxPostsPage>(`/api/wx/posts_list?tag=${encodeURIComponent(top.word)}&social_plat=xhs&page_size=50&page=${page}`, {
      token: analyst,
    })
    posts.push(...got.json.data.rows)
    if (posts.length >= got.json.data.total) break
  }
  const sums = new Map<number, SocialTalentRow>()
  for (const p of posts) {
    const t = sums.get(p.author_id) ?? {
      talent_id: p.author_id,
      nickname: p.author,
      followers: p.author_followers,
      posts: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      engagement: 0,
    }
    Object.assign(t, { posts: t.posts + 1, likes: t.likes + p.likes, comments: t.comments + p.comments, shares: t.shares + p.shares })
    t.engagement = t.likes + t.comments + t.shares
    sums.set(p.author_id, t)
  }
  const expected = [...sums.values()]
    .sort((a, b) => b.engagement - a.engagement || b.posts - a.posts || a.talent_id - b.talent_id)
    .slice(0, 10)
  expect(top.talents).toEqual(expected)
})

test("a concept's sales are its Taobao/Tmall figure in the category, as the e-commerce ranking has it", async () => {
  const women = (await social('social_plat=douyin&sortby=volume&cid=16&page_size=30')).json.data
  const row = women.rows.find((r) => (r.sales ?? 0) > 0)
  expect(row).toBeDefined()
  const ranking = (
    await api<ConceptRanking>('/api/ecommerce', {
      token: analyst,
      body: { plat: 'all', cid: 16, ts: women.ts, sortby: 'sales', page_size: 100 },
    })
  ).json.data
  const same = ranking.rows.find((r) => r.word === row?.word)
  expect(same?.sales).toBe(row?.sales)
  // a year earlier in the trend: the ranking's base
  expect(row?.sales_trend?.[0]).toBe(same?.sales_base)
})
