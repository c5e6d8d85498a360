// In the built package: the mini-program's loginPage signs in with WeChat against a
// real server run with the development exchanger (WECHAT_EXCHANGER=local, as for `npm start`): the
// tap runs wx.login, the server redeems the code, the token is kept in wx storage and sent as
// X-API-KEY, the session is a mini-program one, and the page goes on to the mini-program's home.
// /my has no logout there (SPEC §6); unlinking WeChat ends the session on the server and forgets the token.
import { loadMiniProgram, nodeTexts, nodesOfClass } from './harness/load-page'
import { startRealServer, until, type RealServer } from './harness/real-server'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'

let real: RealServer

beforeAll(async () => {
  real = await startRealServer('gr-weapp-login-')
}, 240_000)

afterAll(() => real?.stop())

test('a tap on WeChat login signs in as the demo account in a weixin_mini session and opens wxHomePage', async () => {
  const mp = await loadMiniProgram({ server: real.handler, storage: {} })
  try {
    const page = await mp.openPage(pagePath('loginPage'))
    await page.waitForText(zh.login.wechat)
    // the user agreement and privacy policy are agreed to first (signed-out.test.ts: nothing is sent before)
    page.tapClass('gr-consent__box')
    await page.waitForText('✓')
    page.tap(zh.login.wechat)
    await until(() => mp.navigations.some((n) => n.url === `/${pagePath('wxHomePage')}`), 'the redirect to wxHomePage', mp)

    const exchange = mp.requests.find((r) => r.path === '/sso/wx/login')
    expect(exchange).toMatchObject({ method: 'POST', data: { code: expect.any(String) } })
    const token = mp.storage.get('token')
    expect(typeof token).toBe('string')
    // the user loaded after the login went with the token
    expect(mp.requests.filter((r) => r.path === '/api/user').at(-1)?.header['X-API-KEY']).toBe(token)
    const me = await (await fetch(`${real.server.baseUrl}/api/user`, { headers: { 'x-api-key': String(token) } })).json()
    expect(me.data).toMatchObject({ username: 'mini@growthradar.demo', login_from: 'weixin_mini' })
    expect(mp.uncaught).toEqual([])
    expect(mp.problems.filter((p) => p.includes('暂不支持'))).toEqual([])
  } finally {
    mp.close()
  }
})

test('a WeChat user with no account is asked to sign in once with the password or an SMS code', async () => {
  const mp = await loadMiniProgram({ server: real.handler, storage: {}, loginCode: () => `local-weapp${Date.now()}` })
  try {
    const page = await mp.openPage(pagePath('loginPage'))
    await page.waitForText(zh.login.wechat)
    // the user agreement and privacy policy are agreed to first (signed-out.test.ts: nothing is sent before)
    page.tapClass('gr-consent__box')
    await page.waitForText('✓')
    page.tap(zh.login.wechat)
    await page.waitForText(zh.login.wechatNotLinked)
    expect(mp.storage.has('token')).toBe(false)
    expect(mp.navigations).toEqual([])
  } finally {
    mp.close()
  }
})

test('/my offers a WeChat session no 退出登录: a mini-program session shows no login controls', async () => {
  const token = await real.wechatToken()
  const mp = await loadMiniProgram({ server: real.handler, storage: { token } })
  try {
    const page = await mp.openPage(pagePath('my'))
    await page.waitForText(zh.my.reportLink)
    expect(page.texts()).not.toContain(zh.my.logout)
    // the user's rights are one tap away while signed in: the privacy policy and the terms open their pages
    const row = (text: string) => {
      const found = nodesOfClass(page.data.root, 'gr-list-row').find((n) => nodeTexts(n)[0] === text)
      if (!found) throw new Error(`no row ${text} on /my: ${JSON.stringify(page.texts())}`)
      return found
    }
    page.tapNode(row(zh.my.privacyLink))
    await until(() => mp.navigations.length === 1, 'the privacy policy opened', mp)
    page.tapNode(row(zh.my.agreementLink))
    await until(() => mp.navigations.length === 2, 'the user agreement opened', mp)
    expect(mp.navigations.map((n) => n.url.split('?')[0])).toEqual(
      [pagePath('privacyPolicy'), pagePath('userAgreement')].map((p) => `/${p}`),
    )
    expect(mp.navigations.some((n) => n.failed)).toBe(false)
    expect(page.texts().join(' ')).toContain('support@growthradar.demo')
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})

test('解除微信绑定 on /my unlinks on the server, ends the session and reLaunches loginPage', async () => {
  const token = await real.wechatToken()
  const mp = await loadMiniProgram({ server: real.handler, storage: { token } })
  try {
    const page = await mp.openPage(pagePath('my'))
    await page.waitForText(zh.mini.unbindWechat)
    page.tap(zh.mini.unbindWechat)
    await until(() => mp.navigations.some((n) => n.api === 'reLaunch'), 'the reLaunch', mp)

    expect(mp.modals).toEqual([zh.mini.unbindTitle])
    expect(mp.navigations.at(-1)).toEqual({ api: 'reLaunch', url: `/${pagePath('loginPage')}` })
    expect(mp.requests.find((r) => r.path === '/sso/wx/unbind')).toMatchObject({
      method: 'POST',
      header: expect.objectContaining({ 'X-API-KEY': token }),
    })
    expect(mp.storage.has('token')).toBe(false)
    expect(mp.toasts).toContain(zh.mini.unbindDone)
    // the server session is over, and this WeChat user is no longer linked: its next login gets a ticket
    expect(await real.api('GET', '/api/phone/setting', token)).toMatchObject({ status: 'error', error_code: -401 })
    expect((await real.api('POST', '/sso/wx/login', '', { code: `devtools${Date.now()}` })).data).toMatchObject({ linked: false })
    expect(mp.uncaught).toEqual([])
  } finally {
    mp.close()
  }
})
