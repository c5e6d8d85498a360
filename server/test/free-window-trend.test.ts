// The free version's window holds in the trends too: a month before get_search_pri's earliest_month
// is refused when asked for (free-version.test.ts), so a trend reaching back before it serves none of
// those months (null points, with their bases), and the report compares no rank with such a month.
import type {
  BrandRanking,
  CompareResult,
  ConceptRanking,
  ConceptSearchResult,
  MiniSearchResult,
  MonthlyReport,
  SearchPrivileges,
  SocialRanking,
} from '../../types'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { api, tokenFor } from './helpers'

let free: string
let analyst: string
let earliest: string
beforeAll(async () => {
  ;[free, analyst] = await Promise.all([tokenFor('free@growthradar.demo'), tokenFor('analyst@growthradar.demo')])
  earliest = (await api<SearchPrivileges>('/api/get_search_pri', { token: free })).json.data.earliest_month
})

/** A month inside the free window whose 12-month trend reaches 6 months before it. */
const inside = () => shiftMonth(earliest, 5)

test("/api/search: the trend's points before the window are null for the free version, its own months as the full version has them", async () => {
  const body = { word: '刺绣', plat: 'all', cid: '16', ts: inside() }
  const [mine, full] = await Promise.all(
    [free, analyst].map(async (token) => (await api<ConceptSearchResult>('/api/search', { body, token })).json.data),
  )
  expect(mine.trend.map((p) => p.month)).toEqual(lastMonths(inside(), 12))
  const before = mine.trend.filter((p) => p.month < earliest)
  expect(before).toHaveLength(6)
  for (const p of before) expect(p).toMatchObject({ sales: null, sales_base: null, sales_yoy: null, sales_mom: null, volume: null })
  expect(full.trend.slice(0, 6).every((p) => typeof p.sales === 'number' && typeof p.sales_base === 'number')).toBe(true)
  expect(mine.trend.slice(6)).toEqual(full.trend.slice(6))
  expect(mine.summary).toEqual(full.summary)
  // the compact card draws the same trend
  const card = (
    await api<MiniSearchResult>(`/api/mini_search?${new URLSearchParams({ word: '刺绣', plat: 'all', cid: '16', ts: inside() })}`, {
      token: free,
    })
  ).json.data
  expect(card.trend.slice(0, 6)).toEqual(Array(6).fill(null))
})

test("the rankings' trends: no month before the window for the free version", async () => {
  const body = { plat: 'all', cid: 16, ts: inside(), page_size: 5 }
  const concepts = (await api<ConceptRanking>('/api/ecommerce', { body, token: free })).json.data
  const fullConcepts = (await api<ConceptRanking>('/api/ecommerce', { body, token: analyst })).json.data
  expect(concepts.rows.length).toBeGreaterThan(0)
  concepts.rows.forEach((r, i) => {
    expect(r.trend.slice(0, 6)).toEqual(Array(6).fill(null))
    expect(r.trend.slice(6)).toEqual(fullConcepts.rows[i].trend.slice(6))
  })
  expect(fullConcepts.rows[0].trend.slice(0, 6).every((v) => typeof v === 'number')).toBe(true)
  const brands = (await api<BrandRanking>('/api/brand_rank', { body, token: free })).json.data
  expect(brands.rows.length).toBeGreaterThan(0)
  for (const r of brands.rows) expect(r.trend.slice(0, 6)).toEqual(Array(6).fill(null))
})

test('/api/report at the first month of the window gives no prev_rank for the month before it', async () => {
  const before = shiftMonth(earliest, -1)
  // the concept leading Taobao/Tmall's women's growth ranking the month before the window
  const top = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', cid: 16, ts: before, page_size: 1 }, token: analyst }))
    .json.data.rows[0]
  const follow = { word: top.word, platform: 'all', category_id: 16 }
  expect((await api('/api/marked', { body: { ...follow, func: 'add' }, token: free })).json.status).toBe('ok')
  try {
    expect((await api('/api/ecommerce', { body: { plat: 'all', cid: 16, ts: before }, token: free })).json.error_code).toBe(-403)
    const d = (await api<MonthlyReport>(`/api/report?ts=${earliest}`, { token: free })).json.data
    const row = d.rows.find((r) => r.word === top.word && r.category_id === 16)
    expect(row).toBeDefined()
    expect(row?.prev_rank).toBeNull()
    expect(row?.trend).toHaveLength(12)
    expect(row?.trend.slice(0, 11)).toEqual(Array(11).fill(null))
  } finally {
    await api('/api/marked', { body: { ...follow, func: 'del' }, token: free })
  }
})

test("/api/social and a comparison's social figures: no month before the window, nor the month before it behind the month-on-month figures", async () => {
  const q = `social_plat=xhs&ts=${earliest}&page_size=5&sortby=volume`
  const [mine, full] = await Promise.all(
    [free, analyst].map(async (token) => (await api<SocialRanking>(`/api/social?${q}`, { token })).json.data),
  )
  const before = mine.months.filter((m) => m < earliest).length
  expect(before).toBe(mine.months.length - 1)
  expect(mine.rows.length).toBeGreaterThan(0)
  mine.rows.forEach((r, i) => {
    expect(r.word).toBe(full.rows[i].word)
    expect(r.trend.slice(0, before)).toEqual(Array(before).fill(null))
    expect(r.trend.slice(before)).toEqual(full.rows[i].trend.slice(before))
    expect([r.volume_prev, r.mom, r.mom_change]).toEqual([null, null, null])
    if (r.sales_trend) expect(r.sales_trend.slice(0, before)).toEqual(Array(before).fill(null))
  })
  expect(full.rows[0].trend.slice(0, before).some((v) => typeof v === 'number')).toBe(true)
  expect(full.rows[0].volume_prev).not.toBeNull()
  // one word's row, and the same word compared on its social volume
  const word = mine.rows[0].word
  const one = (await api<SocialRanking>(`/api/social?${q}&word=${encodeURIComponent(word)}`, { token: free })).json.data.rows[0]
  expect(one.trend).toEqual(mine.rows[0].trend)
  const compared = (
    await api<CompareResult>('/api/compare', {
      token: free,
      body: { items: [{ word, plat: 'all' }], ts: earliest, months: 12, social_plat: 'xhs' },
    })
  ).json
  expect(compared.status).toBe('ok')
  const social = compared.data.rows[0].social
  expect(social?.trend?.slice(0, 11)).toEqual(Array(11).fill(null))
  expect(social?.trend?.[11]).toBe(mine.rows[0].trend.at(-1))
})
