// Issue 9 item 1 in the built package: the mini-program's loginPage signs in with WeChat against a
// real server run with the development exchanger (WECHAT_EXCHANGER=local, as for `npm start`): the
// tap runs wx.login, the server redeems the code, the token is kept in wx storage and sent as
// X-API-KEY, the session is a mini-program one, and the page goes on to the mini-program's home.
// Logging out from /my ends that session on the server and forgets the token.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadMiniProgram, type FakeServer, type MiniProgram } from './harness/load-page'
import { serverEnv, startServer, type StartedServer } from '../../server/test/server-process'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

// WeChat sends every wx.request of a mini-program with this Referer (server/sso/token-session.ts)
const WECHAT_REFERER = 'https://servicewechat.com/wx0123456789abcdef/1/page-frame.html'

let server: StartedServer
let tmp: string

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-weapp-login-'))
  server = await startServer(serverEnv(path.join(tmp, 'data')))
}, 240_000)

afterAll(() => {
  server?.child.kill('SIGTERM')
  fs.rmSync(tmp, { recursive: true, force: true })
})

/** The package's wx.request calls, sent to the real server (the compiled API_BASE is replaced by its address). */
const realServer: FakeServer = async (r) => {
  const query = new URLSearchParams(r.query).toString()
  const res = await fetch(`${server.baseUrl}${r.path}${query ? `?${query}` : ''}`, {
    method: r.method,
    headers: { ...r.header, referer: WECHAT_REFERER },
    body: r.data === undefined || r.method === 'GET' ? undefined : JSON.stringify(r.data),
  })
  const text = await res.text()
  return { statusCode: res.status, data: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }
}

async function until(check: () => boolean, what: string, mp: MiniProgram, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen; requests: ${mp.requests.map((r) => `${r.method} ${r.path}`).join(', ')}; problems: ${mp.problems.join(' | ')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test('a tap on WeChat login signs in as the demo account in a weixin_mini session and opens wxHomePage', async () => {
  const mp = await loadMiniProgram({ server: realServer, storage: {} })
  try {
    const page = await mp.openPage(pagePath('loginPage'))
    await page.waitForText(zh.login.wechat)
    page.tap(zh.login.wechat)
    await until(() => mp.navigations.some((n) => n.url === `/${pagePath('wxHomePage')}`), 'the redirect to wxHomePage', mp)

    const exchange = mp.requests.find((r) => r.path === '/sso/wx/login')
    expect(exchange).toMatchObject({ method: 'POST', data: { code: expect.any(String) } })
    const token = mp.storage.get('token')
    expect(typeof token).toBe('string')
    // the user loaded after the login went with the token
    expect(mp.requests.filter((r) => r.path === '/api/user').at(-1)?.header['X-API-KEY']).toBe(token)
    const me = await (await fetch(`${server.baseUrl}/api/user`, { headers: { 'x-api-key': String(token) } })).json()
    expect(me.data).toMatchObject({ username: 'mini@growthradar.demo', login_from: 'weixin_mini' })
    expect(mp.uncaught).toEqual([])
    expect(mp.problems.filter((p) => p.includes('暂不支持'))).toEqual([])
  } finally {
    mp.close()
  }
})

test('a WeChat user with no account is asked to sign in once with the password or an SMS code', async () => {
  const mp = await loadMiniProgram({ server: realServer, storage: {}, loginCode: () => `local-weapp${Date.now()}` })
  try {
    const page = await mp.openPage(pagePath('loginPage'))
    await page.waitForText(zh.login.wechat)
    page.tap(zh.login.wechat)
    await page.waitForText(zh.login.wechatNotLinked)
    expect(mp.storage.has('token')).toBe(false)
    expect(mp.navigations).toEqual([])
  } finally {
    mp.close()
  }
})

test('logout from /my ends the server session and forgets the token, then reLaunches loginPage', async () => {
  const login = await (await fetch(`${server.baseUrl}/sso/wx/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', referer: WECHAT_REFERER }, body: JSON.stringify({ code: `devtools${Date.now()}` }),
  })).json()
  const token = login.data.token as string
  const mp = await loadMiniProgram({ server: realServer, storage: { token } })
  try {
    const page = await mp.openPage(pagePath('my'))
    await page.waitForText(zh.my.logout)
    page.tap(zh.my.logout)
    await until(() => mp.navigations.some((n) => n.api === 'reLaunch'), 'the reLaunch', mp)

    expect(mp.navigations.at(-1)).toEqual({ api: 'reLaunch', url: `/${pagePath('loginPage')}` })
    expect(mp.requests.find((r) => r.path === '/sso/logout')).toMatchObject({ method: 'POST', header: expect.objectContaining({ 'X-API-KEY': token }) })
    expect(mp.storage.has('token')).toBe(false)
    // the server session is over: that token is refused wherever a copy of it survives
    const after = await (await fetch(`${server.baseUrl}/api/phone/setting`, { headers: { 'x-api-key': token } })).json()
    expect(after).toMatchObject({ status: 'error', error_code: -401 })
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})
