import Taro from '@tarojs/taro'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { LoginInfo, QrCode } from '../../../types'
import { Layout } from '../../../src/components/shell/Layout'
import { forgetQrCodes } from '../../../src/components/shell/QrPanel'
import type { RouteName } from '../../../src/domain/routes'
import zh from '../../../src/i18n/zh'
import { useUserStore } from '../../../src/store/user'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { analyst, freeUser, miniUser, partner, loggedOut } from '../helpers/users'
import { resetStores } from '../helpers/stores'
import { useNoticesStore } from '../../../src/store/notices'
import { useViewportStore } from '../../../src/store/viewport'

/** GET /api/get_qr_code as the server answers it: the share URL and its code as an SVG data URL. */
function qrAnswer(request: SeenRequest): FakeResponse {
  const path = new URL(request.url, 'http://gr.test').searchParams.get('path') ?? ''
  const code: QrCode = { url: `http://gr.test${path}`, svg: `data:image/svg+xml;base64,${btoa(path)}`, version: 3, size: 29 }
  return request.url.startsWith('/api/get_qr_code') ? ok(code) : fail(-404)
}

let requests: jest.SpyInstance
beforeEach(() => {
  forgetQrCodes()
  requests = mockRequest(qrAnswer)
})
afterEach(() => jest.restoreAllMocks())

/** Renders the shell and lets the QR panels' code requests settle (inside act). */
async function renderShell(user: LoginInfo, { isMobile = false, route = 'concept' as RouteName } = {}) {
  act(() => {
    resetStores()
    useUserStore.setState({ user })
    useViewportStore.setState({ isMobile })
  })
  let result!: ReturnType<typeof render>
  await act(async () => {
    result = render(
      <Layout route={route}>
        <div>page body</div>
      </Layout>,
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return result
}

const has = (testId: string) => screen.queryByTestId(testId) !== null

afterEach(() => resetStores())

test('analyst on desktop: logo, both QR panels, language select, masked name, switcher, footer', async () => {
  await renderShell(analyst())
  expect([has('product-brand'), has('qr-support'), has('qr-demo'), has('language-select'), has('switcher'), has('footer')]).toEqual([
    true,
    true,
    true,
    true,
    true,
    true,
  ])
  // the name shows only its last 5 characters (masks, docs/rules.md); the header draws at most 6 stars
  const shown = screen.getByTestId('user-menu').textContent ?? ''
  expect(shown).toContain('******.demo')
  expect(shown).not.toContain('analyst')
  expect(document.body.textContent).toContain('page body')
})

test('the QR panels show the real codes the server makes of their pages, and say "scan"', async () => {
  await renderShell(analyst())
  const support = await screen.findByTestId('qr-support-image')
  const demo = await screen.findByTestId('qr-demo-image')
  expect(support.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa('/activityRules?topic=support')}`)
  expect(demo.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa('/activityRules?topic=demo')}`)
  expect(screen.getByTestId('qr-support-hint').textContent).toBe(zh.header.afterSalesScan)
  expect(screen.getByTestId('qr-demo-hint').textContent).toBe(zh.header.demoScan)
  const asked = requests.mock.calls.map(([r]) => (r as SeenRequest).url)
  expect(asked.sort()).toEqual([
    `/api/get_qr_code?path=${encodeURIComponent('/activityRules?topic=demo')}`,
    `/api/get_qr_code?path=${encodeURIComponent('/activityRules?topic=support')}`,
  ])
})

test("the codes are asked for once, not by every page's header", async () => {
  const first = await renderShell(analyst())
  await screen.findByTestId('qr-demo-image')
  first.unmount()
  await renderShell(analyst())
  expect(screen.getByTestId('qr-support-image')).toBeTruthy()
  expect(requests).toHaveBeenCalledTimes(2)
})

test('when the server cannot make a code, the panel keeps its sentence without an image', async () => {
  requests.mockRestore()
  requests = mockRequest(() => fail(-500, 'Server error. Please try again later.'))
  await renderShell(analyst())
  await waitFor(() => expect(requests).toHaveBeenCalledTimes(2))
  expect([has('qr-support'), has('qr-support-image'), has('qr-demo-image')]).toEqual([true, false, false])
  expect(screen.getByTestId('qr-support-hint').textContent).toBe(zh.header.afterSalesHint)
  expect(screen.getByTestId('qr-demo-hint').textContent).toBe(zh.header.demoHint)
})

test('logged out: the panels show their sentence and ask the server for nothing', async () => {
  await renderShell(loggedOut())
  expect([has('qr-support'), has('qr-support-image'), has('qr-demo-image')]).toEqual([true, false, false])
  expect(screen.getByTestId('qr-demo-hint').textContent).toBe(zh.header.demoHint)
  expect(requests).not.toHaveBeenCalled()
})

test('partner: own logo and title, page title, no QR panels, no footer', async () => {
  await renderShell(partner())
  expect(screen.getByTestId('partner-brand').textContent).toContain('Acme Retail Insights')
  expect(document.title).toBe('Acme Retail Insights')
  expect([has('product-brand'), has('qr-support'), has('footer')]).toEqual([false, false, false])
})

test('the user menu and the phone\'s "more" sheet lead to the screens made of the user\'s follows: comparison and report', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
  await renderShell(analyst())
  fireEvent.click(within(screen.getByTestId('user-menu')).getByRole('button', { expanded: false }))
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['概念对比', '月度报告', '退出登录'])
  fireEvent.click(screen.getByTestId('user-menu-compare'))
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/compare/index' })
  // chosen: the menu closes
  expect(screen.queryByRole('menu')).toBeNull()
  cleanup()

  await renderShell(analyst(), { isMobile: true })
  fireEvent.click(screen.getByTestId('mobile-nav-more'))
  fireEvent.click(screen.getByTestId('mobile-more-report'))
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/report/index' })
})

