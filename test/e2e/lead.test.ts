// Does talk lead sales, as a person takes it in the browser against the real server: /social's
// link to the early signals (mouse), the list's marketplaces (an empty one too) and a row opened;
// the detail trend tab's sentence and, on demand, the two series with the lead applied; a concept
// searched key by key in a category, its sentence the server's; on a phone in English the "More" sheet, the
// list reached and a row opened from the keyboard; the list's failure state. Screenshots at 1280
// and 375 px in both languages.
import type { Browser, Page } from 'playwright-core'
import { PLANTED_LEADS } from '../../server/dataset/leads'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, chartDrawn, chooseCategory, clickAt, shoot, shownPage, signedIn, typeInto } from './helpers'
import { leadLine } from '../../src/components/lead/lead-text'
import type { ConceptLead } from '../../types'

jest.setTimeout(180_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const planted = new Map(PLANTED_LEADS.map((p) => [p.word, p.lag]))

/** The words of the early signals on screen, top to bottom. */
async function signalWords(page: Page): Promise<string[]> {
  await shownPage(page).getByTestId('signal-row').first().waitFor()
  return (await shownPage(page).locator('.gr-signals__word').allTextContents()).map((w) => w.trim())
}

/** Waits for the lead chart to be drawn (ECharts loads on demand) and brings the panel into view. */
async function drawn(page: Page): Promise<void> {
  await chartDrawn(shownPage(page).locator('[data-testid=lead-chart]'))
  await shownPage(page).getByTestId('lead-panel').scrollIntoViewIfNeeded()
}

test('desktop (1280 px, zh): from /social to the early signals, a row to its detail, the sentence and the two series', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/social' })
  context.setDefaultTimeout(20_000)
  await clickAt(page, '[data-testid=to-early-signals]')
  await page.waitForURL((url) => url.pathname === '/earlySignals')
  const words = await signalWords(page)
  expect(words.length).toBeGreaterThan(0)
  // every row is a concept whose talk was planted to lead its sales, with its planted lag as evidence
  for (const w of words) expect(planted.has(w)).toBe(true)
  const evidence = await shownPage(page).getByTestId('signal-evidence').first().textContent()
  expect(evidence).toMatch(new RegExp(`领先 ${planted.get(words[0])} 个月，r = 0\\.\\d\\d`))
  // and its out-of-sample check, or why there is none yet
  for (const check of await shownPage(page).getByTestId('signal-hold-out').allTextContents())
    expect(check).toMatch(/^样本外( \d+\/\d+ 个月同向|：记录太短，暂未检验)$/)
  await shoot(page, 'lead-signals-desktop-zh')
  // a signal goes into the comparison from its row, and the row stays
  const firstRow = shownPage(page).getByTestId('signal-row').first()
  await firstRow.getByTestId('compare-add').click()
  expect(new URL(page.url()).pathname).toBe('/earlySignals')
  expect(await firstRow.getByTestId('compare-add').textContent()).toMatch(/查看对比（\d+）/)

  // another marketplace: JD's own sales (an empty list says why), then back
  const segmented = shownPage(page).getByTestId('signals-plat')
  await segmented.getByText('京东', { exact: true }).click()
  await page.waitForURL((url) => url.searchParams.get('plat') === 'jd')
  await shownPage(page).locator('[data-testid=signal-row], [data-testid=state-empty]').first().waitFor()
  if (await shownPage(page).getByTestId('state-empty').isVisible()) await shoot(page, 'lead-signals-empty-desktop-zh')
  await segmented.getByText('淘宝天猫', { exact: true }).click()
  await signalWords(page)

  // a row opens its concept's detail: the trend tab tells the lead
  await shownPage(page).locator('.gr-signals__word').first().click()
  await page.waitForURL((url) => url.pathname === '/detail')
  const sentence = shownPage(page).getByTestId('lead-sentence')
  await sentence.waitFor()
  expect(await sentence.textContent()).toMatch(
    new RegExp(`声量的变化约 ${planted.get(words[0])} 个月后出现在销量上（r = 0\\.\\d\\d，p (< 0\\.001|= 0\\.\\d{3})）`),
  )
  // counted among the platform's other words, and tried on months that did not choose it
  expect(await shownPage(page).getByTestId('lead-q').textContent()).toMatch(
    /^放在这个平台的全部社媒词里一起看，误报率 q (< 0\.001|= 0\.\d{3})$/,
  )
  expect(await shownPage(page).getByTestId('lead-hold-out').textContent()).toMatch(
    /^样本外检验：(不看最近 12 个月重新选出的滞后是 \d 个月；.+有 \d+ 个月销量的变化与 \d 个月前声量的变化同向|记录还太短)/,
  )
  // on demand, the two series drawn with the lead applied
  await shownPage(page).getByTestId('lead-toggle').click()
  await drawn(page)
  // what the lines are is written where the eye reads it, not only in the chart's accessible name
  const chartTitle = shownPage(page).getByTestId('lead-chart-title')
  expect(await chartTitle.isVisible()).toBe(true)
  expect(await chartTitle.textContent()).toMatch(/^销售额与提前 \d 个月的.+声量（指数，均值 = 100）$/)
  await shoot(page, 'lead-detail-desktop-zh')

  // a concept typed into the ranking's header search, in a category: the sentence is the server's answer
  await page.goto(`${baseUrl()}/concept`)
  await page.getByTestId('header-search').waitFor()
  await chooseCategory(page, 'header-search-picker', '女装/女士精品')
  await typeInto(page.locator('input[data-testid=header-search-input]'), '通勤')
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/detail')
  await shownPage(page).getByTestId('detail-word').filter({ hasText: '通勤' }).waitFor()
  const asked = await page.request.post(`${baseUrl()}/api/lead`, {
    data: { word: '通勤', plat: 'all', cid: '16' },
    headers: { origin: baseUrl() },
  })
  const lead = ((await asked.json()) as { data: ConceptLead }).data
  const expected = leadLine('zh', lead)
  await shownPage(page).getByTestId('lead-sentence').filter({ hasText: expected }).waitFor()
  expect(await shownPage(page).getByTestId('lead-toggle').count()).toBe(lead.lead ? 1 : 0)
  await context.close()
})

