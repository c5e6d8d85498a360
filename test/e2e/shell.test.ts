// The shell as a person meets it (SPEC §2 routing rules, §9 breakpoint, the language select).
import type { Browser } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, newPage, shoot } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('SPEC §2 routing rules', () => {
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
    // on narrow screens the top header is always hidden
    await page.waitForTimeout(300)
    expect(await page.getByTestId('top-header').count()).toBe(0)
    await shoot(page, 'loginPage-mobile')
    await context.close()
  })

  test('an unknown path on desktop redirects to /concept', async () => {
    const { context, page } = await newPage(browser, DESKTOP)
    await page.goto(`${baseUrl()}/no-such-screen?x=1`)
    await page.waitForURL((url) => url.pathname === '/concept')
    await context.close()
  })
})

describe('language select (SPEC §2 top header)', () => {
  test('choosing English stores the choice, reloads, and the header speaks English', async () => {
    const { context, page } = await newPage(browser, DESKTOP)
    await page.goto(`${baseUrl()}/social`)
    const switcher = page.getByTestId('switcher')
    await switcher.waitFor()
    expect(await switcher.textContent()).toContain('高增长电商概念')

    await page.getByTestId('language-select').locator('.gr-dropdown__trigger').click()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('option', { name: 'English' }).click(),
    ])
    await page.getByTestId('switcher').waitFor()
    await expect(page.getByTestId('switcher').textContent()).resolves.toContain('E-commerce concepts')
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en')
    await shoot(page, 'social-desktop-en')
    await context.close()
  })
})
