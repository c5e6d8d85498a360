// /amazon and /ebay in the browser against the real server: the concepts of the
// marketplace in US $ with English category names, the switch to its brands and its categories
// (kept in the link), and a concept opening the marketplace's detail page with the word in the
// link — at 1280 and 375 px, in both languages. An account without eBay and Amazon is told the
// screen is not in its version, and the server refuses it the data (-403).
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, clickAt, shoot, shownPage, signedIn } from './helpers'

jest.setTimeout(180_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const MARKETS = [
  { route: 'amazon', plat: 'gamazon', cid: '3760911', detail: '/publicDetail' },
  { route: 'ebay', plat: 'ebay', cid: '1853126', detail: '/ebayDetail' },
] as const

// dollars as each language writes them: 'US $37.82K', '37.82万美元'
const US_DOLLARS = /US \$\d|\d[万亿]?美元/
// the data of these marketplaces is English: their category names are, in either language of the UI
const ENGLISH = /^[^\u3000-\u9fff\uff00-\uffef]+$/

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

/** Chooses a tab of the screen and waits for its first row. */
async function openTab(page: Page, label: string, tab: string | null): Promise<void> {
  const shown = shownPage(page)
  await shown.getByTestId('overseas-tab').getByRole('radio', { name: label }).click()
  await page.waitForFunction((t) => new URL(location.href).searchParams.get('tab') === t, tab)
  await shown
    .getByTestId(tab ? 'entity-row' : 'concept-row')
    .first()
    .waitFor()
}

describe.each([
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const)('at %s px', (width, viewport) => {
  test.each(['zh', 'en'] as const)(
    '%s: /amazon and /ebay rank concepts, brands and categories in US $; a concept opens the detail page',
    async (lang) => {
      const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null, viewport, lang })
      context.setDefaultTimeout(20_000)
      const labels =
        lang === 'zh'
          ? { concept: '概念', brand: '品牌', category: '类目' }
          : { concept: 'Concepts', brand: 'Brands', category: 'Categories' }

      for (const market of MARKETS) {
        await page.goto(`${baseUrl()}/${market.route}`)
        const shown = shownPage(page)
        const row = shown.getByTestId('concept-row').first()
        await row.waitFor()
        await page.waitForFunction((cid) => new URL(location.href).searchParams.get('cid') === cid, market.cid)
        expect(await shown.getByTestId('plat-select').count()).toBe(0)
        expect(await row.textContent()).toMatch(US_DOLLARS)
        const category = viewport === DESKTOP ? row.locator('.gr-muted').last() : row.locator('.gr-card__cat')
        expect(((await category.textContent()) ?? '').trim()).toMatch(ENGLISH)
        // the picker names the category once its tree is in
        const picker = shown.getByTestId('category-select').filter({ hasNotText: /类目加载中|Loading categories/ })
        await picker.waitFor()
        expect(((await picker.textContent()) ?? '').trim()).toMatch(ENGLISH)
        await shoot(page, `overseas-${market.route}-concepts-${width}-${lang}`)

        await openTab(page, labels.brand, 'brand')
        expect(await shown.getByTestId('entity-row').first().textContent()).toMatch(US_DOLLARS)
        await shoot(page, `overseas-${market.route}-brands-${width}-${lang}`)
        await openTab(page, labels.category, 'category')
        const child = shown.getByTestId('entity-row').first()
        expect(await child.textContent()).toMatch(US_DOLLARS)
        expect(((await child.locator('.gr-word').textContent()) ?? '').trim()).toMatch(ENGLISH)
        await shoot(page, `overseas-${market.route}-categories-${width}-${lang}`)

        await openTab(page, labels.concept, null)
        const word = ((await shown.getByTestId('concept-row').first().locator('.gr-word').textContent()) ?? '').trim()
        await Promise.all([page.waitForURL((url) => url.pathname === market.detail), clickAt(page, '[data-testid=concept-row]')])
        expect([param(page, 'word'), param(page, 'plat')]).toEqual([word, market.plat])
        expect(param(page, 'cid')).toMatch(/^\d+$/)
        expect(param(page, 'ts')).toMatch(/^\d{4}-\d{2}$/)
      }
      await context.close()
    },
  )
})

test('an account without eBay and Amazon: /amazon says it is not in the version, the server answers -403, and More offers neither', async () => {
  const { context, page } = await signedIn(browser, 'partial@growthradar.demo', { at: null, viewport: MOBILE })
  context.setDefaultTimeout(20_000)
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/list_gamazon')
  await page.goto(`${baseUrl()}/amazon`)
  const answer = (await (await refused).json()) as { error_code?: number }
  expect(answer.error_code).toBe(-403)
  const shown = shownPage(page)
  await shown.getByTestId('error-upgrade').waitFor()
  expect(await shown.getByTestId('state-error').textContent()).toContain('不在您当前的版本中')
  expect(await shown.getByTestId('concept-row').count()).toBe(0)
  expect(await shown.getByTestId('overseas-tab').count()).toBe(0)
  await shoot(page, 'overseas-amazon-partial-375-zh')

  await clickAt(page, '[data-testid=mobile-nav-more]')
  await page.getByTestId('mobile-more-brand').waitFor()
  expect(await page.getByTestId('mobile-more-amazon').count()).toBe(0)
  expect(await page.getByTestId('mobile-more-ebay').count()).toBe(0)
  await context.close()
})

test("the phone's More sheet offers /ebay and /amazon to an account that has them", async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { viewport: MOBILE })
  context.setDefaultTimeout(20_000)
  await clickAt(page, '[data-testid=mobile-nav-more]')
  await Promise.all([page.waitForURL((url) => url.pathname === '/ebay'), clickAt(page, '[data-testid=mobile-more-ebay]')])
  await shownPage(page).getByTestId('concept-row').first().waitFor()
  await context.close()
})
