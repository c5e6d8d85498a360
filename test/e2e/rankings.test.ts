// The journeys of /brand and /category into /detail, as a person takes them in the
// browser against the real server: the ranking, a sort kept through a reload, a row opening the
// detail of that brand (bid, bName) or category (cid, cName); the CSV download; the phone cards;
// and no download for the mini-program account. Screenshots at 1280 and 375 px.
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { MOBILE, launchBrowser } from './harness'
import { chartDrawn, requestsOf, shoot, signedIn } from './helpers'

jest.setTimeout(120_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const search = (url: string) => new URL(url).searchParams

test('desktop (1280 px, zh): /brand sorted by sales survives a reload, downloads its table, a brand opens /detail', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/brand' })
  context.setDefaultTimeout(15_000)
  await page.getByTestId('entity-row').first().waitFor()
  await page.waitForFunction(() => new URL(location.href).searchParams.get('cid') === '16')
  await shoot(page, 'rankings-brand-1280-zh')

  const requests = requestsOf(page)
  await page.getByTestId('sort').getByRole('radio', { name: '销售额' }).click()
  await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'sales')
  // the growth order stays on screen, dimmed, until the sales order has been asked for and arrived
  await requests.settle()
  await page.locator('.gr-panel:not(.gr-panel--refreshing) [data-testid=entity-row]').first().waitFor()
  const first = await page.getByTestId('entity-row').first().textContent()
  await page.reload()
  await page.getByTestId('entity-row').first().waitFor()
  expect(await page.getByTestId('entity-row').first().textContent()).toBe(first)
  expect(await page.getByTestId('sort').getByRole('radio', { checked: true }).textContent()).toBe('销售额')

  // Download: a CSV under the server's name, UTF-8 with the BOM Excel needs, zh columns
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()])
  expect(download.suggestedFilename()).toMatch(/^高增长品牌-all-16-\d{4}-\d{2}\.csv$/)
  const bytes = fs.readFileSync((await download.path()) as string)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^排名,品牌,品牌ID,类目,销售额/)

  const row = page.getByTestId('entity-row').first()
  const brand = (await row.locator('.gr-word').textContent()) as string
  await Promise.all([page.waitForURL((url) => url.pathname === '/detail'), row.click()])
  const params = search(page.url())
  expect([params.get('word'), params.get('bName'), params.get('cid')]).toEqual([brand, brand, '16'])
  expect(params.get('bid')).toMatch(/^\d+$/)
  expect(await page.getByTestId('brand-tag').textContent()).toContain(brand)
  await chartDrawn(page.getByTestId('panel-TrendList'))
  expect((await page.getByTestId('panel-TrendList').textContent()) ?? '').toMatch(/￥\d/)
  await shoot(page, 'rankings-brand-detail-1280-zh')
  await context.close()
})

test('desktop (1280 px, en): /category, a child category opens /detail with its cid and cName', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/category', lang: 'en' })
  context.setDefaultTimeout(15_000)
  const row = page.getByTestId('entity-row').first()
  await row.waitFor()
  expect(await page.getByTestId('category-screen').textContent()).toContain('High-growth categories')
  await shoot(page, 'rankings-category-1280-en')
  const name = (await row.locator('.gr-word').textContent()) as string
  await Promise.all([page.waitForURL((url) => url.pathname === '/detail'), row.click()])
  const params = search(page.url())
  expect(params.get('cName')).toBe(name)
  expect(params.get('cid')).not.toBe('16')
  expect(await page.getByTestId('category-tag').first().textContent()).toContain(name)
  await chartDrawn(page.getByTestId('panel-TrendList'))
  await shoot(page, 'rankings-category-detail-1280-en')
  await context.close()
})

test('phone (375 px): cards on /category, a card opens /detail', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/category', viewport: MOBILE })
  context.setDefaultTimeout(15_000)
  await page.getByTestId('entity-cards').waitFor()
  expect(await page.getByTestId('entity-table').count()).toBe(0)
  await shoot(page, 'rankings-category-375-zh')
  await Promise.all([page.waitForURL((url) => url.pathname === '/detail'), page.getByTestId('entity-row').first().click()])
  expect(search(page.url()).get('cName')).toBeTruthy()
  await context.close()
})

test('the mini-program account sees the ranking without a download button', async () => {
  const { context, page } = await signedIn(browser, 'mini@growthradar.demo', { at: '/brand' })
  context.setDefaultTimeout(15_000)
  await page.getByTestId('entity-row').first().waitFor()
  expect(await page.getByTestId('download').count()).toBe(0)
  await context.close()
})
