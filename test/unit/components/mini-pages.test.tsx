// The mini-program's main pages on the client: /wxHomePage, /my, /report and /activityRules against
// a fake server (Taro.request), in both languages.
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { FollowItem, MiniHomepage, MiniSearchResult, MonthlyReport, ReportRow, WxPostsPage, WxTags } from '../../../types'
import { HomeScreen } from '../../../src/components/home/HomeScreen'
import { MyScreen } from '../../../src/components/my/MyScreen'
import { ReportScreen } from '../../../src/components/report/ReportScreen'
import { reportCounts } from '../../../src/domain/report-counts'
import { RulesScreen } from '../../../src/components/rules/RulesScreen'
import { STORAGE_KEYS } from '../../../src/domain/constants'
import { readRecentSearches } from '../../../src/components/search/recent-searches'
import * as login from '../../../src/platform/login'
import * as navigation from '../../../src/platform/navigation'
import { storage } from '../../../src/platform/storage'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { analyst, loggedOut } from '../helpers/users'
import { resetStores } from '../helpers/stores'
import { YEAR_TO_2026_10 as MONTHS } from '../helpers/months'
import { follow } from '../helpers/follows'
import { useViewportStore } from '../../../src/store/viewport'

type Routes = Record<string, (request: SeenRequest) => FakeResponse>

function serve(routes: Routes) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    const answer = routes[path]
    return answer ? answer(request) : { statusCode: 404, data: null }
  })
}

const queryOf = (request: SeenRequest) => Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''))
const seen = (spy: jest.SpyInstance, path: string) =>
  spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.url.split('?')[0] === path)

function show(ui: JSX.Element, { lang = 'zh' as 'zh' | 'en', user = analyst() } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user })
    useViewportStore.setState({ isMobile: true })
  })
  return renderWithData(ui)
}

let navigate: jest.SpyInstance
let toast: jest.SpyInstance
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigate').mockResolvedValue()
  toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.showToast)
})
afterEach(() => {
  jest.restoreAllMocks()
  storage.remove(STORAGE_KEYS.token)
  window.history.replaceState(null, '', '/')
})

// ——— /wxHomePage ———

const HOME: MiniHomepage = {
  ts: '2026-10',
  ts_min: '2017-01',
  concepts: [
    {
      plat: 'all',
      cid: 16,
      category_name: '女装/女士精品',
      category_name_en: 'Women’s Clothing',
      currency: 'CNY',
      rows: [
        { rank: 1, word: '巴恩风', sales: 1267700, sales_yoy: 576.5, label: 'breakout', item_count: 40 },
        { rank: 2, word: '直筒', sales: 2954300, sales_yoy: 118.4, label: null, item_count: 85 },
      ],
    },
    {
      plat: 'jd',
      cid: 1801,
      category_name: '美妆护肤',
      category_name_en: 'Skin Care',
      currency: 'CNY',
      rows: [{ rank: 1, word: '早C晚A', sales: 880000, sales_yoy: 64.1, label: null, item_count: 22 }],
    },
  ],
  social: [],
}
const TAGS: WxTags = {
  ts: '2026-10',
  tags: [
    { tag: '露营', social_plat: 'xhs', volume: 52000, yoy: 88.2, label: null },
    { tag: '城市骑行', social_plat: 'douyin', volume: 31000, yoy: null, label: 'new' },
  ],
}

function post(n: number, tag: string): WxPostsPage['rows'][number] {
  return {
    post_id: `p${n}`,
    social_plat: 'xhs',
    title: `${tag}装备清单第 ${n} 篇`,
    author: `达人${n}`,
    author_id: n,
    author_followers: 120000 + n,
    published_at: '2026-10-12 20:15:00',
    likes: 3400,
    comments: 210,
    shares: 95,
    word: tag,
    category_id: 16,
  }
}

