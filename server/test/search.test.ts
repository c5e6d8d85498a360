// POST /api/search, /api/douyin_search, /api/gamazon_search: a concept expression's 12-month trend
// and period summary, checked for meaning (the summary is the sum of its items, `or`/`not` add up,
// growth follows src/domain/growth), and every refusal: -400, -401, -403 per data source, -404.
import type { CategoryTree, CommodityPage, ConceptSearchResult, SearchPrivileges } from '../../types'
import { changePercent, growthLabel } from '../../src/domain/growth'
import { lastMonths, multiMonthRange, shiftMonth } from '../../src/domain/months'
import { api, state, tokenFor } from './helpers'

let analyst: string
let partial: string
let free: string
beforeAll(async () => {
  ;[analyst, partial, free] = await Promise.all(['analyst', 'partial', 'free'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

async function search(body: Record<string, unknown>, token = analyst, path = '/api/search', headers: Record<string, string> = {}) {
  return api<ConceptSearchResult>(path, { body, token, headers })
}

async function allItems(body: Record<string, unknown>): Promise<CommodityPage['rows']> {
  const rows: CommodityPage['rows'] = []
  for (let page = 1; page < 50; page++) {
    const { json } = await api<CommodityPage>('/api/itemcloud', { body: { ...body, page, page_size: 100 }, token: analyst })
    expect(json.status).toBe('ok')
    rows.push(...json.data.rows)
    if (rows.length >= json.data.total) break
  }
  return rows
}

// null (a month without data) sums to NaN, so it never passes for 0
const sum = (xs: (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? NaN), 0)

test('one month: the summary is the last trend point and the sum of the matching items', async () => {
  const { json } = await search({ word: '法式', cid: 16 })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d).toMatchObject({
    word: '法式',
    words: ['法式'],
    plat: 'all',
    cid: [16],
    category_names: ['女装/女士精品'],
    category_names_en: ["Women's Clothing"],
    start: state().ts,
    end: state().ts,
    is_multi_month: 0,
    partial: false,
  })
  expect(d.base_start).toBe(shiftMonth(state().ts, -12))
  expect(d.trend.map((t) => t.month)).toEqual(lastMonths(state().ts, 12))
  const last = d.trend[11]
  expect(d.summary.sales).toBeGreaterThan(0)
  expect(d.summary.sales).toBe(last.sales)
  expect(d.summary.sales_base).toBe(last.sales_base)
  expect(d.summary.sales_yoy).toBe(changePercent(d.summary.sales, d.summary.sales_base))
  expect(d.summary.sales_change).toBe(d.summary.sales - (d.summary.sales_base ?? NaN))
  expect(d.summary.label).toBe(growthLabel(d.summary.sales, d.summary.sales_base))
  for (let i = 1; i < 12; i++) {
    const t = d.trend[i]
    expect(t.sales_mom).toBe(changePercent(t.sales, d.trend[i - 1].sales))
    expect(t.sales_yoy).toBe(changePercent(t.sales, t.sales_base))
  }
  const items = await allItems({ word: '法式', cid: 16 })
  expect(items.length).toBe(d.summary.items)
  expect(sum(items.map((r) => r.sales))).toBe(d.summary.sales)
  for (const r of items) expect(r.title).toContain('法式')
})

test('three months: the summary adds the last three points; the base is a year earlier', async () => {
  const { json } = await search({ word: '法式', cid: 16, is_multi_month: 1 })
  const d = json.data
  expect(d).toMatchObject({ start: multiMonthRange(state().ts).start, end: state().ts, is_multi_month: 1 })
  expect(d.summary.sales).toBe(sum(d.trend.slice(9).map((t) => t.sales)))
  expect(d.summary.sales_base).toBe(sum(d.trend.slice(9).map((t) => t.sales_base)))
})

test('`a not b` excludes titles with b, and `a b` + `a not b` = a; `or` counts each title once', async () => {
  const a = (await search({ word: '法式', cid: 16 })).json.data.summary.sales
  const both = (await search({ word: '法式 连衣裙', cid: 16 })).json.data
  const without = (await search({ word: '法式 NOT 连衣裙', cid: 16 })).json.data
  expect(both.word).toBe('法式 and 连衣裙')
  expect(without.word).toBe('法式 not 连衣裙')
  expect(without.words).toEqual(['法式'])
  expect(both.summary.sales + without.summary.sales).toBe(a)
  for (const r of await allItems({ word: '法式 not 连衣裙', cid: 16 })) {
    expect(r.title).toContain('法式')
    expect(r.title).not.toContain('连衣裙')
  }
  const b = (await search({ word: '连衣裙', cid: 16 })).json.data.summary.sales
  const either = (await search({ word: '法式 or 连衣裙', cid: 16 })).json.data.summary.sales
  expect(either).toBe(a + b - both.summary.sales)
})

test('one pair of surrounding quotes is stripped; matching ignores case (Amazon titles)', async () => {
  const plain = (await search({ word: '法式', cid: 16 })).json.data
  const quoted = (await search({ word: '“法式”', cid: 16 })).json.data
  expect(quoted.word).toBe('法式')
  expect(quoted.summary).toEqual(plain.summary)
  const lower = (await search({ word: 'bluetooth' }, analyst, '/api/gamazon_search')).json.data
  const upper = (await search({ word: 'BLUETOOTH' }, analyst, '/api/gamazon_search')).json.data
  expect(lower.summary.sales).toBeGreaterThan(0)
  expect(upper.summary).toEqual(lower.summary)
  expect(lower).toMatchObject({ plat: 'gamazon', all_categories: true })
})

test('injection attempts stay parameters: they match nothing and break nothing', async () => {
  for (const word of ["'); DROP TABLE gr.facts; --", '{cw0:String}', "a\\'b", '%_%', "法式' OR '1'='1"]) {
    const { json } = await search({ word, cid: 16 })
    expect(json.status).toBe('ok')
    expect(json.data.summary.sales).toBe(0)
  }
  expect((await search({ word: '法式', cid: 16 })).json.data.summary.sales).toBeGreaterThan(0)
})

test('douyin_search and gamazon_search serve their own platform and tree', async () => {
  const dy = await search({ word: '法式', cid: 16 }, analyst, '/api/douyin_search')
  expect(dy.json).toMatchObject({ status: 'ok', data: { plat: 'douyin', cid: [16] } })
  expect(dy.json.data.summary.sales).not.toBe((await search({ word: '法式', cid: 16 })).json.data.summary.sales)
  const wrong = await search({ word: '法式', plat: 'all' }, analyst, '/api/douyin_search')
  expect(wrong.json.error_code).toBe(-400)
  const combined = (await search({ word: '法式', cid: 16, plat: 'tbjd' })).json.data.summary.sales
  const jd = (await search({ word: '法式', cid: 16, plat: 'jd' })).json
  const tb = (await search({ word: '法式', cid: 16, plat: 'all' })).json.data.summary.sales
  expect(combined).toBe(tb + (jd.status === 'ok' ? jd.data.summary.sales : 0))
})

test("-400: a malformed expression in the caller's language, unknown categories, bad fields", async () => {
  const zh = await search({ word: '法式 and', cid: 16 }, analyst, '/api/search', { 'accept-language': 'zh-CN' })
  expect(zh.json).toMatchObject({ status: 'error', error_code: -400, error_msg: '“and” 后面缺少关键词' })
  const en = await search({ word: 'or linen' }, analyst, '/api/search', { 'accept-language': 'en-US,en' })
  expect(en.json).toMatchObject({ error_code: -400, error_msg: 'Missing a word before “or”' })
  expect((await search({ word: '""', cid: 16 })).json.error_code).toBe(-400)
  const unknown = await search({ word: '法式', cid: 999 })
  expect(unknown.json.error_code).toBe(-400)
  expect(String(unknown.json.error_msg)).toContain('999')
  const badMonth = await search({ word: '法式', ts: '2026-13' })
  expect(badMonth.json.error_code).toBe(-400)
  expect(String(badMonth.json.error_msg)).toContain('ts')
  expect((await search({ cid: 16 })).json.error_code).toBe(-400)
  expect((await search({ word: '法式', start: '2026-01' })).json.error_code).toBe(-400)
})

test('-401 without a session; -404 outside the data', async () => {
  expect((await api('/api/search', { body: { word: '法式' } })).json.error_code).toBe(-401)
  expect((await api('/api/gamazon_search', { body: { word: 'linen' } })).json.error_code).toBe(-401)
  expect((await search({ word: '法式', ts: '2099-01' })).json.error_code).toBe(-404)
  expect((await search({ word: '法式', start: '2016-06', end: '2016-08' })).json.error_code).toBe(-404)
})

test('-403 for a category outside the permission, per data source; no cid = the visible categories', async () => {
  const tree = (await api<CategoryTree>('/api/cats_tree?plat=douyin', { token: analyst })).json.data
  const otherDouyin = tree.bigCategory.find((id) => id !== 16) as number
  const cases: Array<[string, Record<string, unknown>, number]> = [
    ['/api/search', { word: '法式', cid: 1801 }, -403],
    ['/api/search', { word: '法式', cid: 16 }, 0],
    ['/api/search', { word: '法式', cid: '16,1801' }, -403],
    ['/api/search', { word: '法式', plat: 'jd', cid: 1801 }, 0],
    ['/api/search', { word: '法式', plat: 'jd', cid: 16 }, -403],
    ['/api/search', { word: '法式', plat: 'tbjd', cid: 1801 }, -403],
    ['/api/douyin_search', { word: '法式', cid: 16 }, 0],
    ['/api/douyin_search', { word: '法式', cid: otherDouyin }, -403],
    ['/api/gamazon_search', { word: 'linen' }, -403],
  ]
  for (const [path, body, code] of cases) {
    const { json } = await search(body, partial, path)
    expect([path, body, json.error_code]).toEqual([path, body, code])
  }
  const visible = (await search({ word: '面霜' }, partial)).json.data
  expect(visible.all_categories).toBe(false)
  expect(visible.cid).toContain(16)
  expect(visible.cid).toHaveLength(2)
})

test('free version: get_search_pri says what the search calls do (three-month period yes, custom range no)', async () => {
  const pri = await api<SearchPrivileges>('/api/get_search_pri', { token: free })
  expect(pri.json.data).toMatchObject({ is_free_version: true, multi_month: true, custom_time_range: false })
  for (const path of ['/api/search', '/api/douyin_search']) {
    const multi = await search({ word: '法式', cid: 16, is_multi_month: 1 }, free, path)
    expect([path, multi.json.status, multi.json.data?.is_multi_month]).toEqual([path, 'ok', 1])
    const custom = await search({ word: '法式', cid: 16, start: shiftMonth(state().ts, -3), end: state().ts }, free, path)
    expect([path, custom.json.error_code]).toEqual([path, -403])
  }
})

test('free version: one month and the three-month period, but no custom range (-403 upgrade)', async () => {
  expect((await search({ word: '法式', cid: 16 }, free)).json.status).toBe('ok')
  expect((await search({ word: '法式', cid: 16, is_multi_month: 1 }, free)).json.status).toBe('ok')
  const custom = await search({ word: '法式', cid: 16, start: shiftMonth(state().ts, -5), end: state().ts }, free)
  expect(custom.json.error_code).toBe(-403)
  expect(String(custom.json.error_msg)).toMatch(/自定义时间范围|custom time range/)
  const full = await search({ word: '法式', cid: 16, start: shiftMonth(state().ts, -5), end: state().ts })
  expect(full.json.data).toMatchObject({ start: shiftMonth(state().ts, -5), is_multi_month: 0 })
  expect(full.json.data.summary.sales).toBe(sum(full.json.data.trend.slice(6).map((t) => t.sales)))
})
