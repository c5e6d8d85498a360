import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { FollowItem, MarkedSearchRequest, MarkedSearchRow } from '../../../types'
import { AttentionScreen } from '../../../src/components/attention/AttentionScreen'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import * as navigation from '../../../src/platform/navigation'
import * as login from '../../../src/platform/login'
import { deferred, fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { analyst } from '../helpers/users'
import { follow } from '../helpers/follows'
import { resetStores } from '../helpers/stores'
import { useViewportStore } from '../../../src/store/viewport'

function figures(item: { word: string; plat: string; category_id: number }, extra: Partial<MarkedSearchRow> = {}): MarkedSearchRow {
  return {
    word: item.word,
    plat: item.plat as MarkedSearchRow['plat'],
    category_id: item.category_id,
    category_name: '女装/女士精品',
    currency: 'CNY',
    error_code: 0,
    error_msg: '',
    summary: {
      sales: 12345678,
      sales_base: 9131000,
      sales_yoy: 35.2,
      sales_change: 3214678,
      volume: 45678,
      volume_base: 40000,
      volume_yoy: 14.2,
      volume_change: 5678,
      label: null,
    },
    trend: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ...extra,
  }
}

const follows = [
  follow(1, '防晒冰袖'),
  follow(2, '露营折叠椅', { platform: 'tbjd', jd_cat1: 1801 }),
  follow(3, '面部精华', { category_id: 1801 }),
]

/** The fake server: the follow list, search_marked answering each concept (rowOverride may fail one). */
function serve({
  list = follows,
  listAnswer,
  markedAnswer,
  rowOverride = {},
  post = () => ok({ monitor_flag: 0 }),
}: {
  /** the follows, or what the server holds at the time it is asked */
  list?: FollowItem[] | (() => FollowItem[])
  listAnswer?: FakeResponse
  markedAnswer?: FakeResponse
  rowOverride?: Record<string, Partial<MarkedSearchRow>>
  post?: (r: SeenRequest) => FakeResponse | Promise<FakeResponse>
} = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (path === '/api/marked/list') return listAnswer ?? ok(typeof list === 'function' ? list() : list)
    if (path === '/api/search_marked') {
      if (markedAnswer) return markedAnswer
      const body = request.data as MarkedSearchRequest
      return ok({ start: '2026-10', end: '2026-10', months: [], rows: body.items.map((item) => figures(item, rowOverride[item.word])) })
    }
    if (path === '/api/marked' && request.method === 'POST') return post(request)
    return { statusCode: 404, data: null }
  })
}

const calls = (spy: jest.SpyInstance, path: string) =>
  spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.url.split('?')[0] === path)

function show({ isMobile = false, lang = 'zh' as 'zh' | 'en' } = {}) {
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user: analyst() })
    useViewportStore.setState({ isMobile })
  })
  return renderWithData(<AttentionScreen />)
}

let toast: jest.SpyInstance
let navigate: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.showToast)
  navigate = jest.spyOn(navigation, 'navigate').mockResolvedValue()
})
afterEach(() => {
  jest.restoreAllMocks()
  useLanguageStore.setState({ language: 'zh' })
  resetStores()
})

