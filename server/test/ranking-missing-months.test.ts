// "No data is not zero. Before the first month of data, trends show 0 sales and every
// 2017 concept is 'new'; a 2018-01 three-month search compares against a base with two of its three
// months missing and reports +522.8 %, breakout. Growth against an incomplete base is not ranked or
// labelled; the answer says which months have no data." The data starts in 2017-01 (ts_min).
import type { BrandRanking, ConceptRanking, ConceptSearchResult } from '../../types'
import { api, tokenFor } from './helpers'

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

function ranking(body: Record<string, unknown>) {
  return api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', cid: 16, page_size: 20, ...body }, token: analyst })
}

function search(body: Record<string, unknown>) {
  return api<ConceptSearchResult>('/api/search', { body: { plat: 'all', cid: '16', ...body }, token: analyst })
}

test('"every 2017 concept is new": a 2017 month ranks nothing by growth and names its base month as without data', async () => {
  const { json } = await ranking({ ts: '2017-05', sortby: 'growth' })
  expect(json.status).toBe('ok')
  expect(json.data.missing_months).toEqual(['2016-05'])
  expect(json.data.total).toBe(0)
  expect(json.data.rows).toEqual([])
})

test('"trends show 0 sales": by sales, a 2017 month lists its words with no base, no growth, no label and gaps before 2017-01', async () => {
  const { json } = await ranking({ ts: '2017-05', sortby: 'sales' })
  expect(json.status).toBe('ok')
  expect(json.data.rows.length).toBeGreaterThan(0)
  for (const row of json.data.rows) {
    expect({ base: row.sales_base, yoy: row.sales_yoy, change: row.sales_change, volume_yoy: row.volume_yoy, label: row.label }).toEqual({
      base: null,
      yoy: null,
      change: null,
      volume_yoy: null,
      label: null,
    })
    // 12 months ending 2017-05: 2016-06 … 2016-12 have no data
    expect(row.trend.slice(0, 7)).toEqual(Array(7).fill(null))
    expect(row.trend.slice(7).every((v) => typeof v === 'number')).toBe(true)
    expect(row.trend[11]).toBe(row.sales)
  }
})

test('"a 2018-01 three-month search compares against a base with two of its three months missing": no %, no label, the months named', async () => {
  const ranked = await ranking({ ts: '2018-01', is_multi_month: 1, sortby: 'sales' })
  expect(ranked.json.status).toBe('ok')
  expect(ranked.json.data.missing_months).toEqual(['2016-11', '2016-12'])
  const growth = await ranking({ ts: '2018-01', is_multi_month: 1, sortby: 'growth' })
  expect(growth.json.data.total).toBe(0)
  const word = ranked.json.data.rows[0].word
  const { json } = await search({ word, ts: '2018-01', is_multi_month: 1 })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d.missing_months).toEqual(['2016-11', '2016-12'])
  expect(d.summary.sales).toBeGreaterThan(0)
  expect({ base: d.summary.sales_base, yoy: d.summary.sales_yoy, change: d.summary.sales_change, label: d.summary.label }).toEqual({
    base: null,
    yoy: null,
    change: null,
    label: null,
  })
  // the trend's months (2017-02 … 2018-01) hold data; their bases before 2017-01 do not
  for (const p of d.trend) {
    expect(typeof p.sales).toBe('number')
    if (p.month < '2018-01')
      expect({ month: p.month, base: p.sales_base, yoy: p.sales_yoy }).toEqual({ month: p.month, base: null, yoy: null })
    else expect(typeof p.sales_base).toBe('number')
  }
})

test('a trend reaching before the data has gaps (null), not 0, and no month-on-month growth across them', async () => {
  const ranked = await ranking({ ts: '2017-03', sortby: 'sales' })
  const { json } = await search({ word: ranked.json.data.rows[0].word, ts: '2017-03' })
  expect(json.status).toBe('ok')
  const before = json.data.trend.filter((p) => p.month < '2017-01')
  expect(before).toHaveLength(9)
  for (const p of before)
    expect({ sales: p.sales, volume: p.volume, yoy: p.sales_yoy, mom: p.sales_mom }).toEqual({
      sales: null,
      volume: null,
      yoy: null,
      mom: null,
    })
  expect(json.data.trend.find((p) => p.month === '2017-01')?.sales_mom).toBeNull()
})

test.each(['2018-03', '2019-06'])('%s: a base that holds data in every month is known and nothing is named', async (ts) => {
  const { json } = await ranking({ ts, is_multi_month: 1, sortby: 'growth' })
  expect(json.status).toBe('ok')
  expect(json.data.missing_months).toEqual([])
  expect(json.data.rows.length).toBeGreaterThan(0)
  for (const row of json.data.rows) expect(typeof row.sales_base).toBe('number')
})

test('the category and brand breakdowns of a period with an incomplete base have no base either', async () => {
  const ranked = await ranking({ ts: '2017-06', sortby: 'sales' })
  const body = { plat: 'all', cid: '16', word: ranked.json.data.rows[0].word, ts: '2017-06' }
  const cats = await api<{
    missing_months: string[]
    total_sales_base: number | null
    rows: { sales_base: number | null; label: unknown }[]
  }>('/api/ecloud', { body, token: analyst })
  expect(cats.json.status).toBe('ok')
  expect(cats.json.data.missing_months).toEqual(['2016-06'])
  expect(cats.json.data.total_sales_base).toBeNull()
  for (const r of cats.json.data.rows) expect({ base: r.sales_base, label: r.label }).toEqual({ base: null, label: null })
})

test.each(['/api/brand_rank', '/api/category_rank'])(
  '%s of a 2017 month: no growth order, no base, gaps in the trend, the months named',
  async (path) => {
    const growth = await api<BrandRanking>(path, { body: { plat: 'all', cid: 16, ts: '2017-05', sortby: 'growth' }, token: analyst })
    expect(growth.json.status).toBe('ok')
    expect(growth.json.data.missing_months).toEqual(['2016-05'])
    expect(growth.json.data.total).toBe(0)
    const sales = await api<BrandRanking>(path, { body: { plat: 'all', cid: 16, ts: '2017-05', sortby: 'sales' }, token: analyst })
    expect(sales.json.data.rows.length).toBeGreaterThan(0)
    for (const row of sales.json.data.rows) {
      expect({ base: row.sales_base, yoy: row.sales_yoy, change: row.sales_change, label: row.label }).toEqual({
        base: null,
        yoy: null,
        change: null,
        label: null,
      })
      expect(row.trend.slice(0, 7)).toEqual(Array(7).fill(null))
    }
  },
)
