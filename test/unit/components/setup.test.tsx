import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { FollowItem, PhoneOption } from '../../../types'
import { SetUpScreen } from '../../../src/components/alerts/SetUpScreen'
import { WechatChannel } from '../../../src/components/alerts/WechatChannel'
import { useUserStore } from '../../../src/store/user'
import { loggedOut } from '../helpers/users'
import { useLanguageStore } from '../../../src/store/language'
import { fail, mockRequest, ok, type FakeResponse, type SeenRequest } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'
import { follow } from '../helpers/follows'

interface Answers {
  phones?: PhoneOption[]
  follows?: FollowItem[]
  /** answers by "METHOD path" beyond the three lists */
  writes?: Record<string, (request: SeenRequest) => FakeResponse>
  phonesAnswer?: () => FakeResponse
}

function serve({ phones = [{ phone_id: 7, phone: '138****5678' }], follows = [], writes = {}, phonesAnswer }: Answers = {}) {
  return mockRequest((request) => {
    const path = request.url.split('?')[0]
    const write = writes[`${request.method ?? 'GET'} ${path}`]
    if (write) return write(request)
    if (path === '/api/phone/setting') return phonesAnswer ? phonesAnswer() : ok(phones)
    if (path === '/api/marked/list') return ok(follows)
    if (path === '/api/phone/alerts') return ok([])
    return { statusCode: 404, data: null }
  })
}

const calls = (spy: jest.SpyInstance, method: string, path: string) =>
  spy.mock.calls.map(([r]) => r as SeenRequest).filter((r) => (r.method ?? 'GET') === method && r.url.split('?')[0] === path)
// Taro's Input is a Stencil element that renders its inner <input> later: type once it is there
async function type(testId: string, value: string) {
  const input = screen.getByTestId(testId)
  await waitFor(() => expect(input.querySelector('input')).not.toBeNull())
  fireEvent(input, new CustomEvent('input', { detail: { value }, bubbles: true }))
}

afterEach(() => {
  jest.restoreAllMocks()
  act(() => useLanguageStore.setState({ language: 'zh' }))
})

test('shows the phones (masked), the followed concepts that may alert (eBay too), and the alerts sent', async () => {
  serve({
    phones: [{ phone_id: 7, phone: '13812345678' }],
    follows: [
      follow(1, '巴恩风', { alert_yoy_pct: 50 }),
      follow(2, '美拉德'),
      follow(3, 'vintage', { platform: 'ebay', category_id: 1853126 }),
    ],
  })
  renderWithData(<SetUpScreen />)
  expect(screen.getByTestId('phones-loading')).toBeTruthy()
  expect(screen.getByTestId('rules-loading')).toBeTruthy()
  const rows = await screen.findAllByTestId('rule-row')
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringContaining('巴恩风'),
    expect.stringContaining('美拉德'),
    expect.stringContaining('eBay'),
  ])
  expect(within(rows[0]).getByTestId('rule-switch').getAttribute('aria-pressed')).toBe('true')
  expect(within(rows[1]).getByTestId('rule-switch').getAttribute('aria-pressed')).toBe('false')
  const phones = await screen.findByTestId('phones-panel')
  expect(phones.textContent).toContain('138****5678')
  expect(phones.textContent).not.toContain('13812345678')
  // the only phone cannot be removed
  expect(screen.queryByTestId('phone-remove')).toBeNull()
  expect(phones.textContent).toContain('唯一的手机号不能删除')
  expect((await screen.findByTestId('alerts-empty')).textContent).toContain('还没有提醒')
})

