// POST /sso/wx/unbind ("解除微信绑定" on the mini-program's /my): the account forgets the WeChat users
// linked to it and its mini-program sessions end; the next WeChat login of that WeChat user is not
// linked any more. partner@acme.demo: no other test links WeChat users to it or holds its mini sessions.
import { randomBytes } from 'node:crypto'
import { api, PASSWORD, tokenFor } from './helpers'

type WxAnswer = { linked: true; token: string } | { linked: false; wx_ticket: string; expires_in_s: number }
const ACCOUNT = 'partner@acme.demo'
const wxLogin = (code: string) => api<WxAnswer>('/sso/wx/login', { body: { code } })
const unbind = (token?: string, lang = 'en') =>
  api<{ unlinked: boolean }>('/sso/wx/unbind', { body: {}, token, headers: { 'accept-language': lang } })
/** a call that needs a session: -401 once the session has ended */
const phones = (token: string) => api('/api/phone/setting', { token })

/** A fresh WeChat user linked to ACCOUNT (a password login with its ticket); its WeChat login token. */
async function linkedWechatUser(): Promise<{ wechatUser: string; passwordToken: string; wechatToken: string }> {
  const wechatUser = `local-${randomBytes(6).toString('hex')}`
  const first = (await wxLogin(wechatUser)).json.data as { wx_ticket: string }
  const login = await api<{ token: string; wechat_linked: boolean }>('/sso/token', {
    body: { username: ACCOUNT, password: PASSWORD, wx_ticket: first.wx_ticket },
  })
  expect(login.json.data.wechat_linked).toBe(true)
  const next = (await wxLogin(`${wechatUser}_2`)).json.data
  if (!next.linked) throw new Error('the WeChat user was not linked')
  return { wechatUser, passwordToken: login.json.data.token, wechatToken: next.token }
}

test("unbind forgets the link and ends the calling session and the account's other mini-program sessions, not its web sessions", async () => {
  const web = await tokenFor(ACCOUNT)
  const { wechatUser, passwordToken, wechatToken } = await linkedWechatUser()
  const { json } = await unbind(wechatToken)
  expect(json).toMatchObject({ status: 'ok', data: { unlinked: true } })
  expect((await phones(wechatToken)).json.error_code).toBe(-401)
  // the password login that linked it came from the mini-program too (it carried a WeChat ticket)
  expect((await phones(passwordToken)).json.error_code).toBe(-401)
  expect((await phones(web)).json.status).toBe('ok')
  // the same WeChat user is a stranger again: a ticket, no session
  expect((await wxLogin(`${wechatUser}_3`)).json.data).toMatchObject({ linked: false })
})

test('an account with no WeChat link: unlinked false, and the session still ends', async () => {
  const { wechatToken } = await linkedWechatUser()
  await unbind(wechatToken)
  const again = await api<{ token: string }>('/sso/token', { body: { username: ACCOUNT, password: PASSWORD } })
  const { json } = await unbind(again.json.data.token)
  expect(json.data).toEqual({ unlinked: false })
  expect((await phones(again.json.data.token)).json.error_code).toBe(-401)
})

test.each(['en', 'zh'])('without a session: -401 (%s)', async (lang) => {
  const { json } = await unbind(undefined, lang)
  expect(json.error_code).toBe(-401)
  expect(String(typeof json.error_msg === 'string' ? json.error_msg : JSON.stringify(json.error_msg)).length).toBeGreaterThan(0)
})

test('a body that is not an object is -400', async () => {
  const { json } = await api('/sso/wx/unbind', { body: 'nope', token: await tokenFor(ACCOUNT) })
  expect(json.error_code).toBe(-400)
})
