// GET /api/openapi.json: an OpenAPI 3 document in which every call the app relies on
// (docs/api.md) — and the category-tree scripts — appears with its methods and a request schema.
import type { Static } from '@sinclair/typebox'
import type {
  BrandCloud,
  CategoryBreakdown,
  CategoryTree,
  CommodityPage,
  CompareResult,
  ConceptDrivers,
  ConceptLead,
  ConceptRanking,
  ConceptSearchResult,
  Currency,
  EarlySignals,
  GrowthFigures,
  LoginInfo,
  AlertRule,
  BrandOptions,
  CategoryName,
  FollowStatus,
  Freshness,
  IdName,
  LatestSocial,
  MarkedSearchResult,
  MiniHomepage,
  MiniPreview,
  MiniSearchResult,
  PhoneSettings,
  QrCode,
  SavedLinkId,
  SearchPrivileges,
  SmsVerified,
  WechatSubscription,
  WxPostsPage,
  WxTags,
  Notice,
  TimeInfo,
  TrendPoint,
} from '../../types'
import type * as Search from '../http/search-schemas'
import type { CompareResultSchema } from '../http/compare-schemas'
import type { ConceptLeadSchema, EarlySignalsSchema } from '../http/lead-schemas'
import type { ConceptDriversSchema } from '../http/drivers-schema'
import type { FreshnessSchema } from '../routes/freshness'
import type { LatestResponse } from '../routes/social'
import type { PostsResponse, TagsResponse } from '../routes/social-wx'
import type { Phones } from '../routes/phone'
import type { CatNameResponse, IdNameResponse, QrResponse, SearchPriResponse } from '../routes/catalog'
import type { Response as BrandsResponse } from '../routes/brands'
import type { Rule, Subscription } from '../routes/alerts'
import type { Status } from '../routes/follows'
import type { Response as PreviewResponse } from '../routes/mini-preview'
import type { Response as HomepageResponse } from '../routes/mini'
import type { SmsVerified as SmsVerifiedSchema } from '../routes/sms'
import type { Saved } from '../routes/wxmini'
import type { CategoryTreeSchema } from '../routes/cats-tree'
import type { NoticeSchema, TimeInfoSchema } from '../routes/public'
import type { LoginInfoSchema } from '../routes/user'
import { state } from './helpers'

// compile-time (npx tsc -p server/tsconfig.json): the response schemas are exactly the types/ shapes
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const SCHEMAS_MATCH_TYPES: [
  Same<Static<typeof LoginInfoSchema>, LoginInfo>,
  Same<Static<typeof TimeInfoSchema>, TimeInfo>,
  Same<Static<typeof NoticeSchema>, Notice>,
  Same<Static<typeof CategoryTreeSchema>, CategoryTree>,
  Same<Static<typeof Search.CurrencySchema>, Currency>,
  Same<Static<typeof Search.GrowthFiguresSchema>, GrowthFigures>,
  Same<Static<typeof Search.TrendPointSchema>, TrendPoint>,
  Same<Static<typeof Search.SearchResultSchema>, ConceptSearchResult>,
  Same<Static<typeof Search.CategoryBreakdownSchema>, CategoryBreakdown>,
  Same<Static<typeof Search.BrandCloudSchema>, BrandCloud>,
  Same<Static<typeof Search.CommodityPageSchema>, CommodityPage>,
  Same<Static<typeof Search.RankingSchema>, ConceptRanking>,
  Same<Static<typeof Search.MiniSearchSchema>, MiniSearchResult>,
  Same<Static<typeof Search.MarkedSearchSchema>, MarkedSearchResult>,
  Same<Static<typeof CompareResultSchema>, CompareResult>,
  Same<Static<typeof ConceptLeadSchema>, ConceptLead>,
  Same<Static<typeof EarlySignalsSchema>, EarlySignals>,
  Same<Static<typeof ConceptDriversSchema>, ConceptDrivers>,
  Same<Static<typeof FreshnessSchema>, Freshness>,
  Same<Static<typeof LatestResponse>, LatestSocial>,
  Same<Static<typeof TagsResponse>, WxTags>,
  Same<Static<typeof PostsResponse>, WxPostsPage>,
  Same<Static<typeof Phones>, PhoneSettings>,
  Same<Static<typeof Subscription>, WechatSubscription>,
  Same<Static<typeof CatNameResponse>, CategoryName[]>,
  Same<Static<typeof IdNameResponse>, IdName[]>,
  Same<Static<typeof QrResponse>, QrCode>,
  Same<Static<typeof Rule>, AlertRule>,
  Same<Static<typeof Status>, FollowStatus>,
  Same<Static<typeof PreviewResponse>, MiniPreview>,
  Same<Static<typeof HomepageResponse>, MiniHomepage>,
  Same<Static<typeof SmsVerifiedSchema>, SmsVerified>,
  Same<Static<typeof Saved>, SavedLinkId>,
  Same<Static<typeof BrandsResponse>, BrandOptions>,
  Same<Static<typeof SearchPriResponse>, SearchPrivileges>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
]