function homeRoutes(extra: Routes = {}): Routes {
  return {
    '/api/mini_homepage': () => ok(HOME),
    '/api/wx/tags': () => ok(TAGS),
    '/api/wx/posts_list': (r) => {
      const q = queryOf(r)
      const page = Number(q.page)
      const rows = page === 1 ? [post(1, q.tag), post(2, q.tag)] : [post(3, q.tag)]
      return ok({ tag: q.tag, ts: q.ts, total: 3, page, page_size: 2, rows })
    },
    '/api/mini_search': (r) => {
      const found: MiniSearchResult = {
        word: queryOf(r).word,
        plat: 'all',
        cid: [16],
        ts: '2026-10',
        partial: false,
        missing_months: [],
        currency: 'CNY',
        summary: {
          sales: 5320000,
          sales_base: 4100000,
          sales_yoy: 29.8,
          sales_change: 1220000,
          volume: 8000,
          volume_base: 7000,
          volume_yoy: 14.3,
          volume_change: 1000,
          label: null,
        },
        months: [],
        trend: [3, 4, 5, 6, 5, 4, 5, 6, 7, 8, 9, 10],
        top_brands: ['北面', '骆驼', '探路者'],
      }
      // a word no title holds: nothing sold this month nor in the year shown
      if (found.word.includes('无此词'))
        return ok({ ...found, summary: { ...found.summary, sales: 0 }, trend: found.trend.map(() => null), top_brands: [] })
      return ok(found)
    },
    ...extra,
  }
}

test('home: top concepts per platform, the topics and their posts with the stored token header; more posts at the bottom', async () => {
  storage.set(STORAGE_KEYS.token, 'stored-token')
  const spy = serve(homeRoutes())
  show(<HomeScreen />)
  expect((await screen.findAllByText('巴恩风')).length).toBeGreaterThan(0)
  expect(screen.getByText('淘宝天猫')).toBeTruthy()
  expect(screen.getByText('女装/女士精品')).toBeTruthy()
  expect(screen.getByText('+576.5%')).toBeTruthy()
  expect(screen.getByTestId('home-freshness').textContent).toContain('数据月份：2026年10月')
  // the first topic's posts, asked with the stored token as the mini-program does
  expect(await screen.findByText('露营装备清单第 1 篇')).toBeTruthy()
  for (const path of ['/api/wx/tags', '/api/wx/posts_list']) expect(seen(spy, path)[0].header?.token).toBe('stored-token')
  expect(seen(spy, '/api/mini_homepage')[0].header?.token).toBeUndefined()
  fireEvent.click(screen.getByTestId('home-load-more'))
  expect(await screen.findByText('露营装备清单第 3 篇')).toBeTruthy()
  expect(queryOf(seen(spy, '/api/wx/posts_list').at(-1)!)).toMatchObject({ tag: '露营', page: '2', ts: '2026-10' })
  expect(screen.getByText('没有更多了')).toBeTruthy()
  // another topic starts again from its first page
  fireEvent.click(screen.getByText('城市骑行'))
  expect(await screen.findByText('城市骑行装备清单第 1 篇')).toBeTruthy()
  // a concept opens its detail
  fireEvent.click(screen.getByText('早C晚A'))
  expect(navigate).toHaveBeenCalledWith('detail', { word: '早C晚A', plat: 'jd', cid: 1801, ts: '2026-10' })
})

