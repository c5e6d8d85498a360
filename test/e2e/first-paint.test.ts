// The first screen of /concept, /social and /detail comes with index.html, before any script runs
// (server/http/first-paint.ts), and the app takes its place without moving anything: the header,
// the phone's tab bar, the notices, the screen's title and its loading panel stand where the app
// then draws them, at 1280 and 375 px, in the language the app starts in.
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, requestsOf, sessionCookies, shoot } from './helpers'

const WORD = '连衣裙 not 儿童'
const ROUTES = [
  { name: 'concept', path: '/concept', title: { zh: zh.concept.title, en: en.concept.title } },
  { name: 'social', path: '/social', title: { zh: zh.social.title, en: en.social.title } },
  { name: 'detail', path: `/detail?word=${encodeURIComponent(WORD)}&plat=all&cid=16`, title: { zh: WORD, en: WORD } },
]
const WIDTHS = [
  { name: '1280', viewport: DESKTOP },
  { name: '375', viewport: MOBILE },
]
// the rankings and the detail's figures: held back, so the app shows the loading state the frame painted
const DATA_CALLS = new Set(['/api/ecommerce', '/api/social', '/api/search', '/api/ecloud', '/api/itemcloud', '/api/latest_social'])
// what must stand in the same place in the frame and in the app (the first visible of each)
const PARTS = [
  '.gr-top',
  '.gr-brand__name',
  '.gr-user__label',
  '.gr-mnav',
  '.gr-notice__text',
  '.gr-concept__title',
  '.gr-concept__subtitle',
  '.gr-detail-head__word',
  '.gr-tabs',
  '.gr-filters',
  '.gr-panel',
  '.gr-status__text',
  '.gr-skeleton__row',
  '.gr-skeleton__hint',
  '.gr-footer',
]

let browser: Browser
let session: Awaited<ReturnType<typeof sessionCookies>>
beforeAll(async () => {
  browser = await launchBrowser()
  session = await sessionCookies(browser, 'analyst@growthradar.demo')
})
afterAll(async () => {
  await browser?.close()
})

/** A signed-in context whose app starts in `lang` (the language cookie and the stored choice agree, as the app keeps them). */
async function contextIn(
  viewport: typeof DESKTOP,
  lang: 'zh' | 'en',
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const origin = new URL(baseUrl())
  const cookies = [
    ...session,
    {
      name: 'language',
      value: lang,
      domain: origin.hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ]
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    storageState: { cookies, origins: [{ origin: origin.origin, localStorage: [{ name: 'language', value: lang }] }] },
  })
  return { context, page: await context.newPage() }
}

/** Where each part stands, in the frame while it is there, else in the app. */
function rectsOf(page: Page, parts: string[]): Promise<Record<string, string>> {
  return page.evaluate((selectors) => {
    const frame = document.getElementById('gr-first-paint')
    const root = frame ? Array.from(frame.children).find((c) => getComputedStyle(c).display !== 'none') : document.getElementById('app')
    const out: Record<string, string> = {}
    for (const selector of selectors) {
      const el = root?.querySelector(selector)
      if (!el) continue
      const r = el.getBoundingClientRect()
      out[selector] = [r.x, r.y, r.width, r.height].map(Math.round).join(',')
    }
    return out
  }, parts)
}

