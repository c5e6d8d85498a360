// /ebayDetail and /publicDetail: the detail screen over the eBay and Amazon sources.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ConceptSearchResult, TrendPoint } from '../../../types'
import type { TrendChartProps } from '../../../src/components/chart/trend-chart-props'
import { DETAIL_SOURCES, type DetailRoute } from '../../../src/domain/detail-source'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { YEAR_TO_2026_10 as MONTHS } from '../helpers/months'
import { openDetail } from '../helpers/open-detail'

jest.mock('../../../src/components/chart/TrendChart', () => ({
  TrendChart: (props: TrendChartProps) => <div data-testid={props.testId} data-currency={props.currency} />,
}))

const HINT = 'Amazon and eBay item titles are English: type the concept in English (e.g. dress).'

function trend(sales = (i: number) => 1000 * (i + 1)): TrendPoint[] {
  return MONTHS.map((month, i) => ({
    month,
    sales: sales(i),
    volume: 10,
    sales_base: 500,
    sales_yoy: 100,
    sales_mom: 5,
    volume_yoy: 1,
    volume_mom: 1,
    partial: false,
  }))
}

function search(plat: 'ebay' | 'gamazon', extra: Partial<ConceptSearchResult> = {}): ConceptSearchResult {
  return {
    word: 'Oversized',
    words: ['Oversized'],
    plat,
    cid: [1853126],
    category_names: ['Clothing, Shoes & Accessories'],
    category_names_en: ['Clothing, Shoes & Accessories'],
    all_categories: false,
    start: '2026-10',
    end: '2026-10',
    base_start: '2025-10',
    base_end: '2025-10',
    is_multi_month: 0,
    partial: false,
    missing_months: [],
    currency: 'USD',
    hint: null,
    hint_msg: '',
    summary: {
      sales: 4138153,
      sales_base: 1000000,
      sales_yoy: 313.8,
      sales_change: 3138153,
      volume: 100,
      volume_base: 50,
      volume_yoy: 100,
      volume_change: 50,
      label: null,
      items: 6,
      avg_price: 18.98,
    },
    min_items: 1,
    trend: trend(),
    ...extra,
  }
}

const brand = {
  rank: 1,
  brand_id: 7,
  name: 'Tidewear',
  share: 69.4,
  sales: 562613,
  sales_base: 0,
  sales_yoy: null,
  sales_change: 562613,
  volume: 8155,
  volume_base: 0,
  volume_yoy: null,
  volume_change: 8155,
  label: 'new',
}

const names = [
  {
    category_id: 1853126,
    name: 'Clothing, Shoes & Accessories',
    category_name_en: 'Clothing, Shoes & Accessories',
    level: 1,
    parent_id: 0,
    is_parent: true,
    path: [],
  },
]

function serve(overrides: Record<string, (r: SeenRequest) => FakeResponse> = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/get_word_ts' || path === '/api/get_gamazon_ts') return ok({ ts: '2026-10', ts_min: '2017-01' })
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-10' })
    if (path === '/api/get_catname') return ok(names)
    if (path === '/api/marked') return ok({ monitor_flag: 0 })
    if (path === '/api/search') return ok(search('ebay'))
    if (path === '/api/gamazon_search') return ok(search('gamazon'))
    if (path === '/api/ecloud') return ok({ ...search('ebay'), total_sales: 4138153, rows: [] })
    if (path === '/api/cloud') return ok({ ...search('ebay'), total_sales: 4138153, brand_count: 1, rows: [brand] })
    return { statusCode: 404, data: null }
  })
}

function calls(spy: ReturnType<typeof serve>, path: string): SeenRequest[] {
  return spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.url.split('?')[0] === path)
}

const open = (route: DetailRoute, url: string, lang: 'zh' | 'en' = 'zh') => openDetail(url, lang, DETAIL_SOURCES[route])

afterEach(() => {
  jest.restoreAllMocks()
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
})

