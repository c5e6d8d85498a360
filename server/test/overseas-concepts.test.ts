// EBay concepts are ranked and searched as the other sources are — POST /api/ecommerce,
// /api/search, /api/ecloud, /api/itemcloud, GET /api/cloud, POST /api/brand_rank, /api/category_rank
// and GET /api/download take plat 'ebay' — under ebay_cat_list, as Amazon's calls are under
// gamazon_cat_list. Per call: the happy path, -400 (the envelope, with a message), -401, -403 per source.
import type { BrandCloud, CategoryBreakdown, CategoryTree, CommodityPage, ConceptRanking, ConceptSearchResult } from '../../types'
import { DEFAULT_CATEGORY_ID } from '../../src/domain/constants'
import { api, call, tokenFor } from './helpers'

let analyst: string
let partial: string
beforeAll(async () => {
  ;[analyst, partial] = await Promise.all([tokenFor('analyst@growthradar.demo'), tokenFor('partial@growthradar.demo')])
})

const EBAY = DEFAULT_CATEGORY_ID.ebay

/** A ranked eBay concept of the default category (the first of the sales order). */
async function rankedWord(): Promise<string> {
  const { json } = await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'ebay', sortby: 'sales' }, token: analyst })
  expect(json.status).toBe('ok')
  return json.data.rows[0].word
}

test('POST /api/ecommerce ranks eBay concepts of the default category by the growth definition', async () => {
  const { json } = await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'ebay' }, token: analyst })
  expect(json).toMatchObject({ status: 'ok', error_code: 0, data: { plat: 'ebay', cid: EBAY } })
  const rows = json.data.rows
  expect(rows.length).toBeGreaterThan(0)
  // English titles, English concepts
  for (const r of rows) expect(r.word).toMatch(/^[A-Za-z0-9 '&-]+$/)
  // fastest growing first
  const yoy = rows.map((r) => r.sales_yoy ?? Infinity)
  expect(yoy).toEqual([...yoy].sort((a, b) => b - a))
})

test.each([
  ['/api/search', (d: ConceptSearchResult) => d.summary.sales],
  ['/api/ecloud', (d: CategoryBreakdown) => d.total_sales],
  ['/api/itemcloud', (d: CommodityPage) => d.rows.length],
] as const)('POST %s answers an eBay concept', async (path, figure: (d: never) => number) => {
  const word = await rankedWord()
  const { json } = await api(path, { body: { plat: 'ebay', word, cid: String(EBAY) }, token: analyst })
  expect(json).toMatchObject({ status: 'ok', data: { plat: 'ebay', word, cid: [EBAY] } })
  expect(figure(json.data as never)).toBeGreaterThan(0)
})

test('GET /api/cloud answers the brands of an eBay concept', async () => {
  const word = await rankedWord()
  const { json } = await api<BrandCloud>(`/api/cloud?plat=ebay&cid=${EBAY}&word=${encodeURIComponent(word)}`, { token: analyst })
  expect(json.status).toBe('ok')
  expect(json.data.rows.length).toBeGreaterThan(0)
})

test.each(['brand', 'category'])('POST /api/%s_rank ranks within an eBay category', async (kind) => {
  const { json } = await api<{ plat: string; cid: number; rows: unknown[] }>(`/api/${kind}_rank`, {
    body: { plat: 'ebay' },
    token: analyst,
  })
  expect(json).toMatchObject({ status: 'ok', data: { plat: 'ebay', cid: EBAY } })
  expect(json.data.rows.length).toBeGreaterThan(0)
})

test('GET /api/download gives the eBay concept ranking as CSV in US $', async () => {
  const res = await call('/api/download?type=concept&plat=ebay&sortby=sales', { token: analyst })
  expect(res.headers.get('content-type')).toMatch(/text\/csv/)
  const [head, first] = (await res.text()).split('\n')
  expect(head).toContain('US$')
  expect(first.split(',')[1]).toBe(await rankedWord())
})

describe('-400: bad input, in the envelope with a message', () => {
  test.each([
    ['/api/ecommerce', { plat: 'ebay', cid: 16 }, /category 16 does not exist on eBay/],
    ['/api/search', { plat: 'ebay', word: 'Casual', cid: '16' }, /category 16 does not exist on eBay/],
    ['/api/search', { plat: 'ebay', word: '' }, /word/],
    ['/api/ecommerce', { plat: 'amazon' }, /plat/],
    ['/api/brand_rank', { plat: 'ebay', cid: 16 }, /category 16 does not exist on eBay/],
  ])('%s %j', async (path, body, message) => {
    const { json } = await api(path, { body, token: analyst })
    expect(json).toMatchObject({ status: 'error', error_code: -400, data: null })
    expect(json.error_msg).toMatch(message)
  })
})

test.each(['/api/ecommerce', '/api/search', '/api/ecloud', '/api/itemcloud', '/api/brand_rank'])(
  '-401 without a session: %s',
  async (path) => {
    const { json } = await api(path, { body: { plat: 'ebay', word: 'Casual' } })
    expect(json).toMatchObject({ status: 'error', error_code: -401 })
  },
)

