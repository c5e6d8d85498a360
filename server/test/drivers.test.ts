// POST /api/drivers, what a concept's change is made of (docs/rules.md "Growth drivers"): every split
// adds up to the whole change to the unit; each part equals a sum of the raw tables made by SQL of
// the test's own (drivers-recompute.ts, on a copy of the test data); a related word's figures are
// those of its own detail; permissions name nothing the caller may not see.
import type { CategoryBreakdown, CategoryTree, ConceptDrivers, ConceptSearchResult, DriverPart } from '../../types'
import { changePercent, sharePercent } from '../../src/domain/growth'
import { onStoreCopy } from './store-copy'
import { api, tokenFor } from './helpers'

jest.setTimeout(60_000)

let analyst: string
let partial: string
beforeAll(async () => {
  ;[analyst, partial] = await Promise.all(['analyst', 'partial'].map((u) => tokenFor(`${u}@growthradar.demo`)))
})

const drivers = (body: Record<string, unknown>, token = analyst) => api<ConceptDrivers>('/api/drivers', { body, token })
const total = (parts: DriverPart[], f: (p: DriverPart) => number | null) => parts.reduce((n, p) => n + (f(p) ?? NaN), 0)

const CASES: Record<string, unknown>[] = [
  { word: '法式', cid: 16 },
  { word: '连衣裙', is_multi_month: 1 },
  { word: '加厚 or 冰丝 not 男', plat: 'tbjddy' },
  { word: '纯棉', plat: 'jd', ts: '2024-02' },
  { word: 'linen', plat: 'gamazon' },
  { word: 'shirt or dress', plat: 'ebay', is_multi_month: 1 },
]

test.each(CASES)('every split of %j adds up to the whole change to the unit', async (body) => {
  const { json } = await drivers(body)
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d.total_sales).toBeGreaterThan(0)
  expect(d.total_change).toBe(d.total_sales - (d.total_sales_base as number))
  for (const split of [d.by_category, d.by_brand, d.by_age, d.price_bands]) {
    expect(split.length).toBeGreaterThan(0)
    expect(total(split, (p) => p.sales)).toBe(d.total_sales)
    expect(total(split, (p) => p.sales_base)).toBe(d.total_sales_base)
    expect(total(split, (p) => p.change)).toBe(d.total_change)
    for (const p of split) {
      expect(p.change).toBe(p.sales - (p.sales_base as number))
      expect(p.sales_yoy).toBe(changePercent(p.sales, p.sales_base))
      expect(p.share).toBe(sharePercent(p.sales, d.total_sales))
      expect(p.change_share).toBe(d.total_change === 0 ? null : sharePercent(p.change as number, d.total_change as number, 1))
    }
  }
  expect(d.by_age.map((p) => p.key)).toEqual(['new', 'continuing', 'stopped'])
  expect(total(d.by_age, (p) => p.items)).toBeLessThanOrEqual(d.items)
  expect(total(d.price_bands, (p) => p.items)).toBe(d.items)
  // bands follow each other from 0 up, at round prices
  d.price_bands.forEach((b, i) => {
    expect(b.low).toBe(i === 0 ? 0 : d.price_bands[i - 1].high)
    if (i > 0) expect(String(b.low)).toMatch(/^(1|2|3|5)0*$|^0\.0*(1|2|3|5)0*$/)
  })
  expect(d.price_bands[d.price_bands.length - 1].high).toBeNull()
})

interface Recomputed {
  ages: Record<string, { sales: number; base: number; items: number }>
  prices: Record<string, { sales: number; base: number; items: number }>
  brands: Record<string, { sales: number; base: number }>
  categories: Record<string, { sales: number; base: number }>
  words: Record<string, { sales: number; base: number; items: number }>
}

const recompute = (queries: Record<string, unknown>[]) => onStoreCopy<Recomputed[]>('drivers-recompute.ts', queries)