test('switching a concept on alerts from 30 % by default; a new threshold is saved; an invalid one is refused; off stops it', async () => {
  act(() => useLanguageStore.setState({ language: 'en' }))
  const spy = serve({
    follows: [follow(1, '巴恩风')],
    writes: {
      'PUT /api/phone/alert': (r) => ok(r.data),
      'DELETE /api/phone/alert': (r) => ok({ follow_id: Number(/follow_id=(\d+)/.exec(r.url)?.[1]), yoy_pct: null }),
    },
  })
  renderWithData(<SetUpScreen />)
  const row = await screen.findByTestId('rule-row')
  expect(within(row).getByTestId('rule-switch').textContent).toBe('Off')
  fireEvent.click(within(row).getByTestId('rule-switch'))
  await waitFor(() => expect(within(row).getByTestId('rule-switch').textContent).toBe('On'))
  expect(calls(spy, 'PUT', '/api/phone/alert').map((r) => r.data)).toEqual([{ follow_id: 1, yoy_pct: 30 }])
  expect(within(row).getByTestId('rule-message').textContent).toBe('Saved: alerts from 30%.')

  await type('rule-pct', '0')
  fireEvent.click(within(row).getByTestId('rule-save'))
  expect(within(row).getByTestId('rule-message').textContent).toBe('Enter a whole number from 1 to 1000.')
  expect(calls(spy, 'PUT', '/api/phone/alert')).toHaveLength(1)

  await type('rule-pct', '80')
  fireEvent.click(within(row).getByTestId('rule-save'))
  await waitFor(() => expect(within(row).getByTestId('rule-message').textContent).toBe('Saved: alerts from 80%.'))
  expect(calls(spy, 'PUT', '/api/phone/alert').map((r) => r.data)).toEqual([
    { follow_id: 1, yoy_pct: 30 },
    { follow_id: 1, yoy_pct: 80 },
  ])

  fireEvent.click(within(row).getByTestId('rule-switch'))
  await waitFor(() => expect(within(row).getByTestId('rule-switch').textContent).toBe('Off'))
  expect(calls(spy, 'DELETE', '/api/phone/alert').map((r) => r.url)).toEqual(['/api/phone/alert?follow_id=1'])
  expect(within(row).getByTestId('rule-message').textContent).toBe('Alerts for “巴恩风” stopped.')
})

test('the server refusing a rule shows its message and leaves the switch off', async () => {
  serve({
    follows: [follow(1, '巴恩风')],
    writes: { 'PUT /api/phone/alert': () => fail(-400, '参数 follow_id 错误：1 不是您关注的电商概念。') },
  })
  renderWithData(<SetUpScreen />)
  const row = await screen.findByTestId('rule-row')
  fireEvent.click(within(row).getByTestId('rule-switch'))
  await waitFor(() => expect(within(row).getByTestId('rule-message').textContent).toContain('不是您关注的电商概念'))
  expect(within(row).getByTestId('rule-switch').getAttribute('aria-pressed')).toBe('false')
})

test('adding a phone: confirm a number on file by code, then verify the new number by its code and save it; then it can be removed', async () => {
  let phones: PhoneOption[] = [{ phone_id: 7, phone: '138****5678' }]
  const spy = serve({
    writes: {
      'GET /api/phone/setting': () => ok(phones),
      'POST /api/sms/send/setting': (r) =>
        ok({ phone: (r.data as { phone?: string }).phone ?? '13812345678', resend_after_s: 60, expires_in_s: 300 }),
      'POST /api/sms/verify/setting': () => ok({ phone: '138****5678', verified: true, save_within_s: 600 }),
      'PUT /api/phone/setting': () => {
        phones = [...phones, { phone_id: 8, phone: '139****2222' }]
        return ok(phones)
      },
      'DELETE /api/phone/setting': () => {
        phones = phones.filter((p) => p.phone_id !== 8)
        return ok(phones)
      },
    },
  })
  renderWithData(<SetUpScreen />)
  await screen.findByTestId('phone-confirm-code')
  // step 1: a code to the number on file
  fireEvent.click(screen.getByTestId('phone-confirm-send'))
  await waitFor(() => expect(screen.getByTestId('add-phone-message').textContent).toBe('验证码已发送到 138****5678。'))
  expect(calls(spy, 'POST', '/api/sms/send/setting').map((r) => r.data)).toEqual([{ phone_id: 7 }])
  fireEvent.click(screen.getByTestId('phone-confirm-submit'))
  expect(screen.getByTestId('add-phone-message').textContent).toBe('请输入短信验证码')
  await type('phone-confirm-code', '123456')
  fireEvent.click(screen.getByTestId('phone-confirm-submit'))
  await waitFor(() => expect(screen.getByTestId('add-phone-message').textContent).toBe('已确认。请输入新的手机号。'))
  await screen.findByTestId('new-phone')
  expect(calls(spy, 'POST', '/api/sms/verify/setting').map((r) => r.data)).toEqual([{ phone_id: 7, code: '123456' }])

  // step 2: the new number, checked before any code goes out
  await type('new-phone', '1391111')
  fireEvent.click(screen.getByTestId('phone-number-send'))
  await waitFor(() => expect(screen.getByTestId('add-phone-message').textContent).toBe('请输入 11 位中国大陆手机号。'))
  expect(calls(spy, 'POST', '/api/sms/send/setting')).toHaveLength(1)
  await type('new-phone', '13911112222')
  fireEvent.click(screen.getByTestId('phone-number-send'))
  await waitFor(() => expect(calls(spy, 'POST', '/api/sms/send/setting')).toHaveLength(2))
  expect(calls(spy, 'POST', '/api/sms/send/setting')[1].data).toEqual({ phone: '13911112222' })
  await type('phone-number-code', '654321')
  fireEvent.click(screen.getByTestId('phone-number-submit'))
  await waitFor(() => expect(screen.getByTestId('add-phone-message').textContent).toBe('已添加手机号 139****2222。'))
  expect(calls(spy, 'POST', '/api/sms/verify/setting')[1].data).toEqual({ phone: '13911112222', code: '654321' })
  expect(calls(spy, 'PUT', '/api/phone/setting').map((r) => r.data)).toEqual([{ phone: '13911112222' }])
  expect(screen.getAllByTestId('phone-row')).toHaveLength(2)

  // two phones: either may go
  fireEvent.click(screen.getAllByTestId('phone-remove')[1])
  await waitFor(() => expect(screen.getAllByTestId('phone-row')).toHaveLength(1))
  expect(calls(spy, 'DELETE', '/api/phone/setting').map((r) => r.url)).toEqual(['/api/phone/setting?phone_id=8'])
  expect(screen.getByTestId('phones-message').textContent).toBe('已删除手机号 139****2222。')
})

