// What WeChat's review looks for, checked on the built dist/weapp: no link or QR code of the web site
// on any page; no payment talk where an upgrade is offered (WeChat's customer service instead); the
// privacy check switched on, its consent dialog answering WeChat, and the clipboard (privacy-gated)
// failing politely without consent; a stated minimum base library that the package runs on; a sitemap
// that keeps pages behind the login out of search; a pull-down that can be seen.
import fs from 'node:fs'
import path from 'node:path'
import { failure, loadMiniProgram, nodesOfClass, ok, WEAPP_DIST, type MiniProgram } from './harness/load-page'
import { TOKEN, WORDS, fakeServer } from './harness/mini-session'
import { readAppJson, subpackagesOf } from './harness/package-sizes'
import { settle } from './harness/real-server'
import { pagePath } from '../../src/domain/routes'
import { miniUser } from '../unit/helpers/users'
import zh from '../../src/i18n/zh'
import en from '../../src/i18n/en'
import legalZh from '../../src/i18n/legal/zh'

const app = (readAppJson() ?? { pages: [] }) as ReturnType<typeof readAppJson> & Record<string, unknown>
const allPages = [...app!.pages, ...subpackagesOf(app!).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
const QUERIES: Record<string, Record<string, string>> = {
  [pagePath('detail')]: { word: WORDS[0], plat: 'all', cid: '16' },
  [pagePath('search')]: { word: WORDS[0] },
}

/** Money and renewal words a mini-program may not steer with (iOS least of all), in both languages. */
const PAYMENT_WORDS = /付费|付款|支付|购买|价格|价钱|续费|充值|续订|订阅|￥|¥|\bpay|paid|price|purchase|buy|renew|subscri/i

let mp: MiniProgram | undefined
afterEach(() => {
  mp?.close()
  mp = undefined
})

describe.each(allPages.map((route) => [route]))('%s', (route) => {
  test('shows no link and no QR code of the web site', async () => {
    mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN } })
    const page = await mp.openPage(route, QUERIES[route] ?? {})
    await settle(mp)
    const shown = JSON.stringify(page.data)
    expect(shown).not.toMatch(/https?:\/\//)
    expect(shown).not.toMatch(/get_qr_code|gr-share__qr|gr-qr__image/)
  })
})

test('the -403 of a ranking offers WeChat customer service (open-type contact) and speaks of no payment', async () => {
  mp = await loadMiniProgram({ server: fakeServer({ 'POST /api/ecommerce': () => failure(-403) }), storage: { token: TOKEN } })
  const page = await mp.openPage(pagePath('concept'))
  await page.waitForText(zh.mini.contactService)
  expect(JSON.stringify(page.data)).toContain('"contact"')
  expect(page.texts().join(' ')).not.toMatch(PAYMENT_WORDS)
  expect(nodesOfClass(page.data.root, 'gr-qr__image')).toEqual([])
})

test('/my of an expired account says whom to contact, not to renew', async () => {
  const expired = { ...miniUser(), deadline: '2025-01-31 00:00:00' }
  mp = await loadMiniProgram({ server: fakeServer({ 'GET /api/user': () => ok(expired) }), storage: { token: TOKEN } })
  const page = await mp.openPage(pagePath('my'))
  await page.waitForText(zh.my.expired)
  expect(page.texts().join(' ')).not.toMatch(PAYMENT_WORDS)
})

test.each([
  ['zh', zh],
  ['en', en],
] as const)('the upgrade and account texts (%s) contain no payment words', (_lang, dict) => {
  const texts = [
    ...Object.values(dict.upgrade),
    dict.mini.upgradeTitle,
    dict.mini.upgradeHint,
    dict.mini.contactService,
    dict.my.expired,
    ...Object.values(dict.rules),
  ]
  expect(texts.filter((text) => PAYMENT_WORDS.test(text))).toEqual([])
})

