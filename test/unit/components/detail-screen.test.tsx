import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { FakeResponse, SeenRequest } from '../helpers/mock-request'
import { deferred, fail, mockRequest, ok } from '../helpers/mock-request'
import { openDetail as open } from '../helpers/open-detail'

const names = [
  { category_id: 16, name: '女装/女士精品', category_name_en: 'Women’s Clothing', level: 1, parent_id: 0, is_parent: true, path: [] },
]

function serve(overrides: Record<string, (r: SeenRequest) => FakeResponse | Promise<FakeResponse>> = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-09' })
    if (path === '/api/get_catname') return ok(names)
    if (path === '/api/marked') return ok({ monitor_flag: 0 })
    return { statusCode: 404, data: null }
  })
}

afterEach(() => {
  jest.restoreAllMocks()
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
})

test('a shared link (url_id only) loads its saved view: word, categories, tab', async () => {
  serve({ '/api/wxmini_params': () => ok({ word: '防晒', plat: 'all', cid: 16, label1: '', activedTab: 'BrandList', ts: '2026-08' }) })
  open('/detail?urlId=abcdefabcdef')
  expect(await screen.findByTestId('detail-word')).toHaveProperty('textContent', '防晒')
  expect(screen.getByTestId('tab-BrandList').getAttribute('aria-selected')).toBe('true')
  expect(screen.queryByTestId('word-error')).toBeNull()
  await waitFor(() => expect(window.location.search).toContain('ts=2026-08'))
})

test('while a shared link loads the page says loading; an unknown link says it is invalid or expired and offers the search', async () => {
  const gate = deferred<FakeResponse>()
  serve({ '/api/wxmini_params': () => gate.promise })
  open('/detail?urlId=abcdefabcdef')
  expect(await screen.findByTestId('state-loading')).toBeTruthy()
  expect(screen.queryByTestId('word-error')).toBeNull()
  await act(async () => gate.resolve(fail(-404, 'No saved link abcdefabcdef.')))
  const state = await screen.findByTestId('state-empty')
  expect(state.textContent).toContain('这个分享链接无效或已过期')
  expect(state.textContent).not.toContain('abcdefabcdef')
  expect(screen.getByTestId('empty-action').textContent).toBe('搜索概念')
})

test("a link that could never have been saved (the server refuses its form) says the same, not the parameter's name", async () => {
  serve({ '/api/wxmini_params': () => fail(-400, '参数 querystring.wx_url_id 格式错误') })
  open('/detail?urlId=doesnotexist123')
  const state = await screen.findByTestId('state-empty')
  expect(state.textContent).toContain('这个分享链接无效或已过期')
  expect(state.textContent).not.toContain('wx_url_id')
})

test("a detail link without a concept asks for one instead of showing a ranking's empty state", async () => {
  serve({})
  open('/detail?word1=&month=2099-99')
  const state = await screen.findByTestId('state-empty')
  expect(state.textContent).toContain('还没有选择概念')
  expect(state.textContent).toContain('例如 连衣裙 not 儿童')
  expect(state.textContent).not.toContain('上榜')
})

test('a short link saved for an older view is dropped when the view changed meanwhile', async () => {
  const save = deferred<FakeResponse>()
  serve({ '/api/wxmini_params': () => save.promise })
  open('/detail?word=%E9%98%B2%E6%99%92&plat=all&cid=16')
  await screen.findByTestId('detail-word')
  // a month change saves a short link …
  fireEvent.click(screen.getByTestId('detail-month-select').querySelector('.gr-dropdown__trigger') as Element)
  fireEvent.click(screen.getByText('2026年8月'))
  // … and before it answers, the tab changes
  fireEvent.click(screen.getByTestId('tab-CommodityList'))
  await act(async () => save.resolve(ok({ url_id: 'oldviewoldvi' })))
  await waitFor(() => expect(window.location.search).toContain('activedTab=CommodityList'))
  expect(window.location.search).not.toContain('urlId=')
})

test('a month change puts the saved short link in the address, with the month in force', async () => {
  const spy = serve({ '/api/wxmini_params': () => ok({ url_id: 'newlinknewli' }) })
  open('/detail?word=%E9%98%B2%E6%99%92&plat=all&cid=16')
  await screen.findByTestId('detail-word')
  fireEvent.click(screen.getByText('近三个月'))
  await waitFor(() => expect(window.location.search).toContain('urlId=newlinknewli'))
  const body = spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/wxmini_params')?.data
  expect(body).toMatchObject({ word: '防晒', plat: 'all', cid: '16', ts: '2026-09', is_multi_month: 1 })
})