test('phone (375 px, en): the early signals from "More", a row opened with the keyboard; the failure state', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { viewport: MOBILE, lang: 'en' })
  context.setDefaultTimeout(20_000)
  await clickAt(page, '[data-testid=mobile-nav-more]')
  await clickAt(page, '[data-testid=mobile-more-earlySignals]')
  await page.waitForURL((url) => url.pathname === '/earlySignals')
  const words = await signalWords(page)
  expect(await shownPage(page).getByTestId('signal-evidence').first().textContent()).toMatch(
    /leads by \d months?, r = 0\.\d\d, p (< 0\.001|= 0\.\d{3}) \(\d+ months\)/,
  )
  await shoot(page, 'lead-signals-mobile-en')

  // Tab to the first concept and open it with Enter
  await shownPage(page).locator('.gr-signals__word').first().focus()
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/detail')
  const sentence = shownPage(page).getByTestId('lead-sentence')
  await sentence.waitFor()
  expect(await sentence.textContent()).toMatch(
    new RegExp(
      `volume were followed by changes in sales about ${planted.get(words[0])} months? later \\(r = 0\\.\\d\\d, p (< 0\\.001|= 0\\.\\d{3})\\)`,
    ),
  )
  expect(await shownPage(page).getByTestId('lead-q').textContent()).toMatch(
    /^Counted among all of the platform’s social words: false discovery rate q (< 0\.001|= 0\.\d{3})$/,
  )
  await shownPage(page).getByTestId('lead-toggle').press('Enter')
  await drawn(page)
  expect(await shownPage(page).getByTestId('lead-chart-title').textContent()).toMatch(/\(index, mean = 100\)$/)
  await shoot(page, 'lead-detail-mobile-en')

  // the list's failure state: the server unreachable, then retried
  await page.route('**/api/early_signals**', (route) => route.abort())
  await page.goto(`${baseUrl()}/earlySignals?plat=tbjd`)
  await shownPage(page).getByTestId('state-error').waitFor({ timeout: 30_000 })
  await shoot(page, 'lead-signals-error-mobile-en')
  await context.close()
})

test('desktop (1280 px, en) and phone (375 px, zh): the list and a detail in the other language', async () => {
  for (const [viewport, lang] of [
    [DESKTOP, 'en'],
    [MOBILE, 'zh'],
  ] as const) {
    const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/earlySignals', viewport, lang })
    context.setDefaultTimeout(20_000)
    await signalWords(page)
    await shoot(page, `lead-signals-${viewport === DESKTOP ? 'desktop' : 'mobile'}-${lang}`)
    await page.goto(`${baseUrl()}/detail?word=${encodeURIComponent('新中式')}&plat=all`)
    await shownPage(page).getByTestId('lead-sentence').waitFor()
    await shownPage(page).getByTestId('lead-toggle').click()
    await drawn(page)
    await shoot(page, `lead-detail-${viewport === DESKTOP ? 'desktop' : 'mobile'}-${lang}`)
    await context.close()
  }
})