/** The calls the app relies on, by method and path, including those whose shape this server designed (marked below). */
const CORE_CALLS: [method: string, path: string][] = [
  ['get', '/api/user'],
  ['post', '/api/sms/send/login'],
  ['post', '/api/sms/send/setting'],
  ['post', '/api/sms/verify/setting'],
  ['post', '/api/sms/verify/login'],
  ['get', '/api/get_word_ts'],
  ['get', '/api/get_jd_ts'],
  ['get', '/api/get_dy_ts'],
  ['get', '/api/get_tbjd_ts'],
  ['get', '/api/get_gamazon_ts'],
  ['get', '/get_word_ts'],
  ...[
    'ecommerce',
    'itemcloud',
    'ecloud',
    'search',
    'douyin_search',
    'search_marked',
    'gamazon_search',
    'get_catname',
    'marked',
    'wxmini_params',
    'mini_homepage',
    'client_error',
  ].map((p): [string, string] => ['post', `/api/${p}`]),
  ...[
    'marked',
    'cloud',
    'social',
    'latest_social',
    'dw_notice',
    'wxmini_params',
    'wx/tags',
    'wx/posts_list',
    'cats_tree',
    'list_gamazon',
    'idname',
    'mini_search',
    'get_search_pri',
    'get_qr_code',
  ].map((p): [string, string] => ['get', `/api/${p}`]),
  ['get', '/api/brands'],
  ['get', '/api/phone/setting'],
  ['put', '/api/phone/setting'],
  ['delete', '/api/phone/setting'],
  // the category trees (all, JD, Amazon, Douyin, the zero level) come as static scripts
  ['get', '/static/tree/{file}'],
  // designed here: the follows list of myAttention
  ['get', '/api/marked/list'],
  // designed here: the batches of analytics events the tracker sends
  ['post', '/api/events'],
  // designed here: the brand and category rankings and the download of the table shown
  ['post', '/api/brand_rank'],
  ['post', '/api/category_rank'],
  ['get', '/api/download'],
]

interface Operation {
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[]
  requestBody?: { content: Record<string, { schema: object }> }
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>
  'x-request-schema'?: string[]
}
interface Doc {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
}

let doc: Doc
let raw = ''
beforeAll(async () => {
  const res = await fetch(`${state().baseUrl}/api/openapi.json`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/json')
  raw = await res.text()
  doc = JSON.parse(raw) as Doc
})

test('the document is OpenAPI 3.x JSON with a title and paths', () => {
  expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/)
  expect(doc.info).toEqual(expect.objectContaining({ title: 'Growth Radar API', version: expect.any(String) }))
  expect(Object.keys(doc.paths).length).toBeGreaterThan(40)
  // hidden from itself; no route leaks a secret field into the document
  expect(doc.paths['/api/openapi.json']).toBeUndefined()
})

test('every call the app relies on is documented with its method and a request schema', () => {
  const missing: string[] = []
  const noSchema: string[] = []
  for (const [method, path] of CORE_CALLS) {
    const op = doc.paths[path]?.[method]
    if (!op) missing.push(`${method.toUpperCase()} ${path}`)
    else if (!op['x-request-schema']?.length) noSchema.push(`${method.toUpperCase()} ${path}`)
  }
  expect({ missing, noSchema }).toEqual({ missing: [], noSchema: [] })
})

test('bodies of POST and PUT calls are documented as JSON schemas; queries as parameters', () => {
  for (const [method, path] of CORE_CALLS) {
    const op = doc.paths[path]?.[method]
    if (!op) continue
    const parts = op['x-request-schema'] ?? []
    if (parts.includes('body'))
      expect([path, Object.keys(op.requestBody?.content ?? {})]).toEqual([path, expect.arrayContaining(['application/json'])])
    if (method === 'post' || method === 'put') expect([path, parts]).toEqual([path, expect.arrayContaining(['body'])])
  }
  const marked = doc.paths['/api/marked'].get.parameters?.map((p) => `${p.in}:${p.name}`)
  expect(marked).toEqual(expect.arrayContaining(['query:category_id', 'query:word', 'query:plat']))
  const tree = doc.paths['/static/tree/{file}'].get.parameters?.find((p) => p.in === 'path' && p.name === 'file')
  expect(tree?.schema?.enum).toEqual(expect.arrayContaining(['all.js', 'jd.js', 'gamazon.js', 'douyin.js', 'zero.js']))
})