test.each([
  ['zh', '413.82万美元'],
  ['en', 'US $4.14M'],
] as const)('/ebayDetail: the eBay trend tab asks /api/search with plat ebay and shows US $ (%s)', async (lang, money) => {
  const spy = serve()
  open('ebayDetail', '/ebayDetail?plat=ebay&cid=1853126&word=Oversized', lang)
  expect((await screen.findByTestId('summary-sales')).textContent).toContain(money)
  expect(screen.getByTestId('tab-EbayTrendList').getAttribute('aria-selected')).toBe('true')
  expect(screen.queryByTestId('tab-TrendList')).toBeNull()
  expect(screen.getByTestId('sales-chart').getAttribute('data-currency')).toBe('USD')
  expect(calls(spy, '/api/search')[0].data).toMatchObject({ word: 'Oversized', plat: 'ebay', cid: '1853126' })
  // English words have no Chinese social volume: the chart and its three requests are left out
  expect(calls(spy, '/api/social')).toHaveLength(0)
  expect(screen.getByTestId('category-tag').textContent).toBe('Clothing, Shoes & Accessories')
})

test('/ebayDetail shows eBay whatever plat the link names, keeps the view in the link and switches tabs', async () => {
  const spy = serve()
  open('ebayDetail', '/ebayDetail?plat=all&cid=1853126&word=Oversized')
  await screen.findByTestId('summary-sales')
  await waitFor(() => expect(window.location.search).toContain('plat=ebay'))
  fireEvent.click(screen.getByTestId('tab-CategoryList'))
  await screen.findByTestId('panel-CategoryList')
  await waitFor(() => expect(calls(spy, '/api/ecloud')[0]?.data).toMatchObject({ plat: 'ebay' }))
  expect(window.location.search).toContain('activedTab=CategoryList')
})

test('/ebayDetail: a brand row shows the concept for that brand (bid, bName in the link) and hides the brand tab', async () => {
  const spy = serve()
  open('ebayDetail', '/ebayDetail?plat=ebay&cid=1853126&word=Oversized&activedTab=BrandList')
  fireEvent.click(await screen.findByText('Tidewear'))
  await waitFor(() => expect(window.location.search).toContain('bid=7'))
  expect(window.location.search).toContain('bName=Tidewear')
  expect(screen.getByTestId('brand-tag').textContent).toContain('Tidewear')
  expect(screen.queryByTestId('tab-BrandList')).toBeNull()
  expect(screen.getByTestId('tab-EbayTrendList').getAttribute('aria-selected')).toBe('true')
  await waitFor(() => expect(calls(spy, '/api/search').some((r) => (r.data as { bid?: number }).bid === 7)).toBe(true))
})

test('/publicDetail: the Amazon trend tab asks /api/gamazon_search, in US $, with every tab the data has', async () => {
  const spy = serve()
  open('publicDetail', '/publicDetail?plat=gamazon&cid=3760911&word=Korean', 'en')
  expect((await screen.findByTestId('summary-sales')).textContent).toContain('US $4.14M')
  expect(calls(spy, '/api/gamazon_search')[0].data).toEqual({ word: 'Korean', cid: '3760911', ts: '2026-10', is_multi_month: 0 })
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'))).toEqual([
    'tab-otherTrendList',
    'tab-DriversList',
    'tab-CategoryList',
    'tab-BrandList',
    'tab-CommodityList',
  ])
  expect(screen.getByTestId('tab-otherTrendList').textContent).toBe('Amazon trend')
})

test("a Chinese word on English titles shows the server's hint, not a silent zero", async () => {
  const zero = {
    sales: 0,
    sales_base: 0,
    sales_yoy: null,
    sales_change: 0,
    volume: 0,
    volume_base: 0,
    volume_yoy: null,
    volume_change: 0,
    label: null,
    items: 0,
    avg_price: 0,
  }
  serve({ '/api/search': () => ok(search('ebay', { hint: 'english_titles', hint_msg: HINT, summary: zero, trend: trend(() => 0) })) })
  open('ebayDetail', `/ebayDetail?plat=ebay&cid=1853126&word=${encodeURIComponent('连衣裙')}`, 'en')
  expect((await screen.findByTestId('state-empty')).textContent).toContain(HINT)
})

test.each(['publicDetail', 'ebayDetail'] as const)('/%s without a concept suggests one its English titles match', async (route) => {
  serve({})
  open(route, `/${route}`)
  const state = await screen.findByTestId('state-empty')
  expect(state.textContent).toContain('例如 dress not kids')
  expect(state.textContent).not.toContain('连衣裙')
})

test('a user without the source gets the upgrade state (-403)', async () => {
  serve({ '/api/gamazon_search': () => fail(-403, '当前版本没有该类目的权限，请升级') })
  open('publicDetail', '/publicDetail?plat=gamazon&cid=3760911&word=Korean')
  expect((await screen.findByTestId('state-error')).textContent).toContain('请升级')
  expect(screen.getByTestId('error-upgrade')).toBeTruthy()
})
