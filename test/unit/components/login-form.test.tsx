// The login page's form: the password and the SMS code on both targets; WeChat login only
// in the mini-program, where a WeChat user with no account yet is linked by the next login.
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { LoginForm } from '../../../src/components/shell/LoginForm'
import * as navigation from '../../../src/platform/navigation'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { analyst } from '../helpers/users'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { resetStores } from '../helpers/stores'

// the mini-program's twin, switched on per test (jest resolves the H5 twin by default); a var, as
// the store reads the module while this file's imports run
// eslint-disable-next-line no-var
var mockMiniProgram = false
jest.mock('../../../src/platform/login', () => {
  const h5 = jest.requireActual('../../../src/platform/login.h5')
  const weapp = jest.requireActual('../../../src/platform/login.weapp')
  return new Proxy({}, { get: (_, key: string) => (mockMiniProgram ? weapp : h5)[key] })
})

type Handler = (request: SeenRequest) => FakeResponse | Promise<FakeResponse>
function serve(routes: Record<string, Handler>) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (routes[path]) return routes[path](request)
    if (path === '/api/user') return ok(analyst())
    return fail(-404, 'not here')
  })
}
const calls = (spy: jest.SpyInstance, path: string) => spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.url === path)
const type = (testId: string, value: string) =>
  fireEvent(screen.getByTestId(testId), new CustomEvent('input', { detail: { value }, bubbles: true }))
const flush = () =>
  act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve()
  })

let navigate: jest.SpyInstance
beforeEach(() => {
  mockMiniProgram = false
  useLanguageStore.setState({ language: 'en' })
  navigate = jest.spyOn(navigation, 'navigate').mockResolvedValue(undefined)
})
afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear() // first: the store's initial token is read from storage
  resetStores()
})

async function renderForm() {
  render(<LoginForm />)
  await waitFor(() => expect(screen.getByTestId('login-username').querySelector('input')).not.toBeNull())
}

const cookieOk = () => ok({ cookie: true })
/** The web keeps no token: the login's session is handed to the browser's cookie with that token. */
function expectSessionInCookie(spy: jest.SpyInstance, token: string) {
  expect(calls(spy, '/sso/cookie').map((r) => r.header?.['X-API-KEY'])).toEqual([token])
  expect(useUserStore.getState().token).toBeNull()
  expect(window.localStorage.getItem('token')).toBeNull()
}

test('on the web there is no WeChat button; the password logs in, moves the session to the cookie and opens the concepts', async () => {
  const spy = serve({ '/sso/token': () => ok({ token: 'T1' }), '/sso/cookie': cookieOk })
  await renderForm()
  expect(screen.queryByTestId('login-wechat')).toBeNull()
  type('login-username', ' analyst@growthradar.demo ')
  type('login-secret', 'demo2026')
  fireEvent.click(screen.getByTestId('login-submit'))
  await flush()
  expect(calls(spy, '/sso/token').map((r) => r.data)).toEqual([{ username: 'analyst@growthradar.demo', password: 'demo2026' }])
  expectSessionInCookie(spy, 'T1')
  expect(navigate).toHaveBeenCalledWith('concept', undefined, { replace: true })
})

