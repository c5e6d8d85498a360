// /brand and /category: rows with the growth badge, labels and sparkline, links into
// /detail, the view in the link, the states, phone cards, and the download button only where the
// session may download.
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { BrandRankRow, BrandRanking, CategoryRankRow, CategoryRanking, CategoryTree } from '../../../types'
import { EntityScreen } from '../../../src/components/ranking/EntityScreen'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { scriptOk, serveTreeScripts } from '../helpers/tree-scripts'
import { analyst } from '../helpers/users'
import { resetStores } from '../helpers/stores'
import { useViewportStore } from '../../../src/store/viewport'

const tree: CategoryTree = {
  ts: '2026-09',
  bigCategory: [16],
  choice_cat: [16],
  currency: 'CNY',
  childrenList: {
    '16': {
      category_id: 16,
      parent_id: 0,
      is_parent: true,
      chd: [],
      name: '女装/女士精品',
      category_name_en: 'Women’s clothing',
      level: 1,
      sale: 1,
    },
  },
}

const figures = {
  sales: 12345678,
  sales_base: 9131000,
  sales_yoy: 35.2,
  sales_change: 3214678,
  label: null,
  trend: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
}
const head = {
  plat: 'all' as const,
  ts: '2026-09',
  start: '2026-09',
  end: '2026-09',
  cid: 16,
  category_name: '女装/女士精品',
  category_name_en: 'Women’s clothing',
  currency: 'CNY' as const,
  partial: false,
  missing_months: [] as string[],
  page: 1,
  page_size: 20,
}

const brandRows: BrandRankRow[] = [
  { ...figures, rank: 1, brand_id: 3, brand_name: '素言/SUYAN', word: '素言/SUYAN', label: 'breakout', sales_yoy: 412.5 },
  { ...figures, rank: 2, brand_id: 8, brand_name: '朵芮/DORRIE', word: '朵芮/DORRIE' },
]
const categoryRows: CategoryRankRow[] = [
  {
    ...figures,
    rank: 1,
    category_id: 121400000,
    category_name: '裙装',
    category_name_en: 'Skirts & Dresses',
    level: 2,
    is_parent: true,
    word: '连衣裙 or 半身裙',
    label: 'new',
    sales_yoy: null,
    sales_base: 0,
    sales_change: 12345678,
  },
]
const brands = (rows = brandRows, total = rows.length): BrandRanking => ({ ...head, total, rows })
const categories = (rows = categoryRows): CategoryRanking => ({ ...head, total: rows.length, rows })

function serve(overrides: Record<string, (r: SeenRequest) => FakeResponse> = {}) {
  serveTreeScripts(() => scriptOk(tree))
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/cats_tree') return ok(tree)
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-09' })
    if (path === '/api/brand_rank') return ok(brands())
    if (path === '/api/category_rank') return ok(categories())
    return { statusCode: 404, data: null }
  })
}

function show(kind: 'brand' | 'category', { isMobile = false, lang = 'zh' as 'zh' | 'en', user = analyst() } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user })
    useViewportStore.setState({ isMobile })
  })
  return renderWithData(<EntityScreen kind={kind} />)
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

test('brands: name, breakout label, YoY % beside the absolute change, sales, sparkline; the request', async () => {
  const spy = serve()
  show('brand')
  const rows = await screen.findAllByTestId('entity-row')
  expect(rows).toHaveLength(2)
  expect(rows[0].textContent).toContain('素言/SUYAN')
  expect(rows[0].textContent).toContain('爆发')
  expect(rows[0].textContent).toContain('+412.5%')
  expect(rows[1].textContent).toContain('￥1234.57万')
  expect(rows[1].textContent).toContain('+￥321.47万')
  expect(rows[0].querySelectorAll('.gr-spark__bar')).toHaveLength(12)
  expect(screen.getByTestId('ranking-scope').textContent).toBe('女装/女士精品 下')
  expect(document.body.textContent).toContain('共 2 个品牌')
  const body = spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/brand_rank')?.data
  expect(body).toMatchObject({ plat: 'all', ts: '2026-09', is_multi_month: 0, page: 1, page_size: 20, sortby: 'growth' })
  // the table's cells carry their roles for screen readers
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['排名', '品牌', '销售额', '同比增长', '近 12 个月'])
})

test("a brand opens /detail with its word, bid and bName in the ranking's category and month", async () => {
  serve()
  show('brand')
  const rows = await screen.findAllByTestId('entity-row')
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  fireEvent.click(rows[0])
  const name = encodeURIComponent('素言/SUYAN')
  expect(navigateTo).toHaveBeenCalledWith({ url: `/pages/detail/index?word=${name}&plat=all&ts=2026-09&cid=16&bid=3&bName=${name}` })
})

