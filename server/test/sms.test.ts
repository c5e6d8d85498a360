// SMS verification over HTTP: the -499 account verifies and stops getting -499,
// the 60 s resend window answers the seconds left, five wrong codes lock the code, phones are
// masked in every answer. The clock-driven rules (expiry, a new code after the window) are covered
// with an injected clock in pg-accounts.test.ts.
import { api, expectEnvelope, tokenFor } from './helpers'
import { latestCode, otherCode, type OutboxMessage } from './sms-helpers'

async function firstPhoneId(token: string): Promise<number> {
  const { json } = await api<{ phone_id: number; phone: string }[]>('/api/phone/setting', { token })
  expect(json.status).toBe('ok')
  return json.data[0].phone_id
}

test.each([
  ['/api/sms/send/login', { phone_id: 1 }],
  ['/api/sms/send/setting', { phone: '13911112222' }],
  ['/api/sms/verify/login', { phone_id: 1, code: '123456' }],
  ['/api/sms/verify/setting', { phone: '13911112222', code: '123456' }],
])('%s without a session: -401', async (path, body) => {
  const { json } = await api(path, { body })
  expectEnvelope(json)
  expect(json.error_code).toBe(-401)
})

test('a disabled account gets -424 with error_msg.msg', async () => {
  const { json } = await api('/api/sms/send/login', { body: { phone_id: 1 }, token: await tokenFor('disabled@growthradar.demo') })
  expect(json.error_code).toBe(-424)
  expect(json.error_msg).toEqual({ msg: expect.stringContaining('disabled') })
})

test.each([
  ['/api/sms/send/login', { phone_id: 'one' }, /phone_id/],
  ['/api/sms/send/login', {}, /phone_id/],
  ['/api/sms/send/login', { phone_id: 999999 }, /phone_id: 999999 is not one of your phones/],
  ['/api/sms/send/login', { phone: '13911112222' }, /phone_id/],
  ['/api/sms/verify/login', { phone_id: 1, code: '12a456' }, /code/],
  ['/api/sms/verify/login', { phone_id: 1 }, /code/],
  ['/api/sms/send/setting', { phone: '12345678901' }, /phone: not a Chinese mobile number/],
  ['/api/sms/send/setting', {}, /phone_id/],
  ['/api/sms/send/setting', { phone: '13911112222', phone_id: 1 }, /not both/],
])('%s with bad input %j: -400 naming the field', async (path, body, message) => {
  const { json } = await api(path, { body, token: await tokenFor('staff@growthradar.cn') })
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toMatch(message)
})

// Runs before the test below verifies sms2@: the account is still waiting for SMS verification here.
test('an account waiting for SMS verification cannot put a number of its own on file and pass with it (-499)', async () => {
  const token = await tokenFor('sms2@growthradar.demo')
  const en = { 'accept-language': 'en-US,en;q=0.9' }
  const before = await api<{ phone_id: number; phone: string }[]>('/api/phone/setting', { token })
  expect(before.json.data).toEqual([{ phone_id: expect.any(Number), phone: '133****8888' }])
  const onFile = before.json.data[0].phone_id
  const mine = '15600001188' // the attacker's number

  // the walk of the finding: a setting code to the attacker's number, verified, saved, then a login code to it
  const send = await api('/api/sms/send/setting', { token, body: { phone: mine }, headers: en })
  expect(send.json).toMatchObject({ status: 'error', error_code: -499 })
  expect(String(send.json.error_msg)).toMatch(/^SMS verification is pending/)
  const outbox = await api<OutboxMessage[]>(`/sso/dev/outbox?phone=${mine}&limit=1`)
  expect(outbox.json.data).toEqual([]) // nothing was texted to it
  const verify = await api('/api/sms/verify/setting', {
    token,
    body: { phone: mine, code: '123456' },
    headers: { 'accept-language': 'zh-CN' },
  })
  expect(verify.json.error_code).toBe(-499)
  // zh by default: the refusal is written in the request's language
  expect(String(verify.json.error_msg)).toMatch(/短信验证/)
  // the phone list does not change while verification is pending: not by adding, replacing or deleting
  for (const body of [{ phone: mine }, { phone: mine, phone_id: onFile }]) {
    expect((await api('/api/phone/setting', { method: 'PUT', token, body })).json.error_code).toBe(-499)
  }
  expect((await api(`/api/phone/setting?phone_id=${onFile}`, { method: 'DELETE', token })).json.error_code).toBe(-499)
  // so no login code can go anywhere but the number on file, and the account is still waiting
  expect((await api('/api/phone/setting', { token })).json.data).toEqual(before.json.data)
  expect((await api('/api/sms/send/login', { token, body: { phone: mine } })).json.error_code).toBe(-400)
  expect((await api('/api/user', { token })).json.error_code).toBe(-499)
})

