// In the built package: the mini-program's loginPage signs in with WeChat against a
// real server run with the development exchanger (WECHAT_EXCHANGER=local, as for `npm start`): the
// tap runs wx.login, the server redeems the code, the token is kept in wx storage and sent as
// X-API-KEY, the session is a mini-program one, and the page goes on to the mini-program's home.
// /my has no logout there; unlinking WeChat ends the session on the server and forgets the token.
// A WeChat user with no account opens a free one with a phone code, and closes it from /my. Turning an
// alert on asks WeChat for a subscription message in the same tap.
import { loadMiniProgram, nodeTexts, nodesOfClass } from './harness/load-page'
import { startRealServer, until, type RealServer } from './harness/real-server'
import { settle } from './harness/quiet'
import { pagePath } from '../../src/domain/routes'
import zh from '../../src/i18n/zh'
import { maskPhone } from '../../src/domain/mask'

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
    await settle(mp)
    // once: the form goes on, the page does not go on again
    expect(mp.navigations).toEqual([{ api: 'switchTab', url: `/${pagePath('wxHomePage')}` }])

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

test('a new WeChat user: a phone code opens a free account linked to this WeChat, home, a concept; 注销账号 deletes it and the WeChat is a stranger again', async () => {
  const wechatUser = `local-weapp${Date.now()}`
  let logins = 0
  const mp = await loadMiniProgram({ server: real.handler, storage: {}, loginCode: () => `${wechatUser}_${++logins}` })
  const opened = (url: string) => {
    const [route, query = ''] = url.replace(/^\//, '').split('?')
    return mp.openPage(route, Object.fromEntries(new URLSearchParams(query)))
  }
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

    // the phone code's form is open, saying what a number without an account does
    await page.waitForText(zh.login.signUpHint)
    const phone = `1470${String(Date.now()).slice(-7)}`
    const [number, code] = nodesOfClass(page.data.root, 'gr-input')
    page.fire(number, 'input', { value: phone })
    page.tap(zh.login.getCode)
    await page.waitForText(zh.login.codeSent.replace('{{phone}}', maskPhone(phone)))
    const outbox = await fetch(`${real.server.baseUrl}/sso/dev/outbox?phone=${phone}&limit=1`).then((r) => r.json())
    const sent = /验证码 (\d{6})/.exec(outbox.data[0].body)![1]
    page.fire(code, 'input', { value: sent })
    page.tapClass('gr-button--primary')
    await until(() => mp.navigations.some((n) => n.url === `/${pagePath('wxHomePage')}`), 'the way to wxHomePage', mp)
    expect(mp.toasts).toContain(zh.login.accountCreated)
    const token = String(mp.storage.get('token'))
    const me = (await real.api('GET', '/api/user', token)).data
    expect(me).toMatchObject({ usertype: 'free', is_free_version: true, login_from: 'weixin_mini' })
    // the name shown beside the masked phone does not give the hidden digits away
    expect(JSON.stringify(me)).not.toContain(phone.slice(3, 7))

    // from home to a concept's detail, as the free version shows it
    const home = await mp.openPage(pagePath('wxHomePage'))
    await until(() => nodesOfClass(home.data.root, 'gr-home__row').length > 0, "the home page's concepts", mp, 30_000)
    home.tapClass('gr-home__row')
    const toDetail = mp.navigations.at(-1)?.url ?? ''
    expect(toDetail.startsWith(`/${pagePath('detail')}?`)).toBe(true)
    const detail = await opened(toDetail)
    await detail.waitForText(/^[+−-]?\d[\d.,]*%$/, 30_000)

    // the next WeChat login goes straight in; then the account is closed from /my
    expect((await real.api('POST', '/sso/wx/login', '', { code: `${wechatUser}_x` })).data).toMatchObject({ linked: true })
    const my = await mp.openPage(pagePath('my'))
    await my.waitForText(zh.my.closeAccount)
    my.tapClass('gr-my__close')
    // the dialog says what goes before anything is deleted
    await my.waitForText(zh.my.closeConfirm)
    expect((await real.api('GET', '/api/user', token)).data).toMatchObject({ is_free_version: true })
    my.tapClass('gr-my__close-ok')
    await until(() => mp.navigations.some((n) => n.api === 'reLaunch'), 'the reLaunch', mp)
    expect(mp.toasts).toContain(zh.my.closeDone)
    expect(mp.storage.has('token')).toBe(false)
    expect(await real.api('GET', '/api/phone/setting', token)).toMatchObject({ status: 'error', error_code: -401 })
    expect((await real.api('POST', '/sso/wx/login', '', { code: `${wechatUser}_y` })).data).toMatchObject({ linked: false })
    expect(mp.uncaught).toEqual([])
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

test('/setUp: turning an alert on asks WeChat for one subscription message in the same tap; the acceptance shows as the WeChat channel', async () => {
  const token = await real.wechatToken()
  const follow = { category_id: 16, func: 'add', type: 'concept', word: '法式', platform: 'all', jd_cat1: 0 }
  expect((await real.api('POST', '/api/marked', token, follow)).status).toBe('ok')
  const mp = await loadMiniProgram({ server: real.handler, storage: { token } })
  try {
    const page = await mp.openPage(pagePath('setUp'))
    await page.waitForText(zh.alerts.wechatAsk)
    await until(() => nodesOfClass(page.data.root, 'gr-alerts__switch').length > 0, 'the alert rules', mp)
    page.tapClass('gr-alerts__switch')
    await until(() => mp.requests.some((r) => r.method === 'POST' && r.path === '/api/wechat/subscription'), 'the acceptance', mp)
    expect(mp.subscribeAsks).toEqual([['local-alert-template']])
    await page.waitForText(zh.alerts.wechatOn.replace('{{n}}', '1'))
    expect(mp.requests.some((r) => r.method === 'PUT' && r.path === '/api/phone/alert')).toBe(true)
    expect((await real.api('GET', '/api/wechat/subscription', token)).data).toMatchObject({ credits: 1, linked: true })
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