test('home search: an empty keyword is refused; a word shows its card, which opens the detail', async () => {
  const spy = serve(homeRoutes())
  show(<HomeScreen />, { lang: 'en' })
  await screen.findByText('巴恩风')
  expect(screen.getByText('Women’s Clothing')).toBeTruthy()
  fireEvent.click(screen.getByTestId('home-search-button'))
  expect(screen.getByText('Please enter concept word search')).toBeTruthy()
  expect(seen(spy, '/api/mini_search')).toHaveLength(0)
  fireEvent(screen.getByTestId('home-search-input'), new CustomEvent('input', { detail: { value: '露营 and 帐篷' }, bubbles: true }))
  fireEvent.click(screen.getByTestId('home-search-button'))
  const card = await screen.findByTestId('home-found')
  expect(within(card).getByText('露营 and 帐篷')).toBeTruthy()
  expect(within(card).getByText('Top brands: 北面 / 骆驼 / 探路者')).toBeTruthy()
  expect(queryOf(seen(spy, '/api/mini_search')[0])).toEqual({ word: '露营 and 帐篷', plat: 'all' })
  fireEvent.click(card)
  expect(navigate).toHaveBeenCalledWith('detail', { word: '露营 and 帐篷', plat: 'all', cid: '16', ts: '2026-10' })
  // the search page's 最近搜索 lists it, in the categories it was answered in
  expect(readRecentSearches()[0]).toEqual({ word: '露营 and 帐篷', plat: 'all', cid: [16] })
})

test.each([
  ['无此词', '换一个说法再试，或在“最近搜索 · 按类目搜索”里选定类目搜索'],
  ['无此词 not 儿童', '换一个说法，或去掉 not 条件再试'],
])('home search: "%s" sold nothing in the year shown: no detail to open, and advice that fits the words', async (word, advice) => {
  serve(homeRoutes())
  show(<HomeScreen />)
  await screen.findByText('巴恩风')
  fireEvent(screen.getByTestId('home-search-input'), new CustomEvent('input', { detail: { value: word }, bubbles: true }))
  fireEvent.click(screen.getByTestId('home-search-button'))
  const card = await screen.findByTestId('home-found')
  expect(within(card).getByTestId('home-found-empty').textContent).toContain(advice)
  expect(within(card).queryByText(/查看详情/)).toBeNull()
  fireEvent.click(card)
  expect(navigate).not.toHaveBeenCalledWith('detail', expect.anything())
})

test('home: a disabled account is told so while it is signed out, not 首页加载失败 with a retry', async () => {
  serve(homeRoutes({ '/api/mini_homepage': () => fail(-424, { msg: '账号已停用，请联系客服' }) }))
  show(<HomeScreen />)
  expect(await screen.findByText('账号已停用')).toBeTruthy()
  expect(screen.queryByText('首页加载失败')).toBeNull()
  expect(screen.queryByTestId('error-retry')).toBeNull()
})

test('home search: a mistyped expression is titled as the search it is, with the server message and no retry', async () => {
  serve(homeRoutes({ '/api/mini_search': () => fail(-400, '“露营 and” 的 and 后面缺少词') }))
  show(<HomeScreen />)
  await screen.findByText('巴恩风')
  fireEvent(screen.getByTestId('home-search-input'), new CustomEvent('input', { detail: { value: '露营 and' }, bubbles: true }))
  fireEvent.click(screen.getByTestId('home-search-button'))
  expect(await screen.findByText('“露营 and” 的 and 后面缺少词')).toBeTruthy()
  expect(screen.getByText('没能搜索“露营 and”')).toBeTruthy()
  expect(screen.queryByText('首页加载失败')).toBeNull()
  expect(screen.queryByTestId('error-retry')).toBeNull()
})

test('home: an error shows the server message with a retry; no permission anywhere says whom to ask', async () => {
  let answer = fail(-500, '服务器繁忙，请截图联系客服')
  serve(homeRoutes({ '/api/mini_homepage': () => answer, '/api/wx/tags': () => fail(-403, 'no social permission') }))
  show(<HomeScreen />)
  expect(await screen.findByText('服务器繁忙，请截图联系客服')).toBeTruthy()
  expect(screen.getByText('首页加载失败')).toBeTruthy()
  answer = ok({ ...HOME, concepts: [] })
  fireEvent.click(screen.getByTestId('error-retry'))
  expect(await screen.findByText('暂时没有可看的概念')).toBeTruthy()
  expect(screen.getByText(/请联系您的客户成功经理开通/)).toBeTruthy()
})

