// Issue 7 §0: "a test must show a query completing on both builds". This is the mini-program half
// (the H5 half is test/e2e): the BUILT dist/weapp (not the sources under jest) is loaded under
// plain Node by harness/load-page.ts: app.js with the chunks it requires, the shared `comp`
// component, then the /concept subpackage page, with a `wx` stand-in whose wx.request answers from
// the fake server below. The page's lifecycle runs as WeChat runs it (onLoad, onShow, onReady), and
// the assertions read what the page sends to the view layer through setData.
//
// The limit: WeChat's view layer (wxml templates, layout, pixels) does not exist here. What is
// checked is the logic layer's output, the node tree Taro sends with setData, which the templates
// only draw; a template error would not show. npm test builds dist/weapp before jest runs; this
// file does not build, and fails (never skips) when the build is missing.
import fs from 'fs'
import path from 'path'
import { failure, loadMiniProgram, ok, WEAPP_DIST, type FakeResponse, type MiniProgram, type RecordedRequest } from './harness/load-page'
import { miniUser } from '../unit/helpers/users'
import zh from '../../src/i18n/zh'

const TOKEN = 'mini-session-token'
const CONCEPT_PAGE = 'pages/concept/index'

const timeInfo = { ts: '2026-09', ts_min: '2024-10' }
const privileges = {
  platforms: ['all', 'jd', 'douyin'],
  ebay: true,
  social: true,
  social_platforms: ['xhs', 'douyin'],
  is_free_version: false,
  custom_time_range: true,
  multi_month: true,
  earliest_month: '2024-10',
  latest_month: '2026-09',
  max_page_size: 100,
  download: false,
}
const categoryTree = {
  ts: '2026-09',
  bigCategory: [16],
  childrenList: {
    '16': { category_id: 16, parent_id: 0, is_parent: false, chd: [], name: '服饰配件', level: 1, sale: 9_000_000 },
  },
  choice_cat: [16],
}
const row = (rank: number, word: string, sales: number) => ({
  rank,
  word,
  category_id: 16,
  category_name: '服饰配件',
  category_name_en: 'Accessories',
  sales,
  sales_base: sales / 2,
  sales_yoy: 100,
  sales_change: sales / 2,
  volume: 1000 * rank,
  volume_yoy: 50,
  label: rank === 1 ? 'breakout' : null,
  trend: Array.from({ length: 12 }, (_, i) => sales / 12 + i),
  item_count: 40,
})
const WORDS = ['防晒冰袖', '冰丝防晒口罩']
const ranking = (body: { ts?: string; page?: number; page_size?: number }) => ({
  plat: 'all',
  ts: body.ts,
  start: body.ts,
  end: body.ts,
  cid: 16,
  partial: false,
  // issue 11 §1 fields of every ranking answer
  missing_months: [],
  min_items: 5,
  total: WORDS.length,
  page: body.page ?? 1,
  page_size: body.page_size ?? 20,
  rows: WORDS.map((word, i) => row(i + 1, word, 5_200_000 - i * 2_100_000)),
})

type Route = (request: RecordedRequest) => FakeResponse
/** The calls /concept makes on a phone, answered in the SPEC envelope; anything else is an HTTP 404. */
function fakeServer(overrides: Record<string, Route> = {}) {
  const routes: Record<string, Route> = {
    'GET /api/user': () => ok(miniUser()),
    'GET /api/dw_notice': () => ok([]),
    'GET /api/get_word_ts': () => ok(timeInfo),
    'GET /api/get_search_pri': () => ok(privileges),
    'GET /api/cats_tree': () => ok(categoryTree),
    'GET /api/marked/list': () => ok([]),
    'POST /api/ecommerce': (r) => ok(ranking(r.data as { ts?: string })),
    ...overrides,
  }
  return (request: RecordedRequest): FakeResponse => routes[`${request.method} ${request.path}`]?.(request) ?? { statusCode: 404, data: 'not found' }
}