test('sms2@ (verification pending) verifies by SMS and stops getting -499', async () => {
  const token = await tokenFor('sms2@growthradar.demo')
  const before = await api('/api/user', { token })
  expect(before.json.error_code).toBe(-499)

  // the dialog lists the phones while verification is pending
  const phones = await api<{ phone_id: number; phone: string }[]>('/api/phone/setting', { token })
  expect(phones.json.data).toEqual([{ phone_id: expect.any(Number), phone: '133****8888' }])
  const phoneId = phones.json.data[0].phone_id

  const sent = await api<{ phone: string; resend_after_s: number; expires_in_s: number }>('/api/sms/send/login', {
    token,
    body: { phone_id: phoneId },
  })
  expect(sent.json).toEqual({
    status: 'ok',
    error_code: 0,
    error_msg: '',
    data: { phone: '133****8888', resend_after_s: 60, expires_in_s: 300 },
  })

  // the 60 s window: the error says how many seconds are left
  const again = await api<{ retry_after_s: number }>('/api/sms/send/login', { token, body: { phone_id: phoneId } })
  expect(again.status).toBe(200)
  expect(again.json.error_code).toBe(429)
  expect(again.json.data.retry_after_s).toBeGreaterThanOrEqual(55)
  expect(again.json.data.retry_after_s).toBeLessThanOrEqual(60)
  expect(String(again.json.error_msg)).toContain(`${again.json.data.retry_after_s} s`)

  const code = await latestCode('13300008888')
  const wrong = await api('/api/sms/verify/login', { token, body: { phone_id: phoneId, code: otherCode(code) } })
  expect(wrong.json.error_code).toBe(-400)
  expect(String(wrong.json.error_msg)).toMatch(/Wrong code; 4 attempts left/)
  expect((await api('/api/user', { token })).json.error_code).toBe(-499)

  const ok = await api('/api/sms/verify/login', { token, body: { phone_id: phoneId, code } })
  expect(ok.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: { phone: '133****8888', verified: true, save_within_s: 0 } })
  expect((await api('/api/user', { token })).json.status).toBe('ok')
  // the account's flag is cleared: a new session is not asked again
  const fresh = await tokenFor('sms2@growthradar.demo')
  expect((await api('/api/user', { token: fresh })).json.status).toBe('ok')
  // a code works once
  const reuse = await api('/api/sms/verify/login', { token, body: { phone_id: phoneId, code } })
  expect(String(reuse.json.error_msg)).toMatch(/Request a code first/)
  // the full number appears in no answer
  for (const j of [phones.json, sent.json, again.json, ok.json]) expect(JSON.stringify(j)).not.toContain('13300008888')
})

test('five wrong codes lock the code: even the right one is refused, a new one must be sent', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const phoneId = await firstPhoneId(token)
  expect((await api('/api/sms/send/login', { token, body: { phone_id: phoneId } })).json.status).toBe('ok')
  const code = await latestCode('13812345678')
  const left: string[] = []
  for (let i = 0; i < 5; i++) {
    const { json } = await api('/api/sms/verify/login', { token, body: { phone_id: phoneId, code: otherCode(code) } })
    expect(json.error_code).toBe(-400)
    left.push(String(json.error_msg))
  }
  expect(left[0]).toMatch(/4 attempt/)
  expect(left[3]).toMatch(/1 attempt/)
  expect(left[4]).toMatch(/Too many wrong codes/)
  const right = await api('/api/sms/verify/login', { token, body: { phone_id: phoneId, code } })
  expect(String(right.json.error_msg)).toMatch(/Too many wrong codes; request a new one/)
  // and the resend window still holds: no SMS flood by locking codes
  expect((await api('/api/sms/send/login', { token, body: { phone_id: phoneId } })).json.error_code).toBe(429)
})

test("a code one account asks for holds back nobody else's: the resend window is per account, purpose and number", async () => {
  // free@ asks for setting codes to analyst@'s number; analyst@ and the login page still get theirs
  // (after the test above, whose login code to that number is still inside its window)
  const number = '13812345678'
  const attacker = await tokenFor('free@growthradar.demo')
  const owner = await tokenFor('analyst@growthradar.demo')
  expect((await api('/api/sms/send/setting', { token: attacker, body: { phone: number } })).json.status).toBe('ok')
  expect((await api('/api/sms/send/setting', { token: attacker, body: { phone: number } })).json.error_code).toBe(429)
  expect((await api('/api/sms/send/setting', { token: owner, body: { phone_id: await firstPhoneId(owner) } })).json.status).toBe('ok')
  expect((await api('/sso/sms/send', { body: { phone: number } })).json.status).toBe('ok')
})