test('SMS code: nothing is sent before the terms are agreed to; a number that is not a mainland mobile asks again; a code is sent, counted down and verified', async () => {
  const spy = serve({
    '/sso/sms/send': () => ok({ phone: '133****6666', resend_after_s: 60, expires_in_s: 300 }),
    '/sso/sms/login': () => ok({ token: 'T2' }),
    '/sso/cookie': cookieOk,
  })
  await renderForm()
  expect(screen.queryByTestId('login-consent')).toBeNull() // the password signs in an account that agreed already
  fireEvent.click(screen.getByTestId('login-method-phone'))
  await waitFor(() => expect(screen.getByTestId('login-phone-number').querySelector('input')).not.toBeNull())
  // a number without an account opens one under the terms: they are agreed to first
  expect(screen.getByTestId('login-phone-hint').textContent).toBe('A number without an account opens a free account once verified.')
  type('login-phone-number', '133 0000 6666')
  fireEvent.click(screen.getByTestId('login-phone-send'))
  expect(screen.getByTestId('login-message').textContent).toMatch(/^Please read and tick your agreement/)
  fireEvent.click(screen.getByTestId('login-consent-box'))
  type('login-phone-number', '12345')
  fireEvent.click(screen.getByTestId('login-phone-send'))
  expect(screen.getByTestId('login-phone-message').textContent).toBe('Enter an 11-digit mainland China mobile number')
  expect(calls(spy, '/sso/sms/send')).toHaveLength(0)

  type('login-phone-number', '133 0000 6666')
  fireEvent.click(screen.getByTestId('login-phone-send'))
  await flush()
  expect(calls(spy, '/sso/sms/send').map((r) => r.data)).toEqual([{ phone: '13300006666' }])
  expect(screen.getByTestId('login-phone-message').textContent).toBe('A code is on its way to 133****6666 (valid 5 minutes).')
  expect(screen.getByTestId('login-phone-send').textContent).toMatch(/^Resend in (60|59) s$/)

  type('login-phone-code', '12a3456')
  fireEvent.click(screen.getByTestId('login-phone-submit'))
  await flush()
  expect(calls(spy, '/sso/sms/login').map((r) => r.data)).toEqual([{ phone: '13300006666', code: '123456', agree: true }])
  expectSessionInCookie(spy, 'T2')
})

test('SMS code: a refused send ends the countdown early and says why', async () => {
  serve({ '/sso/sms/send': () => fail(429, 'Please wait 42 s before requesting another code.') })
  await renderForm()
  fireEvent.click(screen.getByTestId('login-method-phone'))
  await waitFor(() => expect(screen.getByTestId('login-phone-number').querySelector('input')).not.toBeNull())
  fireEvent.click(screen.getByTestId('login-consent-box'))
  type('login-phone-number', '13300006666')
  fireEvent.click(screen.getByTestId('login-phone-send'))
  await flush()
  expect(screen.getByTestId('login-phone-message').textContent).toBe('Please wait 42 s before requesting another code.')
  expect(screen.getByTestId('login-phone-send').textContent).toBe('Get code')
})

