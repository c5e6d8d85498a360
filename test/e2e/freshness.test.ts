// Every figure says how fresh it is, in the browser against the real server: the concept ranking,
// the social ranking, a detail page and a comparison name the month they show and when the data was
// last updated, and tag the month the data marks (the generated data's latest month: estimated for
// the marketplaces, partial for the social platforms), in Chinese and in English, at 1280 and 375 px.
// The comparison switches to social volume and its rows carry the platform's tag.
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, shoot, shownPage, signedIn } from './helpers'

jest.setTimeout(180_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const WORDS = {
  zh: {
    updated: /更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/,
    covers: '数据月份：',
    estimated: '估算',
    partial: '未完整',
    social: '社媒声量',
    xhs: '小红书',
  },
  en: {
    updated: /updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(Beijing time\)/,
    covers: 'Figures for ',
    estimated: 'estimated',
    partial: 'partial',
    social: 'Social volume',
    xhs: 'Xiaohongshu',
  },
}

/** The freshness line in `scope`: its month and update, and the tag it carries. */
async function expectFreshness(
  scope: ReturnType<Page['locator']> | Page,
  testId: string,
  lang: 'zh' | 'en',
  tag: 'estimated' | 'partial',
): Promise<void> {
  const line = scope.getByTestId(testId).first()
  await line.waitFor()
  await line.getByTestId('freshness-tag').waitFor()
  const text = (await line.textContent()) ?? ''
  expect(text).toContain(WORDS[lang].covers)
  expect(text).toMatch(WORDS[lang].updated)
  expect((await line.getByTestId('freshness-tag').textContent())?.trim()).toBe(WORDS[lang][tag])
  expect(await line.getAttribute('data-status')).toBe(tag)
}

for (const [width, viewport] of [
  [1280, DESKTOP],
  [375, MOBILE],
] as const) {
  for (const lang of ['zh', 'en'] as const) {
    test(`${width} px, ${lang}: rankings, social, detail and compare say how fresh their month is`, async () => {
      const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { viewport, lang })
      context.setDefaultTimeout(20_000)

      // the concept ranking's latest month is a marketplace's: estimated
      await shownPage(page).getByTestId('concept-row').first().waitFor()
      await expectFreshness(shownPage(page), 'freshness', lang, 'estimated')
      await shoot(page, `freshness-concept-${width}-${lang}`)

      // a detail page: the month of its figures, tagged the same
      await shownPage(page).getByTestId('concept-row').first().click()
      await page.waitForURL((url) => url.pathname === '/detail')
      await expectFreshness(shownPage(page).getByTestId('detail-scope'), 'freshness', lang, 'estimated')
      await shoot(page, `freshness-detail-${width}-${lang}`)

      // the social ranking's latest month is a social platform's: partial
      await page.goto(`${baseUrl()}/social`)
      await shownPage(page).getByTestId('freshness').first().waitFor()
      await expectFreshness(shownPage(page), 'freshness', lang, 'partial')
      await shoot(page, `freshness-social-${width}-${lang}`)

      // a comparison: the sales month estimated, then social volume on Xiaohongshu, partial, in the rows too
      await page.goto(`${baseUrl()}/compare?c0=${encodeURIComponent('all~~法式')}&c1=${encodeURIComponent('jd~~法式')}`)
      await expectFreshness(shownPage(page), 'compare-freshness', lang, 'estimated')
      await shownPage(page).getByTestId('compare-metric').getByText(WORDS[lang].social, { exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('m') === 'social')
      await shownPage(page).getByTestId('compare-social-plat').getByText(WORDS[lang].xhs, { exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('sp') === 'xhs')
      await expectFreshness(shownPage(page), 'compare-freshness', lang, 'partial')
      const rows = shownPage(page).getByTestId('compare-row')
      await rows.first().getByTestId('freshness-row-tag').waitFor()
      expect((await rows.first().getByTestId('freshness-row-tag').textContent())?.trim()).toBe(WORDS[lang].partial)
      await shoot(page, `freshness-compare-${width}-${lang}`)
      await context.close()
    })
  }
}
