// Signed out in the built mini-program, against a real server: the home shows what the app is (a
// preview with data, no error card); the login asks consent to the user agreement and privacy policy
// before any WeChat code or phone number leaves the phone; and a shared detail card opened signed out
// shows its concept and headline growth (in Moments' single-page mode too), and opens the whole page
// once the user has signed in. The legal pages have their texts in both languages.
import { loadMiniProgram, nodeTexts, nodesOfClass } from './harness/load-page'
import { settle, realServerSuite, until } from './harness/real-server'
import { pagePath } from '../../src/domain/routes'
import legalEn from '../../src/i18n/legal/en'
import legalZh from '../../src/i18n/legal/zh'
import zh from '../../src/i18n/zh'
import { formatMonth, formatPercent } from '../../src/domain/format'
import type { SharePreview } from '../../types'
import { ERROR_CODES } from '../../types/envelope'

const t = realServerSuite('gr-weapp-signed-out-')

const asked = (path: string) => t.mp!.requests.filter((r) => r.path === path)

test("the signed-out home is a preview with the latest month's top concepts, not the error card", async () => {
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: {} })
  const home = await t.mp.openPage(pagePath('wxHomePage'))
  await home.waitForText(zh.mini.previewTitle)
  const preview = (await t.real.api('GET', '/api/mini_preview', '')).data as { concepts: { rows: { word: string }[] } }
  await home.waitForText(preview.concepts.rows[0].word)
  for (const row of preview.concepts.rows) expect(home.texts()).toContain(row.word)
  // never the red card, in any state the page went through, and no call that needs a session
  const seen = home.renders.flat()
  expect(seen).not.toContain(zh.home.errorTitle)
  expect(seen).not.toContain(zh.errors['-401'])
  expect(asked('/api/mini_homepage')).toEqual([])
  expect(asked('/api/mini_preview')[0]?.header['X-API-KEY']).toBeUndefined()
  // a row asks to sign in and comes back to that concept (the row binds the tap, not its word)
  home.tapClass('gr-home__row')
  const url = t.mp.navigations.at(-1)?.url ?? ''
  expect(url.startsWith(`/${pagePath('loginPage')}?redirect=`)).toBe(true)
  expect(decodeURIComponent(url.split('redirect=')[1])).toContain(
    `/${pagePath('detail')}?word=${encodeURIComponent(preview.concepts.rows[0].word)}`,
  )
  expect(t.mp.uncaught).toEqual([])
})

/** A detail card as a signed-in WeChat user shares it: a saved link of the concept's view. */
async function sharedCard(): Promise<{ urlId: string; preview: SharePreview }> {
  const sharer = await t.real.wechatToken()
  const saved = (await t.real.api('POST', '/api/wxmini_params', sharer, { word: '法式', plat: 'all', cid: 16 })).data as { url_id: string }
  const preview = (await t.real.api('GET', `/api/share_preview?url_id=${saved.url_id}`, '')).data as SharePreview
  return { urlId: saved.url_id, preview }
}

test("in Moments' single-page mode (scene 1154), where no sign-in is possible, the card shows the same preview and says how to open the mini-program", async () => {
  const { urlId, preview } = await sharedCard()
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: {}, scene: 1154 })
  const card = await t.mp.openPage(pagePath('detail'), { urlId })
  await card.waitForText(zh.state.singlePage)
  expect(card.texts()).toEqual(expect.arrayContaining(['法式', formatPercent(preview.sales_yoy)]))
  // no button that cannot work there, and never a ranking's error title on a detail page
  expect(card.texts()).not.toContain(zh.detail.previewLogin)
  expect(card.texts()).not.toContain(zh.state.loginLink)
  expect(card.texts()).not.toContain(zh.state.retry)
  expect(card.renders.flat()).not.toContain('排行没能加载出来')
  expect(t.mp.uncaught).toEqual([])
})

test.each([
  ['concept', { plat: 'jd', ts: '2026-09' }, '高增长电商概念 · 京东 · 2026年9月', 1001],
  ['earlySignals', { plat: 'all' }, '早期信号 · 淘宝天猫', 1001],
  ['report', { ts: '2026-09' }, '月度报告 · 2026年9月', 1154],
] as const)('a shared %s card opened signed out says what the page is (%j), also in Moments', async (route, query, subject, scene) => {
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: {}, scene })
  const page = await t.mp.openPage(pagePath(route), { ...query })
  const sentence = zh.state.signInSubject.replace('{{page}}', subject)
  // with the catalogue's -401, or in Moments how to open the mini-program
  await page.waitForText(`${sentence} ${scene === 1154 ? zh.state.singlePage : zh.errors[ERROR_CODES.notLoggedIn]}`)
  expect(t.mp.uncaught).toEqual([])
})

test('signed out, /my leads to the rules and the two legal texts, and the rules open without signing in', async () => {
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: {} })
  const my = await t.mp.openPage(pagePath('my'))
  await my.waitForText(zh.my.loggedOutTitle)
  expect(my.texts()).toEqual(expect.arrayContaining([zh.my.rulesLink, zh.my.agreementLink, zh.my.privacyLink]))
  my.tapNode(nodesOfClass(my.data.root, 'gr-list-row').find((n) => nodeTexts(n)[0] === zh.my.rulesLink)!)
  await until(() => t.mp!.navigations.length > 0, 'the way to the rules', t.mp)
  expect(t.mp.navigations.at(-1)?.url).toBe(`/${pagePath('activityRules')}`)
  const rules = await t.mp.openPage(pagePath('activityRules'))
  await rules.waitForText(zh.rules.campaignTitle)
  expect(rules.renders.flat()).not.toContain(zh.state.signInTitle)
  expect(t.mp.uncaught).toEqual([])
})

