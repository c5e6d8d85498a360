// The shell as a person meets it (the start redirects, the 768 px phone breakpoint, the language select).
import type { Browser } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { DEMO_PASSWORD, baseUrl, newPage, shoot, signedIn, typeInto } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('where a path leads', () => {
  test('"/" redirects to /social when the window is at least 768 px wide (1280 px)', async () => {
    const { context, page } = await newPage(browser, DESKTOP)
    await page.goto(`${baseUrl()}/`)
    await page.waitForURL((url) => url.pathname === '/social')
    await page.getByTestId('top-header').waitFor()
    await shoot(page, 'social-desktop')
    await context.close()
  })

  test('"/" redirects to /loginPage when the window is under 768 px (375 px)', async () => {
    const { context, page } = await newPage(browser, MOBILE)
    await page.goto(`${baseUrl()}/`)
    await page.waitForURL((url) => url.pathname === '/loginPage')
    // on narrow screens the top header is always hidden: none, once the login form is drawn
    await page.getByTestId('login-form').waitFor()
    expect(await page.getByTestId('top-header').count()).toBe(0)
    await shoot(page, 'loginPage-mobile')
    await context.close()
  })

  test('/login hands a visitor to the login service and, signed in, back to the concepts', async () => {
    const { context, page } = await newPage(browser, MOBILE)
    await page.goto(`${baseUrl()}/login`)
    await page.waitForURL((url) => url.pathname === '/sso/login')
    await typeInto(page.locator('#username'), 'analyst@growthradar.demo')
    await typeInto(page.locator('#password'), DEMO_PASSWORD)
    await Promise.all([page.waitForURL((url) => url.pathname === '/concept'), page.click('button[type=submit]')])
    // a signed-in user opening /login again is not asked to sign in twice
    await page.goto(`${baseUrl()}/login`)
    await page.waitForURL((url) => url.pathname === '/concept')
    await context.close()
  })

  test('an unknown path on desktop redirects to /concept', async () => {
    const { context, page } = await newPage(browser, DESKTOP)
    await page.goto(`${baseUrl()}/no-such-screen?x=1`)
    await page.waitForURL((url) => url.pathname === '/concept')
    await context.close()
  })
})

describe("the top header's language select", () => {
  test('choosing English stores the choice, reloads, and the header speaks English', async () => {
    const { context, page } = await newPage(browser, DESKTOP)
    await page.goto(`${baseUrl()}/social`)
    const switcher = page.getByTestId('switcher')
    await switcher.waitFor()
    expect(await switcher.textContent()).toContain('高增长电商概念')

    const dictionaries: string[] = []
    page.on('request', (request) => {
      const name = /\/js\/(lang-\w+)\./.exec(request.url())?.[1]
      if (name) dictionaries.push(name)
    })
    await page.getByTestId('language-select').locator('.gr-dropdown__trigger').click()
    await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: 'English' }).click()])
    await page.getByTestId('switcher').waitFor()
    await expect(page.getByTestId('switcher').textContent()).resolves.toContain('E-commerce concepts')
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en')
    // the reloaded page carries the English texts only, named by the page itself
    expect(dictionaries).toEqual(['lang-en'])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await shoot(page, 'social-desktop-en')
    await context.close()
  })

  test('a stored English choice whose cookie was lost still opens in English', async () => {
    const { context, page } = await newPage(browser, DESKTOP)
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'))
    await page.goto(`${baseUrl()}/social`)
    // the page named the Chinese texts (no cookie); the app fetches the English ones and re-renders
    await page.waitForFunction(() => document.querySelector('[data-testid=switcher]')?.textContent?.includes('E-commerce concepts'))
    expect(await page.evaluate(() => document.cookie)).toContain('language=en')
    await context.close()
  })
})

describe('top header pictures: the QR hover panels, the partner logo', () => {
  const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1

  test('hovering the after-sales link shows the whole QR code inside its panel', async () => {
    const { context, page } = await signedIn(browser, 'analyst@growthradar.demo')
    await page.getByTestId('qr-support').hover()
    const picture = page.getByTestId('qr-support-image').locator('img')
    await picture.waitFor()
    await page.waitForFunction(() => (document.querySelector('[data-testid="qr-support-image"] img') as HTMLImageElement | null)?.complete)
    const box = await picture.boundingBox()
    const frame = await page.getByTestId('qr-support-image').boundingBox()
    expect(box && frame && box.width >= 100 && inside(box, frame)).toBe(true)
    await shoot(page, 'qr-support-desktop')
    await context.close()
  })

  test("a partner's wide logo keeps its proportions at the header's height", async () => {
    const { context, page } = await signedIn(browser, 'partner@acme.demo')
    // the app's header (#app), not the copy the server painted ahead of the scripts
    const logo = page.locator('#app .gr-brand__partner-logo img')
    await logo.waitFor()
    await page.waitForFunction(() => (document.querySelector('#app .gr-brand__partner-logo img') as HTMLImageElement | null)?.complete)
    const box = await logo.boundingBox()
    // the demo logo is 160 × 40: drawn 32 px high it must be about 128 px wide, not squeezed into a
    // square, and inside the header (Taro's default picture size once drew it 960 × 240 above the page)
    expect(box?.height).toBeGreaterThanOrEqual(28)
    expect(box?.height).toBeLessThanOrEqual(40)
    expect(box!.width / box!.height).toBeCloseTo(4, 0)
    expect(box?.y).toBeGreaterThanOrEqual(0)
    const header = await page.locator('#app .gr-top').boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height)
    await context.close()
  })
})
