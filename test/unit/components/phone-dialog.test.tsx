import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { PhoneOption } from '../../../types'
import { apiRequest } from '../../../src/api/client'
import { Layout } from '../../../src/components/shell/Layout'
import { PhoneDialog } from '../../../src/components/shell/PhoneDialog'
import { installSessionAlerts } from '../../../src/components/shell/session-alerts'
import { SMS_COUNTDOWN_S } from '../../../src/domain/constants'
import * as navigation from '../../../src/platform/navigation'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { deferred, fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { resetStores } from '../helpers/stores'
import { usePhoneDialogStore } from '../../../src/store/phone-dialog'
import { useViewportStore } from '../../../src/store/viewport'

const twoPhones: PhoneOption[] = [
  { phone_id: 7, phone: '13300006666' },
  { phone_id: 9, phone: '139****1234' },
]

interface Answers {
  phones?: PhoneOption[]
  send?: () => FakeResponse | Promise<FakeResponse>
  verify?: () => FakeResponse | Promise<FakeResponse>
  user?: FakeResponse
}

function serve({ phones = twoPhones, send, verify, user }: Answers = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    if (path === '/api/phone/setting') return ok(phones)
    if (path === '/api/sms/send/login') return send ? send() : ok({ phone: '133****6666', resend_after_s: 60, expires_in_s: 300 })
    if (path === '/api/sms/verify/login') return verify ? verify() : ok({ phone: '133****6666', verified: true, save_within_s: 0 })
    if (path === '/api/user' && user) return user
    return fail(-499, 'SMS verification required. Verify your phone, then refresh.')
  })
}

const sent = (spy: jest.SpyInstance, path: string) => spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => r.url === path)

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  })
}

async function openDialog(lang: 'zh' | 'en' = 'zh') {
  act(() => {
    useLanguageStore.setState({ language: lang })
    usePhoneDialogStore.setState({ open: true })
  })
  renderWithData(<PhoneDialog />)
  // Taro's input is a Stencil element that renders its inner <input> on animation frames of real
  // time (under fake timers it never does, and setting its value then throws inside Stencil):
  // let it render, then take the clock for the countdown.
  await waitFor(() => expect(screen.getByTestId('sms-code').querySelector('input')).not.toBeNull())
  jest.useFakeTimers()
  fakeClock = true
  await flush()
}

const dialog = () => screen.getByTestId('phone-dialog')
const message = () => screen.getByTestId('phone-message').textContent
const sendButton = () => screen.getByTestId('sms-send')
const typeCode = (value: string) =>
  fireEvent(screen.getByTestId('sms-code'), new CustomEvent('input', { detail: { value }, bubbles: true }))

let reload: jest.SpyInstance
let fakeClock = false
beforeEach(() => {
  reload = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined)
})
afterEach(() => {
  // Stencil queues its renders on an animation frame and waits for it: one left under the fake
  // clock would stop every later render of Taro's elements in this file
  if (fakeClock) for (let round = 0; round < 3; round++) jest.runOnlyPendingTimers()
  fakeClock = false
  jest.useRealTimers()
  jest.restoreAllMocks()
  resetStores()
  useLanguageStore.setState({ language: 'zh' })
})

test('closed until the store opens it; any -499 answer opens it', async () => {
  serve()
  const stop = installSessionAlerts()
  renderWithData(<PhoneDialog />)
  expect(screen.queryByTestId('phone-dialog')).toBeNull()
  await act(async () => {
    await apiRequest({ method: 'GET', path: '/api/social' }).catch(() => undefined)
  })
  await flush()
  expect(screen.getByTestId('phone-dialog')).toBeTruthy()
  stop()
})

test('an accessible dialog: role, aria-modal, focus inside; Escape closes it', async () => {
  serve()
  await openDialog()
  expect(dialog().getAttribute('role')).toBe('dialog')
  expect(dialog().getAttribute('aria-modal')).toBe('true')
  expect(dialog().getAttribute('aria-label')).toBe('短信验证')
  expect(dialog().contains(document.activeElement)).toBe(true)
  fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
  expect(usePhoneDialogStore.getState().open).toBe(false)
  expect(screen.queryByTestId('phone-dialog')).toBeNull()
})

test("the user's phones are listed masked, digits 4 to 7, as a radio group", async () => {
  serve()
  await openDialog()
  const options = screen.getAllByTestId('phone-option')
  expect(options.map((o) => o.textContent)).toEqual(['133****6666', '139****1234'])
  expect(options.map((o) => o.getAttribute('role'))).toEqual(['radio', 'radio'])
  fireEvent.click(options[1])
  expect(screen.getAllByTestId('phone-option').map((o) => o.getAttribute('aria-checked'))).toEqual(['false', 'true'])
})

