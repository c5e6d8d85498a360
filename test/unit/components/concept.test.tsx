import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { CategoryTree, ConceptRankRow, ConceptRanking } from '../../../types'
import { ConceptScreen } from '../../../src/components/concept/ConceptScreen'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { deferred, fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { analyst } from '../helpers/users'
import { renderWithData } from '../helpers/render-with-data'
import { scriptOk, serveTreeScripts } from '../helpers/tree-scripts'
import { resetStores } from '../helpers/stores'
import { useViewportStore } from '../../../src/store/viewport'
import { ALL_SALES_OCT_ESTIMATED } from '../helpers/freshness'
import { START_WAIT_MS } from '../../../src/components/shell/use-start-settled'

const tree: CategoryTree = {
  ts: '2026-09',
  bigCategory: [16, 1801],
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
    '1801': { category_id: 1801, parent_id: 0, is_parent: true, chd: [], name: '美容护肤/美体/精油', level: 1, sale: 1 },
  },
}

function row(rank: number, word: string, extra: Partial<ConceptRankRow> = {}): ConceptRankRow {
  return {
    rank,
    word,
    category_id: 16,
    category_name: '女装/女士精品',
    category_name_en: 'Women’s clothing',
    sales: 12345678,
    sales_base: 9131000,
    sales_yoy: 35.2,
    sales_change: 3214678,
    volume: 45678,
    volume_yoy: 10,
    label: null,
    item_count: 120,
    trend: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ...extra,
  }
}

function ranking(rows: ConceptRankRow[], total = rows.length): ConceptRanking {
  return {
    plat: 'all',
    ts: '2026-09',
    start: '2026-09',
    end: '2026-09',
    cid: 16,
    partial: false,
    missing_months: [],
    min_items: 5,
    currency: 'CNY',
    hint: null,
    hint_msg: '',
    total,
    page: 1,
    page_size: 20,
    rows,
  }
}

/** Routes the fake server by path; `overrides` replaces single endpoints. */
function serve(overrides: Record<string, (r: SeenRequest) => FakeResponse> = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/cats_tree') return ok(tree)
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-09' })
    if (path === '/api/ecommerce') return ok(ranking([row(1, '防晒冰袖', { label: 'breakout', sales_yoy: 412.5 }), row(2, '露营折叠椅')]))
    return { statusCode: 404, data: null }
  })
}

function show({ isMobile = false, lang = 'zh' as 'zh' | 'en' } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user: analyst() })
    useViewportStore.setState({ isMobile })
  })
  return renderWithData(<ConceptScreen />)
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.localStorage.clear()
})

test('shows the ranked rows, figures in Chinese units and yuan, in the default category the server chose (16)', async () => {
  const spy = serve()
  serveTreeScripts(() => scriptOk(tree))
  show()
  const rows = await screen.findAllByTestId('concept-row')
  expect(rows).toHaveLength(2)
  expect(rows[0].textContent).toContain('防晒冰袖')
  expect(rows[0].textContent).toContain('爆发')
  expect(rows[0].textContent).toContain('+412.5%')
  expect(rows[1].textContent).toContain('￥1234.57万')
  expect(rows[1].textContent).toContain('+35.2%')
  expect(rows[1].textContent).toContain('+￥321.47万')
  const body = spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/ecommerce')?.data
  expect(body).toMatchObject({ plat: 'all', ts: '2026-09', is_multi_month: 0, page: 1, sortby: 'growth' })
  expect(body).not.toHaveProperty('cid')
  expect(screen.getByTestId('concept-table')).toBeTruthy()
  await waitFor(() => expect(screen.getByTestId('category-select').textContent).toContain('女装/女士精品'))
})

test('English: K/M/B and English labels; money shows the currency of its data source (yuan for Taobao/Tmall)', async () => {
  serve()
  show({ lang: 'en' })
  const rows = await screen.findAllByTestId('concept-row')
  expect(rows[1].textContent).toContain('¥12.35M')
  expect(rows[0].textContent).toContain('Breakout')
  expect(document.body.textContent).toContain('High-growth e-commerce concepts')
})