// ——— /my ———

const FOLLOWS: FollowItem[] = [
  follow(2, '露营 or 帐篷', {
    platform: 'jd',
    category_id: 1801,
    category_name: '美妆护肤',
    category_name_en: 'Beauty',
    created_at: '2026-11-02T00:00:00Z',
  }),
  follow(1, '连衣裙', { created_at: '2026-11-01T00:00:00Z', alert_yoy_pct: 30 }),
]

test('my: the masked account, version and deadline, the followed concepts, language and logout', async () => {
  serve({ '/api/marked/list': () => ok(FOLLOWS) })
  const logout = jest.spyOn(login, 'logout').mockResolvedValue()
  show(<MyScreen />, { lang: 'en', user: analyst({ username: 'analyst@growthradar.demo', phone: '13812345678', deadline: '2099-12-31' }) })
  // masks (docs/rules.md): a name shows only its last 5 characters, a phone hides digits 4 to 7
  expect(screen.getByTestId('my-username').textContent).toBe(`${'*'.repeat(19)}.demo`)
  expect(screen.getByText('138****5678')).toBeTruthy()
  expect(screen.getByText('Full version')).toBeTruthy()
  expect(screen.getByTestId('my-deadline').textContent).toMatch(/2099-12-31 · \d+ days left/)
  expect(await screen.findByText('连衣裙')).toBeTruthy()
  expect(screen.getByText('JD · Beauty')).toBeTruthy()
  fireEvent.click(screen.getByText('连衣裙'))
  expect(navigate).toHaveBeenCalledWith('detail', { word: '连衣裙', plat: 'all', cid: 16, jd_cat1: undefined })
  fireEvent.click(screen.getByTestId('my-follows-all'))
  expect(navigate).toHaveBeenCalledWith('myAttention')
  fireEvent.click(screen.getByText('中文'))
  expect(useLanguageStore.getState().language).toBe('zh')
  fireEvent.click(screen.getByTestId('my-logout'))
  expect(logout).toHaveBeenCalled()
})

test('my: no follows says how to follow and where; the free version has no language switch; logged out offers the login', async () => {
  serve({ '/api/marked/list': () => ok([]) })
  const view = show(<MyScreen />, { user: analyst({ is_free_version: true, deadline: '' }) })
  expect(await screen.findByText(/点 ♡ 关注/)).toBeTruthy()
  expect(screen.getByText('免费版')).toBeTruthy()
  expect(screen.getByText('长期有效')).toBeTruthy()
  expect(screen.queryByTestId('my-language')).toBeNull()
  fireEvent.click(screen.getByTestId('empty-action'))
  expect(navigate).toHaveBeenCalledWith('wxHomePage')
  view.unmount()
  const goToLogin = jest.spyOn(login, 'goToLogin').mockImplementation(() => undefined)
  show(<MyScreen />, { user: loggedOut() })
  fireEvent.click(screen.getByTestId('my-login'))
  expect(goToLogin).toHaveBeenCalled()
})

// ——— /report ———

function row(word: string, extra: Partial<ReportRow>): ReportRow {
  return {
    word,
    plat: 'all',
    category_id: 16,
    category_name: '女装/女士精品',
    category_name_en: 'Women’s clothing',
    currency: 'CNY',
    sales: 1000000,
    sales_yoy: 20,
    label: null,
    rank: null,
    prev_rank: null,
    trend: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ...extra,
  }
}

function reportOf(ts: string, rows: ReportRow[], total = rows.length, extra: Partial<MonthlyReport> = {}): MonthlyReport {
  return {
    ts,
    prev_ts: ts === '2026-10' ? '2026-09' : '2026-08',
    months: MONTHS,
    rows,
    total,
    page: 1,
    page_size: 20,
    counts: { ...reportCounts(rows), follows: total },
    best: null,
    left_out: [],
    ...extra,
  }
}

