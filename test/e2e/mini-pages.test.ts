// The mini-program's main pages in the H5 build, at 375 px, in both languages, for
// the mini-program account and an analyst: /wxHomePage, /my, /report and /activityRules each show
// real content from the real server (no placeholder, none stuck loading, nothing wider than the window).
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, MOBILE } from './harness'
import { baseUrl, clickAt, shoot, shownPage, signedIn, typeInto } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Two concepts to follow, so that /my and /report have something of the account's own to show: the
 * second word of Taobao/Tmall's growth ranking (the report shows its rank) and an expression on JD.
 */
async function setFollows(page: Page, func: 'add' | 'del'): Promise<string[]> {
  const ranking = await page.request.post(`${baseUrl()}/api/ecommerce`, {
    data: { plat: 'all', cid: 16, page_size: 2 },
    headers: { origin: baseUrl() },
  })
  const ranked = ((await ranking.json()) as { data: { rows: { word: string }[] } }).data.rows[1].word
  const follows = [
    { word: ranked, platform: 'all', category_id: 16 },
    { word: '面膜 or 精华', platform: 'jd', category_id: 1801 },
  ]
  for (const f of follows) {
    // a write with the session cookie says where it comes from (the server refuses it otherwise)
    const answer = await page.request.post(`${baseUrl()}/api/marked`, { data: { func, ...f }, headers: { origin: baseUrl() } })
    expect(((await answer.json()) as { status: string }).status).toBe('ok')
  }
  return follows.map((f) => f.word)
}

/**
 * Each followed word is among the rows that `testid` marks on the page shown. Other test files
 * follow concepts as the same accounts on the same server meanwhile, so the rows may be more than these two.
 */
async function rowsWith(page: Page, testid: string, words: string[]): Promise<void> {
  const rows = await shownPage(page).locator(`[data-testid="${testid}"]`).allTextContents()
  for (const word of words) expect([testid, word, rows.some((r) => r.includes(word))]).toEqual([testid, word, true])
}

async function open(page: Page, path: string, content: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`)
  await shownPage(page).locator(content).first().waitFor({ timeout: 20000 })
  expect(await page.locator('.gr-soon:visible').count()).toBe(0)
  // every part settles (the posts come after the concepts): nothing stays a spinner
  await page.waitForFunction(() => !document.querySelector('.taro_page:not(.taro_page_shade) [data-testid="state-loading"]'), undefined, {
    timeout: 20000,
  })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

const VISITS = [
  { account: 'mini@growthradar.demo', lang: 'zh' as const },
  { account: 'mini@growthradar.demo', lang: 'en' as const },
  { account: 'analyst@growthradar.demo', lang: 'zh' as const },
  { account: 'analyst@growthradar.demo', lang: 'en' as const },
]

describe.each(VISITS)('$account in $lang at 375 px', ({ account, lang }) => {
  test('home, my, report and rules show real content', async () => {
    const { context, page } = await signedIn(browser, account, { at: null, viewport: MOBILE, lang })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const who = `${account.split('@')[0]}-${lang}`
    const followed = await setFollows(page, 'add')
    try {
      // home: the top concepts of the platforms, the social topics and a page of posts; more at the bottom
      await open(page, '/wxHomePage', '[data-testid="home-concept"]')
      const shown = shownPage(page)
      await shown.locator('[data-testid="home-post"]').first().waitFor({ timeout: 20000 })
      const before = await shown.locator('[data-testid="home-post"]').count()
      // a browser has no pull-to-refresh here: the page does not offer one
      await shown.locator('[data-testid="home-freshness"]').waitFor()
      expect(await shown.locator('[data-testid="home-screen"]').textContent()).not.toMatch(/下拉可刷新|Pull down to refresh/)
      await shoot(page, `mini-home-${who}`)
      await shown.locator('[data-testid="home-social"]').scrollIntoViewIfNeeded()
      await shoot(page, `mini-home-social-${who}`)
      // reaching the bottom of the list loads the next page (useReachBottom; the button does the same)
      await shown.locator('[data-testid="home-load-more"]').scrollIntoViewIfNeeded()
      await page.waitForFunction(
        (n) => document.querySelectorAll('.taro_page:not(.taro_page_shade) [data-testid="home-post"]').length > n,
        before,
        { timeout: 15000 },
      )
      // a concept search answers with its card
      await typeInto(shown.locator('input[data-testid="home-search-input"]'), lang === 'zh' ? '连衣裙' : '连衣裙 or 衬衫')
      await clickAt(page, '[data-testid="home-search-button"]')
      await shown.locator('[data-testid="home-found"]').waitFor({ timeout: 20000 })
      await shown.locator('[data-testid="home-found"]').scrollIntoViewIfNeeded()
      await shoot(page, `mini-home-search-${who}`)

      // my: the masked account, the followed concepts, the links, language and logout
      await open(page, '/my', '[data-testid="my-follow"]')
      await rowsWith(page, 'my-follow', followed)
      expect(await shownPage(page).locator('[data-testid="my-username"]').textContent()).toMatch(/^\*+[^*]{5}$/)
      await shownPage(page).locator('[data-testid="my-logout"]').waitFor()
      await shoot(page, `mini-my-${who}`)
      // the user's rights, one tap from /my while signed in: the privacy policy and the terms open, back returns
      for (const [row, doc] of [
        ['my-privacy', 'privacyPolicy'],
        ['my-agreement', 'userAgreement'],
      ]) {
        await clickAt(page, `[data-testid="${row}"]`)
        await shownPage(page).locator(`[data-testid="legal-${doc}"]`).waitFor()
        await page.goBack()
        await shownPage(page).locator('[data-testid="my-contact"]').waitFor()
      }
      expect(await shownPage(page).locator('[data-testid="my-contact"]').textContent()).toContain('support@growthradar.demo')

      // report: each followed concept with its growth and rank, the bars and the trend
      await open(page, '/report', '[data-testid="report-row"]')
      await rowsWith(page, 'report-row', followed)
      await shownPage(page).locator('[data-testid="report-bars"]').waitFor()
      await shownPage(page).locator('[data-testid="report-trend"]').waitFor()
      await shownPage(page).locator('[data-testid="report-share"]').waitFor()
      // the ranked concept: its place this month (2nd) and how it moved since last month
      expect(await shownPage(page).locator('[data-testid="report-row"] .gr-rank').allTextContents()).toContain('2')
      await shoot(page, `mini-report-${who}`)
      await shownPage(page).locator('[data-testid="report-cards"]').scrollIntoViewIfNeeded()
      await shoot(page, `mini-report-cards-${who}`)

      // rules: the QR code's topic first
      await open(page, '/activityRules?topic=demo', '[data-testid="rules-demo"]')
      const order = await shownPage(page)
        .locator('.gr-rules__section')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')))
      expect(order).toEqual(['rules-demo', 'rules-campaign', 'rules-support'])
      expect(await shownPage(page).locator('[data-testid="rules-demo"]').textContent()).toContain('demo@growthradar.demo')
      await shoot(page, `mini-rules-${who}`)
      expect(errors).toEqual([])
    } finally {
      await setFollows(page, 'del')
      await context.close()
    }
  })
})
