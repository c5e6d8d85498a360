// POST /api/search_marked (followed concepts' summaries), GET /api/mini_search (the mini-program
// card) and GET /api/list_gamazon (the Amazon ranking): same numbers as the full calls.
import type { ConceptRanking, ConceptSearchResult, MarkedSearchResult, MiniSearchResult } from '../../types'
import { compareGrowth } from '../../src/domain/growth'
import { lastMonths } from '../../src/domain/months'
import { api, state, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  ;[analyst, partial] = await Promise.all(['analyst', 'partial'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

const qs = (o: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString()

test('search_marked: one row per followed concept with the search summary; failing rows say why', async () => {
  const items = [
    { word: '法式', plat: 'all', category_id: 16 },
    { word: '面霜', plat: 'jd', category_id: 1801 },
    { word: '法式', plat: 'all', category_id: 1801 },
    { word: 'and', plat: 'all', category_id: 16 },
  ]
  const { json } = await api<MarkedSearchResult>('/api/search_marked', { body: { items }, token: partial })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d.months).toEqual(lastMonths(state().ts, 12))
  expect(d.rows.map((r) => r.error_code)).toEqual([0, 0, -403, -400])
  const full = (await api<ConceptSearchResult>('/api/search', { body: { word: '法式', cid: 16 }, token: analyst })).json.data
  expect(d.rows[0].summary?.sales).toBe(full.summary.sales)
  expect(d.rows[0].trend).toEqual(full.trend.map((t) => t.sales))
  expect(d.rows[0].category_name).toBe('女装/女士精品')
  expect(d.rows[2]).toMatchObject({ summary: null, trend: [] })
})

test('search_marked refusals: -401, -400 for an empty list or a bad platform, -404 for a month without data', async () => {
  const items = [{ word: '法式', plat: 'all', category_id: 16 }]
  expect((await api('/api/search_marked', { body: { items } })).json.error_code).toBe(-401)
  expect((await api('/api/search_marked', { body: { items: [] }, token: analyst })).json.error_code).toBe(-400)
  expect((await api('/api/search_marked', { body: { items: [{ ...items[0], plat: 'x' }] }, token: analyst })).json.error_code).toBe(-400)
  expect((await api('/api/search_marked', { body: { items, ts: '2099-01' }, token: analyst })).json.error_code).toBe(-404)
})

test('mini_search: the month summary, 12 monthly sales and the top-3 brands', async () => {
  const { json } = await api<MiniSearchResult>(`/api/mini_search?${qs({ word: '法式', cid: 16 })}`, { token: analyst })
  expect(json.status).toBe('ok')
  const full = (await api<ConceptSearchResult>('/api/search', { body: { word: '法式', cid: 16 }, token: analyst })).json.data
  expect(json.data).toMatchObject({ word: '法式', plat: 'all', cid: [16], ts: state().ts })
  expect(json.data.summary.sales).toBe(full.summary.sales)
  expect(json.data.trend).toEqual(full.trend.map((t) => t.sales))
  expect(json.data.top_brands.length).toBeLessThanOrEqual(3)
  expect(json.data.top_brands.length).toBeGreaterThan(0)
  expect((await api(`/api/mini_search?${qs({ word: '法式' })}`)).json.error_code).toBe(-401)
  expect((await api(`/api/mini_search?${qs({ word: '法式', cid: 1801 })}`, { token: partial })).json.error_code).toBe(-403)
  expect((await api(`/api/mini_search?${qs({ word: '法式 or' })}`, { token: analyst })).json.error_code).toBe(-400)
})

test('list_gamazon: the Amazon concept ranking in growth order, with English names; -403 without Amazon', async () => {
  const { json } = await api<ConceptRanking>(`/api/list_gamazon?${qs({ page_size: 20 })}`, { token: analyst })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d).toMatchObject({ plat: 'gamazon', cid: 3760911, ts: state().ts })
  expect(d.rows.length).toBeGreaterThan(2)
  expect(d.rows[0].category_name_en).toBe('Beauty & Personal Care')
  for (let i = 1; i < d.rows.length; i++) {
    expect(
      compareGrowth(
        { current: d.rows[i - 1].sales, base: d.rows[i - 1].sales_base },
        { current: d.rows[i].sales, base: d.rows[i].sales_base },
      ),
    ).toBeLessThanOrEqual(0)
  }
  for (const r of d.rows) {
    expect(r.trend).toHaveLength(12)
    expect(r.trend[11]).toBe(r.sales)
  }
  const same = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'gamazon', page_size: 20 }, token: analyst })).json.data
  expect(same.rows).toEqual(d.rows)
  expect((await api(`/api/list_gamazon`, { token: partial })).json.error_code).toBe(-403)
  expect((await api(`/api/list_gamazon`)).json.error_code).toBe(-401)
  expect((await api(`/api/list_gamazon?${qs({ cid: 16 })}`, { token: analyst })).json.error_code).toBe(-400)
  expect((await api(`/api/list_gamazon?${qs({ ts: '2099-01' })}`, { token: analyst })).json.error_code).toBe(-404)
})