describe('in the mini-program', () => {
  beforeEach(() => {
    mockMiniProgram = true
  })
  /** the consent box the mini-program's login asks to tick first */
  const agree = () => fireEvent.click(screen.getByTestId('login-consent-box'))

  test('consent comes first: no WeChat code, phone number or password is sent until the box is ticked', async () => {
    const wxLogin = jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wxcode0', errMsg: 'login:ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    const spy = serve({
      '/sso/wx/login': () => ok({ linked: true, token: 'W0' }),
      '/sso/token': () => ok({ token: 'T0' }),
      '/sso/sms/send': () => ok({}),
    })
    await renderForm()
    expect(screen.getByTestId('login-consent').textContent).toBe('I have read and agree to the User Agreement and the Privacy Policy')
    fireEvent.click(screen.getByTestId('login-wechat'))
    type('login-username', 'mini@growthradar.demo')
    type('login-secret', 'demo2026')
    fireEvent.click(screen.getByTestId('login-submit'))
    fireEvent.click(screen.getByTestId('login-method-phone'))
    type('login-phone-number', '13400005555')
    fireEvent.click(screen.getByTestId('login-phone-send'))
    await flush()
    expect(wxLogin).not.toHaveBeenCalled()
    expect(spy).not.toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/\/sso\//) }))
    expect(screen.getByTestId('login-message').textContent).toBe(
      'Please read and tick your agreement to the User Agreement and the Privacy Policy first',
    )

    agree()
    expect(screen.queryByTestId('login-message')).toBeNull()
    fireEvent.click(screen.getByTestId('login-wechat'))
    await flush()
    expect(calls(spy, '/sso/wx/login')).toHaveLength(1)
  })

  test('the two texts open from the consent line', async () => {
    serve({})
    await renderForm()
    fireEvent.click(screen.getByText('User Agreement'))
    fireEvent.click(screen.getByText('Privacy Policy'))
    expect(navigate.mock.calls).toEqual([['userAgreement'], ['privacyPolicy']])
  })

  test('WeChat login: the wx.login code for a session, then the mini-program home', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wxcode1', errMsg: 'login:ok' } as never)
    const spy = serve({ '/sso/wx/login': () => ok({ linked: true, token: 'W1' }) })
    await renderForm()
    agree()
    fireEvent.click(screen.getByTestId('login-wechat'))
    await flush()
    expect(calls(spy, '/sso/wx/login').map((r) => r.data)).toEqual([{ code: 'wxcode1' }])
    expect(useUserStore.getState().token).toBe('W1')
    expect(navigate).toHaveBeenCalledWith('wxHomePage', undefined, { replace: true })
  })

  test('a WeChat user with no account: told how to get in; a password login sends the ticket and links WeChat', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wxcode2', errMsg: 'login:ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    const spy = serve({
      '/sso/wx/login': () => ok({ linked: false, wx_ticket: 'TICKET', expires_in_s: 600 }),
      '/sso/token': () => ok({ token: 'T3', wechat_linked: true }),
    })
    await renderForm()
    agree()
    fireEvent.click(screen.getByTestId('login-wechat'))
    await flush()
    expect(screen.getByTestId('login-message').textContent).toMatch(/^This WeChat is not linked to an account yet/)
    expect(useUserStore.getState().token).toBeNull()
    expect(navigate).not.toHaveBeenCalled()

    // someone with an account chooses the password instead of the phone code offered first
    fireEvent.click(screen.getByTestId('login-method-password'))
    type('login-username', 'mini@growthradar.demo')
    type('login-secret', 'demo2026')
    fireEvent.click(screen.getByTestId('login-submit'))
    await flush()
    expect(calls(spy, '/sso/token').map((r) => r.data)).toEqual([
      { username: 'mini@growthradar.demo', password: 'demo2026', wx_ticket: 'TICKET' },
    ])
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'WeChat linked: next time, just tap WeChat login' }))
    expect(navigate).toHaveBeenCalledWith('wxHomePage', undefined, { replace: true })
  })

  test('a new WeChat user: the phone code opens a free account linked to this WeChat, and says so', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wxcode3', errMsg: 'login:ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    const spy = serve({
      '/sso/wx/login': () => ok({ linked: false, wx_ticket: 'TICKET2', expires_in_s: 600 }),
      '/sso/sms/send': () => ok({ phone: '158****1234', resend_after_s: 60, expires_in_s: 300 }),
      '/sso/sms/login': () => ok({ token: 'N1', wechat_linked: true, created: true }),
    })
    await renderForm()
    agree()
    fireEvent.click(screen.getByTestId('login-wechat'))
    await flush()
    // the phone code is the way in for someone without an account: its form is open
    expect(screen.getByTestId('login-method-phone').getAttribute('aria-selected')).toBe('true')
    type('login-phone-number', '15800001234')
    fireEvent.click(screen.getByTestId('login-phone-send'))
    await flush()
    type('login-phone-code', '654321')
    fireEvent.click(screen.getByTestId('login-phone-submit'))
    await flush()
    expect(calls(spy, '/sso/sms/login').map((r) => r.data)).toEqual([
      { phone: '15800001234', code: '654321', agree: true, wx_ticket: 'TICKET2' },
    ])
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your free account is open' }))
    expect(useUserStore.getState().token).toBe('N1')
    expect(navigate).toHaveBeenCalledWith('wxHomePage', undefined, { replace: true })
  })

  test("a code WeChat refuses: the server's message, no session", async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'used', errMsg: 'login:ok' } as never)
    serve({ '/sso/wx/login': () => fail(-400, 'The WeChat login code is invalid or was already used; tap WeChat login again.') })
    await renderForm()
    agree()
    fireEvent.click(screen.getByTestId('login-wechat'))
    await flush()
    expect(screen.getByTestId('login-message').textContent).toBe(
      'The WeChat login code is invalid or was already used; tap WeChat login again.',
    )
    expect(useUserStore.getState().token).toBeNull()
  })
})