test('each part equals the sum of the raw facts, items and item words made apart', async () => {
  const asked = [
    { body: { word: '法式', cid: 16, is_multi_month: 1 }, platforms: ['all'], l1: 16 },
    { body: { word: '纯棉', plat: 'tbjd', cid: 16 }, platforms: ['all', 'jd'], l1: 16 },
  ]
  const answers = await Promise.all(asked.map((a) => drivers(a.body)))
  const raw = await recompute(
    asked.map((a, i) => {
      const d = answers[i].json.data
      return {
        platforms: a.platforms,
        l1: a.l1,
        word: a.body.word,
        start: d.start,
        end: d.end,
        baseStart: d.base_start,
        baseEnd: d.base_end,
      }
    }),
  )
  answers.forEach(({ json }, i) => {
    const d = json.data
    const r = raw[i]
    for (const p of d.by_age)
      expect([p.sales, p.sales_base, p.items]).toEqual([r.ages[p.key].sales, r.ages[p.key].base, r.ages[p.key].items])
    for (const b of d.price_bands) {
      const inBand = Object.entries(r.prices).filter(([price]) => Number(price) >= b.low && (b.high === null || Number(price) < b.high))
      expect([b.sales, b.sales_base, b.items]).toEqual([
        inBand.reduce((n, [, s]) => n + s.sales, 0),
        inBand.reduce((n, [, s]) => n + s.base, 0),
        inBand.reduce((n, [, s]) => n + s.items, 0),
      ])
    }
    for (const p of d.by_brand.filter((b) => b.key !== 'rest'))
      expect([p.sales, p.sales_base]).toEqual([r.brands[p.name].sales, r.brands[p.name].base])
    for (const p of d.by_category.filter((c) => c.key !== 'rest'))
      expect([p.sales, p.sales_base]).toEqual([r.categories[p.name].sales, r.categories[p.name].base])
    expect(d.related.length).toBeGreaterThan(0)
    for (const w of d.related)
      expect([w.sales, w.sales_base, w.items]).toEqual([r.words[w.key].sales, r.words[w.key].base, r.words[w.key].items])
    // the related words are those with the most sales, the concept's own word left out
    const ranked = Object.entries(r.words)
      .filter(([word, s]) => s.sales > 0 && !(d.word as string).includes(word))
      .sort(([a, x], [b, y]) => y.sales - x.sales || (a < b ? -1 : 1))
      .slice(0, d.related.length)
      .map(([word]) => word)
    expect(d.related.map((w) => w.key)).toEqual(ranked)
  })
})

test("a related word's figures are its own detail's: the concept and the word searched together", async () => {
  const body = { word: '连衣裙', cid: 16 }
  const d = (await drivers(body)).json.data
  for (const w of d.related.slice(0, 3)) {
    expect(w.expression).toBe(`连衣裙 ${w.key}`)
    const own = (await api<ConceptSearchResult>('/api/search', { body: { ...body, word: w.expression }, token: analyst })).json.data
    expect([own.summary.sales, own.summary.sales_base]).toEqual([w.sales, w.sales_base])
  }
  // and the category split is the category tab's
  const tab = (await api<CategoryBreakdown>('/api/ecloud', { body, token: analyst })).json.data
  for (const p of d.by_category.filter((c) => c.key !== 'rest')) {
    expect(tab.rows.find((row) => String(row.category_id) === p.key)?.sales).toBe(p.sales)
  }
})

test('a caller with some categories: refused outside them, and no part names a category outside them', async () => {
  expect((await drivers({ word: '面霜', cid: 1801 }, partial)).json.error_code).toBe(-403)
  const { json } = await drivers({ word: '法式' }, partial)
  expect(json.status).toBe('ok')
  const tree = (await api<CategoryTree>('/api/cats_tree?plat=all', { token: partial })).json.data
  const visible = new Set(
    Object.values(tree.childrenList)
      .filter((n) => !n.only_show)
      .map((n) => String(n.category_id)),
  )
  for (const p of json.data.by_category.filter((c) => c.key !== 'rest')) expect(visible).toContain(p.key)
})

test('signed out, a bad expression and an unknown field get the envelope’s codes, in the caller’s language', async () => {
  expect((await api('/api/drivers', { body: { word: '法式' } })).json.error_code).toBe(-401)
  const bad = await api('/api/drivers', { body: { word: 'not 法式' }, token: analyst, headers: { 'accept-language': 'en' } })
  expect(bad.json.error_code).toBe(-400)
  expect(bad.json.error_msg).toMatch(/[a-z]/)
  expect((await drivers({ word: '法式', cid: 'x' })).json.error_code).toBe(-400)
})

test('a period whose base has no data: sales split, changes unknown (no data is not zero)', async () => {
  const { json } = await drivers({ word: '连衣裙', ts: '2017-01' })
  expect(json.status).toBe('ok')
  const d = json.data
  expect(d.total_sales_base).toBeNull()
  expect(d.total_change).toBeNull()
  for (const p of [...d.by_category, ...d.by_age, ...d.price_bands])
    expect([p.change, p.change_share, p.sales_base]).toEqual([null, null, null])
  expect(total(d.price_bands, (p) => p.sales)).toBe(d.total_sales)
})