test('mobile: cards instead of the table', async () => {
  serve()
  show({ isMobile: true })
  await screen.findAllByTestId('concept-row')
  expect([screen.queryByTestId('concept-cards') !== null, screen.queryByTestId('concept-table') !== null]).toEqual([true, false])
})

test('empty ranking says what to do', async () => {
  serve({ '/api/ecommerce': () => ok(ranking([])) })
  show()
  const empty = await screen.findByTestId('state-empty')
  expect(empty.textContent).toContain('换一个类目或月份')
})

// "No data is not zero … the screens show it"
test('a period whose base has no data: no growth ranking, "—" for growth, and the months named (zh and en)', async () => {
  const base = { ...ranking([]), ts: '2017-05', start: '2017-05', end: '2017-05', missing_months: ['2016-05'] }
  serve({ '/api/ecommerce': () => ok(base) })
  show()
  const empty = await screen.findByTestId('state-empty')
  expect(empty.textContent).toContain('这个时段没有增长排行')
  expect(screen.getByTestId('missing-months-note').textContent).toBe('2016年5月 没有数据：增长需要完整的去年同期')
})

test('by sales, rows of such a period show "—" for growth and gaps in the trend; the note is in English too', async () => {
  const gap = row(1, '露营折叠椅', {
    sales_base: null,
    sales_yoy: null,
    sales_change: null,
    volume_yoy: null,
    trend: [null, null, null, null, null, null, null, 1, 2, 3, 4, 5],
  })
  serve({ '/api/ecommerce': () => ok({ ...ranking([gap]), missing_months: ['2016-05'] }) })
  show({ lang: 'en' })
  const [shown] = await screen.findAllByTestId('concept-row')
  expect(shown.querySelector('.gr-growth__pct')?.textContent).toBe('—')
  expect(shown.querySelector('.gr-growth__abs')?.textContent).toBe('—')
  expect(shown.querySelectorAll('.gr-spark__bar--none')).toHaveLength(7)
  expect(screen.getByTestId('missing-months-note').textContent).toBe('No data for May 2016: growth needs a full base')
})

// "Thin evidence … or a visible 'few items' label"
test("a word resting on fewer items than the ranking's minimum says so; others do not", async () => {
  serve({ '/api/ecommerce': () => ok(ranking([row(1, '防晒冰袖', { item_count: 2 }), row(2, '露营折叠椅', { item_count: 5 })])) })
  show()
  const rows = await screen.findAllByTestId('concept-row')
  expect(within(rows[0]).getByTestId('few-items').textContent).toBe('仅 2 件商品')
  expect(within(rows[1]).queryByTestId('few-items')).toBeNull()
})

test('-401 shows the catalogue message and a login link; retry recovers', async () => {
  let loggedIn = false
  serve({ '/api/ecommerce': () => (loggedIn ? ok(ranking([row(1, '防晒冰袖'), row(2, '露营折叠椅')])) : fail(-401)) })
  show()
  const error = await screen.findByTestId('state-error')
  expect(error.textContent).toContain('您尚未登录，请登录后查看')
  expect(screen.getByTestId('error-login')).toBeTruthy()
  loggedIn = true
  fireEvent.click(screen.getByTestId('error-retry'))
  await waitFor(() => expect(screen.getAllByTestId('concept-row')).toHaveLength(2))
})

test('a server error shows its message without a login link', async () => {
  serve({ '/api/ecommerce': () => fail(-404) })
  show()
  const error = await screen.findByTestId('state-error')
  expect(error.textContent).toContain('请求的数据尚未收录')
  expect(screen.queryByTestId('error-login')).toBeNull()
})

test('the loading state has text while the ranking is on its way', async () => {
  const gate = deferred<FakeResponse>()
  serve({ '/api/ecommerce': () => gate.promise as never })
  show()
  expect((await screen.findByTestId('state-loading')).textContent).toContain('正在加载排行')
  // identical calls in flight are shared (src/api/client): let this one finish so later tests ask afresh
  await act(async () => gate.resolve(ok(ranking([]))))
})

