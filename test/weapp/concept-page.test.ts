// "a test must show a query completing on both builds". This is the mini-program half
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
import fs from 'node:fs'
import path from 'node:path'
import { failure, loadMiniProgram, ok, WEAPP_DIST, type MiniProgram } from './harness/load-page'
import { TOKEN, WORDS, fakeServer, ranking, timeInfo } from './harness/mini-session'
import zh from '../../src/i18n/zh'

const CONCEPT_PAGE = 'pages/concept/index'

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

  // the sequence: the notices and the login info on launch, then the two queries the ranking depends on, then the ranking
  const order = calls(mp)
  expect(order.slice(0, 2).sort()).toEqual(['GET /api/dw_notice', 'GET /api/user'])
  const rankingAt = order.indexOf('POST /api/ecommerce')
  expect(rankingAt).toBeGreaterThan(order.indexOf('GET /api/get_word_ts'))
  expect(rankingAt).toBeGreaterThan(order.indexOf('GET /api/get_search_pri'))
  // each key fetched once (swr's deduplication; the ranking key waits for its inputs instead of guessing)
  for (const call of ['GET /api/get_word_ts', 'GET /api/get_search_pri', 'POST /api/ecommerce']) {
    expect(order.filter((c) => c === call)).toHaveLength(1)
  }
  const rankingRequest = mp.requests[rankingAt]
  expect(rankingRequest.data).toMatchObject({ plat: 'all', ts: timeInfo.ts, page: 1, page_size: 20 })
  // the mini-program session: the stored token goes in the API key header
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
