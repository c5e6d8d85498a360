import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { CategoryTree, SocialRanking, SocialRankRow } from '../../../types'
import { SocialScreen } from '../../../src/components/social/SocialScreen'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { deferred, fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { analyst } from '../helpers/users'
import { renderWithData } from '../helpers/render-with-data'
import { resetStores } from '../helpers/stores'
import { useViewportStore } from '../../../src/store/viewport'

const socialTree: CategoryTree = {
  ts: '2026-09',
  bigCategory: [16],
  choice_cat: [],
  currency: 'CNY',
  childrenList: {
    '16': {
      category_id: 16,
      parent_id: 0,
      is_parent: false,
      chd: [],
      name: '女装/女士精品',
      category_name_en: 'Women’s clothing',
      level: 1,
      sale: 1,
    },
  },
}

// the rows of a server that adds nothing beside the volume (no sales, talents or brands): each test adds what it needs
function row(rank: number, word: string, extra: Partial<SocialRankRow> = {}): SocialRankRow {
  return {
    rank,
    word,
    volume: 138292,
    volume_base: 100000,
    volume_prev: 161205,
    yoy: 38.3,
    mom: -14.2,
    change: 38292,
    mom_change: -22913,
    label: null,
    trend: [0, 0, 0, 0, 28168, 50653, 63007, 76864, 112198, 134741, 148049, 161205, 138292],
    ...extra,
  } as SocialRankRow
}

function ranking(rows: SocialRankRow[], extra: Partial<SocialRanking> = {}): SocialRanking {
  return {
    social_plat: 'douyin',
    ts: '2026-10',
    cid: 0,
    months: [],
    total: rows.length,
    page: 1,
    page_size: 20,
    rows,
    ...extra,
  } as SocialRanking
}

const latest = {
  ts: '2026-10',
  ts_min: '2024-01',
  platforms: {
    douyin: { ts: '2026-10', ts_min: '2024-01' },
    weibo: { ts: '2026-09', ts_min: '2024-01' },
    xhs: { ts: '2026-10', ts_min: '2026-08' },
  },
}

const defaultRows = [row(1, '情绪价值', { label: 'new', yoy: null, volume_base: 0, change: 138292 }), row(2, '药食同源')]

/** Routes the fake server by path; `overrides` replaces single endpoints. */
function serve(overrides: Record<string, (r: SeenRequest) => FakeResponse | Promise<FakeResponse>> = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (overrides[path]) return overrides[path](request)
    if (path === '/api/latest_social') return ok(latest)
    if (path === '/api/get_search_pri') return ok({ earliest_month: '2017-01', latest_month: '2026-10' })
    if (path === '/api/get_word_ts') return ok({ ts: '2026-09', ts_min: '2024-01' })
    if (path === '/api/cats_tree') return ok(socialTree)
    if (path === '/api/marked/list') return ok([])
    if (path === '/api/social') return ok(ranking(defaultRows))
    return { statusCode: 404, data: null }
  })
}

const socialCalls = (spy: ReturnType<typeof serve>) => spy.mock.calls.map((c) => c[0]).filter((r) => r.url.startsWith('/api/social?'))
const queryOf = (r: SeenRequest) => Object.fromEntries(new URL(r.url, 'http://x').searchParams)

function show({ isMobile = false, lang = 'zh' as 'zh' | 'en' } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user: analyst() })
    useViewportStore.setState({ isMobile })
  })
  return renderWithData(<SocialScreen />)
}

afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

test('ranks the social concepts of the latest Douyin month: volume, YoY and MoM beside their changes, labels, 13-month sparkline', async () => {
  const spy = serve()
  show()
  const rows = await screen.findAllByTestId('social-row')
  expect(rows).toHaveLength(2)
  expect(rows[0].textContent).toContain('情绪价值')
  expect(rows[0].textContent).toContain('新')
  expect(rows[0].textContent).toContain('13.83万')
  expect(rows[1].textContent).toContain('+38.3%')
  expect(rows[1].textContent).toContain('+3.83万')
  expect(rows[1].textContent).toContain('-14.2%')
  expect(rows[1].textContent).toContain('-2.29万')
  expect(rows[0].querySelectorAll('.gr-spark__bar')).toHaveLength(13)
  expect(queryOf(socialCalls(spy)[0])).toMatchObject({ social_plat: 'douyin', ts: '2026-10', page: '1', page_size: '20', sortby: 'growth' })
  expect(screen.getByTestId('social-table')).toBeTruthy()
  // no e-commerce sales in the answer: no column for them
  expect(screen.queryByText('电商销售额')).toBeNull()
  await waitFor(() => expect(window.location.search).toBe('?social_plat=douyin&ts=2026-10'))
})

