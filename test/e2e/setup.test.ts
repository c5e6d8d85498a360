// In the browser: /setUp at 375 px (zh) and 1280 px (en) shows the phones, the followed
// concepts with their alert switch and the alerts sent, fits the window, and a switch turns a
// concept's alert on and off against the real server; /my lists the alerts sent.
import type { Browser } from 'playwright-core'
import { launchBrowser } from './harness'
import { DEMO_PASSWORD, baseUrl, clickAt, shoot, shownPage, signedIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ACCOUNT = 'analyst@growthradar.demo'

/** Follows (or unfollows) a concept as the account, through the token API, beside the page. */
async function setFollow(word: string, func: 'add' | 'del'): Promise<void> {
  const login = await fetch(`${baseUrl()}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNT, password: DEMO_PASSWORD }),
  })
  const { data } = (await login.json()) as { data: { token: string } }
  const res = await fetch(`${baseUrl()}/api/marked`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': data.token },
    body: JSON.stringify({ category_id: 16, func, word, platform: 'all', type: 'concept' }),
  })
  expect(((await res.json()) as { status: string }).status).toBe('ok')
}

test.each([
  [375, 'zh', '开', '关'],
  [1280, 'en', 'On', 'Off'],
] as const)(
  '/setUp at %i px in %s: phones, the alert switch of a followed concept, the alerts sent; /my lists them',
  async (width, lang, on, off) => {
    // a concept of this case alone: its switch starts off whatever another case left
    const word = `浏览器提醒${width} and 连衣裙`
    await setFollow(word, 'add')
    const { context, page } = await signedIn(browser, ACCOUNT, { at: null, viewport: { width, height: 860 }, lang })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${baseUrl()}/setUp`)
    const shown = shownPage(page)
    await shown.getByTestId('phone-row').first().waitFor()
    await shown.getByTestId('alerts-empty').waitFor()
    const row = shown.getByTestId('rule-row').filter({ hasText: word })
    await row.waitFor()
    expect(await page.locator('.gr-soon:visible').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    const toggle = async (to: string) => {
      const button = row.getByTestId('rule-switch')
      // below the fold at 375 px: to the middle, as a person scrolls it up (the edge lies under the fixed bottom bar)
      await button.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await clickAt(
        page,
        `.taro_page:not(.taro_page_shade) [data-testid="rule-row"]:has-text("浏览器提醒${width}") [data-testid="rule-switch"]`,
      )
      await button.filter({ hasText: to }).waitFor()
      await row.getByTestId('rule-message').waitFor()
    }
    await toggle(on)
    await shoot(page, `setup-${width}-${lang}`)
    await toggle(off)

    await page.goto(`${baseUrl()}/my`)
    await shownPage(page).getByTestId('alert-list').waitFor()
    await shownPage(page).getByTestId('alerts-empty').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
    await context.close()
    await setFollow(word, 'del')
  },
  120000,
)