test('a refused code is shown and the get-code button is free again at once', async () => {
  act(() => useLanguageStore.setState({ language: 'en' }))
  serve({ writes: { 'POST /api/sms/send/setting': () => fail(429, 'Please wait 42 s before requesting another code.') } })
  renderWithData(<SetUpScreen />)
  fireEvent.click(await screen.findByTestId('phone-confirm-send'))
  await waitFor(() => expect(screen.getByTestId('add-phone-message').textContent).toBe('Please wait 42 s before requesting another code.'))
  expect(screen.getByTestId('phone-confirm-send').textContent).toBe('Get code')
})

test('no follows: says to follow a concept first; the phones failing to load offer a retry; -401 offers the login', async () => {
  let phoneCalls = 0
  serve({ phonesAnswer: () => (++phoneCalls === 1 ? fail(-500, 'Server error') : ok([])), follows: [] })
  renderWithData(<SetUpScreen />)
  expect((await screen.findByTestId('rules-empty')).textContent).toContain('请先关注概念')
  const error = await screen.findByTestId('phones-error')
  expect(error.textContent).toContain('手机号加载失败')
  fireEvent.click(within(error).getByText('重试'))
  expect((await screen.findByTestId('phones-empty')).textContent).toContain('还没有手机号')
  // with no phone on file the new number needs no confirmation first
  expect(screen.getByTestId('new-phone')).toBeTruthy()

  jest.restoreAllMocks()
  mockRequest(() => fail(-401, 'Not logged in'))
  renderWithData(<SetUpScreen />)
  const refused = await screen.findAllByTestId('rules-error')
  expect(within(refused[refused.length - 1]).getByText('去登录')).toBeTruthy()
})

test('signed out: one way in, not each section asking to sign in; no WeChat channel left "checking"', async () => {
  mockRequest(() => fail(-401, 'Not logged in'))
  act(() => useUserStore.setState({ user: loggedOut() }))
  renderWithData(<SetUpScreen />)
  expect(screen.getByTestId('setup-logged-out').textContent).toContain('登录后可设置关注概念的增长提醒')
  expect(screen.getByTestId('setup-login').textContent).toBe('去登录')
  expect(screen.queryByTestId('rules-error')).toBeNull()
  expect(screen.queryByTestId('wechat-channel')).toBeNull()
  act(() => useUserStore.setState({ user: null }))
})

test('the WeChat channel says nothing rather than "checking" when its answer failed', async () => {
  mockRequest((r) => (r.url.startsWith('/api/wechat/subscription') ? fail(-500, 'Server error') : ok([])))
  renderWithData(<WechatChannel />)
  await waitFor(() => expect(screen.queryByTestId('wechat-channel')).toBeNull())
})