test('months before the platform\'s data: no bar, "—" for growth and change, the note names them; an empty growth order says why', async () => {
  const missing = ['2025-10', '2025-11', '2025-12']
  const early = row(1, '易清洗', {
    volume_base: null,
    volume_prev: 84565,
    yoy: null,
    change: null,
    mom: 6.9,
    mom_change: 5829,
    label: null,
    trend: [null, null, null, 1, 1, 1, 1, 84565, 1, 1, 1, 84565, 90394],
    missing_months: missing,
  })
  serve({ '/api/social': (r) => ok(ranking(queryOf(r).sortby === 'growth' ? [] : [early], { missing_months: missing })) })
  show({ lang: 'en' })
  expect(await screen.findByText('No growth ranking for this period')).toBeTruthy()
  expect(screen.getByTestId('missing-months-note').textContent).toContain('Oct 2025')
  fireEvent.click(screen.getByText('Mentions', { selector: '[role=radio]' }))
  const [shown] = await screen.findAllByTestId('social-row')
  const cells = within(shown).getAllByRole('cell')
  expect(cells[3].textContent).toBe('——')
  expect(cells[4].textContent).toBe('+6.9%+5.83K')
  expect(shown.textContent).not.toContain('New')
  expect(shown.querySelectorAll('.gr-spark__bar--none')).toHaveLength(3)
})

test('only the months the platform has data for are offered, newest first', async () => {
  serve({ '/api/social': () => ok(ranking(defaultRows, { social_plat: 'xhs' })) })
  window.history.replaceState(null, '', '/social?social_plat=xhs')
  show()
  await screen.findAllByTestId('social-row')
  fireEvent.click(within(screen.getByTestId('month-select')).getByText('2026年10月'))
  const options = within(screen.getByTestId('month-select'))
    .getAllByRole('option')
    .map((o) => o.textContent)
  expect(options).toEqual(['2026年10月', '2026年9月', '2026年8月'])
})

test('platform, sort and page are asked of the server and kept in the link; a platform change goes back to page 1', async () => {
  const spy = serve({
    '/api/social': (r) =>
      ok(ranking(defaultRows, { total: 45, page: Number(queryOf(r).page), social_plat: queryOf(r).social_plat as 'weibo' })),
  })
  show()
  await screen.findAllByTestId('social-row')
  fireEvent.click(screen.getByTestId('pager-next'))
  await waitFor(() => expect(window.location.search).toContain('page=2'))
  fireEvent.click(screen.getByText('声量', { selector: '[role=radio]' }))
  await waitFor(() => expect(window.location.search).toContain('sort=volume'))
  expect(window.location.search).not.toContain('page=')
  fireEvent.click(screen.getByText('微博', { selector: '[role=radio]' }))
  // Weibo's latest month is 2026-09: the October view falls back to it
  await waitFor(() =>
    expect(
      socialCalls(spy).some((r) => queryOf(r).social_plat === 'weibo' && queryOf(r).ts === '2026-09' && queryOf(r).sortby === 'volume'),
    ).toBe(true),
  )
  await waitFor(() => expect(window.location.search).toBe('?social_plat=weibo&ts=2026-09&sort=volume'))
})

test('the view is read from the link', async () => {
  window.history.replaceState(null, '', '/social?social_plat=weibo&ts=2026-07&cid=16&page=2&sort=volume')
  const spy = serve()
  show()
  await waitFor(() => expect(socialCalls(spy)).not.toHaveLength(0))
  expect(queryOf(socialCalls(spy)[0])).toMatchObject({ social_plat: 'weibo', ts: '2026-07', cid: '16', page: '2', sortby: 'volume' })
})

