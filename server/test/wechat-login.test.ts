// WeChat login through the development exchanger (the test server runs with
// WECHAT_EXCHANGER=local, server-process.ts), linking a WeChat user at its first password or
// phone-code login, the phone-code login itself, and a logout that ends the token session.
import { randomBytes } from 'node:crypto'
import type { LoginInfo } from '../../types'
import { api, PASSWORD, tokenFor } from './helpers'
import { latestCode, otherCode } from './sms-helpers'

type WxAnswer = { linked: true; token: string } | { linked: false; wx_ticket: string; expires_in_s: number }

const newWechatUser = () => `local-${randomBytes(6).toString('hex')}`
const wxLogin = (code: string, lang = 'en') => api<WxAnswer>('/sso/wx/login', { body: { code }, headers: { 'accept-language': lang } })
/** the login check: the account and login_from of a session */
const user = (token: string) => api<LoginInfo>('/api/user', { token })

describe('POST /sso/wx/login', () => {
  test('a code from WeChat DevTools signs in as the mini-program demo account, in a weixin_mini session', async () => {
    const { status, json } = await wxLogin(randomBytes(16).toString('hex'))
    expect(status).toBe(200)
    expect(json).toMatchObject({ status: 'ok', data: { linked: true, token: expect.any(String) } })
    const token = (json.data as { token: string }).token
    const me = await user(token)
    expect(me.json.data).toMatchObject({ username: 'mini@growthradar.demo', login_from: 'weixin_mini' })
  })

  test("a code works once: used again it is -400 in the envelope, in the request's language", async () => {
    const code = randomBytes(16).toString('hex')
    expect((await wxLogin(code)).json.status).toBe('ok')
    const again = await wxLogin(code, 'en')
    expect(again.status).toBe(200)
    expect(again.json).toEqual({
      status: 'error',
      error_code: -400,
      error_msg: 'The WeChat login code is invalid or was already used; tap WeChat login again.',
      data: null,
    })
    const zh = await wxLogin(code, 'zh-CN')
    expect(zh.json.error_msg).toBe('微信登录凭证无效或已使用，请重新点击微信登录。')
  })

  test('a malformed code is -400 naming the field, no session', async () => {
    const { json } = await wxLogin('not a code!')
    expect(json).toMatchObject({ status: 'error', error_code: -400, data: null })
    expect(String(json.error_msg)).toMatch(/code/)
  })

  test('a WeChat user with no account: linked false and a ticket, no token', async () => {
    const { json } = await wxLogin(newWechatUser())
    expect(json.status).toBe('ok')
    expect(json.data).toEqual({ linked: false, wx_ticket: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/), expires_in_s: 600 })
  })

  test('the first password login with the ticket links the WeChat user; the next WeChat login goes straight in, once per ticket', async () => {
    const wechatUser = newWechatUser()
    const first = await wxLogin(wechatUser)
    const ticket = (first.json.data as { wx_ticket: string }).wx_ticket
    const login = await api<{ token: string; wechat_linked: boolean }>('/sso/token', {
      body: { username: 'partial@growthradar.demo', password: PASSWORD, wx_ticket: ticket },
    })
    expect(login.json.data).toEqual({ token: expect.any(String), wechat_linked: true })
    // a ticket only comes from the mini-program: that session is weixin_mini even without WeChat's
    // Referer, and it shows no downloads (none in the mini-program) while a web session of the same account does
    expect((await user(login.json.data.token)).json.data).toMatchObject({ login_from: 'weixin_mini', download: false })
    expect((await user(await tokenFor('partial@growthradar.demo'))).json.data).toMatchObject({ login_from: 'web', download: true })

    // the same WeChat user with a new code (local-<user>_<anything>)
    const next = await wxLogin(`${wechatUser}_2`)
    expect(next.json.data).toEqual({ linked: true, token: expect.any(String) })
    const me = await user((next.json.data as { token: string }).token)
    expect(me.json.data).toMatchObject({ username: 'partial@growthradar.demo', login_from: 'weixin_mini' })

    const spent = await api<{ token: string; wechat_linked: boolean }>('/sso/token', {
      body: { username: 'free@growthradar.demo', password: PASSWORD, wx_ticket: ticket },
    })
    expect(spent.json.data).toEqual({ token: expect.any(String), wechat_linked: false })
  })
})

