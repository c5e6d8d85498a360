// Each permission rule is written once, in server/permissions/: every call that takes a category refuses partial@growthradar.demo a
// category outside its lists with -403 and the one message of server/permissions, in the request's
// language. A handler that skipped its permission call answers ok here; a call added later with a
// category field fails the coverage test until it has its row. partial@ may see Taobao 女装 16 and
// 面部护理 (under 1801), JD 1801, Douyin 16, the same Taobao nodes on social, and nothing on Amazon
// or eBay (server/accounts/demo-accounts.ts).
import type { CompareResult, MarkedSearchResult } from '../../types'
import { api, state, tokenFor } from './helpers'
import { linesMatching, serverSources } from './server-sources'

const MESSAGE = {
  zh: '当前版本没有该类目的权限，请升级',
  en: 'Your current version has no permission for this category. Please upgrade.',
} as const
type Lang = keyof typeof MESSAGE

/** 男装: a Taobao level 1 outside partial@'s lists on every source but JD's. */
const MEN = 30
/** An Amazon category (partial@'s Amazon list is empty). */
const AMAZON = 3760911
const WORD = '法式'

interface Row {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  body?: Record<string, unknown>
}

// [operation as in the OpenAPI document, what is asked, request]
const ROWS: [string, string, Row][] = [
  ['post /api/search', 'Taobao 男装', { method: 'POST', path: '/api/search', body: { word: WORD, plat: 'all', cid: String(MEN) } }],
  ['post /api/search', 'tbjd 男装', { method: 'POST', path: '/api/search', body: { word: WORD, plat: 'tbjd', cid: String(MEN) } }],
  [
    'post /api/search',
    'one allowed and one refused id',
    { method: 'POST', path: '/api/search', body: { word: WORD, plat: 'all', cid: `16,${MEN}` } },
  ],
  ['post /api/douyin_search', 'Douyin 男装', { method: 'POST', path: '/api/douyin_search', body: { word: WORD, cid: String(MEN) } }],
  [
    'post /api/gamazon_search',
    'an Amazon category',
    { method: 'POST', path: '/api/gamazon_search', body: { word: 'women', cid: String(AMAZON) } },
  ],
  ['get /api/mini_search', 'Taobao 男装', { method: 'GET', path: '/api/mini_search', query: { word: WORD, plat: 'all', cid: MEN } }],
  ['post /api/ecloud', 'Taobao 男装', { method: 'POST', path: '/api/ecloud', body: { word: WORD, plat: 'all', cid: String(MEN) } }],
  ['post /api/drivers', 'tbjd 男装', { method: 'POST', path: '/api/drivers', body: { word: WORD, plat: 'tbjd', cid: String(MEN) } }],
  ['get /api/cloud', 'JD 16', { method: 'GET', path: '/api/cloud', query: { word: WORD, plat: 'jd', cid: 16 } }],
  ['post /api/itemcloud', 'Taobao 男装', { method: 'POST', path: '/api/itemcloud', body: { word: WORD, plat: 'all', cid: String(MEN) } }],
  ['post /api/ecommerce', 'Taobao 男装', { method: 'POST', path: '/api/ecommerce', body: { plat: 'all', cid: MEN } }],
  [
    'post /api/ecommerce',
    'tbjd 16 (JD 16 is outside the JD list)',
    { method: 'POST', path: '/api/ecommerce', body: { plat: 'tbjd', cid: 16 } },
  ],
  ['get /api/list_gamazon', 'an Amazon category', { method: 'GET', path: '/api/list_gamazon', query: { cid: AMAZON } }],
  ['post /api/brand_rank', 'Taobao 男装', { method: 'POST', path: '/api/brand_rank', body: { plat: 'all', cid: MEN } }],
  [
    'post /api/category_rank',
    'tbjd 16 (JD 16 is outside the JD list)',
    { method: 'POST', path: '/api/category_rank', body: { plat: 'tbjd', cid: 16 } },
  ],
  [
    'get /api/download',
    'the brand ranking of Taobao 男装',
    { method: 'GET', path: '/api/download', query: { type: 'brand', plat: 'all', cid: MEN } },
  ],
  ['get /api/brands', 'Taobao 男装', { method: 'GET', path: '/api/brands', query: { plat: 'all', cid: MEN } }],
  ['get /api/brands', 'eBay, no cid (empty list)', { method: 'GET', path: '/api/brands', query: { plat: 'ebay' } }],
  ['post /api/get_catname', 'Taobao 男装', { method: 'POST', path: '/api/get_catname', body: { cat: String(MEN), plat: 'all' } }],
  ['get /api/idname', 'category: Taobao 男装', { method: 'GET', path: '/api/idname', query: { type: 'category', plat: 'all', ids: MEN } }],
  [
    'get /api/idname',
    'brand on Amazon (empty list)',
    { method: 'GET', path: '/api/idname', query: { type: 'brand', plat: 'gamazon', ids: 1 } },
  ],
  ['get /api/marked', 'Taobao 男装', { method: 'GET', path: '/api/marked', query: { category_id: MEN, word: WORD, plat: 'all' } }],
  [
    'post /api/marked',
    'Taobao 男装',
    { method: 'POST', path: '/api/marked', body: { category_id: MEN, func: 'add', word: WORD, platform: 'all' } },
  ],
  [
    'post /api/marked',
    'jd_cat1 16 (JD)',
    { method: 'POST', path: '/api/marked', body: { category_id: 16, func: 'add', word: WORD, platform: 'all', jd_cat1: 16 } },
  ],
  [
    'post /api/marked',
    'a social follow of 男装',
    { method: 'POST', path: '/api/marked', body: { category_id: MEN, func: 'add', word: WORD, platform: 'all', type: 'social' } },
  ],
  [
    'post /api/wxmini_params',
    'a link into Taobao 男装',
    { method: 'POST', path: '/api/wxmini_params', body: { word: WORD, plat: 'all', cid: `16,${MEN}` } },
  ],
  ['get /api/social', 'social 男装', { method: 'GET', path: '/api/social', query: { social_plat: 'douyin', cid: MEN } }],
  ['get /api/wx/tags', 'social 男装', { method: 'GET', path: '/api/wx/tags', query: { cid: MEN } }],
  ['post /api/lead', 'Taobao 男装', { method: 'POST', path: '/api/lead', body: { word: WORD, plat: 'all', cid: String(MEN) } }],
  ['post /api/lead', 'tbjd 男装', { method: 'POST', path: '/api/lead', body: { word: WORD, plat: 'tbjd', cid: String(MEN) } }],
  ['get /api/early_signals', 'Taobao 男装', { method: 'GET', path: '/api/early_signals', query: { plat: 'all', cid: MEN } }],
  [
    'get /api/early_signals',
    'tbjd 16 (JD 16 is outside the JD list)',
    { method: 'GET', path: '/api/early_signals', query: { plat: 'tbjd', cid: 16 } },
  ],
  ['post /api/mini_homepage', 'Amazon (empty list)', { method: 'POST', path: '/api/mini_homepage', body: { plat: 'gamazon' } }],
]

