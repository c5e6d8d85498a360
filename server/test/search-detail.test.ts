// The concept detail tabs: POST /api/ecloud (category breakdown), GET /api/cloud (top-10 brands),
// POST /api/itemcloud (sorted pages of items). Checked against the search summary of the same
// scope, the category tree and each other; refusals per data source.
import type { BrandCloud, CategoryBreakdown, CategoryTree, CommodityPage, ConceptSearchResult } from '../../types'
import { changePercent, sharePercent } from '../../src/domain/growth'
import { api, state, tokenFor } from './helpers'

let analyst: string
let partial: string
let free: string
beforeAll(async () => {
  ;[analyst, partial, free] = await Promise.all(['analyst', 'partial', 'free'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

// null (a month without data) sums to NaN, so it never passes for 0
const sum = (xs: (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? NaN), 0)
const qs = (o: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString()

async function summary(body: Record<string, unknown>) {
  return (await api<ConceptSearchResult>('/api/search', { body, token: analyst })).json.data.summary
}

test('ecloud: one row per child category; rows add up to the search summary; shares of the total', async () => {
  const body = { word: '法式', cid: 16, is_multi_month: 1 }
  const { json } = await api<CategoryBreakdown>('/api/ecloud', { body, token: analyst })
  expect(json.status).toBe('ok')
  const d = json.data
  const tree = (await api<CategoryTree>('/api/cats_tree?plat=all', { token: analyst })).json.data
  expect(d.rows.map((r) => r.category_id).sort()).toEqual([...tree.childrenList['16'].chd].sort())
  const s = await summary(body)
  expect(d.total_sales).toBe(s.sales)
  expect(sum(d.rows.map((r) => r.sales))).toBe(s.sales)
  expect(sum(d.rows.map((r) => r.sales_base))).toBe(s.sales_base)
  const sales = d.rows.map((r) => r.sales)
  expect(sales).toEqual([...sales].sort((a, b) => b - a))
  for (const r of d.rows) {
    expect(r.share).toBe(sharePercent(r.sales, d.total_sales))
    expect(r.sales_yoy).toBe(changePercent(r.sales, r.sales_base))
    expect(r.level).toBe(2)
  }
  // a leaf stands for itself
  const leafId = Number(
    Object.keys(tree.childrenList).find((id) => !tree.childrenList[id].is_parent && tree.childrenList[id].name.includes('法式')),
  )
  const leaf = (await api<CategoryBreakdown>('/api/ecloud', { body: { word: '法式', cid: leafId }, token: analyst })).json.data
  expect(leaf.rows.map((r) => r.category_id)).toEqual([leafId])
  expect(leaf.rows[0].share).toBe(leaf.total_sales ? 100 : null)
})

test('ecloud never lists a category the caller may not see: the partial user gets only permitted tops', async () => {
  const { json } = await api<CategoryBreakdown>('/api/ecloud', { body: { word: '面霜 or 法式' }, token: partial })
  expect(json.status).toBe('ok')
  const ids = json.data.rows.map((r) => r.category_id)
  expect(ids).toContain(16)
  expect(ids).not.toContain(1801)
  expect(ids).toHaveLength(2)
  expect((await api('/api/ecloud', { body: { word: '面霜', cid: 1801 }, token: partial })).json.error_code).toBe(-403)
  expect((await api('/api/ecloud', { body: { word: '面霜', cid: 1801 } })).json.error_code).toBe(-401)
  expect((await api('/api/ecloud', { body: { word: 'not 面霜' }, token: analyst })).json.error_code).toBe(-400)
})

test('cloud: top-10 brands by sales, shares of the concept total, growth a year earlier', async () => {
  const { json } = await api<BrandCloud>(`/api/cloud?${qs({ word: '法式', cid: 16 })}`, { token: analyst })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d.rows.length).toBeGreaterThan(1)
  expect(d.rows.length).toBeLessThanOrEqual(10)
  expect(d.total_sales).toBe((await summary({ word: '法式', cid: 16 })).sales)
  const sales = d.rows.map((r) => r.sales)
  expect(sales).toEqual([...sales].sort((a, b) => b - a))
  d.rows.forEach((r, i) => {
    expect(r.rank).toBe(i + 1)
    expect(r.share).toBe(sharePercent(r.sales, d.total_sales))
    expect(r.sales_yoy).toBe(changePercent(r.sales, r.sales_base))
    expect(r.name).toMatch(/\//)
  })
  if (d.brand_count <= 10) expect(sum(sales)).toBe(d.total_sales)
  // the brand filter (bid) keeps one brand: its search total is its cloud row
  const top = d.rows[0]
  expect((await summary({ word: '法式', cid: 16, bid: top.brand_id })).sales).toBe(top.sales)
})

test('cloud refusals: -401, -403 (Amazon for the partial user), -400', async () => {
  expect((await api(`/api/cloud?${qs({ word: 'linen' })}`)).json.error_code).toBe(-401)
  expect((await api(`/api/cloud?${qs({ word: 'linen', plat: 'gamazon' })}`, { token: partial })).json.error_code).toBe(-403)
  expect((await api(`/api/cloud?${qs({ word: 'linen', plat: 'gamazon' })}`, { token: analyst })).json.status).toBe('ok')
  const bad = await api(`/api/cloud?${qs({ word: '法式', plat: 'mars' })}`, { token: analyst })
  expect(bad.json.error_code).toBe(-400)
  expect(String(bad.json.error_msg)).toContain('plat')
})

test('itemcloud: sorted pages (sortby, asc), stable paging, totals', async () => {
  const base = { word: '法式 or 纯棉', cid: 16, is_multi_month: 1 }
  const get = async (extra: Record<string, unknown>, token = analyst) =>
    (await api<CommodityPage>('/api/itemcloud', { body: { ...base, ...extra }, token })).json
  const one = (await get({ page_size: 5 })).data
  expect(one.total).toBeGreaterThan(10)
  expect(one).toMatchObject({ page: 1, page_size: 5, sortby: 'sales', asc: 0 })
  const two = (await get({ page_size: 5, page: 2 })).data
  const ten = (await get({ page_size: 10 })).data
  expect(ten.rows.map((r) => r.item_id)).toEqual([...one.rows, ...two.rows].map((r) => r.item_id))
  expect(two.rows[0].rank).toBe(6)
  const s = ten.rows.map((r) => r.sales)
  expect(s).toEqual([...s].sort((a, b) => b - a))
  const asc = (await get({ page_size: 10, sortby: 'price', asc: 1 })).data.rows.map((r) => r.price)
  expect(asc).toEqual([...asc].sort((a, b) => a - b))
  const vol = (await get({ page_size: 10, sortby: 'volume' })).data.rows.map((r) => r.volume)
  expect(vol).toEqual([...vol].sort((a, b) => b - a))
  for (const r of ten.rows) {
    expect(r.title).toMatch(/法式|纯棉/)
    expect(r.category_name).not.toBe('')
    expect(r.brand_name).toMatch(/\//)
    expect(r.sales_yoy).toBe(changePercent(r.sales, r.sales_base))
  }
  const past = (await get({ page: 1000 })).data
  expect(past.rows).toEqual([])
  expect(past.total).toBe(one.total)
  // the free version's pages hold at most 20 rows
  expect((await get({ page_size: 50 }, free)).data.page_size).toBe(20)
  expect((await get({ sortby: 'sale' })).error_code).toBe(-400)
  expect((await get({ cid: 1801 }, partial)).error_code).toBe(-403)
  expect((await get({ plat: 'tbjddy', cid: 1801 }, partial)).error_code).toBe(-403)
  expect((await api('/api/itemcloud', { body: base })).json.error_code).toBe(-401)
  expect(state().ts).toBe(one.end)
})