describe('phone-code login (POST /sso/sms/send, /sso/sms/login)', () => {
  // sms@growthradar.demo's number: no other test sends codes to that account (sms.test.ts spends the
  // budgets of others); the account stays SMS-pending for the other tests, only this session is trusted
  const PHONE = '13300006666'

  test('a code to the number of an account signs it in (the code proves the number: no -499); wrong codes count down and the SMS rules apply', async () => {
    const sent = await api('/sso/sms/send', { body: { phone: PHONE } })
    expect(sent.json).toMatchObject({ status: 'ok', data: { phone: '133****6666', resend_after_s: 60, expires_in_s: 300 } })
    // SMS_RESEND_S: a second send inside 60 s is refused with the wait
    const again = await api('/sso/sms/send', { body: { phone: PHONE } })
    expect(again.json).toMatchObject({ status: 'error', error_code: 429, data: { retry_after_s: expect.any(Number) } })
    const code = await latestCode(PHONE)
    const wrong = await api('/sso/sms/login', { body: { phone: PHONE, code: otherCode(code) } })
    expect(wrong.json).toMatchObject({ status: 'error', error_code: -400, error_msg: 'Wrong code; 4 attempts left.' })
    const right = await api<{ token: string }>('/sso/sms/login', { body: { phone: PHONE, code } })
    expect(right.json).toMatchObject({ status: 'ok', data: { token: expect.any(String) } })
    expect((await user(right.json.data.token)).json.data).toMatchObject({ username: 'sms@growthradar.demo', login_from: 'web' })
    // the code is spent
    const reused = await api('/sso/sms/login', { body: { phone: PHONE, code } })
    expect(reused.json).toMatchObject({ status: 'error', error_code: -400, error_msg: 'Request a code first.' })
  })

  test('a number no account has: the same answer as a sent code, and a wrong code is wrong for it too', async () => {
    const stranger = `1390000${1000 + Math.floor(Math.random() * 8999)}`
    const sent = await api('/sso/sms/send', { body: { phone: stranger } })
    expect(sent.json).toMatchObject({ status: 'ok', data: { resend_after_s: 60, expires_in_s: 300 } })
    // a wrong code, as for an account's number (phone-login-privacy.test.ts compares the two; sign-up.test.ts opens an account)
    const login = await api('/sso/sms/login', { body: { phone: stranger, code: otherCode(await latestCode(stranger)) } })
    expect(login.json).toMatchObject({ status: 'error', error_code: -400, error_msg: 'Wrong code; 4 attempts left.' })
  })

  test('bad input is -400 naming the field', async () => {
    expect((await api('/sso/sms/send', { body: { phone: '12345' } })).json).toMatchObject({ status: 'error', error_code: -400 })
    expect((await api('/sso/sms/login', { body: { phone: PHONE, code: '12ab56' } })).json).toMatchObject({
      status: 'error',
      error_code: -400,
    })
  })
})

describe('POST /sso/logout', () => {
  test('ends the token session: the same token then gets -401', async () => {
    const token = await tokenFor('analyst@growthradar.demo')
    expect((await user(token)).json.status).toBe('ok')
    const out = await api('/sso/logout', { body: {}, token })
    expect(out.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: { ended: true } })
    // a data call is refused as not logged in; the login check says logged out
    expect((await api('/api/phone/setting', { token })).json).toMatchObject({ status: 'error', error_code: -401 })
    expect((await user(token)).json.data).toMatchObject({ usertype: 'logged_out' })
  })

  test('a WeChat session ends alike; a call without a session is already logged out', async () => {
    const { json } = await wxLogin(randomBytes(16).toString('hex'))
    const token = (json.data as { token: string }).token
    expect((await api('/api/phone/setting', { token })).json.status).toBe('ok')
    await api('/sso/logout', { body: {}, token })
    expect((await api('/api/phone/setting', { token })).json.error_code).toBe(-401)
    expect((await api('/sso/logout', { body: {} })).json.data).toEqual({ ended: false })
  })
})

describe('configuration', () => {
  test('the local exchanger is refused in production, with one clear line; the server does not start', async () => {
    const { run, REPO_ROOT } = await import('./server-process')
    const { code, output } = await run([`${REPO_ROOT}/server/start.ts`], {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://radar.example.com',
      WECHAT_EXCHANGER: 'local',
      DATA_DIR: '/nonexistent/wxlogin',
      SKIP_H5_BUILD: '1',
    })
    expect(code).toBe(1)
    expect(output.trim()).toMatch(
      /^WECHAT_EXCHANGER=local is for development and tests only and is refused when NODE_ENV=production\b[^\n]*$/,
    )
  })

  test('app id and secret go together; an unknown exchanger is named', async () => {
    const { loadConfig, ConfigError } = await import('../config')
    const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv
    expect(() => loadConfig(env({ WECHAT_APP_ID: 'wx0123456789abcdef' }))).toThrow(ConfigError)
    expect(() => loadConfig(env({ WECHAT_EXCHANGER: 'mock' }))).toThrow(/WECHAT_EXCHANGER "mock" is unknown/)
    expect(loadConfig(env({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: 's' }))).toMatchObject({
      wechatExchanger: 'wechat',
      wechatAppId: 'wx0123456789abcdef',
    })
  })
})

describe('WeChat notices (GET/POST /api/wechat/subscription)', () => {
  test('an acceptance belongs to the WeChat user who accepted: another WeChat user of the same account has none; a web session may not accept', async () => {
    const linkedSession = async () => {
      const ticket = ((await wxLogin(newWechatUser())).json.data as { wx_ticket: string }).wx_ticket
      const login = await api<{ token: string }>('/sso/token', {
        body: { username: 'partial@growthradar.demo', password: PASSWORD, wx_ticket: ticket },
      })
      return login.json.data.token
    }
    const [a, b] = [await linkedSession(), await linkedSession()]
    const accepted = await api('/api/wechat/subscription', { token: a, body: { accepted: true } })
    expect(accepted.json.data).toEqual({ template_id: 'local-alert-template', credits: 1, linked: true })
    expect((await api('/api/wechat/subscription', { token: b })).json.data).toEqual({
      template_id: 'local-alert-template',
      credits: 0,
      linked: true,
    })
    const web = await tokenFor('partial@growthradar.demo')
    expect((await api('/api/wechat/subscription', { token: web })).json.data).toMatchObject({ credits: 0, linked: false })
    expect((await api('/api/wechat/subscription', { token: web, body: { accepted: true } })).json).toMatchObject({
      status: 'error',
      error_code: -400,
      error_msg: 'WeChat notifications can be turned on only in the mini-program, signed in with WeChat.',
    })
    expect((await api('/api/wechat/subscription', { body: { accepted: true } })).json.error_code).toBe(-401)
  })
})