test('report: growth, rank moves, the bars and the trend; month by month; the share button copies the link', async () => {
  const spy = serve({
    '/api/report': (r) => {
      const ts = queryOf(r).ts ?? '2026-10'
      return ok(
        reportOf(
          ts,
          [
            row('巴恩风', { rank: 2, prev_rank: 5, sales_yoy: 576.5 }),
            row('直筒', { rank: 7, prev_rank: 4, sales_yoy: -12.5 }),
            row('法式', { rank: 3, prev_rank: null, sales_yoy: null }),
            row('早C晚A', { plat: 'jd', category_id: 1801, rank: null, prev_rank: 9 }),
          ],
          23,
          { best: { word: '巴恩风', plat: 'all', category_id: 16, sales_yoy: 576.5 } },
        ),
      )
    },
  })
  const clipboard = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
  show(<ReportScreen />)
  expect(await screen.findByText('2026年10月 关注概念月报')).toBeTruthy()
  expect(screen.getByText('↑ 较上月上升 3 名')).toBeTruthy()
  expect(screen.getByText('↓ 较上月下降 3 名')).toBeTruthy()
  expect(screen.getByText('本月新上榜')).toBeTruthy()
  expect(screen.getByText('上月第 9 名，本月未上榜')).toBeTruthy()
  expect(screen.getByText('23 个关注概念，2 个同比增长')).toBeTruthy()
  expect(screen.getByTestId('pager').textContent).toContain('第 1 / 2 页')
  // bars from the fastest growing down; the trend is drawn for the report's months
  // each named with its platform: the same word may be followed on two, each growing its own way
  expect(screen.getAllByTestId('report-bar').map((b) => b.textContent)).toEqual([
    '巴恩风淘宝天猫+576.5%',
    '早C晚A京东+20.0%',
    '直筒淘宝天猫-12.5%',
    '法式淘宝天猫新',
  ])
  expect(screen.getByText('增长最快：巴恩风（淘宝天猫） +576.5%')).toBeTruthy()
  // the trend says what it draws: the largest followed concepts in one currency
  expect(screen.getByTestId('report-trend').textContent).toContain('近 12 个月销售额走势：销售额最高的 3 个关注概念')
  // the latest month: no next month; the previous one asks the report again
  expect(screen.getByTestId('report-next').className).toContain('gr-button--disabled')
  fireEvent.click(screen.getByTestId('report-prev'))
  expect(await screen.findByText('2026年9月 关注概念月报')).toBeTruthy()
  expect(queryOf(seen(spy, '/api/report').at(-1)!)).toEqual({ ts: '2026-09' })
  fireEvent.click(screen.getByTestId('report-share'))
  await act(async () => undefined)
  expect(clipboard).toHaveBeenCalledWith({ data: `${window.location.origin}/report?ts=2026-09` })
  expect(toast).toHaveBeenCalledWith({ title: '月报链接已复制，粘贴给同事即可打开', icon: 'none' })
  fireEvent.click(screen.getAllByTestId('report-row')[0])
  expect(navigate).toHaveBeenCalledWith('detail', { word: '巴恩风', plat: 'all', cid: 16, ts: '2026-09' })
})

