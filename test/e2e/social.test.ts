// The /social journey, as a person takes it in the browser against the real server:
// land on / at 1280 px and arrive at /social, read the ranked social concepts with their talents
// and brands, open one: /detail shows its sales trend and its volume on that social platform.
// The same on a 375 px phone, in Chinese and in English.
import type { Browser, Page } from 'playwright-core'
import { MOBILE, launchBrowser } from './harness'
import { baseUrl, chartDrawn, requestsOf, shoot, signedIn } from './helpers'

jest.setTimeout(120_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The ranked rows of the last choice are on screen; returns the first word. */
async function rankedRows(page: Page, requests: ReturnType<typeof requestsOf>): Promise<string> {
  // a new platform, sort or page keeps the previous rows on screen, dimmed, until its answer is in;
  // the request starts a render after the click, so wait for it to be asked and answered
  await requests.settle()
  await page.waitForFunction(() => !document.querySelector('.gr-panel--refreshing'))
  const row = page.locator('[data-testid=social-row]:visible').first()
  await row.waitFor()
  expect(await page.locator('[data-testid=social-row]:visible').count()).toBeGreaterThan(5)
  return ((await row.locator('.gr-word').textContent()) ?? '').trim()
}

/** Opens the first row and checks the detail: its word, a drawn sales trend, the social chart of that platform. */
async function openFirst(page: Page, word: string, chartTitle: RegExp): Promise<void> {
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/detail'),
    page.locator('[data-testid=social-row]:visible .gr-word').first().click(),
  ])
  const url = new URL(page.url())
  expect(url.searchParams.get('word') ?? url.searchParams.get('word1')).toBe(word)
  expect(url.searchParams.get('social_plat')).toBe('douyin')
  expect((await page.locator('[data-testid=detail-word]:visible').textContent())?.trim()).toBe(word)
  const social = page.locator('[data-testid=social-section]:visible')
  await chartDrawn(social)
  expect(await social.textContent()).toMatch(chartTitle)
}

test('desktop (1280 px, zh): / lands on /social; ranked concepts, talents and brands; a row opens its detail', async () => {
  // a signed-in desktop visitor opening / lands on /social
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null })
  context.setDefaultTimeout(15_000)
  const requests = requestsOf(page)
  await page.goto(`${baseUrl()}/`)
  await page.waitForURL((url) => url.pathname === '/social')
  const word = await rankedRows(page, requests)
  expect(await page.getByTestId('social-table').textContent()).toContain('近 13 个月声量')
  // the link holds the view the server answered
  await page.waitForFunction(() => new URL(location.href).searchParams.get('social_plat') === 'douyin')
  // the top-10 talents and brands, where the answer carries them: a row's button shows them, the row stays
  if (await page.getByTestId('leaders-toggle').count()) {
    await page.getByTestId('leaders-toggle').first().click()
    await page.getByTestId('social-leaders').waitFor()
    expect(new URL(page.url()).pathname).toBe('/social')
  }
  await shoot(page, 'social-1280-zh')

  // another platform and sort are kept in the link
  await page.getByTestId('social-plat').getByText('小红书').click()
  await page.waitForFunction(() => new URL(location.href).searchParams.get('social_plat') === 'xhs')
  await page.getByTestId('sort').getByText('声量').click()
  await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'volume')
  await rankedRows(page, requests)
  await page.getByTestId('social-plat').getByText('抖音').click()
  await page.waitForFunction(() => new URL(location.href).searchParams.get('social_plat') === 'douyin')
  const first = await rankedRows(page, requests)

  await openFirst(page, first, /近 13 个月抖音声量/)
  await shoot(page, 'social-detail-1280-zh')
  expect(word).not.toBe('')
  await context.close()
})

test.each([
  ['zh', /近 13 个月抖音声量/],
  ['en', /Mentions on Douyin, last 13 months/],
] as const)('phone (375 px, %s): cards, the lists under a card, a card opens its detail', async (lang, chartTitle) => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { viewport: MOBILE, lang })
  context.setDefaultTimeout(15_000)
  const requests = requestsOf(page)
  // phones have no top header: the tab bar leads to /social
  await page.getByTestId('mobile-nav-social').click()
  await page.waitForURL((url) => url.pathname === '/social')
  const word = await rankedRows(page, requests)
  await page.getByTestId('social-cards').waitFor()
  expect(await page.locator('.gr-concept__title:visible').textContent()).toBe(
    lang === 'zh' ? '高增长社媒概念' : 'High-growth social concepts',
  )
  // after Taro's page transition (which slides the page in from the right): nothing wider than the phone
  await shoot(page, `social-375-${lang}`)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await openFirst(page, word, chartTitle)
  await shoot(page, `social-detail-375-${lang}`)
  await context.close()
})

test('in a category, a social row goes into the comparison from its "+ 对比" and stays on the ranking', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/social?cid=16' })
  context.setDefaultTimeout(15_000)
  const row = page.locator('[data-testid=social-row]:visible').first()
  await row.getByTestId('compare-add').waitFor()
  await shoot(page, 'social-category-1280-zh')
  await row.getByTestId('compare-add').click()
  expect(new URL(page.url()).pathname).toBe('/social')
  expect(await row.getByTestId('compare-add').textContent()).toMatch(/查看对比（\d+）/)
  // the comparison holds the word (as it is followed: on Taobao/Tmall, in the ranking's category)
  const word = ((await row.locator('.gr-word').textContent()) ?? '').trim()
  await row.getByTestId('compare-add').click()
  await page.waitForURL((url) => url.pathname === '/compare')
  await page.getByTestId('compare-row').filter({ hasText: word }).first().waitFor()
  expect(await page.getByTestId('compare-refused').count()).toBe(0)
  await context.close()
})
