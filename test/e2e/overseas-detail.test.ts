// /publicDetail (Amazon) and /ebayDetail in the browser against the real server:
// a concept the source's own ranking lists opens with its trend in US $, its tabs switch and the
// view stays in the link; the journeys /amazon → a concept → /publicDetail and /ebay → a concept →
// /ebayDetail; at 1280 and 375 px, in both languages. An account without the sources gets the
// upgrade state.
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, chartDrawn, clickAt, shoot, shownPage, signedIn, typeInto } from './helpers'

jest.setTimeout(120_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const AMAZON_CID = 3760911
const EBAY_CID = 1853126

interface Ranking {
  data: { rows: { word: string }[] }
}

/** The first concept of the source's own ranking, asked with the browser's session. */
async function rankedWord(page: Page, source: 'gamazon' | 'ebay'): Promise<string> {
  const answer =
    source === 'gamazon'
      ? await page.request.get(`${baseUrl()}/api/list_gamazon?cid=${AMAZON_CID}&page_size=1`)
      : await page.request.post(`${baseUrl()}/api/ecommerce`, {
          data: { plat: 'ebay', cid: EBAY_CID, page: 1, page_size: 1 },
          headers: { origin: baseUrl() },
        })
  const word = ((await answer.json()) as Ranking).data.rows[0]?.word
  if (!word) throw new Error(`the ${source} ranking lists no concept`)
  return word
}

// dollars as each language writes them: 'US $37.82K', '37.82万美元'
const US_DOLLARS = /US \$\d|\d[万亿]?美元/

/** Reads the trend tab, then every other tab, and comes back to the trend; the link follows each tab. */
async function readTabs(page: Page, trendTab: string, shot: string): Promise<void> {
  const shown = shownPage(page)
  const trend = shown.getByTestId(`panel-${trendTab}`)
  await trend.getByTestId('summary-sales').waitFor()
  expect(await trend.getByTestId('summary-sales').textContent()).toMatch(US_DOLLARS)
  await chartDrawn(trend)
  await shoot(page, `${shot}-trend`)
  for (const tab of ['CategoryList', 'CommodityList', trendTab]) {
    await clickAt(page, `[data-testid=tab-${tab}]`)
    await shown.getByTestId(`panel-${tab}`).waitFor()
    await page.waitForFunction((t) => new URL(location.href).searchParams.get('activedTab') === t, tab)
    await shown.getByTestId(`panel-${tab}`).getByText(US_DOLLARS).first().waitFor()
    if (tab !== trendTab) await shoot(page, `${shot}-${tab}`)
  }
}

describe.each([
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const)('at %s px', (width, viewport) => {
  test.each(['zh', 'en'] as const)(
    '%s: an Amazon concept on /publicDetail and an eBay concept on /ebayDetail read in US $, tabs switching',
    async (lang) => {
      const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null, viewport, lang })
      context.setDefaultTimeout(15_000)

      const amazonWord = await rankedWord(page, 'gamazon')
      await page.goto(`${baseUrl()}/publicDetail?plat=gamazon&cid=${AMAZON_CID}&word=${encodeURIComponent(amazonWord)}`)
      await shownPage(page).getByTestId('detail-word').waitFor()
      expect(await shownPage(page).getByTestId('detail-word').textContent()).toContain(amazonWord)
      // the keyword search shows at once on /publicDetail (the top header is hidden on phones)
      if (viewport === DESKTOP) await page.getByTestId('header-search').waitFor({ timeout: 1500 })
      await readTabs(page, 'otherTrendList', `overseas-public-${width}-${lang}`)
      if (viewport === DESKTOP) {
        // the header search of /publicDetail searches Amazon and stays on the page
        const word = `${amazonWord} or serum`
        await typeInto(shownPage(page).locator('input[data-testid=header-search-input]'), word)
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/publicDetail' && url.searchParams.get('word') === word),
          shownPage(page).getByTestId('header-search-submit').click(),
        ])
        expect(new URL(page.url()).searchParams.get('plat')).toBe('gamazon')
        await shownPage(page).getByTestId('summary-sales').waitFor()
        expect(await shownPage(page).getByTestId('summary-sales').textContent()).toMatch(US_DOLLARS)
      }

      const ebayWord = await rankedWord(page, 'ebay')
      await page.goto(`${baseUrl()}/ebayDetail?plat=ebay&cid=${EBAY_CID}&word=${encodeURIComponent(ebayWord)}`)
      await shownPage(page).getByTestId('detail-word').waitFor()
      expect(await shownPage(page).getByTestId('detail-word').textContent()).toContain(ebayWord)
      await readTabs(page, 'EbayTrendList', `overseas-ebay-${width}-${lang}`)
      await context.close()
    },
  )

  test.each(['zh', 'en'] as const)('%s: /amazon → a concept → /publicDetail, /ebay → a concept → /ebayDetail', async (lang) => {
    const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null, viewport, lang })
    context.setDefaultTimeout(15_000)
    for (const [ranking, detail, plat, trendTab] of [
      ['/amazon', '/publicDetail', 'gamazon', 'otherTrendList'],
      ['/ebay', '/ebayDetail', 'ebay', 'EbayTrendList'],
    ] as const) {
      await page.goto(`${baseUrl()}${ranking}`)
      await clickAt(page, '[data-testid=concept-row]')
      await page.waitForURL((url) => url.pathname === detail)
      const link = new URL(page.url()).searchParams
      expect(link.get('plat')).toBe(plat)
      await shownPage(page).getByTestId('detail-word').waitFor()
      expect(await shownPage(page).getByTestId('detail-word').textContent()).toContain(link.get('word') as string)
      await readTabs(page, trendTab, `overseas-journey-${detail.slice(1)}-${width}-${lang}`)
    }
    await context.close()
  })
})

test('an account without eBay or Amazon gets the upgrade state on both pages', async () => {
  const { context, page } = await signedIn(browser, 'partial@growthradar.demo', { at: null })
  context.setDefaultTimeout(15_000)
  for (const [route, cid] of [
    ['publicDetail', AMAZON_CID],
    ['ebayDetail', EBAY_CID],
  ] as const) {
    await page.goto(`${baseUrl()}/${route}?cid=${cid}&word=Korean`)
    await shownPage(page).getByTestId('error-upgrade').waitFor()
    await shoot(page, `overseas-${route}-partial-1280-zh`)
  }
  await context.close()
})

test("a concept typed in Chinese on eBay and Amazon says why it reads nothing: the server's hint, in the language of the page", async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null, lang: 'en' })
  context.setDefaultTimeout(15_000)
  for (const [route, cid] of [
    ['ebayDetail', EBAY_CID],
    ['publicDetail', AMAZON_CID],
  ] as const) {
    await page.goto(`${baseUrl()}/${route}?cid=${cid}&word=${encodeURIComponent('连衣裙')}`)
    const empty = shownPage(page).getByTestId('state-empty')
    await empty.waitFor()
    expect(await empty.textContent()).toMatch(/English/)
  }
  await shoot(page, 'overseas-publicDetail-chinese-word-1280-en')
  await context.close()
})
