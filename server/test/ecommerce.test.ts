// POST /api/ecommerce: ranked rows from the precomputed table, in the order of the one growth
// definition (src/domain/growth), permissions (-403), months without data (-404).
import type { CategoryTree, ConceptRanking, ConceptRankRow } from '../../types'
import { compareGrowth, isRankable, changePercent, growthLabel } from '../../src/domain/growth'
import { api, state, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
  partial = await tokenFor('partial@growthradar.demo')
})

async function ranking(body: Record<string, unknown>, token = analyst) {
  return api<ConceptRanking>('/api/ecommerce', { body, token })
}

function expectGrowthOrder(rows: ConceptRankRow[]) {
  for (let i = 1; i < rows.length; i++) {
    const a = { current: rows[i - 1].sales, base: rows[i - 1].sales_base }
    const b = { current: rows[i].sales, base: rows[i].sales_base }
    expect(compareGrowth(a, b)).toBeLessThanOrEqual(0)
  }
}

test('default: the latest month, category 16 on Taobao/Tmall, rows ranked by growth', async () => {
  const { json } = await ranking({ plat: 'all', page_size: 50 })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d).toMatchObject({
    plat: 'all',
    ts: state().ts,
    start: state().ts,
    end: state().ts,
    cid: 16,
    page: 1,
    page_size: 50,
    partial: false,
  })
  expect(d.rows.length).toBeGreaterThan(5)
  expect(d.total).toBeGreaterThanOrEqual(d.rows.length)
  expectGrowthOrder(d.rows)
  d.rows.forEach((r, i) => {
    expect(r.rank).toBe(i + 1)
    expect(isRankable(r.sales, r.sales_base)).toBe(true)
    expect(r.sales_yoy).toBe(changePercent(r.sales, r.sales_base))
    expect(r.label).toBe(growthLabel(r.sales, r.sales_base))
    expect(r.sales_change).toBe(r.sales - (r.sales_base ?? NaN))
    expect(r.trend).toHaveLength(12)
    expect(r.trend[11]).toBe(r.sales)
    expect(r.category_name).toBe('女装/女士精品')
  })
})

test('pages continue the same order', async () => {
  const one = (await ranking({ plat: 'all', page_size: 5, page: 1 })).json.data
  const two = (await ranking({ plat: 'all', page_size: 5, page: 2 })).json.data
  expect(two.rows[0].rank).toBe(6)
  expectGrowthOrder([...one.rows, ...two.rows])
  const ten = (await ranking({ plat: 'all', page_size: 10, page: 1 })).json.data
  expect(ten.rows.map((r) => r.word)).toEqual([...one.rows, ...two.rows].map((r) => r.word))
})

test('sortby sales orders by sales, descending', async () => {
  const { json } = await ranking({ plat: 'jd', sortby: 'sales', page_size: 30 })
  const sales = json.data.rows.map((r) => r.sales)
  expect(sales).toEqual([...sales].sort((a, b) => b - a))
})

test('three-month periods: start is two months before the end, still in growth order', async () => {
  const { json } = await ranking({ plat: 'gamazon', is_multi_month: 1, ts: '2025-02' })
  expect(json.data).toMatchObject({ start: '2024-12', end: '2025-02', cid: 3760911 })
  expectGrowthOrder(json.data.rows)
})

test("the small data tells a story: some ranking has a 'breakout' or 'new' concept", async () => {
  const tree = (await api<CategoryTree>('/api/cats_tree?plat=all', { token: analyst })).json.data
  const labels = new Set<string>()
  for (const plat of ['all', 'gamazon', 'douyin'] as const) {
    const cids = plat === 'all' ? tree.bigCategory : [0]
    for (const cid of cids) {
      const { json } = await ranking({ plat, cid, page_size: 100 })
      for (const r of json.data.rows) if (r.label) labels.add(r.label)
    }
  }
  expect([...labels].some((l) => l === 'breakout' || l === 'new')).toBe(true)
})

test("-403 for a category outside the partial user's permission; allowed ones answer", async () => {
  const outside = await ranking({ plat: 'all', cid: 1801 }, partial)
  expect(outside.json).toMatchObject({ status: 'error', error_code: -403 })
  const inside = await ranking({ plat: 'all', cid: 16 }, partial)
  expect(inside.json.status).toBe('ok')
  const amazon = await ranking({ plat: 'gamazon' }, partial)
  expect(amazon.json.error_code).toBe(-403)
  const jd = await ranking({ plat: 'jd' }, partial)
  expect(jd.json).toMatchObject({ status: 'ok', data: { cid: 1801 } })
})

test('-404 for a month without data, -400 for an unknown category', async () => {
  expect((await ranking({ plat: 'all', ts: '2099-01' })).json.error_code).toBe(-404)
  expect((await ranking({ plat: 'all', ts: '2016-12' })).json.error_code).toBe(-404)
  const unknown = await ranking({ plat: 'all', cid: 999 })
  expect(unknown.json.error_code).toBe(-400)
  expect(String(unknown.json.error_msg)).toContain('cid')
})

test('sortby volume lists every word by pieces sold, largest first, the same words as sortby sales', async () => {
  const byVolume = (await ranking({ plat: 'all', sortby: 'volume', page_size: 100 })).json.data
  const bySales = (await ranking({ plat: 'all', sortby: 'sales', page_size: 100 })).json.data
  expect(byVolume.total).toBe(bySales.total)
  expect(byVolume.rows.length).toBeGreaterThan(5)
  for (let i = 1; i < byVolume.rows.length; i++) expect(byVolume.rows[i - 1].volume).toBeGreaterThanOrEqual(byVolume.rows[i].volume)
  expect(new Set(byVolume.rows.map((r) => r.word))).toEqual(new Set(bySales.rows.map((r) => r.word)))
})

test('/search: word filters the ranked words by the one expression matcher, each keeping its rank in the whole list', async () => {
  const whole = (await ranking({ plat: 'all', page_size: 100 })).json.data
  const target = whole.rows[3]
  const first = Array.from(target.word)[0]
  const { json } = await ranking({ plat: 'all', page_size: 100, word: first })
  expect(json.status).toBe('ok')
  const expected = whole.rows.filter((r) => r.word.toLowerCase().includes(first.toLowerCase()))
  expect(json.data.rows.map((r) => [r.rank, r.word])).toEqual(expected.map((r) => [r.rank, r.word]))
  expect(json.data.total).toBeGreaterThanOrEqual(expected.length)
  const none = (await ranking({ plat: 'all', word: `${target.word} not ${target.word}` })).json.data
  expect(none.rows).toEqual([])
})

test('a malformed filter expression answers -400 with the parser message in the caller language', async () => {
  const { json } = await ranking({ plat: 'all', word: 'and 连衣裙' })
  expect(json.error_code).toBe(-400)
  expect(typeof json.error_msg).toBe('string')
})
