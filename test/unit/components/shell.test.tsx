import { act, render, screen } from '@testing-library/react'
import type { LoginInfo } from '../../../types'
import { Layout } from '../../../src/components/shell/Layout'
import type { RouteName } from '../../../src/domain/routes'
import { useUserStore } from '../../../src/store/user'
import { analyst, freeUser, miniUser, partner, loggedOut } from '../helpers/users'

function renderShell(user: LoginInfo, { isMobile = false, route = 'concept' as RouteName } = {}) {
  act(() => {
    useUserStore.getState().reset()
    useUserStore.setState({ user, isMobile })
  })
  return render(
    <Layout route={route}>
      <div>page body</div>
    </Layout>,
  )
}

const has = (testId: string) => screen.queryByTestId(testId) !== null

afterEach(() => useUserStore.getState().reset())

test('analyst on desktop: logo, both QR panels, language select, masked name, switcher, footer', () => {
  renderShell(analyst())
  expect([has('product-brand'), has('qr-support'), has('qr-demo'), has('language-select'), has('switcher'), has('footer')]).toEqual([
    true, true, true, true, true, true,
  ])
  // SPEC §9: all but the last 5 characters masked.
  // SPEC §9: all but the last 5 characters masked (the header shows at most 6 of the stars).
  const shown = screen.getByTestId('user-menu').textContent ?? ''
  expect(shown).toContain('******.demo')
  expect(shown).not.toContain('analyst')
  expect(document.body.textContent).toContain('page body')
})

test('partner: own logo and title, page title, no QR panels, no footer (SPEC §6)', () => {
  renderShell(partner())
  expect(screen.getByTestId('partner-brand').textContent).toContain('Acme Retail Insights')
  expect(document.title).toBe('Acme Retail Insights')
  expect([has('product-brand'), has('qr-support'), has('footer')]).toEqual([false, false, false])
})

test('free user: no language select and no support panels (SPEC §6)', () => {
  renderShell(freeUser())
  expect([has('language-select'), has('qr-support'), has('qr-demo'), has('footer')]).toEqual([false, false, false, true])
})

test('mini-program user: no login controls and no footer (SPEC §6)', () => {
  renderShell(miniUser())
  expect([has('user-menu'), has('login-link'), has('footer')]).toEqual([false, false, false])
})

test('mobile: top header and switcher hidden, footer kept (SPEC §2)', () => {
  renderShell(analyst(), { isMobile: true })
  expect([has('top-header'), has('switcher'), has('footer')]).toEqual([false, false, true])
})

test('logged out: a login link instead of the user menu', () => {
  renderShell(loggedOut())
  expect([has('login-link'), has('user-menu')]).toEqual([true, false])
})

test.each([
  ['detail', true, false, true],
  ['loginPage', false, false, false],
  ['activityRules', false, false, false],
  ['social', true, true, true],
] as const)('route %s: top header %s, switcher %s, footer %s', (route, top, switcher, footer) => {
  renderShell(analyst(), { route })
  expect([has('top-header'), has('switcher'), has('footer')]).toEqual([top, switcher, footer])
})

test('notices show as warnings in the current language', () => {
  act(() => {
    useUserStore.getState().reset()
    useUserStore.setState({ user: analyst(), notices: [{ id: 1, content: '系统维护通知', content_en: 'Maintenance notice', created_at: '' }] })
  })
  render(
    <Layout route='concept'>
      <div />
    </Layout>,
  )
  expect(screen.getByTestId('notices').textContent).toContain('系统维护通知')
})
