// /concept end to end: sign in, see the ranking served from the real stores, with the number formats
// of units and currency (docs/rules.md: 万/亿 with ￥ in Chinese; K/M/B in English, in the currency of
// the data source), at desktop and phone widths.
import type { Browser } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, newPage, shoot, signedIn, typeInto } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ZH_MONEY = /￥\d+(\.\d{2})?(万|亿)?/
const EN_MONEY = /¥\d+(\.\d{2})?[KMB]?/
const PERCENT = /[+-]\d+\.\d%|—/

test('logged out, /concept says so and offers the login link', async () => {
  const { context, page } = await newPage(browser, DESKTOP)
  await page.goto(`${baseUrl()}/concept`)
  await page.getByTestId('state-error').waitFor()
  expect(await page.getByTestId('error-login').count()).toBe(1)
  await context.close()
})

test('an analyst signs in and sees ranked concepts with ￥ and 万/亿 figures (1280 px, zh)', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo')
  const rows = page.getByTestId('concept-row')
  await rows.first().waitFor()
  expect(await rows.count()).toBeGreaterThanOrEqual(5)
  const first = (await rows.first().textContent()) ?? ''
  expect(first).toMatch(/^\s*1\D/)
  expect(first).toMatch(ZH_MONEY)
  expect(first).toMatch(PERCENT)
  const all = (await page.getByTestId('concept-table').textContent()) ?? ''
  expect(all).toMatch(/万|亿/)
  await shoot(page, 'concept-desktop-zh')
  await context.close()
})

test('in English the same ranking uses K/M/B, money still in yuan (the currency of the data source) (1280 px, en)', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { lang: 'en' })
  await page.getByTestId('concept-row').first().waitFor()
  const all = (await page.getByTestId('concept-table').textContent()) ?? ''
  expect(all).toMatch(EN_MONEY)
  expect(all).not.toMatch(/￥|万|亿|US \$/)
  await shoot(page, 'concept-desktop-en')
  await context.close()
})

test('on a phone (375 px) the ranking shows as cards without the top header', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { viewport: MOBILE })
  await page.getByTestId('concept-cards').waitFor()
  expect(await page.getByTestId('concept-row').count()).toBeGreaterThanOrEqual(5)
  expect(await page.getByTestId('top-header').count()).toBe(0)
  await shoot(page, 'concept-mobile-zh')
  await context.close()
})

test('on a phone, "/" opens the login page whose form leads to the ranking (375 px)', async () => {
  const { context, page } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl()}/`)
  await page.waitForURL((url) => url.pathname === '/loginPage')
  const form = page.getByTestId('login-form')
  await typeInto(form.locator('input').first(), 'analyst@growthradar.demo')
  await typeInto(form.locator('input[type=password]'), 'demo2026')
  await form.locator('.gr-button--primary').click()
  await page.waitForURL((url) => url.pathname === '/concept')
  await page.getByTestId('concept-row').first().waitFor()
  expect(await page.getByTestId('concept-row').count()).toBeGreaterThanOrEqual(5)
  await context.close()
})