describe('without JavaScript, index.html paints the screen', () => {
  const cases = ROUTES.flatMap((route) => WIDTHS.map((width) => ({ route, width, lang: 'zh' as 'zh' | 'en' })))
  cases.push(...WIDTHS.map((width) => ({ route: ROUTES[0], width, lang: 'en' as const })))
  test.each(cases)(
    '$route.name at $width.name px ($lang): header or tab bar, notices, title and loading panel',
    async ({ route, width, lang }) => {
      const t = lang === 'zh' ? zh : en
      const { context, page } = await contextIn(width.viewport, lang, false)
      await page.goto(`${baseUrl()}${route.path}`)
      const frame = page.locator(`#gr-first-paint ${width.viewport === MOBILE ? '.gr-fp__narrow' : '.gr-fp__wide'}`)
      expect(await frame.isVisible()).toBe(true)
      const title = route.name === 'detail' ? frame.locator('.gr-detail-head__word') : frame.locator('.gr-concept__title')
      expect(await title.textContent()).toBe(route.title[lang])
      expect(await title.isVisible()).toBe(true)
      if (width.viewport === MOBILE) {
        // phones: no top header, the tab bar instead (components/shell/MobileNav)
        expect(await frame.locator('.gr-top').count()).toBe(0)
        expect(await frame.locator('.gr-mnav__text').allTextContents()).toEqual([
          t.mobileNav.social,
          t.mobileNav.concept,
          t.mobileNav.myAttention,
          t.mobileNav.more,
        ])
      } else {
        // the signed-in header: the product, the user's masked name (never 登录 for a signed-in user)
        expect(await frame.locator('.gr-brand__name').textContent()).toBe(t.app.name)
        expect(await frame.locator('.gr-user__label').textContent()).toBe('******.demo')
        expect(await frame.locator('.gr-top').textContent()).not.toContain(t.header.login)
      }
      expect(await frame.locator('.gr-notice__text').count()).toBeGreaterThan(0)
      // the loading panel: a list's skeleton rows and what is loading, or a panel's loading line
      expect(await frame.locator('.gr-status__text, .gr-skeleton__hint').first().isVisible()).toBe(true)
      expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'zh' ? 'zh-CN' : 'en')
      await shoot(page, `first-paint-${route.name}-${width.name}-${lang}`)
      await context.close()
    },
  )

  test('a signed-out visitor gets no frame: the server cannot tell what the app will show them', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/concept`)
    expect(await page.locator('#gr-first-paint').count()).toBe(0)
    await context.close()
  })
})

test("the scripts that start the app and draw the page are compiled as they stream in; the chart's library is not", async () => {
  // V8's compile hint must be the file's first line; the chart's library is mostly code that never runs
  const hint = '//# allFunctionsCalledOnLoad\n'
  const { context, page } = await contextIn(DESKTOP, 'zh', false)
  await page.goto(`${baseUrl()}/concept`)
  const boot = await page.locator('meta[name=gr-boot]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content') ?? ''))
  expect(boot.some((src) => /\/js\/app\./.test(src))).toBe(true)
  for (const src of boot.filter((src) => !/\/lang-/.test(src))) {
    const body = await (await context.request.get(`${baseUrl()}${src}`)).text()
    expect([src, body.slice(0, hint.length)]).toEqual([src, hint])
  }
  const chart = fs.readdirSync(path.resolve(__dirname, '../../dist/h5/js')).find((file) => /^echarts\.\w+\.js$/.test(file))
  const library = await (await context.request.get(`${baseUrl()}/js/${chart}`)).text()
  expect(library.length).toBeGreaterThan(100_000)
  expect(library.startsWith(hint)).toBe(false)
  await context.close()
})

describe("the app takes the frame's place without moving anything", () => {
  const cases = ROUTES.flatMap((route) => WIDTHS.map((width) => ({ route, width })))
  test.each(cases)('$route.name at $width.name px: same places, layout shift < 0.02', async ({ route, width }) => {
    const lang = 'zh'
    // the frame's places, read without scripts
    const still = await contextIn(width.viewport, lang, false)
    await still.page.goto(`${baseUrl()}${route.path}`)
    const painted = await rectsOf(still.page, PARTS)
    await still.context.close()

    const { context, page } = await contextIn(width.viewport, lang, true)
    await context.addInitScript(() => {
      const w = window as unknown as { shifted: number; shifts: PerformanceObserver }
      w.shifted = 0
      w.shifts = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifted += entry.value
      })
      w.shifts.observe({ type: 'layout-shift', buffered: true })
    })
    // the data calls wait until the places are measured, so the app shows the loading state the frame painted
    let release = () => {}
    const measured = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => DATA_CALLS.has(url.pathname),
      async (call) => {
        await measured
        await call.continue().catch(() => undefined)
      },
    )
    // every other request of the page (the user, the notices, the category names, the texts) answered
    // and drawn where it belongs before the shifts are added up
    const requests = requestsOf(page, (url) => DATA_CALLS.has(url.pathname))
    await page.goto(`${baseUrl()}${route.path}`)
    await page.locator('#gr-first-paint').waitFor({ state: 'detached' })
    const drawn = await rectsOf(page, PARTS)
    await shoot(page, `first-paint-app-${route.name}-${width.name}`)
    // the filters hold values the frame could only stand bars for: their row, not their words, must match
    expect(Object.keys(painted).length).toBeGreaterThan(5)
    expect(Object.keys(drawn).sort()).toEqual(Object.keys(painted).sort())
    // within 2 px: on /detail the category names may still be on their way when the app shows its page
    for (const part of Object.keys(painted)) {
      const [a, b] = [painted[part], drawn[part]].map((r) => r.split(',').map(Number))
      a.forEach((value, i) => {
        expect({ part, off: Math.abs(value - b[i]) <= 2 }).toEqual({ part, off: true })
      })
    }
    // the page has everything but its held data, drawn
    await requests.settle()
    // with the shifts of the last frames, not yet handed to the observer
    const shifted = await page.evaluate(() => {
      const w = window as unknown as { shifted: number; shifts: PerformanceObserver }
      return w.shifted + (w.shifts.takeRecords() as unknown as { value: number }[]).reduce((sum, entry) => sum + entry.value, 0)
    })
    expect(shifted).toBeLessThan(0.02)
    release()
    await context.close()
  })
})