describe('privacy', () => {
  test('app.json switches the privacy check on; code loads lazily; the sitemap is there', () => {
    expect(app).toMatchObject({ __usePrivacyCheck__: true, lazyCodeLoading: 'requiredComponents', sitemapLocation: 'sitemap.json' })
  })

  const copyMail = async (privacy: { agreed?: boolean; undeclared?: string[] }) => {
    mp = await loadMiniProgram({ server: fakeServer(), storage: { token: TOKEN }, privacy })
    const page = await mp.openPage(pagePath('activityRules'))
    await page.waitForText(zh.rules.contactMail)
    page.tap(zh.rules.contactMail)
    return page
  }

  test('setClipboardData answering errno 112 (not in the privacy guide) shows a message and throws nothing', async () => {
    await copyMail({ undeclared: ['setClipboardData'] })
    await settle(mp!)
    expect(mp!.privacyCalls).toEqual([{ api: 'setClipboardData', result: 112 }])
    expect(mp!.toasts).toEqual([zh.mini.clipboardRefused])
    expect(mp!.uncaught).toEqual([])
    expect(mp!.problems.filter((p) => /Uncaught|unhandled/i.test(p))).toEqual([])
  })

  test("before consent, WeChat's question shows our dialog; refused: a message, no copy, nothing thrown", async () => {
    const page = await copyMail({})
    await page.waitForText(zh.mini.privacyTitle)
    page.tap(new RegExp(`^${zh.mini.privacyDisagree}$`))
    await settle(mp!)
    expect(mp!.privacyCalls).toEqual([{ api: 'setClipboardData', result: 104 }])
    // WeChat heard that the dialog was drawn, then the refusal
    expect(mp!.privacyAnswers).toEqual(['exposureAuthorization', 'disagree'])
    expect(mp!.toasts).toEqual([zh.mini.clipboardRefused])
    expect(page.texts()).not.toContain(zh.mini.privacyTitle)
    expect(mp!.uncaught).toEqual([])
  })

  test('查看《隐私政策》 opens the policy without the dialog over it; back on the page, the question is still asked', async () => {
    const page = await copyMail({})
    await page.waitForText(zh.mini.privacyTitle)
    page.tap(zh.mini.privacyRead)
    await settle(mp!)
    expect(mp!.navigations.at(-1)?.url).toContain(pagePath('privacyPolicy'))
    const policy = await mp!.openPage(pagePath('privacyPolicy'))
    await policy.waitForText(legalZh.privacyPolicy.title)
    expect(policy.texts()).not.toContain(zh.mini.privacyTitle)
    // nothing answered WeChat yet (the dialog was drawn once, not again over the policy): the page that asked still shows the question
    expect(mp!.privacyCalls).toEqual([])
    expect(mp!.privacyAnswers).toEqual(['exposureAuthorization'])
    expect(page.texts()).toContain(zh.mini.privacyTitle)
  })

  test("agreed in the dialog (WeChat's agreePrivacyAuthorization button): the copy goes through", async () => {
    const page = await copyMail({})
    await page.waitForText(zh.mini.privacyTitle)
    const agree = nodesOfClass(page.data.root, 'gr-button--primary').find((n) => JSON.stringify(n).includes(zh.mini.privacyAgree))!
    expect(JSON.stringify(agree)).toContain('agreePrivacyAuthorization')
    page.fire(agree, 'agreeprivacyauthorization')
    await settle(mp!)
    expect(mp!.privacyCalls).toEqual([{ api: 'setClipboardData', result: 'ok' }])
    expect(mp!.privacyAnswers).toEqual(['exposureAuthorization', 'agree'])
    expect(mp!.toasts).toEqual([zh.rules.copied.replace('{{mail}}', 'support@growthradar.demo')])
  })
})

describe('runs on the WeChat users have', () => {
  const project = JSON.parse(fs.readFileSync(path.join(__dirname, '../../project.config.json'), 'utf8')) as { libVersion?: string }
  const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8')

  test('a stated minimum base library, below the 2.20.1 of getWindowInfo (which therefore needs its fallback)', () => {
    expect(project.libVersion).toBe('2.16.1')
    expect(readme).toContain(`base library ${project.libVersion}`)
  })

  test.each([pagePath('wxHomePage'), pagePath('concept'), pagePath('my')])(
    '%s runs on a base library without getWindowInfo, getDeviceInfo and getAppBaseInfo',
    async (route) => {
      mp = await loadMiniProgram({
        server: fakeServer(),
        storage: { token: TOKEN },
        without: ['getWindowInfo', 'getDeviceInfo', 'getAppBaseInfo'],
      })
      const page = await mp.openPage(route)
      await settle(mp)
      expect(page.texts().length).toBeGreaterThan(0)
      expect(mp.problems.filter((p) => p.includes('暂不支持'))).toEqual([])
      expect(mp.uncaught).toEqual([])
    },
  )

  test('the sitemap indexes only pages open without a login, and the pull-down dots stand out on the background in both appearances', () => {
    const sitemap = JSON.parse(fs.readFileSync(path.join(WEAPP_DIST, 'sitemap.json'), 'utf8')) as {
      rules: { action: string; page: string }[]
    }
    const open = new Set(['wxHomePage', 'loginPage', 'userAgreement', 'privacyPolicy', 'activityRules'].map((r) => pagePath(r as 'my')))
    expect(sitemap.rules.at(-1)).toEqual({ action: 'disallow', page: '*' })
    for (const rule of sitemap.rules.slice(0, -1)) {
      expect(rule.action).toBe('allow')
      expect(open.has(rule.page)).toBe(true)
    }
    // the window's colours are the theme's: dark dots on the light background, light ones on the dark
    const window = (app as { window?: Record<string, string> }).window ?? {}
    const theme = JSON.parse(fs.readFileSync(path.join(WEAPP_DIST, 'theme.json'), 'utf8')) as Record<string, Record<string, string>>
    const shown = (palette: string) => ({
      dots: theme[palette][(window.backgroundTextStyle ?? '').slice(1)],
      background: theme[palette][(window.backgroundColor ?? '').slice(1)],
    })
    expect(shown('light')).toEqual({ dots: 'dark', background: '#ffffff' })
    expect(shown('dark')).toEqual({ dots: 'light', background: '#0e1218' })
  })
})