test('loading first, then each followed concept with sales, YoY with the change, and a sparkline', async () => {
  const spy = serve()
  show()
  expect(screen.getByTestId('attention-loading').textContent).toContain('正在加载你关注的概念')
  const rows = await screen.findAllByTestId('attention-row')
  expect(rows).toHaveLength(3)
  expect(rows[0].textContent).toContain('防晒冰袖')
  expect(rows[0].textContent).toContain('女装/女士精品 · 淘宝天猫')
  expect(rows[0].textContent).toContain('￥1234.57万')
  expect(rows[0].textContent).toContain('+35.2%')
  expect(rows[0].textContent).toContain('+￥321.47万')
  expect(rows[0].querySelectorAll('.gr-spark__bar')).toHaveLength(12)
  expect(rows[1].textContent).toContain('淘宝天猫 + 京东')
  expect(screen.getByTestId('attention-table')).toBeTruthy()
  expect(screen.getByTestId('attention-meta').textContent).toContain('共关注 3 个概念')
  // how fresh the month of the figures is, as the rankings say it
  expect(screen.getByTestId('attention-freshness').textContent).toMatch(/^数据月份：\d{4}年\d{1,2}月/)
  // the concept follows only, and their figures in one call
  expect(calls(spy, '/api/marked/list')[0].url).toBe('/api/marked/list?type=concept')
  expect(calls(spy, '/api/search_marked').map((r) => r.data)).toEqual([
    {
      items: [
        { word: '防晒冰袖', plat: 'all', category_id: 16 },
        { word: '露营折叠椅', plat: 'tbjd', category_id: 16 },
        { word: '面部精华', plat: 'all', category_id: 1801 },
      ],
    },
  ])
})

test('an eBay follow is asked with the others and shows its figures in US $', async () => {
  const spy = serve({ list: [follows[0], follow(4, 'Knit', { platform: 'ebay', category_id: 9001 })] })
  show()
  const rows = await screen.findAllByTestId('attention-row')
  expect(calls(spy, '/api/search_marked')[0].data).toEqual({
    items: [
      { word: '防晒冰袖', plat: 'all', category_id: 16 },
      { word: 'Knit', plat: 'ebay', category_id: 9001 },
    ],
  })
  expect(rows[1].textContent).toContain('eBay')
  expect(rows[1].textContent).toContain('1234.57万美元')
  expect(rows[1].textContent).toContain('+35.2%')
  expect(rows[1].textContent).not.toContain('该平台暂无增长数据')
})

test('mobile (< 768 px): cards with the same figures; English units and labels', async () => {
  serve()
  show({ isMobile: true, lang: 'en' })
  const rows = await screen.findAllByTestId('attention-row')
  expect(screen.getByTestId('attention-cards')).toBeTruthy()
  expect(screen.queryByTestId('attention-table')).toBeNull()
  expect(rows[0].textContent).toContain('Women’s clothing · Taobao & Tmall')
  expect(rows[0].textContent).toContain('¥12.35M')
  expect(within(rows[0]).getByTestId('follow-button').getAttribute('aria-label')).toBe('Following “防晒冰袖”, press to unfollow')
})

test('a row opens /detail with word, plat and cid (and the JD category when there is one)', async () => {
  serve()
  show()
  const rows = await screen.findAllByTestId('attention-row')
  fireEvent.click(rows[0])
  expect(navigate).toHaveBeenLastCalledWith('detail', { word: '防晒冰袖', plat: 'all', cid: 16, jd_cat1: undefined })
  fireEvent.keyDown(within(rows[1]).getByRole('link'), { key: 'Enter' })
  expect(navigate).toHaveBeenLastCalledWith('detail', { word: '露营折叠椅', plat: 'tbjd', cid: 16, jd_cat1: 1801 })
})

test('unfollow: the row stays until the call succeeds, then leaves; nothing else is asked again', async () => {
  const held = deferred<FakeResponse>()
  const spy = serve({ post: () => held.promise })
  show()
  const rows = await screen.findAllByTestId('attention-row')
  fireEvent.click(within(rows[1]).getByTestId('follow-button'))
  await act(async () => undefined)
  expect(calls(spy, '/api/marked').map((r) => r.data)).toEqual([
    { category_id: 16, func: 'del', type: 'concept', word: '露营折叠椅', platform: 'tbjd', jd_cat1: 1801 },
  ])
  // the heart's click did not open the row, and the row is still there while the call runs
  expect(navigate).not.toHaveBeenCalled()
  expect(screen.getAllByTestId('attention-row')).toHaveLength(3)

  await act(async () => held.resolve(ok({ monitor_flag: 0 })))
  const left = screen.getAllByTestId('attention-row')
  expect(left.map((r) => r.textContent)).toEqual([expect.stringContaining('防晒冰袖'), expect.stringContaining('面部精华')])
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '设置成功，已取消关注' }))
  expect(calls(spy, '/api/search_marked')).toHaveLength(1)
})