/** Calls whose category answers per row (one refused concept does not fail the others). */
const MARKED = '/api/search_marked'
const COMPARE = '/api/compare'

let partial: string
beforeAll(async () => {
  partial = await tokenFor('partial@growthradar.demo')
})

const headers = (lang: Lang) => ({ 'accept-language': lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9' })

function send(row: Row, lang: Lang) {
  const qs = row.query ? `?${new URLSearchParams(Object.entries(row.query).map(([k, v]): [string, string] => [k, String(v)]))}` : ''
  return api(row.path + qs, { method: row.method, body: row.body, token: partial, headers: headers(lang) })
}

describe.each(['zh', 'en'] as const)('in %s', (lang) => {
  test.each(ROWS)('%s, %s: -403 with the one message', async (_op, _what, row) => {
    const { status, json } = await send(row, lang)
    expect(status).toBe(200)
    expect(json).toEqual({ status: 'error', error_code: -403, error_msg: MESSAGE[lang], data: null })
  })

  test('post /api/search_marked: the refused row says -403 with the one message, the allowed row answers', async () => {
    const items = [
      { word: WORD, plat: 'all', category_id: MEN },
      { word: WORD, plat: 'all', category_id: 16 },
    ]
    const { json } = await api<MarkedSearchResult>(MARKED, { body: { items }, token: partial, headers: headers(lang) })
    expect(json.status).toBe('ok')
    expect(json.data.rows[0]).toMatchObject({ error_code: -403, error_msg: MESSAGE[lang], category_name: '', summary: null })
    expect(json.data.rows[1]).toMatchObject({ error_code: 0 })
  })

  test('post /api/compare: the refused concept says -403 with the one message, the allowed one answers', async () => {
    const items = [
      { word: WORD, plat: 'all', cid: String(MEN) },
      { word: WORD, plat: 'all', cid: '16' },
    ]
    const { json } = await api<CompareResult>(COMPARE, { body: { items }, token: partial, headers: headers(lang) })
    expect(json.status).toBe('ok')
    expect(json.data.rows[0]).toMatchObject({ error_code: -403, error_msg: MESSAGE[lang], search: null })
    expect(json.data.rows[1]).toMatchObject({ error_code: 0 })
  })
})

test('the language cookie wins over Accept-Language', async () => {
  const { json } = await api('/api/brands?plat=all&cid=30', { token: partial, headers: { ...headers('zh'), cookie: 'language=en' } })
  expect(json.error_msg).toBe(MESSAGE.en)
})

// names of fields that carry a category id in the calls (docs/api.md)
const CATEGORY_FIELDS = new Set(['cid', 'category_id', 'cat', 'ids', 'jd_cat1', 'items'])

test('every operation with a category field has a row above', async () => {
  interface Operation {
    parameters?: { in: string; name: string }[]
    requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  }
  const doc = (await (await fetch(`${state().baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> }
  const covered = new Set([...ROWS.map(([op]) => op), `post ${MARKED}`, `post ${COMPARE}`])
  const missing: string[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const fields = [
        ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {})),
      ]
      if (fields.some((f) => CATEGORY_FIELDS.has(f)) && !covered.has(`${method} ${path}`)) missing.push(`${method} ${path}`)
    }
  }
  expect(missing).toEqual([])
})

test('the -403 of a permission rule is written only in server/permissions', () => {
  const outside = serverSources().filter((f) => !f.rel.startsWith('permissions/'))
  expect(linesMatching(outside, /ApiError\(-403|new Forbidden\(|no permission for|没有.{0,6}权限/)).toEqual([])
})