test('free user: no language select and no support panels', async () => {
  await renderShell(freeUser())
  expect([has('language-select'), has('qr-support'), has('qr-demo'), has('footer')]).toEqual([false, false, false, true])
})

test('mini-program user: no login controls and no footer', async () => {
  await renderShell(miniUser())
  expect([has('user-menu'), has('login-link'), has('footer')]).toEqual([false, false, false])
})

test('mobile: top header and switcher hidden, footer kept', async () => {
  await renderShell(analyst(), { isMobile: true })
  expect([has('top-header'), has('switcher'), has('footer')]).toEqual([false, false, true])
})

test('logged out: a login link instead of the user menu', async () => {
  await renderShell(loggedOut())
  expect([has('login-link'), has('user-menu')]).toEqual([true, false])
})

test.each([
  ['detail', true, false, true],
  ['loginPage', false, false, false],
  ['activityRules', false, false, false],
  ['social', true, true, true],
] as const)('route %s: top header %s, switcher %s, footer %s', async (route, top, switcher, footer) => {
  await renderShell(analyst(), { route })
  expect([has('top-header'), has('switcher'), has('footer')]).toEqual([top, switcher, footer])
})

test('notices show as warnings in the current language', () => {
  act(() => {
    resetStores()
    useUserStore.setState({ user: analyst() })
    useNoticesStore.setState({ notices: [{ id: 1, content: '系统维护通知', content_en: 'Maintenance notice', created_at: '' }] })
  })
  render(
    <Layout route='concept'>
      <div />
    </Layout>,
  )
  expect(screen.getByTestId('notices').textContent).toContain('系统维护通知')
})

describe('shell defects', () => {
  test('a notice closes and stays closed (its id is kept on this device)', () => {
    window.localStorage.clear()
    const notice = { id: 7, content: '系统维护通知', content_en: 'Maintenance notice', created_at: '' }
    act(() => {
      resetStores()
      useUserStore.setState({ user: analyst() })
      useNoticesStore.setState({ notices: [notice] })
    })
    const first = render(
      <Layout route='concept'>
        <div />
      </Layout>,
    )
    act(() => screen.getByTestId('notice-dismiss').click())
    expect(has('notices')).toBe(false)
    first.unmount()
    render(
      <Layout route='concept'>
        <div />
      </Layout>,
    )
    expect(has('notices')).toBe(false)
  })

  test('the avatar letter is the first of the account name, not the last of the masked one', async () => {
    await renderShell({ ...analyst(), username: 'analyst@growthradar.demo' })
    expect(document.querySelector('.gr-user__avatar')?.textContent).toBe('A')
  })

  test('until /api/user answers (or when it failed) no login button is offered', async () => {
    await renderShell(null as unknown as LoginInfo)
    expect([has('login-link'), has('user-menu')]).toEqual([false, false])
  })

  test('a phone gets a tab bar with the three views and "more"; the login page and a desktop get none', async () => {
    await renderShell(analyst(), { isMobile: true })
    expect(['social', 'concept', 'myAttention', 'more'].map((id) => has(`mobile-nav-${id}`))).toEqual([true, true, true, true])
    cleanup()
    await renderShell(analyst(), { isMobile: true, route: 'loginPage' })
    expect(has('mobile-nav')).toBe(false)
    cleanup()
    await renderShell(analyst(), { isMobile: false })
    expect(has('mobile-nav')).toBe(false)
  })

  test('after a -424 logout the next page still says why: the message of the disabled account (error_msg.msg)', async () => {
    window.localStorage.setItem('signedOutReason', '账号已停用，请联系客户成功经理')
    await renderShell(loggedOut())
    expect(screen.getByTestId('signed-out-notice').textContent).toContain('账号已停用')
    // shown once: the reason belongs to that logout
    expect(window.localStorage.getItem('signedOutReason')).toBeNull()
    // the page mounted again as the app settles still says it, until it is dismissed
    cleanup()
    await renderShell(loggedOut())
    fireEvent.click(within(screen.getByTestId('signed-out-notice')).getByLabelText(zh.notice.dismiss))
    expect(screen.queryByTestId('signed-out-notice')).toBeNull()
    cleanup()
    await renderShell(loggedOut())
    expect(screen.queryByTestId('signed-out-notice')).toBeNull()
  })
})