test('the category picker offers the social tree (cut to social_cat_list) and a choice asks for that category', async () => {
  const spy = serve()
  show()
  await screen.findAllByTestId('social-row')
  await waitFor(() => expect(spy.mock.calls.some((c) => c[0].url === '/api/cats_tree?plat=social')).toBe(true))
  fireEvent.click(within(screen.getByTestId('category-select')).getByTestId('category-box'))
  fireEvent.click(await screen.findByText('女装/女士精品'))
  await waitFor(() => expect(socialCalls(spy).some((r) => queryOf(r).cid === '16')).toBe(true))
  await waitFor(() => expect(window.location.search).toContain('cid=16'))
})

test("a row opens /detail with word1 and social_plat, in the ranking's category when it has one", async () => {
  serve({ '/api/social': () => ok(ranking(defaultRows, { cid: 16, social_plat: 'xhs' })) })
  show()
  const rows = await screen.findAllByTestId('social-row')
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  fireEvent.click(rows[1])
  expect(navigateTo).toHaveBeenCalledWith({
    url: `/pages/detail/index?word1=${encodeURIComponent('药食同源')}&social_plat=xhs&ts=2026-10&cid=16`,
  })
})

test('in a category a row has a follow heart (the concept on Taobao/Tmall there); a list of every concept has none', async () => {
  serve({ '/api/social': () => ok(ranking(defaultRows, { cid: 16 })) })
  show()
  const rows = await screen.findAllByTestId('social-row')
  await waitFor(() => expect(within(rows[0]).getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false'))
})

test("on a phone the cards wait for the freshness line above them, and keep the heart's place while the follows load", async () => {
  const fresh = deferred<FakeResponse>()
  const follows = deferred<FakeResponse>()
  const spy = serve({
    '/api/social': () => ok(ranking(defaultRows, { cid: 16 })),
    '/api/freshness': () => fresh.promise,
    '/api/marked/list': () => follows.promise,
  })
  show({ isMobile: true })
  await waitFor(() => expect(socialCalls(spy)).toHaveLength(1))
  await act(async () => {})
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  expect(screen.queryAllByTestId('social-row')).toHaveLength(0)

  await act(async () => fresh.resolve(ok({ sources: [] })))
  const cards = await screen.findAllByTestId('social-row')
  expect(screen.getByTestId('freshness')).toBeTruthy()
  expect(cards[0].querySelectorAll('.gr-follow-slot')).toHaveLength(1)
  await act(async () => follows.resolve(ok([])))
  await waitFor(() => expect(within(cards[0]).getByTestId('follow-button')).toBeTruthy())
  expect(document.querySelectorAll('.gr-follow-slot')).toHaveLength(0)
})

test('every concept (cid 0): no heart', async () => {
  serve()
  show()
  const rows = await screen.findAllByTestId('social-row')
  expect(within(rows[0]).queryByTestId('follow-button')).toBeNull()
})

test('e-commerce sales stand beside the volume when the server gives them; "—" where it has none', async () => {
  serve({
    '/api/social': () =>
      ok(
        ranking([
          { ...row(1, '情绪价值'), sales: 12345678 },
          { ...row(2, '药食同源'), sales: null },
        ] as unknown as SocialRankRow[]),
      ),
  })
  show()
  const rows = await screen.findAllByTestId('social-row')
  expect(screen.getByText('电商销售额')).toBeTruthy()
  expect(rows[0].textContent).toContain('￥1234.57万')
  expect(rows[1].textContent).toContain('—')
})

test('English, on a phone: cards with English labels and K/M figures', async () => {
  serve()
  show({ isMobile: true, lang: 'en' })
  const cards = await screen.findAllByTestId('social-row')
  expect(screen.getByTestId('social-cards')).toBeTruthy()
  expect(screen.getByText('High-growth social concepts')).toBeTruthy()
  expect(cards[1].textContent).toContain('Mentions')
  expect(cards[1].textContent).toContain('138.29K')
  expect(cards[1].textContent).toContain('+38.3%')
})

test('loading, then empty: each says what is going on and what to do', async () => {
  const gate = deferred<FakeResponse>()
  serve({ '/api/social': () => gate.promise })
  show()
  expect(await screen.findByTestId('state-loading')).toBeTruthy()
  await act(async () => gate.resolve(ok(ranking([]))))
  expect((await screen.findByTestId('state-empty')).textContent).toContain('换一个平台、月份或类目试试')
})

test('-403 shows the catalogue message and the upgrade contact, no retry', async () => {
  serve({ '/api/social': () => fail(-403) })
  show()
  const state = await screen.findByTestId('state-error')
  expect(state.textContent).toContain('当前版本暂无权限，请升级')
  expect(screen.queryByTestId('error-retry')).toBeNull()
})

test('a failing server: its message and a retry that recovers', async () => {
  let calls = 0
  serve({ '/api/social': () => (++calls === 1 ? fail(-400, '参数错误') : ok(ranking(defaultRows))) })
  show()
  await screen.findByTestId('state-error')
  fireEvent.click(screen.getByTestId('error-retry'))
  expect(await screen.findAllByTestId('social-row')).toHaveLength(2)
})

describe('the top-10 talents and brands of a concept', () => {
  const talent = (i: number) => ({
    talent_id: i,
    nickname: `达人${i}`,
    followers: 120000 + i,
    posts: 2,
    likes: 1,
    comments: 1,
    shares: 1,
    engagement: 1000 * i,
  })
  const withLeaders = [
    {
      ...row(1, '情绪价值'),
      talents: Array.from({ length: 12 }, (_, i) => talent(i + 1)),
      brands: [
        { brand: '花西子', mentions: 30 },
        { brand: '完美日记', mentions: 80 },
      ],
    },
    { ...row(2, '药食同源'), talents: [], brands: [] },
  ] as unknown as SocialRankRow[]

  test("desktop: a row's button shows ten talents by engagement and brands by mentions, without opening the detail; another row's shows its own", async () => {
    serve({ '/api/social': () => ok(ranking(withLeaders)) })
    show()
    await screen.findAllByTestId('social-row')
    expect(screen.queryByTestId('social-leaders')).toBeNull()
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
    fireEvent.click(screen.getAllByTestId('leaders-toggle')[0])
    const panel = await screen.findByTestId('social-leaders')
    const talents = within(within(panel).getByTestId('social-talents')).getAllByRole('listitem')
    expect(talents).toHaveLength(10)
    expect(talents[0].textContent).toContain('达人12')
    expect(talents[0].textContent).toContain('12.00万 粉丝')
    expect(
      within(within(panel).getByTestId('social-brands'))
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('完美日记'), expect.stringContaining('花西子')])
    const toggles = screen.getAllByTestId('leaders-toggle')
    expect(toggles[0].getAttribute('aria-expanded')).toBe('true')
    expect(toggles[0].getAttribute('aria-controls')).toBe(panel.id)
    fireEvent.click(toggles[1])
    expect(navigateTo).not.toHaveBeenCalled()
    expect(toggles[1].getAttribute('aria-expanded')).toBe('true')
    expect(toggles[0].getAttribute('aria-expanded')).toBe('false')
    // the empty state says what is missing
    const other = screen.getByTestId('social-leaders')
    expect(other.textContent).toContain('这个月还没有达人发布与该概念相关的内容')
    expect(other.textContent).toContain('这个月还没有品牌与该概念一同被提及')
    // the keyboard closes it again
    fireEvent.keyDown(toggles[1], { key: 'Enter' })
    expect(screen.queryByTestId('social-leaders')).toBeNull()
  })

  test('phone, English: a section under the card', async () => {
    serve({ '/api/social': () => ok(ranking(withLeaders)) })
    show({ isMobile: true, lang: 'en' })
    await screen.findAllByTestId('social-row')
    fireEvent.keyDown(screen.getAllByTestId('leaders-toggle')[0], { key: 'Enter' })
    const panel = await screen.findByTestId('social-leaders')
    expect(screen.getByTestId('social-cards').contains(panel)).toBe(true)
    expect(panel.textContent).toContain('Top 10 talents for “情绪价值”')
    expect(panel.textContent).toContain('120.01K followers')
    expect(panel.textContent).toContain('80 mentions')
  })

  test('an answer without the lists shows no button', async () => {
    serve()
    show()
    await screen.findAllByTestId('social-row')
    expect(screen.queryByTestId('leaders-toggle')).toBeNull()
    expect(screen.queryByTestId('social-leaders')).toBeNull()
  })
})
