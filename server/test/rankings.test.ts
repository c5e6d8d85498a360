// POST /api/brand_rank, POST /api/category_rank and GET /api/download. The figures are
// held against sums of the raw facts made by SQL of the test's own (rank-recompute.ts, on a copy of
// the test data); then the orders, paging, the version's limits, the error codes, and the CSV.
import type { BrandRanking, CategoryRanking, ConceptRanking, EntityRankFigures } from '../../types'
import { changePercent, compareGrowth, growthLabel, isRankable } from '../../src/domain/growth'
import { shiftMonth } from '../../src/domain/months'
import { onStoreCopy } from './store-copy'
import { api, call, state, tokenFor } from './helpers'

jest.setTimeout(60_000)

let analyst: string
let partial: string
let free: string
let mini: string
beforeAll(async () => {
  ;[analyst, partial, free, mini] = await Promise.all(['analyst', 'partial', 'free', 'mini'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

interface Sums {
  sales: number
  base: number
}

/** Sums per name from the raw facts (see rank-recompute.ts). */
const recompute = (queries: Record<string, unknown>[]) => onStoreCopy<Record<string, Sums>[]>('rank-recompute.ts', queries)

// Chinese, the product's default language: the helper asks in English unless told
const ZH = { 'accept-language': 'zh-CN' }
const brands = (body: Record<string, unknown>, token = analyst) => api<BrandRanking>('/api/brand_rank', { body, token, headers: ZH })
const categories = (body: Record<string, unknown>, token = analyst) =>
  api<CategoryRanking>('/api/category_rank', { body, token, headers: ZH })

function expectFigures(rows: EntityRankFigures[], first = 1) {
  rows.forEach((r, i) => {
    expect(r.rank).toBe(first + i)
    expect(r.sales_yoy).toBe(changePercent(r.sales, r.sales_base))
    expect(r.sales_change).toBe(r.sales - (r.sales_base ?? NaN))
    expect(r.label).toBe(growthLabel(r.sales, r.sales_base))
    expect(r.trend).toHaveLength(12)
    if (i > 0)
      expect(
        compareGrowth({ current: rows[i - 1].sales, base: rows[i - 1].sales_base }, { current: r.sales, base: r.sales_base }),
      ).toBeLessThanOrEqual(0)
  })
}

/** The rows the growth order lists: rankable, with sales or a base. */
function rankable(sums: Record<string, Sums>): string[] {
  return Object.entries(sums)
    .filter(([, s]) => (s.sales > 0 || s.base > 0) && isRankable(s.sales, s.base))
    .map(([name]) => name)
    .sort()
}

test('brands and child categories of 女装 (16): every figure equals the raw facts summed by SQL of its own', async () => {
  const ts = state().ts
  const threeStart = shiftMonth(ts, -2)
  const b = (await brands({ plat: 'all', cid: 16, page_size: 100 })).json
  const c = (await categories({ plat: 'all', cid: 16, page_size: 100 })).json
  const c3 = (await categories({ plat: 'tbjd', cid: 16, is_multi_month: 1, page_size: 100 })).json
  for (const j of [b, c, c3]) expect(j.status).toBe('ok')
  expect(b.data).toMatchObject({ plat: 'all', cid: 16, ts, start: ts, end: ts, category_name: '女装/女士精品', page: 1 })
  expect(c3.data).toMatchObject({ plat: 'tbjd', start: threeStart, end: ts })
  const one = { l1: 16, start: ts, end: ts, baseStart: shiftMonth(ts, -12), baseEnd: shiftMonth(ts, -12) }
  const [rb, rc, rc3] = await recompute([
    { kind: 'brand', platforms: ['all'], ...one },
    { kind: 'category', platforms: ['all'], ...one },
    {
      kind: 'category',
      platforms: ['all', 'jd'],
      l1: 16,
      start: threeStart,
      end: ts,
      baseStart: shiftMonth(threeStart, -12),
      baseEnd: shiftMonth(ts, -12),
    },
  ])
  const cases: [EntityRankFigures[], Record<string, Sums>, (r: EntityRankFigures) => string][] = [
    [b.data.rows, rb, (r) => (r as BrandRanking['rows'][number]).brand_name],
    [c.data.rows, rc, (r) => (r as CategoryRanking['rows'][number]).category_name],
    [c3.data.rows, rc3, (r) => (r as CategoryRanking['rows'][number]).category_name],
  ]
  for (const [rows, sums, nameOf] of cases) {
    expect(rows.length).toBeGreaterThan(2)
    expectFigures(rows)
    for (const r of rows)
      expect({ name: nameOf(r), sales: r.sales, base: r.sales_base }).toEqual({
        name: nameOf(r),
        sales: sums[nameOf(r)].sales,
        base: sums[nameOf(r)].base,
      })
    expect(rows.map(nameOf).sort()).toEqual(rankable(sums))
  }
  // one month: the trend's last point is the period itself
  for (const r of [...b.data.rows, ...c.data.rows]) expect(r.trend[11]).toBe(r.sales)
})

test('links into /detail: a brand opens with its name and id, a category with words its titles carry', async () => {
  const b = (await brands({ plat: 'all', cid: 16 })).json.data
  for (const r of b.rows) expect(r.word).toBe(r.brand_name)
  const c = (await categories({ plat: 'all', cid: 16, page_size: 100 })).json.data
  const dresses = c.rows.find((r) => r.category_name === '裙装')
  expect(dresses?.word).toBe('连衣裙 or 半身裙 or 套装裙')
  // the detail of that word, brand and category answers (the words match the category's titles)
  const detail = await api<{ summary: { sales: number } }>('/api/search', {
    body: { word: dresses?.word, plat: 'all', cid: String(dresses?.category_id) },
    token: analyst,
  })
  expect(detail.json.status).toBe('ok')
  expect(detail.json.data.summary.sales).toBe(dresses?.sales)
  const top = b.rows[0]
  const brandDetail = await api<{ summary: { sales: number } }>('/api/search', {
    body: { word: top.word, plat: 'all', cid: '16', bid: top.brand_id },
    token: analyst,
  })
  expect(brandDetail.json.data.summary.sales).toBe(top.sales)
})

test('sort by sales lists every row, largest first; pages continue one order', async () => {
  const all = (await brands({ plat: 'jd', cid: 1801, sortby: 'sales', page_size: 100 })).json.data
  const sales = all.rows.map((r) => r.sales)
  expect(sales).toEqual([...sales].sort((x, y) => y - x))
  expect(all.total).toBe(all.rows.length)
  const p1 = (await brands({ plat: 'jd', cid: 1801, sortby: 'sales', page_size: 3, page: 1 })).json.data
  const p2 = (await brands({ plat: 'jd', cid: 1801, sortby: 'sales', page_size: 3, page: 2 })).json.data
  expect([...p1.rows, ...p2.rows].map((r) => r.brand_name)).toEqual(all.rows.slice(0, 6).map((r) => r.brand_name))
  expect(p2.rows[0].rank).toBe(4)
})

test('a level-2 category ranks its product types; a leaf has no children to rank (-400)', async () => {
  const c = (await categories({ plat: 'all', cid: 16, sortby: 'sales' })).json.data
  const group = c.rows[0]
  const types = (await categories({ plat: 'all', cid: group.category_id, sortby: 'sales', page_size: 100 })).json.data
  expect(types.rows.every((r) => r.level === 3 && r.word === r.category_name)).toBe(true)
  const typesSales = types.rows.reduce((s, r) => s + r.sales, 0)
  expect(typesSales).toBe(group.sales)
  const variants = (await categories({ plat: 'all', cid: types.rows[0].category_id, sortby: 'sales' })).json.data
  const leaf = variants.rows[0]
  expect(leaf.is_parent).toBe(false)
  const { json } = await categories({ plat: 'all', cid: leaf.category_id })
  expect(json).toMatchObject({ status: 'error', error_code: -400 })
  expect(json.error_msg).toMatch(/cid/)
})

test.each([
  ['an unknown platform', { plat: 'taobao' }],
  ['a month that is no month', { plat: 'all', ts: '2026-13' }],
  ['a page size over 100', { plat: 'all', page_size: 101 }],
  ['an unknown sort', { plat: 'all', sortby: 'volume' }],
  ['an unknown category', { plat: 'all', cid: 999 }],
])('-400 for %s', async (_what, body) => {
  for (const call of [brands, categories]) {
    const { json } = await call(body)
    expect(json).toMatchObject({ status: 'error', error_code: -400, data: null })
  }
})

test('-401 without a session, -404 for a month without data', async () => {
  for (const path of ['/api/brand_rank', '/api/category_rank']) {
    expect((await api(path, { body: { plat: 'all' } })).json).toMatchObject({ error_code: -401 })
    expect((await api(path, { body: { plat: 'all', ts: '2099-01' }, token: analyst })).json).toMatchObject({ error_code: -404 })
  }
  expect((await api('/api/download?type=brand&plat=all')).json).toMatchObject({ error_code: -401 })
})

test("-403 in the caller's language: partial@ on a category outside its list (男装 30), and on tbjd where JD does not list 16", async () => {
  for (const call of [brands, categories]) {
    expect((await call({ plat: 'all', cid: 16 }, partial)).json.status).toBe('ok')
    const { json } = await call({ plat: 'all', cid: 30 }, partial)
    expect(json).toMatchObject({ status: 'error', error_code: -403 })
    expect(json.error_msg).toMatch(/[\u4e00-\u9fff]/)
    const en = await api('/api/brand_rank', { body: { plat: 'tbjd', cid: 16 }, token: partial, headers: { 'accept-language': 'en' } })
    expect(en.json).toMatchObject({ error_code: -403, error_msg: expect.stringMatching(/upgrade/i) })
  }
  const dl = await call('/api/download?type=category&plat=all&cid=30', { token: partial })
  expect(await dl.json()).toMatchObject({ error_code: -403 })
})

test('the free version: 20 rows a page at most, no month before its 12', async () => {
  const { json } = await brands({ plat: 'all', cid: 16, page_size: 50 }, free)
  expect(json.data.page_size).toBe(20)
  const old = await categories({ plat: 'all', cid: 16, ts: shiftMonth(state().ts, -12) }, free)
  expect(old.json).toMatchObject({ error_code: -403 })
})

describe('GET /api/download', () => {
  const csv = async (query: string, token = analyst, headers: Record<string, string> = ZH) => {
    const res = await call(`/api/download?${query}`, { token, headers })
    return { res, bytes: Buffer.from(await res.arrayBuffer()) }
  }

  test('brands: UTF-8 with a BOM, zh columns, a file name, the rows of the page shown', async () => {
    const { res, bytes } = await csv('type=brand&plat=all&cid=16&page_size=5&page=2')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="growing-brands-all-16-\d{4}-\d{2}-p2\.csv"; filename\*=UTF-8''%E9%AB%98/,
    )
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    const header = lines[0].split(',')
    expect(header.slice(0, 9)).toEqual([
      '排名',
      '品牌',
      '品牌ID',
      '类目',
      '销售额(¥)',
      '去年同期销售额(¥)',
      '同比增长(%)',
      '较去年同期(¥)',
      '标签',
    ])
    expect(header).toHaveLength(9 + 12)
    const shown = (await brands({ plat: 'all', cid: 16, page_size: 5, page: 2 })).json.data.rows
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4))).toEqual(
      shown.map((r) => [String(r.rank), r.brand_name, String(r.brand_id), '女装/女士精品']),
    )
    expect(lines[1].split(',')[4]).toBe(String(shown[0].sales))
  })

  test('categories and concepts in English (lang or Accept-Language)', async () => {
    const cat = (await csv('type=category&plat=all&cid=16&lang=en')).bytes.toString('utf8')
    expect(cat.startsWith('\uFEFFRank,Category,Category ID,Sales (¥),Sales a year earlier (¥),YoY growth (%)')).toBe(true)
    const concept = await csv('type=concept&plat=gamazon&page_size=3', analyst, { 'accept-language': 'en' })
    const text = concept.bytes.toString('utf8')
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFRank,Concept,Category,Sales \(US\$\)/)
    const shown = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'gamazon', page_size: 3 }, token: analyst })).json.data.rows
    expect(
      text
        .split('\r\n')
        .slice(1, 4)
        .map((l) => l.split(',')[1]),
    ).toEqual(shown.map((r) => r.word))
  })

  test("refused (-403) for the mini-program session, in the request's language", async () => {
    const zh = await csv('type=brand&plat=all', mini)
    expect(zh.res.headers.get('content-type')).toMatch(/application\/json/)
    expect(JSON.parse(zh.bytes.toString('utf8'))).toMatchObject({
      status: 'error',
      error_code: -403,
      error_msg: expect.stringMatching(/小程序/),
    })
    const en = await csv('type=concept&plat=all&lang=en', mini)
    expect(JSON.parse(en.bytes.toString('utf8'))).toMatchObject({ error_code: -403, error_msg: expect.stringMatching(/mini-program/) })
  })

  test('-400 for an unknown type or a volume sort of brands', async () => {
    expect(JSON.parse((await csv('type=social&plat=all')).bytes.toString('utf8'))).toMatchObject({ error_code: -400 })
    expect(JSON.parse((await csv('type=brand&plat=all&sortby=volume')).bytes.toString('utf8'))).toMatchObject({ error_code: -400 })
  })
})