// partial@ holds neither ebay_cat_list nor gamazon_cat_list (accounts/demo-accounts.ts)
describe.each(['ebay', 'gamazon'])('-403 for a user without %s', (plat) => {
  test.each([
    ['/api/ecommerce', {}],
    ['/api/search', { word: 'Casual' }],
    ['/api/ecloud', { word: 'Casual' }],
    ['/api/itemcloud', { word: 'Casual' }],
    ['/api/brand_rank', {}],
    ['/api/category_rank', {}],
  ])('%s', async (path, body) => {
    const { json } = await api(path, { body: { plat, ...body }, token: partial })
    expect(json).toMatchObject({ status: 'error', error_code: -403, data: null })
    expect(json.error_msg).toBeTruthy()
  })
})

const HAN = /\p{Script=Han}/u

describe.each(['zh', 'en'])('English names and US $ on Amazon and eBay, UI language %s', (lang) => {
  const headers = { 'accept-language': lang }

  test.each(['gamazon', 'ebay'])('the %s tree is named in English, name and category_name_en alike', async (plat) => {
    const { json } = await api<CategoryTree>(`/api/cats_tree?plat=${plat}`, { token: analyst, headers })
    expect(json.status).toBe('ok')
    const nodes = Object.values(json.data.childrenList)
    expect(nodes.length).toBeGreaterThan(100)
    for (const n of nodes) {
      expect(n.name).not.toMatch(HAN)
      expect(n.name).toBe(n.category_name_en)
    }
  })

  test('the ranking and the search name the category in English and count in US $', async () => {
    const ranking = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'ebay' }, token: analyst, headers })).json.data
    expect(ranking).toMatchObject({ currency: 'USD', hint: null, hint_msg: '' })
    expect(ranking.rows[0]).toMatchObject({
      category_name: 'Clothing, Shoes & Accessories',
      category_name_en: 'Clothing, Shoes & Accessories',
    })
    for (const kind of ['brand', 'category']) {
      const { json } = await api(`/api/${kind}_rank`, { body: { plat: 'gamazon' }, token: analyst, headers })
      expect(json.data).toMatchObject({
        currency: 'USD',
        category_name: 'Beauty & Personal Care',
        category_name_en: 'Beauty & Personal Care',
      })
    }
    const word = ranking.rows[0].word
    const s = (await api<ConceptSearchResult>('/api/gamazon_search', { body: { word: 'Serum', cid: '3760911' }, token: analyst, headers }))
      .json.data
    expect(s).toMatchObject({
      category_names: ['Beauty & Personal Care'],
      category_names_en: ['Beauty & Personal Care'],
      currency: 'USD',
      hint: null,
      hint_msg: '',
    })
    const e = (await api<ConceptSearchResult>('/api/search', { body: { plat: 'ebay', word }, token: analyst, headers })).json.data
    expect(e.currency).toBe('USD')
    // the Chinese platforms keep yuan
    const zh = (await api<ConceptSearchResult>('/api/search', { body: { plat: 'all', word: '连衣裙' }, token: analyst, headers })).json.data
    expect(zh).toMatchObject({ currency: 'CNY', hint: null })
  })
})

describe('a Chinese concept on English titles gets a hint, not a silent zero', () => {
  test.each([
    ['/api/search', { plat: 'ebay' }],
    ['/api/gamazon_search', {}],
    ['/api/ecloud', { plat: 'gamazon' }],
    ['/api/itemcloud', { plat: 'ebay' }],
  ])('%s %j', async (path, body) => {
    const en = (await api<ConceptSearchResult>(path, { body: { word: '连衣裙', ...body }, token: analyst })).json
    expect(en).toMatchObject({ status: 'ok', data: { hint: 'english_titles' } })
    expect(en.data.hint_msg).toMatch(/English/)
    const zh = (
      await api<ConceptSearchResult>(path, { body: { word: '连衣裙', ...body }, token: analyst, headers: { 'accept-language': 'zh' } })
    ).json
    expect(zh.data.hint).toBe('english_titles')
    expect(zh.data.hint_msg).toMatch(/英文/)
  })

  test('the ranking filtered by a Chinese word (the /search page) says so too', async () => {
    for (const [path, body] of [
      ['/api/ecommerce', { plat: 'ebay', word: '连衣裙' }],
      ['/api/list_gamazon?word=%E8%BF%9E%E8%A1%A3%E8%A3%99', undefined],
    ] as const) {
      const { json } = await api<ConceptRanking>(path, { body, token: analyst })
      expect(json).toMatchObject({ status: 'ok', data: { total: 0, hint: 'english_titles', hint_msg: expect.stringMatching(/English/) } })
    }
    const unfiltered = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'all', word: '连衣裙' }, token: analyst })).json.data
    expect(unfiltered.hint).toBeNull()
  })

  test('an English word there, or a Chinese word on a Chinese platform, has none', async () => {
    for (const body of [
      { plat: 'ebay', word: 'Casual' },
      { plat: 'all', word: '连衣裙' },
      { plat: 'ebay', word: 'Casual not 连衣裙' },
    ]) {
      const { json } = await api<ConceptSearchResult>('/api/search', { body, token: analyst })
      expect(json.data).toMatchObject({ hint: null, hint_msg: '' })
    }
  })
})