test('an unfollowed row leaves a line naming it, whose undo follows it again as it was and lists it again', async () => {
  let held = follows
  const spy = serve({
    list: () => held,
    post: (r) => {
      const body = r.data as { func: string; word: string }
      held = body.func === 'del' ? held.filter((f) => f.word !== body.word) : follows
      return ok({ monitor_flag: 0 })
    },
  })
  show()
  const rows = await screen.findAllByTestId('attention-row')
  await act(async () => {
    fireEvent.click(within(rows[1]).getByTestId('follow-button'))
  })
  expect(screen.getAllByTestId('attention-row')).toHaveLength(2)
  expect(screen.getByTestId('attention-undo').textContent).toContain('已取消关注“露营折叠椅”')
  await act(async () => {
    fireEvent.click(screen.getByTestId('attention-undo-action'))
  })
  // followed again with what it had: platform, category, JD category
  expect(calls(spy, '/api/marked').map((r) => r.data)).toEqual([
    { category_id: 16, func: 'del', type: 'concept', word: '露营折叠椅', platform: 'tbjd', jd_cat1: 1801 },
    { category_id: 16, func: 'add', type: 'concept', word: '露营折叠椅', platform: 'tbjd', jd_cat1: 1801 },
  ])
  expect(await screen.findAllByTestId('attention-row')).toHaveLength(3)
  expect(screen.queryByTestId('attention-undo')).toBeNull()
})

test('a failed unfollow keeps the row and shows the server message', async () => {
  serve({ post: () => fail(-403, { msg: '当前版本暂无该类目权限' }) })
  show()
  const rows = await screen.findAllByTestId('attention-row')
  await act(async () => {
    fireEvent.click(within(rows[0]).getByTestId('follow-button'))
  })
  expect(screen.getAllByTestId('attention-row')).toHaveLength(3)
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '当前版本暂无该类目权限' }))
})

test('a concept the server could not answer shows its own error in its row; the others keep their figures', async () => {
  serve({ rowOverride: { 面部精华: { error_code: -403, error_msg: '当前版本暂无权限，请升级', summary: null, trend: [] } } })
  show()
  const rows = await screen.findAllByTestId('attention-row')
  expect(within(rows[2]).getByTestId('attention-row-error').textContent).toBe('暂时无法查看：当前版本暂无权限，请升级')
  expect(rows[2].textContent).not.toContain('￥')
  expect(within(rows[0]).queryByTestId('attention-row-error')).toBeNull()
  expect(rows[0].textContent).toContain('+35.2%')
})

test('empty: says how to follow a concept and offers the rankings', async () => {
  const spy = serve({ list: [] })
  show()
  const empty = await screen.findByTestId('attention-empty')
  expect(empty.textContent).toContain('你还没有关注任何概念')
  expect(empty.textContent).toContain('搜索一个概念，点击概念名旁的心形图标即可关注')
  fireEvent.click(screen.getByTestId('attention-browse'))
  expect(navigate).toHaveBeenCalledWith('concept')
  expect(calls(spy, '/api/search_marked')).toHaveLength(0)
})

test('error: the message with a retry that asks again', async () => {
  let answer: FakeResponse = fail(-404, '请求的数据尚未收录')
  const spy = mockRequest((request) => (request.url.startsWith('/api/marked/list') ? answer : { statusCode: 404, data: null }))
  show()
  const error = await screen.findByTestId('attention-error')
  expect(error.textContent).toContain('关注列表没能加载出来')
  expect(error.textContent).toContain('请求的数据尚未收录')
  expect(screen.queryByTestId('attention-login')).toBeNull()
  answer = ok([])
  fireEvent.click(screen.getByTestId('attention-retry'))
  await screen.findByTestId('attention-empty')
  expect(calls(spy, '/api/marked/list')).toHaveLength(2)
})