test('the dev outbox masks phones and lists the message text', async () => {
  const { json } = await api<OutboxMessage[]>('/sso/dev/outbox?limit=5')
  expect(json.status).toBe('ok')
  for (const m of json.data) {
    expect(m.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
    expect(m.body).toMatch(/验证码 \d{6}.*Your Growth Radar code is \d{6}/)
  }
  expect((await api('/sso/dev/outbox?phone=123')).json.error_code).toBe(-400)
})

test('one account may request 10 codes per 10 minutes over all numbers; the 11th is HTTP 429', async () => {
  const token = await tokenFor('mini@growthradar.demo')
  const codes: number[] = []
  for (let i = 0; i < 11; i++) {
    const res = await api('/api/sms/send/setting', { token, body: { phone: `1770000${String(1000 + i)}` } })
    codes.push(res.status === 429 ? 429 : res.json.error_code)
  }
  expect(codes).toEqual([...Array(10).fill(0), 429])
})

// The account's SMS budget counts the codes it was sent, over both send routes.
describe('the per-account SMS budget (10 codes per 10 minutes)', () => {
  const send = (token: string, path: string, body: object, headers?: Record<string, string>) =>
    api<{ retry_after_s?: number }>(path, { token, body, headers }).then((r) => (r.status === 429 ? 'HTTP 429' : r.json.error_code))

  test('refused sends (bad input, the 60 s window) do not count against it', async () => {
    const token = await tokenFor('partial@growthradar.demo')
    const refused = [
      await send(token, '/api/sms/send/setting', { phone: '12345678901' }),
      await send(token, '/api/sms/send/setting', { phone: '15700010000', phone_id: 1 }),
      await send(token, '/api/sms/send/setting', { phone_id: 999999 }),
      await send(token, '/api/sms/send/login', { phone_id: 999999 }),
    ]
    expect(refused).toEqual([-400, -400, -400, -400])
    const first = await send(token, '/api/sms/send/setting', { phone: '15700010000' })
    const again = await send(token, '/api/sms/send/setting', { phone: '15700010000' }) // inside the number's 60 s window
    expect([first, again]).toEqual([0, 429])
    const rest: (number | string)[] = []
    for (let i = 1; i < 10; i++) rest.push(await send(token, '/api/sms/send/setting', { phone: `157000100${String(i).padStart(2, '0')}` }))
    // ten codes were sent: all ten answered ok, the eleventh is over the budget
    expect(rest).toEqual(Array(9).fill(0))
    expect(await send(token, '/api/sms/send/setting', { phone: '15700010099' })).toBe(429)
  })

  test("one budget for the account over /api/sms/send/login and /api/sms/send/setting, refused in the request's language", async () => {
    const token = await tokenFor('staff@growthradar.cn')
    expect(await send(token, '/api/sms/send/login', { phone_id: await firstPhoneId(token) })).toBe(0)
    const setting: (number | string)[] = []
    for (let i = 0; i < 9; i++)
      setting.push(await send(token, '/api/sms/send/setting', { phone: `157000200${String(i).padStart(2, '0')}` }))
    expect(setting).toEqual(Array(9).fill(0))
    // the eleventh code of the account, on either route: over the budget, with the seconds until one is free
    const en = await api<{ retry_after_s: number }>('/api/sms/send/setting', {
      token,
      body: { phone: '15700020099' },
      headers: { 'accept-language': 'en' },
    })
    expect(en.status).toBe(200)
    expect(en.json).toMatchObject({ status: 'error', error_code: 429 })
    expect(en.json.data.retry_after_s).toBeGreaterThan(500)
    expect(en.json.data.retry_after_s).toBeLessThanOrEqual(600)
    expect(String(en.json.error_msg)).toMatch(/^This account has been sent 10 codes in 10 minutes/)
    const zh = await api('/api/sms/send/setting', { token, body: { phone: '15700020098' }, headers: { 'accept-language': 'zh-CN' } })
    expect(String(zh.json.error_msg)).toMatch(/10 分钟内已发送 10 条验证码/)
    expect(zh.json.error_code).toBe(429)
  })
})