const calls = (mp: MiniProgram) => mp.requests.map((r) => `${r.method} ${r.path}`)

let mp: MiniProgram | undefined
afterEach(() => {
  mp?.close()
  mp = undefined
})

test('dist/weapp holds the built /concept page (npm test builds it)', () => {
  // a clear failure instead of a skip when the build is missing or predates the subpackage
  expect(fs.existsSync(path.join(WEAPP_DIST, 'app.js'))).toBe(true)
  expect(fs.existsSync(path.join(WEAPP_DIST, `${CONCEPT_PAGE}.js`))).toBe(true)
})

test('the built mini-program runs /concept’s useApi queries to completion and renders the ranked words', async () => {
  mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN } })
  const page = await mp.openPage(CONCEPT_PAGE)
  await page.waitForText(WORDS[0])

  // the ranking as rendered: both words, in rank order, under the period and the total
  const texts = page.texts()
  expect(texts.indexOf(WORDS[0])).toBeGreaterThan(-1)
  expect(texts.indexOf(WORDS[1])).toBeGreaterThan(texts.indexOf(WORDS[0]))
  expect(texts).toContain('共 2 个概念')
  // the page went through the loading state first: the data arrived after the first render, via setData
  expect(page.renders.some((r) => r.includes(zh.state.loading))).toBe(true)
  expect(texts).not.toContain(zh.state.loading)
  expect(JSON.stringify(page.setDataCalls)).toContain(WORDS[0])

  // the sequence: login info on launch, then the two queries the ranking depends on, then the ranking
  const order = calls(mp)
  expect(order[0]).toBe('GET /api/user')
  const rankingAt = order.indexOf('POST /api/ecommerce')
  expect(rankingAt).toBeGreaterThan(order.indexOf('GET /api/get_word_ts'))
  expect(rankingAt).toBeGreaterThan(order.indexOf('GET /api/get_search_pri'))
  // each key fetched once (swr's deduplication; the ranking key waits for its inputs instead of guessing)
  for (const call of ['GET /api/get_word_ts', 'GET /api/get_search_pri', 'POST /api/ecommerce']) {
    expect(order.filter((c) => c === call)).toHaveLength(1)
  }
  const rankingRequest = mp.requests[rankingAt]
  expect(rankingRequest.data).toMatchObject({ plat: 'all', ts: timeInfo.ts, page: 1, page_size: 20 })
  // the mini-program session: the stored token goes in the API key header (SPEC §6)
  expect(rankingRequest.header['X-API-KEY']).toBe(TOKEN)
  expect(mp.requests.find((r) => r.path === '/api/get_word_ts')?.query).toEqual({ plat: 'all' })

  // nothing the build needed was missing from the wx stand-in, and nothing threw
  expect(mp.problems).toEqual([])
  expect(mp.uncaught).toEqual([])
})

test('a -404 for the ranking shows the catalogue message; the retry button asks again and shows the words', async () => {
  let rankingCalls = 0
  mp = await loadMiniProgram({
    storage: { token: TOKEN },
    server: fakeServer({
      'POST /api/ecommerce': (r) => (++rankingCalls === 1 ? failure(-404) : ok(ranking(r.data as { ts?: string }))),
    }),
  })
  const page = await mp.openPage(CONCEPT_PAGE)
  await page.waitForText(zh.errors['-404'])
  expect(page.texts()).toContain(zh.state.errorTitle)
  expect(page.texts()).not.toContain(WORDS[0])
  // -404 is not a failure a retry can mend: swr does not ask again by itself
  expect(rankingCalls).toBe(1)

  page.tap(zh.state.retry)
  await page.waitForText(WORDS[0])
  expect(rankingCalls).toBe(2)
  expect(page.texts()).not.toContain(zh.errors['-404'])
  expect(mp.problems).toEqual([])
  expect(mp.uncaught).toEqual([])
})