test('the ACCOUNTS calls document their response data inside the envelope', () => {
  const calls: [string, string][] = [
    ['post', '/api/sms/send/login'],
    ['post', '/api/sms/verify/login'],
    ['get', '/api/phone/setting'],
    ['put', '/api/phone/setting'],
    ['get', '/api/marked'],
    ['post', '/api/marked'],
    ['get', '/api/marked/list'],
    ['post', '/api/wxmini_params'],
    ['get', '/api/wxmini_params'],
  ]
  for (const [method, path] of calls) {
    const props = doc.paths[path][method].responses?.['200']?.content?.['application/json']?.schema?.properties
    expect([path, Object.keys(props ?? {}).sort()]).toEqual([path, ['data', 'error_code', 'error_msg', 'status']])
  }
})

// The tree scripts answer JavaScript rather than an envelope. Every other call documents its data.
const NO_RESPONSE_SCHEMA = new Set(['GET /static/tree/{file}'])

test('every other call documents its response', () => {
  const without = CORE_CALLS.filter(([m, p]) => doc.paths[p]?.[m] && !doc.paths[p][m].responses?.['200']?.content).map(
    ([m, p]) => `${m.toUpperCase()} ${p}`,
  )
  expect(without.filter((c) => !NO_RESPONSE_SCHEMA.has(c))).toEqual([])
})

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  items?: Schema
  additionalProperties?: Schema
  patternProperties?: Record<string, Schema>
}
const dataOf = (method: string, path: string): Schema => {
  const env = doc.paths[path][method].responses?.['200']?.content?.['application/json']?.schema as Schema
  expect([path, Object.keys(env.properties ?? {}).sort()]).toEqual([path, ['data', 'error_code', 'error_msg', 'status']])
  // data: the payload or null (errors)
  return (env.properties?.data.anyOf ?? []).find((s) => s.type !== 'null') ?? {}
}

test('the foundation calls document the types/ shapes: LoginInfo, TimeInfo, Notice, CategoryTree', () => {
  const user = dataOf('get', '/api/user')
  expect(Object.keys(user.properties ?? {}).sort()).toEqual([
    'attribute',
    'cat_list',
    'chance_cat_list',
    'chance_jd_cat_list',
    'deadline',
    'douyin_cat_list',
    'download',
    'ebay_cat_list',
    'gamazon_cat_list',
    'headimgurl',
    'is_free_version',
    'is_partner',
    'is_validata_user_count',
    'jd_cat_list',
    'jd_version',
    'login_from',
    'nick',
    'partner_logo_url',
    'partner_title',
    'phone',
    'ranking_defaults',
    'social_cat_list',
    'username',
    'usertype',
    'version_selected',
    'wechat_id',
  ])
  for (const path of ['/api/get_word_ts', '/api/get_jd_ts', '/api/get_dy_ts', '/api/get_tbjd_ts', '/api/get_gamazon_ts', '/get_word_ts']) {
    const ts = dataOf('get', path)
    expect([path, Object.keys(ts.properties ?? {}).sort(), ts.required?.sort()]).toEqual([
      path,
      ['partial', 'ts', 'ts_min'],
      ['ts', 'ts_min'],
    ])
  }
  const notices = dataOf('get', '/api/dw_notice')
  expect(Object.keys(notices.items?.properties ?? {}).sort()).toEqual(['content', 'content_en', 'created_at', 'id'])
  const tree = dataOf('get', '/api/cats_tree')
  expect(Object.keys(tree.properties ?? {}).sort()).toEqual(['bigCategory', 'childrenList', 'choice_cat', 'currency', 'ts'])
  // childrenList, keyed by id (@fastify/swagger writes the schema's patternProperties as additionalProperties)
  const list = tree.properties?.childrenList
  const node = list?.additionalProperties ?? Object.values(list?.patternProperties ?? {})[0]
  expect(Object.keys(node?.properties ?? {}).sort()).toEqual([
    'category_id',
    'category_name_en',
    'chd',
    'is_parent',
    'level',
    'name',
    'only_show',
    'parent_id',
    'sale',
  ])
  expect(dataOf('post', '/api/client_error')).toEqual({})
  expect(SCHEMAS_MATCH_TYPES.every(Boolean)).toBe(true)
})