test('the login asks consent first: no WeChat code and no phone number is sent until the box is ticked', async () => {
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: {} })
  const page = await t.mp.openPage(pagePath('loginPage'))
  await page.waitForText(zh.mini.agreementLink)
  expect(page.texts()).toEqual(expect.arrayContaining([zh.mini.agreementLink, zh.mini.privacyLink]))

  page.tap(zh.login.wechat)
  await page.waitForText(zh.mini.consentRequired)
  page.tap(zh.login.byPhone)
  await page.waitForText(zh.login.getCode)
  page.tap(zh.login.getCode)
  await settle(t.mp)
  expect(asked('/sso/wx/login')).toEqual([])
  expect(asked('/sso/sms/send')).toEqual([])

  // the two texts open from the consent line
  page.tap(zh.mini.privacyLink)
  expect(t.mp.navigations.at(-1)?.url).toBe(`/${pagePath('privacyPolicy')}`)

  page.tapClass('gr-consent__box')
  await page.waitForText('✓')
  page.tap(zh.login.wechat)
  await until(() => t.mp!.navigations.some((n) => n.url.startsWith(`/${pagePath('wxHomePage')}`)), 'the way home after login', t.mp)
  expect(asked('/sso/wx/login')).toHaveLength(1)
  expect(typeof t.mp.storage.get('token')).toBe('string')
  expect(t.mp.uncaught).toEqual([])
})

test('a shared detail card opened signed out shows its concept and headline growth; one tap signs in and opens that concept', async () => {
  const sharer = await t.real.wechatToken()
  const ranking = (await t.real.api('POST', '/api/ecommerce', sharer, { plat: 'all', page: 1, page_size: 5 })).data as {
    ts: string
    rows: { word: string; category_id: number }[]
  }
  const word = ranking.rows[2].word
  const saved = (
    await t.real.api('POST', '/api/wxmini_params', sharer, { word, plat: 'all', cid: String(ranking.rows[2].category_id), ts: ranking.ts })
  ).data as { url_id: string }

  const preview = (await t.real.api('GET', `/api/share_preview?url_id=${saved.url_id}`, '')).data as SharePreview

  t.mp = await loadMiniProgram({ server: t.real.handler, storage: {} })
  const card = await t.mp.openPage(pagePath('detail'), { urlId: saved.url_id })
  await card.waitForText(zh.detail.previewKicker)
  // the card's concept with its platform, month and growth as its sharer saw them
  expect(card.texts()).toEqual(expect.arrayContaining([word, formatPercent(preview.sales_yoy), zh.detail.previewLogin]))
  expect(card.texts().join(' ')).toContain(`${zh.platforms.all} · `)
  expect(card.texts().join(' ')).toContain(formatMonth(ranking.ts, 'zh'))
  // never a sign-in error or a ranking's error title, in any state the page went through
  expect(card.renders.flat()).not.toContain(zh.state.signInTitle)
  expect(card.renders.flat()).not.toContain('排行没能加载出来')
  card.tap(zh.detail.previewLogin)
  const toLogin = t.mp.navigations.at(-1)!.url
  expect(toLogin.startsWith(`/${pagePath('loginPage')}?redirect=`)).toBe(true)

  // the login page as WeChat opens it: the query as navigateTo sent it
  const login = await t.mp.openPage(pagePath('loginPage'), { redirect: toLogin.split('redirect=')[1] })
  await login.waitForText(zh.login.wechat)
  login.tapClass('gr-consent__box')
  await login.waitForText('✓')
  login.tap(zh.login.wechat)
  await until(() => t.mp!.navigations.some((n) => n.url.startsWith(`/${pagePath('detail')}`)), 'the way back to the card', t.mp)
  expect(t.mp.navigations.at(-1)!.url).toBe(`/${pagePath('detail')}?urlId=${saved.url_id}`)

  // signed in now, the card shows its concept
  const detail = await t.mp.openPage(pagePath('detail'), { urlId: saved.url_id })
  await detail.waitForText(word, 20_000)
  // the whole view, not only the word of the link: its action bar comes with the answered view
  await until(() => nodesOfClass(detail.data.root, 'gr-detail-actions').length === 1, 'the detail view with its action bar', t.mp)
  expect(t.mp.uncaught).toEqual([])
})

test.each([
  ['userAgreement', 'zh'],
  ['privacyPolicy', 'zh'],
  ['userAgreement', 'en'],
  ['privacyPolicy', 'en'],
] as const)('%s (%s) renders its title and every section', async (doc, lang) => {
  t.mp = await loadMiniProgram({ server: t.real.handler, storage: { language: lang } })
  const page = await t.mp.openPage(pagePath(doc))
  const text = (lang === 'en' ? legalEn : legalZh)[doc]
  await page.waitForText(text.title)
  for (const section of text.sections) expect(page.texts()).toContain(section.heading)
  expect(t.mp.uncaught).toEqual([])
})