test('a category (English): its name, the new label, and /detail with cid and cName; Enter opens it too', async () => {
  serve()
  show('category', { lang: 'en' })
  const [row] = await screen.findAllByTestId('entity-row')
  expect(row.textContent).toContain('Skirts & Dresses')
  expect(row.textContent).toContain('New')
  expect(document.body.textContent).toContain('High-growth categories')
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  fireEvent.keyDown(row, { key: 'Enter' })
  expect(navigateTo).toHaveBeenCalledWith({
    url: `/pages/detail/index?word=${encodeURIComponent('连衣裙 or 半身裙')}&plat=all&ts=2026-09&cid=121400000&cName=${encodeURIComponent('Skirts & Dresses')}`,
  })
})

test('the view lives in the link: a reload asks for the same page, sort and period', async () => {
  window.history.replaceState(null, '', '/category?plat=all&ts=2026-07&cid=16&is_multi_month=1&page=2&sort=sales')
  const spy = serve()
  show('category')
  await waitFor(() => expect(spy.mock.calls.some((c) => c[0].url === '/api/category_rank')).toBe(true))
  const body = spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/category_rank')?.data
  expect(body).toMatchObject({ plat: 'all', ts: '2026-07', cid: 16, is_multi_month: 1, page: 2, sortby: 'sales' })
})

test('sorting by sales goes back to page 1 and is written into the link', async () => {
  const spy = serve({ '/api/brand_rank': () => ok(brands(brandRows, 45)) })
  show('brand')
  await screen.findAllByTestId('entity-row')
  fireEvent.click(screen.getByTestId('pager-next'))
  await waitFor(() => expect(window.location.search).toContain('page=2'))
  fireEvent.click(screen.getByText('销售额', { selector: '[role=radio]' }))
  await waitFor(() => expect(window.location.search).toContain('sort=sales'))
  expect(window.location.search).not.toContain('page=')
  const last = spy.mock.calls
    .map((c) => c[0])
    .filter((r) => r.url === '/api/brand_rank')
    .pop()?.data
  expect(last).toMatchObject({ sortby: 'sales', page: 1 })
})

test('phones get cards', async () => {
  serve()
  show('brand', { isMobile: true })
  await screen.findAllByTestId('entity-row')
  expect([screen.queryByTestId('entity-cards') !== null, screen.queryByTestId('entity-table') !== null]).toEqual([true, false])
})

test('an empty ranking says what makes the list', async () => {
  serve({ '/api/category_rank': () => ok(categories([])) })
  show('category')
  expect((await screen.findByTestId('state-empty')).textContent).toContain('这个类目本期还没有上榜的子类目')
})

test('-403 shows the upgrade message and the way to upgrade', async () => {
  serve({ '/api/brand_rank': () => fail(-403, '当前版本没有该类目的权限，请升级') })
  show('brand')
  const error = await screen.findByTestId('state-error')
  expect(error.textContent).toContain('请升级')
  expect(screen.getByTestId('error-upgrade')).toBeTruthy()
})

describe('download', () => {
  test('shown where download is true; saves the table shown, with its page, sort and language', async () => {
    serve()
    const fetchSpy = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('高增长品牌-all-16-2026-09')}.csv`,
      }),
      blob: async () => new Blob(['\uFEFF排名']),
    })
    Object.assign(globalThis, { fetch: fetchSpy })
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() })
    // jsdom cannot navigate: the anchor's click is where the browser would save the file
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    show('brand')
    await screen.findAllByTestId('entity-row')
    fireEvent.click(screen.getByTestId('download'))
    await waitFor(() => expect(screen.getByTestId('download-note').textContent).toContain('已下载 高增长品牌-all-16-2026-09.csv'))
    expect(click).toHaveBeenCalledTimes(1)
    const url = new URL(fetchSpy.mock.calls[0][0] as string, 'http://x')
    expect(url.pathname).toBe('/api/download')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'brand',
      plat: 'all',
      ts: '2026-09',
      cid: '16',
      page: '1',
      page_size: '20',
      sortby: 'growth',
      lang: 'zh',
    })
  })

  test('a refusal is said beside the button', async () => {
    serve()
    Object.assign(globalThis, {
      fetch: jest.fn().mockResolvedValue({
        ok: true,
        status: 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        json: async () => ({ status: 'error', error_code: -403, error_msg: '当前版本没有下载权限，请升级', data: null }),
      }),
    })
    show('category')
    await screen.findAllByTestId('entity-row')
    fireEvent.click(screen.getByTestId('download'))
    await waitFor(() => expect(screen.getByTestId('download-note').textContent).toBe('下载失败：当前版本没有下载权限，请升级'))
  })

  test.each([
    ['download false', analyst({ download: false })],
    ['a mini-program session', analyst({ login_from: 'weixin_mini' })],
  ])('hidden for %s', async (_what, user) => {
    serve()
    show('brand', { user })
    await screen.findAllByTestId('entity-row')
    expect(screen.queryByTestId('download')).toBeNull()
  })
})

test('a period whose base lies before the data says so instead of an empty list', async () => {
  serve({ '/api/brand_rank': () => ok({ ...brands([]), missing_months: ['2016-12'] }) })
  show('brand')
  await screen.findByTestId('missing-months-note')
  expect(screen.getByTestId('state-empty').textContent).not.toContain('这个类目本期还没有上榜的品牌')
})