test.each([
  ['zh', '请选择手机号', '请输入短信验证码'],
  ['en', 'Please select a phone number', 'Please enter the SMS verification code'],
] as const)('validation (%s): no phone chosen, then no code entered; nothing is sent', async (lang, noPhone, noCode) => {
  const spy = serve()
  await openDialog(lang)
  fireEvent.click(sendButton())
  expect(message()).toBe(noPhone)
  fireEvent.click(screen.getByTestId('sms-verify'))
  expect(message()).toBe(noPhone)
  fireEvent.click(screen.getAllByTestId('phone-option')[0])
  fireEvent.click(screen.getByTestId('sms-verify'))
  expect(message()).toBe(noCode)
  typeCode('   ')
  fireEvent.click(screen.getByTestId('sms-verify'))
  expect(message()).toBe(noCode)
  expect(sent(spy, '/api/sms/send/login')).toHaveLength(0)
  expect(sent(spy, '/api/sms/verify/login')).toHaveLength(0)
})

test('get code: sent to the chosen phone, then disabled for a 60 s countdown', async () => {
  const spy = serve()
  await openDialog()
  fireEvent.click(screen.getAllByTestId('phone-option')[1])
  fireEvent.click(sendButton())
  await flush()
  expect(sent(spy, '/api/sms/send/login').map((r) => r.data)).toEqual([{ phone_id: 9 }])
  expect(message()).toBe('验证码已发送至 133****6666')
  expect(sendButton().textContent).toBe(`${SMS_COUNTDOWN_S} 秒后重新获取`)
  expect(sendButton().getAttribute('aria-disabled')).toBe('true')

  fireEvent.click(sendButton())
  await act(async () => {
    jest.advanceTimersByTime((SMS_COUNTDOWN_S - 1) * 1000)
  })
  expect(sendButton().textContent).toBe('1 秒后重新获取')
  expect(sent(spy, '/api/sms/send/login')).toHaveLength(1)

  await act(async () => {
    jest.advanceTimersByTime(1000)
  })
  expect(sendButton().textContent).toBe('获取验证码')
  expect(sendButton().getAttribute('aria-disabled')).toBe('false')
  fireEvent.click(sendButton())
  await flush()
  expect(sent(spy, '/api/sms/send/login')).toHaveLength(2)
})

test('the countdown starts at the click and ends early when sending fails, showing the send error', async () => {
  const held = deferred<FakeResponse>()
  const spy = serve({ phones: twoPhones.slice(0, 1), send: () => held.promise })
  await openDialog()
  // a single phone is already chosen
  expect(screen.getByTestId('phone-option').getAttribute('aria-checked')).toBe('true')
  fireEvent.click(sendButton())
  await flush()
  expect(sendButton().getAttribute('aria-disabled')).toBe('true')
  fireEvent.click(sendButton())
  expect(sent(spy, '/api/sms/send/login')).toHaveLength(1)

  await act(async () => {
    jest.advanceTimersByTime(3000)
    held.resolve(fail(429, '请 42 秒后再获取验证码 / Please wait 42 s before requesting another code.'))
  })
  await flush()
  expect(message()).toBe('请 42 秒后再获取验证码 / Please wait 42 s before requesting another code.')
  expect(sendButton().textContent).toBe('获取验证码')
  expect(sendButton().getAttribute('aria-disabled')).toBe('false')
})

test('verify: phone and code are sent; success reloads the page', async () => {
  const spy = serve()
  await openDialog()
  fireEvent.click(screen.getAllByTestId('phone-option')[0])
  typeCode('12a34 56789')
  expect(screen.getByTestId('sms-code').getAttribute('value')).toBe('123456')
  fireEvent.click(screen.getByTestId('sms-verify'))
  await flush()
  expect(sent(spy, '/api/sms/verify/login').map((r) => r.data)).toEqual([{ phone_id: 7, code: '123456' }])
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a wrong code shows the server message and does not reload', async () => {
  serve({ verify: () => fail(-400, '验证码错误，还可尝试 4 次 / Wrong code; 4 attempts left.') })
  await openDialog()
  fireEvent.click(screen.getAllByTestId('phone-option')[0])
  typeCode('000000')
  fireEvent.click(screen.getByTestId('sms-verify'))
  await flush()
  expect(message()).toBe('验证码错误，还可尝试 4 次 / Wrong code; 4 attempts left.')
  expect(reload).not.toHaveBeenCalled()
})

test('sms@: /api/user answers -499 alone; no user is made up, the header shows the session by its masked phone and the dialog opens', async () => {
  serve({
    phones: [{ phone_id: 7, phone: '133****6666' }],
    user: fail(-499, 'SMS verification required. Verify your phone, then refresh.'),
  })
  act(() => {
    useViewportStore.setState({ isMobile: false })
  })
  await act(async () => {
    await useUserStore.getState().loadUser()
  })
  const state = useUserStore.getState()
  // no login info came, so there is no user (nor its permission lists) until verification: the
  // screens show the load's -499 as they show any failed /api/user
  expect([state.smsPending, state.smsPhone, state.user, state.error?.code]).toEqual([true, '133****6666', null, -499])
  expect(usePhoneDialogStore.getState().open).toBe(true)
  render(
    <Layout route='concept'>
      <div />
    </Layout>,
  )
  await flush()
  expect(screen.queryByTestId('login-link')).toBeNull()
  expect(screen.getByTestId('user-menu').textContent).toContain('6666')
  expect(screen.getByTestId('phone-dialog')).toBeTruthy()
})
