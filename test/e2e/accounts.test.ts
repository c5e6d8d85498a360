// Every demo account can sign in, use every screen it is entitled to and sign
// out, at 375, 800, 1024 and 1280 px, in both languages, by mouse and by keyboard. Each account
// takes one width and language (together they cover all of them); the keyboard walk is its own test.
import type { Browser } from 'playwright-core'
import { launchBrowser } from './harness'
import { baseUrl, clickAt, isLoggedOut, signedOutOnServer, newPage, shoot, shownPage, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const SCREENS = ['social', 'concept', 'brand', 'category', 'ebay', 'amazon', 'myAttention', 'search'] as const

interface Visit {
  account: string
  width: number
  lang: 'zh' | 'en'
  /** mini-program accounts have no login controls: nothing to sign out with on the web */
  signsOut: boolean
}

const VISITS: Visit[] = [
  { account: 'analyst@growthradar.demo', width: 1280, lang: 'zh', signsOut: true },
  { account: 'partial@growthradar.demo', width: 1024, lang: 'en', signsOut: true },
  { account: 'free@growthradar.demo', width: 800, lang: 'zh', signsOut: true },
  { account: 'partner@acme.demo', width: 375, lang: 'en', signsOut: true },
  { account: 'staff@growthradar.cn', width: 800, lang: 'en', signsOut: true },
  { account: 'mini@growthradar.demo', width: 1024, lang: 'zh', signsOut: false },
  { account: 'analyst@growthradar.demo', width: 375, lang: 'zh', signsOut: true },
  { account: 'partial@growthradar.demo', width: 375, lang: 'zh', signsOut: true },
]

describe.each(VISITS)('$account at $width px in $lang', ({ account, width, lang, signsOut }) => {
  test('signs in, opens every screen (none a placeholder, none stuck loading) and signs out', async () => {
    const { context, page } = await newPage(browser, { width, height: 860 }, lang)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signIn(page, account)
    for (const screen of SCREENS) {
      await page.goto(`${baseUrl()}/${screen}`)
      await page.waitForURL((url) => url.pathname === `/${screen}`)
      await page.locator('.gr-main:visible').first().waitFor()
      // a screen settles into content, an empty state or an error that says what to do, never "soon" or a spinner
      await page.waitForFunction(() => !document.querySelector('.gr-main [data-testid="state-loading"]'), undefined, { timeout: 15000 })
      expect(await page.locator('.gr-soon:visible').count()).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    }
    await shoot(page, `account-${account.split('@')[0]}-${width}-${lang}`)
    if (signsOut) {
      if (width < 768) {
        await clickAt(page, '[data-testid="mobile-nav-more"]')
        await clickAt(page, '[data-testid="mobile-logout"]')
      } else {
        await clickAt(page, '[data-testid="user-menu"] .gr-user__name')
        await clickAt(page, '[data-testid="logout"]')
      }
      expect(await signedOutOnServer(page)).toBe(true)
    }
    expect(errors).toEqual([])
    await context.close()
  }, 120000)
})

test('by keyboard alone: the switcher changes view, the user menu opens with Enter and signs out', async () => {
  const { context, page } = await newPage(browser, { width: 1280, height: 860 }, 'en')
  await signIn(page, 'analyst@growthradar.demo')
  await page.getByTestId('switcher').waitFor()
  const social = page.getByTestId('switcher').getByRole('radio').first()
  await social.focus()
  await Promise.all([page.waitForURL((url) => url.pathname === '/social'), page.keyboard.press('Enter')])
  // focus follows to the screen shown, not left on the switcher of the page Taro hid
  await page.waitForFunction(
    () => document.activeElement?.classList.contains('gr-main') && !document.activeElement.closest('.taro_page_shade'),
  )
  const menu = shownPage(page).locator('[data-testid="user-menu"] .gr-user__name')
  await menu.focus()
  await page.keyboard.press('Enter')
  await shownPage(page).getByTestId('logout').waitFor()
  await page.keyboard.press('Escape')
  expect(await page.locator('[data-testid="logout"]:visible').count()).toBe(0)
  await menu.focus()
  await page.keyboard.press('Enter')
  await shownPage(page).getByTestId('logout').focus()
  await page.keyboard.press('Enter')
  // the logout is a page load (/mj_logout, then back to /social): the login link says it is done
  await page.locator('[data-testid="login-link"]:visible').first().waitFor()
  await expect(isLoggedOut(page)).resolves.toBe(true)
  await context.close()
})