test('-401: a login link beside the retry', async () => {
  const goToLogin = jest.spyOn(login, 'goToLogin').mockImplementation(() => undefined)
  serve({ listAnswer: fail(-401, '您尚未登录，请登录后查看') })
  show()
  await screen.findByTestId('attention-error')
  fireEvent.click(screen.getByTestId('attention-login'))
  expect(goToLogin).toHaveBeenCalled()
})

test('the figures failing as a whole is an error too, and retry asks for them again', async () => {
  let markedAnswer: FakeResponse | undefined = fail(-403, '当前版本暂无权限，请升级')
  const spy = mockRequest((request) => {
    if (request.url.startsWith('/api/marked/list')) return ok(follows.slice(0, 1))
    if (request.url === '/api/search_marked')
      return (
        markedAnswer ??
        ok({ start: '2026-10', end: '2026-10', months: [], rows: [figures({ word: '防晒冰袖', plat: 'all', category_id: 16 })] })
      )
    return { statusCode: 404, data: null }
  })
  show()
  expect((await screen.findByTestId('attention-error')).textContent).toContain('当前版本暂无权限，请升级')
  markedAnswer = undefined
  fireEvent.click(screen.getByTestId('attention-retry'))
  expect(await screen.findAllByTestId('attention-row')).toHaveLength(1)
  expect(calls(spy, '/api/marked/list')).toHaveLength(1)
})

test('more than 50 follows: search_marked is asked in batches of 50', async () => {
  const many = Array.from({ length: 120 }, (_, i) => follow(i + 1, `概念${i + 1}`))
  const spy = serve({ list: many })
  show()
  expect(await screen.findAllByTestId('attention-row')).toHaveLength(120)
  expect(calls(spy, '/api/search_marked').map((r) => (r.data as MarkedSearchRequest).items.length)).toEqual([50, 50, 20])
})

test('more follows than a comparison holds: the button says the first 20 go in, and opens with those 20', async () => {
  const many = Array.from({ length: 26 }, (_, i) => follow(i + 1, `概念${i + 1}`))
  serve({ list: many })
  show()
  expect(await screen.findAllByTestId('attention-row')).toHaveLength(26)
  const button = screen.getByTestId('attention-compare')
  expect(button.textContent).toBe('对比前 20 个关注的概念（对比最多 20 个）')
  fireEvent.click(button)
  const [route, query] = navigate.mock.calls[0] as [string, Record<string, string>]
  expect(route).toBe('compare')
  expect([query.c19 !== undefined, query.c20 !== undefined]).toEqual([true, false])
})

test('as many follows as a comparison holds: the button says nothing of a limit', async () => {
  serve({ list: Array.from({ length: 20 }, (_, i) => follow(i + 1, `概念${i + 1}`)) })
  show()
  expect(await screen.findAllByTestId('attention-row')).toHaveLength(20)
  expect(screen.getByTestId('attention-compare').textContent).toBe('对比关注的概念')
})

test('a new follow whose figures are still being prepared is asked again shortly and shows them, without a refresh', async () => {
  let asked = 0 // the times the preparing concept was asked for
  const preparing = { error_code: -202, error_msg: '该概念的数据正在准备中，请稍后刷新', summary: null, trend: [] }
  mockRequest((request) => {
    if (request.url.split('?')[0] === '/api/marked/list') return ok(follows)
    const items = (request.data as MarkedSearchRequest).items
    if (items.some((item) => item.word === '面部精华')) asked += 1
    const rows = items.map((item) => figures(item, asked === 1 && item.word === '面部精华' ? preparing : {}))
    return ok({ start: '2026-10', end: '2026-10', months: [], rows })
  })
  show()
  expect(await screen.findByText(/数据正在准备中/)).toBeTruthy()
  // asked again within a couple of seconds, the row shows its figures
  await waitFor(() => expect(screen.queryByText(/数据正在准备中/)).toBeNull(), { timeout: 4000 })
  expect(screen.getAllByText('+35.2%')).toHaveLength(3)
  expect(asked).toBe(2)
})
