// GET /api/brands: default brand options (top brands by 12-month sales, cached) and name-prefix
// search within a platform and category; permissions per source.
import type { BrandCloud, BrandOptions, ConceptSearchResult, IdName } from '../../types'
import { api, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
  partial = await tokenFor('partial@growthradar.demo')
})
const brands = (query: string, token = analyst) => api<BrandOptions>(`/api/brands?${query}`, { token })

test('default options: the top 10 brands of the platform by sales, the same when asked again', async () => {
  const { json } = await brands('plat=all')
  expect(json.status).toBe('ok')
  expect(json.data).toMatchObject({ plat: 'all', cid: 0, default: true })
  const rows = json.data.rows
  expect(rows).toHaveLength(10)
  const sales = rows.map((r) => r.sales)
  expect(sales).toEqual([...sales].sort((a, b) => b - a))
  expect(sales[9]).toBeGreaterThan(0)
  expect((await brands('plat=all')).json.data).toEqual(json.data)
  // names agree with /api/idname
  const names = (await api<IdName[]>(`/api/idname?type=brand&plat=all&ids=${rows.map((r) => r.brand_id).join(',')}`, { token: analyst }))
    .json.data
  expect(names.map((n) => n.name)).toEqual(rows.map((r) => r.name))
})

test('a category: only brands selling there, a subset of the platform with smaller sales', async () => {
  const platform = (await brands('plat=all&limit=100')).json.data.rows
  const women = (await brands('plat=all&cid=16&limit=100')).json.data.rows
  expect(women.length).toBeGreaterThan(3)
  expect(women.length).toBeLessThan(platform.length)
  const total = new Map(platform.map((r) => [r.brand_id, r.sales]))
  // the platform has more brands than one page of 100: a brand below its top 100 is looked up by name
  for (const r of women.filter((w) => !total.has(w.brand_id))) {
    const found = (await brands(`plat=all&q=${encodeURIComponent(r.name)}`)).json.data.rows.find((b) => b.brand_id === r.brand_id)
    total.set(r.brand_id, found?.sales as number)
  }
  for (const r of women) expect(r.sales).toBeLessThanOrEqual(total.get(r.brand_id) as number)
  // 女装 brands of the generator (素言/SUYAN …) sell there; a sportswear brand does not
  expect(women.map((r) => r.name)).toContain('素言/SUYAN')
})

test('prefix search matches either part of the name, case-insensitively', async () => {
  const latin = (await brands('plat=all&cid=16&q=su')).json.data
  expect(latin.default).toBe(false)
  expect(latin.rows.map((r) => r.name)).toEqual(['素言/SUYAN'])
  const chinese = (await brands(`plat=all&q=${encodeURIComponent('素')}`)).json.data.rows
  expect(chinese.map((r) => r.name)).toContain('素言/SUYAN')
  expect((await brands('plat=all&q=zzzz')).json.data.rows).toEqual([])
  const amazon = (await brands('plat=gamazon&limit=100')).json.data.rows
  expect(amazon.length).toBeGreaterThan(5)
  const first = amazon[0].name.slice(0, 3).toLowerCase()
  const found = (await brands(`plat=gamazon&q=${encodeURIComponent(first)}`)).json.data.rows
  expect(found.length).toBeGreaterThan(0)
  for (const r of found)
    expect(
      r.name.toLowerCase().startsWith(first) ||
        r.name
          .toLowerCase()
          .split('/')
          .some((p) => p.startsWith(first)),
    ).toBe(true)
})

test("a combined platform: a brand is one name across its sources, under its first source's id; the brand tab, a search filtered to it and the options agree", async () => {
  const word = encodeURIComponent('儿童')
  const tab = (await api<BrandCloud>(`/api/cloud?word=${word}&plat=tbjddy`, { token: analyst })).json.data
  expect(tab.rows.length).toBeGreaterThan(3)
  /** the brand of that exact name on one source (ids are each source's own) */
  const onSource = async (plat: string, name: string) =>
    (await brands(`plat=${plat}&q=${encodeURIComponent(name)}&limit=100`)).json.data.rows.find((b) => b.name === name)
  let idsDiffer = 0
  for (const row of tab.rows.slice(0, 6)) {
    const [all, jd, douyin] = await Promise.all(['all', 'jd', 'douyin'].map((p) => onSource(p, row.name)))
    expect(row.brand_id).toBe(all?.brand_id)
    if ([jd, douyin].some((b) => b && b.brand_id !== row.brand_id)) idsDiffer++
    // the search filtered to the row's brand sums that brand on each source, not whatever holds its id there
    const search = (
      await api<ConceptSearchResult>('/api/search', { token: analyst, body: { word: '儿童', plat: 'tbjddy', bid: row.brand_id } })
    ).json
    expect({ name: row.name, sales: search.data.summary.sales }).toEqual({ name: row.name, sales: row.sales })
    // the options on the combined platform: the sum of the name's options on its sources
    const combined = await onSource('tbjddy', row.name)
    expect(combined?.brand_id).toBe(row.brand_id)
    expect(combined?.sales).toBe((all?.sales ?? 0) + (jd?.sales ?? 0) + (douyin?.sales ?? 0))
  }
  // the check meets brands whose ids are not the same on every source
  expect(idsDiffer).toBeGreaterThan(0)
})

test('permissions: the partial user gets the default category, -403 outside, -403 on a platform without a list', async () => {
  const own = (await brands('plat=all', partial)).json
  expect(own).toMatchObject({ status: 'ok', data: { cid: 16 } })
  expect((await brands('plat=all&cid=30', partial)).json.error_code).toBe(-403)
  expect((await brands('plat=jd&cid=1801', partial)).json.status).toBe('ok')
  expect((await brands('plat=gamazon', partial)).json.error_code).toBe(-403)
  expect((await brands('plat=ebay', partial)).json.error_code).toBe(-403)
  expect((await brands('plat=douyin&cid=1801', partial)).json.error_code).toBe(-403)
})

test.each([
  ['plat=taobao', 'plat'],
  ['', 'plat'],
  ['plat=all&limit=0', 'limit'],
  ['plat=all&cid=abc', 'cid'],
  ['plat=all&cid=999', 'cid'],
])('bad input %s → -400 naming %s', async (query, field) => {
  const { json } = await brands(query)
  expect(json).toMatchObject({ status: 'error', error_code: -400 })
  expect(String(json.error_msg)).toContain(field)
})

test('-401 without a session', async () => {
  expect((await api('/api/brands?plat=all')).json.error_code).toBe(-401)
})