test("report: the counts and the fastest grower are the server's over every follow, the rows come a page at a time, left-out follows are named", async () => {
  const counts = { follows: 31, growing: 12, declining: 9, flat: 0, new: 3, breakout: 2, no_base: 7 }
  const best = { word: '马面裙', plat: 'all' as const, category_id: 16, sales_yoy: 812.4 }
  const left_out = [{ word: 'Desk Treadmill', plat: 'ebay', category_id: 1853126, reason: 'category' as const }]
  const spy = serve({
    '/api/report': (r) => {
      const page = Number(queryOf(r).page ?? 1)
      const rows =
        page === 1 ? [row('直筒', { sales_yoy: -12.5 }), row('法式', { sales_yoy: null })] : [row('巴恩风', { sales_yoy: 576.5 })]
      return ok(reportOf('2026-10', rows, 31, { page, page_size: 20, counts, best, left_out }))
    },
  })
  show(<ReportScreen />)
  // the page holds no growing concept, yet the summary counts the 12 of every follow
  expect(await screen.findByText('31 个关注概念，12 个同比增长')).toBeTruthy()
  expect(screen.getByTestId('report-counts').textContent).toBe('9 个同比下降 · 3 个新品 · 7 个无可比同期')
  expect(screen.getByText(/增长最快：马面裙/).textContent).toContain('+812.4%')
  expect(screen.getByTestId('report-left-out').textContent).toBe('1 个关注概念未列入月报：Desk Treadmill（类目已不在您的权限内）')
  fireEvent.click(screen.getByTestId('pager-next'))
  expect((await screen.findAllByText('巴恩风')).length).toBeGreaterThan(0)
  expect(queryOf(seen(spy, '/api/report').at(-1)!)).toEqual({ page: '2' })
  expect(screen.getByText('31 个关注概念，12 个同比增长')).toBeTruthy()
  // another month starts again at its first page
  fireEvent.click(screen.getByTestId('report-prev'))
  await waitFor(() => expect(queryOf(seen(spy, '/api/report').at(-1)!)).toEqual({ ts: '2026-09' }))
})

test('report: a shared link opens its month; nothing followed says what to do; an error shows the catalogue message', async () => {
  window.history.replaceState(null, '', '/report?ts=2026-08')
  let answer: FakeResponse = ok(reportOf('2026-08', []))
  const spy = serve({ '/api/report': (r) => (queryOf(r).ts ? answer : ok(reportOf('2026-10', []))) })
  show(<ReportScreen />, { lang: 'en' })
  expect(await screen.findByText('Your report is empty')).toBeTruthy()
  expect(seen(spy, '/api/report').some((r) => queryOf(r).ts === '2026-08')).toBe(true)
  fireEvent.click(screen.getByTestId('empty-action'))
  expect(navigate).toHaveBeenCalledWith('wxHomePage')
  answer = fail(-404, 'No data for 2026-07: the data covers 2017-01 to 2026-10.')
  fireEvent.click(screen.getByTestId('report-prev'))
  expect(await screen.findByText('No data for 2026-07: the data covers 2017-01 to 2026-10.')).toBeTruthy()
  expect(screen.getByText('The report could not be loaded')).toBeTruthy()
})

// ——— /activityRules ———

test.each([
  [undefined, ['campaign', 'support', 'demo']],
  ['support', ['support', 'campaign', 'demo']],
  ['demo', ['demo', 'campaign', 'support']],
])('rules with topic=%s: the scanned topic first, every section with its real text', (topic, order) => {
  if (topic) window.history.replaceState(null, '', `/activityRules?topic=${topic}`)
  const view = show(<RulesScreen />)
  const sections = view.container.querySelectorAll(
    '[data-testid^="rules-"]:not([data-testid^="rules-copy"]):not([data-testid="rules-screen"])',
  )
  expect([...sections].map((s) => s.getAttribute('data-testid'))).toEqual(order.map((s) => `rules-${s}`))
  expect(screen.getByText(/support@growthradar\.demo/)).toBeTruthy()
  expect(screen.getByText(/demo@growthradar\.demo/)).toBeTruthy()
})

test('rules in English: the copy button copies the support address', async () => {
  const clipboard = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
  show(<RulesScreen />, { lang: 'en' })
  expect(screen.getByText('After-sales support')).toBeTruthy()
  fireEvent.click(screen.getByTestId('rules-copy-support'))
  await act(async () => undefined)
  expect(clipboard).toHaveBeenCalledWith({ data: 'support@growthradar.demo' })
  expect(toast).toHaveBeenCalledWith({ title: 'Copied support@growthradar.demo', icon: 'none' })
})
