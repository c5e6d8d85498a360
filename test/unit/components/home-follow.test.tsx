// The mini-program home on the client: signed out, a preview of one platform's top concepts instead
// of an error (each row asks to sign in and comes back to that concept); signed in, a heart on every
// top-list row, and a follow made there is asked again by the monthly report on screen.
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { FollowItem, MiniHomepage, MiniPreview } from '../../../types'
import { getMonthlyReport } from '../../../src/api/search'
import { REPORT_KEY } from '../../../src/components/follow/follow-cache'
import { HomeScreen } from '../../../src/components/home/HomeScreen'
import { useApi } from '../../../src/data/use-api'
import * as login from '../../../src/platform/login'
import * as navigation from '../../../src/platform/navigation'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { mockRequest, ok, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { analyst, loggedOut } from '../helpers/users'
import { resetStores } from '../helpers/stores'
import { useViewportStore } from '../../../src/store/viewport'

const GROUP: MiniHomepage['concepts'][number] = {
  plat: 'all',
  cid: 16,
  category_name: '女装/女士精品',
  category_name_en: 'Women’s Clothing',
  currency: 'CNY',
  rows: [
    { rank: 1, word: '巴恩风', sales: 1267700, sales_yoy: 576.5, label: 'breakout', item_count: 40 },
    { rank: 2, word: '直筒', sales: 2954300, sales_yoy: 118.4, label: null, item_count: 85 },
  ],
}
const PREVIEW: MiniPreview = { ts: '2026-10', concepts: GROUP }
const HOME: MiniHomepage = { ts: '2026-10', ts_min: '2017-01', concepts: [GROUP], social: [] }
/** What /report keeps of the monthly report (its key): whether a follow elsewhere asks it again. */
function ReportProbe() {
  useApi([REPORT_KEY, null], () => getMonthlyReport())
  return null
}

const pathOf = (r: SeenRequest) => r.url.split('?')[0]

let navigate: jest.SpyInstance
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigate').mockResolvedValue()
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as unknown as typeof Taro.showToast)
  act(() => {
    useLanguageStore.setState({ language: 'zh' })
    resetStores()
  })
})
afterEach(() => jest.restoreAllMocks())

test('signed out: the preview with its rows, no signed-in home call, no error; a row asks to sign in and names its concept', async () => {
  const spy = mockRequest((r) => (pathOf(r) === '/api/mini_preview' ? ok(PREVIEW) : { statusCode: 404, data: null }))
  const goToLogin = jest.spyOn(login, 'goToLogin').mockImplementation(() => undefined)
  act(() => {
    useUserStore.setState({ user: loggedOut() })
    useViewportStore.setState({ isMobile: true })
  })
  renderWithData(<HomeScreen />)
  expect(await screen.findByText('巴恩风')).toBeTruthy()
  expect(screen.getByText('登录后查看完整榜单')).toBeTruthy()
  expect(screen.queryByText('首页加载失败')).toBeNull()
  expect(spy.mock.calls.map(([r]) => pathOf(r as SeenRequest))).not.toContain('/api/mini_homepage')
  expect(screen.queryAllByTestId('follow-button')).toEqual([])
  fireEvent.click(screen.getByText('直筒'))
  expect(goToLogin).toHaveBeenCalledWith({ name: 'detail', query: { word: '直筒', plat: 'all', cid: 16, ts: '2026-10' } })
  // 查看更多: the whole ranking, once signed in — not its "please sign in"
  fireEvent.click(screen.getByTestId('home-see-more'))
  expect(goToLogin).toHaveBeenLastCalledWith({ name: 'concept', query: { plat: 'all', cid: 16 } })
  expect(navigate).not.toHaveBeenCalled()
})

test('signed in: each top-list row has a heart; following from it does not open the row, and the report on screen asks again', async () => {
  let follows: FollowItem[] = []
  let reportAsked = 0
  const spy = mockRequest((r) => {
    const path = pathOf(r)
    if (path === '/api/mini_homepage') return ok(HOME)
    if (path === '/api/marked/list') return ok(follows)
    if (path === '/api/report') return (reportAsked++, ok({}))
    if (path === '/api/wx/tags') return ok({ ts: '2026-10', tags: [] })
    if (path === '/api/marked' && r.method === 'POST') {
      follows = [
        {
          id: 1,
          word: '直筒',
          type: 'concept',
          platform: 'all',
          category_id: 16,
          category_name: '女装',
          category_name_en: 'Women',
          jd_cat1: 0,
          created_at: '2026-11-01T00:00:00Z',
          alert_yoy_pct: null,
        },
      ]
      return ok({ monitor_flag: 1 })
    }
    return { statusCode: 404, data: null }
  })
  act(() => {
    useUserStore.setState({ user: analyst() })
    useViewportStore.setState({ isMobile: true })
  })
  renderWithData(
    <>
      <HomeScreen />
      <ReportProbe />
    </>,
  )
  await waitFor(() => expect(screen.getAllByTestId('follow-button')).toHaveLength(2))
  await waitFor(() => expect(reportAsked).toBeGreaterThan(0))
  const before = reportAsked
  const row = screen.getByText('直筒').closest('[data-testid="home-concept"]') as HTMLElement
  fireEvent.click(within(row).getByTestId('follow-button'))
  await waitFor(() => expect(within(row).getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true'))
  const posted = spy.mock.calls.map(([r]) => r as SeenRequest).find((r) => pathOf(r) === '/api/marked' && r.method === 'POST')
  expect(posted?.data).toEqual({ category_id: 16, func: 'add', type: 'concept', word: '直筒', platform: 'all', jd_cat1: 0 })
  expect(navigate).not.toHaveBeenCalled()
  await waitFor(() => expect(reportAsked).toBeGreaterThan(before))
})