test("the cards wait for the freshness line above them, and keep each heart's place while the follows load", async () => {
  // either arriving a render after the cards would move them under the reader's thumb
  const fresh = deferred<FakeResponse>()
  const follows = deferred<FakeResponse>()
  const spy = serve({ '/api/freshness': () => fresh.promise as never, '/api/marked/list': () => follows.promise as never })
  show({ isMobile: true })
  await waitFor(() => expect(spy.mock.calls.some((c) => c[0].url === '/api/ecommerce')).toBe(true))
  await act(async () => {})
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  expect(screen.queryAllByTestId('concept-row')).toHaveLength(0)

  await act(async () => fresh.resolve(ok({ sources: [{ ...ALL_SALES_OCT_ESTIMATED, ts: '2026-09', months: [] }] })))
  const cards = await screen.findAllByTestId('concept-row')
  expect(screen.getByTestId('freshness').textContent).toContain('数据月份：2026年9月')
  expect(cards.map((card) => card.querySelectorAll('.gr-follow-slot').length)).toEqual([1, 1])
  expect(screen.queryAllByTestId('follow-button')).toHaveLength(0)

  await act(async () => follows.resolve(ok([])))
  await waitFor(() => expect(screen.getAllByTestId('follow-button')).toHaveLength(2))
  expect(document.querySelectorAll('.gr-follow-slot')).toHaveLength(0)
})

test("a freshness answer that does not come holds the cards back no longer than the page's own wait", async () => {
  const fresh = deferred<FakeResponse>()
  serve({ '/api/freshness': () => fresh.promise as never })
  show({ isMobile: true })
  await waitFor(() => expect(screen.getByTestId('state-loading')).toBeTruthy())
  const started = Date.now()
  await screen.findAllByTestId('concept-row', {}, { timeout: START_WAIT_MS + 2000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(START_WAIT_MS - 300)
  // the line is there, dated when its answer comes
  expect(screen.getByTestId('freshness').textContent).toContain('数据月份：2026年9月')
  await act(async () => fresh.resolve(ok({ sources: [{ ...ALL_SALES_OCT_ESTIMATED, ts: '2026-09', months: [] }] })))
  await waitFor(() => expect(screen.getByTestId('freshness').textContent).toContain('更新于'))
})

describe('/concept as a working ranking', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  test('a row opens /detail for that concept, in its category and period', async () => {
    serve()
    show()
    const rows = await screen.findAllByTestId('concept-row')
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
    fireEvent.click(rows[0])
    expect(navigateTo).toHaveBeenCalledWith({
      url: `/pages/detail/index?word=${encodeURIComponent('防晒冰袖')}&plat=all&cid=16&ts=2026-09`,
    })
  })

  test('sorting by volume asks the server for that order and keeps it in the link', async () => {
    const spy = serve()
    show()
    await screen.findAllByTestId('concept-row')
    fireEvent.click(screen.getByText('销量', { selector: '[role=radio]' }))
    await waitFor(() =>
      expect(spy.mock.calls.some((c) => c[0].url === '/api/ecommerce' && (c[0].data as { sortby?: string }).sortby === 'volume')).toBe(
        true,
      ),
    )
    await waitFor(() => expect(window.location.search).toContain('sort=volume'))
  })

  test('the view is read from the link: platform, month, category, three months, page, sort', async () => {
    window.history.replaceState(null, '', '/concept?plat=jd&ts=2026-07&cid=1801&is_multi_month=1&page=2&sort=sales')
    const spy = serve({ '/api/get_jd_ts': () => ok({ ts: '2026-09', ts_min: '2024-01' }) })
    show()
    await waitFor(() => expect(spy.mock.calls.some((c) => c[0].url === '/api/ecommerce')).toBe(true))
    const body = spy.mock.calls.map((c) => c[0]).find((r) => r.url === '/api/ecommerce')?.data
    expect(body).toMatchObject({ plat: 'jd', ts: '2026-07', cid: 1801, is_multi_month: 1, page: 2, sortby: 'sales' })
  })

  test('three months: the first two months of the data are not offered (they cannot be answered)', async () => {
    serve({ '/api/get_word_ts': () => ok({ ts: '2024-04', ts_min: '2024-01' }) })
    show()
    await screen.findAllByTestId('concept-row')
    fireEvent.click(screen.getByText('近三个月'))
    fireEvent.click(within(screen.getByTestId('month-select')).getByText('2024年4月'))
    const options = within(screen.getByTestId('month-select'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['2024年4月', '2024年3月'])
  })
})
