// A free account of one's own: the login page's phone code opens one for a number no account has
// (with the user's agreement), linked to the WeChat user that asked for it; closing it deletes it
// with its sessions, follows, codes and WeChat link, and the demo accounts cannot be closed.
import { randomBytes } from 'node:crypto'
import type { LoginInfo } from '../../types'
import { api, tokenFor } from './helpers'
import { latestCode } from './sms-helpers'

type WxAnswer = { linked: true; token: string } | { linked: false; wx_ticket: string }
type Login = { token: string; created?: true; wechat_linked?: boolean }

// numbers no seeded account has, a new one per run of the file (the test store outlives a run)
const newNumber = () => `1580${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`
const user = (token: string) => api<LoginInfo>('/api/user', { token })

async function openAccount(phone: string, extra: Record<string, unknown> = {}) {
  expect((await api('/sso/sms/send', { body: { phone } })).json.status).toBe('ok')
  return api<Login>('/sso/sms/login', { body: { phone, code: await latestCode(phone), agree: true, ...extra } })
}

test('a number of no account is sent a code; with the agreement it opens a free account, signed in at once', async () => {
  const phone = newNumber()
  const login = await openAccount(phone)
  expect(login.json).toMatchObject({ status: 'ok', data: { token: expect.any(String), created: true } })
  const me = await user(login.json.data.token)
  expect(me.json.data).toMatchObject({
    usertype: 'free',
    is_free_version: true,
    deadline: '',
    phone: expect.stringContaining(phone.slice(-4)),
  })
  // the free version's data calls work; the number's next code signs the same account in
  expect((await api('/api/phone/setting', { token: login.json.data.token })).json.status).toBe('ok')
  const again = await openAccount(phone)
  expect(again.json.data).toEqual({ token: expect.any(String) })
  expect((await user(again.json.data.token)).json.data).toMatchObject({ username: me.json.data.username })
})

test('without the agreement the verified code opens nothing and says what to do, in the request language', async () => {
  const phone = newNumber()
  await api('/sso/sms/send', { body: { phone } })
  const code = await latestCode(phone)
  const refused = await api('/sso/sms/login', { body: { phone, code }, headers: { 'accept-language': 'zh-CN' } })
  expect(refused.json).toMatchObject({ status: 'error', error_code: -400, data: null })
  expect(refused.json.error_msg).toMatch(/^这个手机号还没有账号。请勾选同意《用户协议》和《隐私政策》/)
  // the code is spent: no account can be opened with it afterwards
  const late = await api('/sso/sms/login', { body: { phone, code, agree: true } })
  expect(late.json).toMatchObject({ status: 'error', error_code: -400, error_msg: 'Request a code first.' })
})

test('a WeChat user without an account opens one with its ticket: the next WeChat login goes straight in; closing forgets it all', async () => {
  const wechatUser = `local-${randomBytes(6).toString('hex')}`
  const first = await api<WxAnswer>('/sso/wx/login', { body: { code: wechatUser } })
  const ticket = (first.json.data as { wx_ticket: string }).wx_ticket
  const phone = newNumber()
  const login = await openAccount(phone, { wx_ticket: ticket })
  expect(login.json.data).toMatchObject({ created: true, wechat_linked: true })
  const token = login.json.data.token
  expect((await user(token)).json.data).toMatchObject({ login_from: 'weixin_mini', is_free_version: true })

  const next = await api<WxAnswer>('/sso/wx/login', { body: { code: `${wechatUser}_2` } })
  expect(next.json.data).toMatchObject({ linked: true })
  const wxToken = (next.json.data as { token: string }).token
  const follow = { category_id: 16, func: 'add', type: 'concept', word: '法式', platform: 'all', jd_cat1: 0 }
  expect((await api('/api/marked', { body: follow, token })).json.status).toBe('ok')

  // not without the confirmation
  expect((await api('/sso/account/close', { body: {}, token })).json).toMatchObject({ status: 'error', error_code: -400 })
  const closed = await api('/sso/account/close', { body: { confirm: true }, token })
  expect(closed.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: { closed: true } })
  // every session of the account ended, the WeChat user is a stranger again, the codes sent are gone
  for (const t of [token, wxToken]) expect((await user(t)).json.data).toMatchObject({ usertype: 'logged_out' })
  expect((await api('/api/phone/setting', { token: wxToken })).json.error_code).toBe(-401)
  expect((await api<WxAnswer>('/sso/wx/login', { body: { code: `${wechatUser}_3` } })).json.data).toMatchObject({ linked: false })
  expect((await api<unknown[]>(`/sso/dev/outbox?phone=${phone}&limit=5`)).json.data).toEqual([])
})

test('a demo account cannot be closed; a caller with no session is not signed in', async () => {
  const token = await tokenFor('free@growthradar.demo')
  const refused = await api('/sso/account/close', { body: { confirm: true }, token })
  expect(refused.json).toMatchObject({ status: 'error', error_code: -400 })
  expect(refused.json.error_msg).toMatch(/^Demo accounts are shared/)
  expect((await user(token)).json.data).toMatchObject({ usertype: 'free' })
  expect((await api('/sso/account/close', { body: { confirm: true } })).json.error_code).toBe(-401)
})
