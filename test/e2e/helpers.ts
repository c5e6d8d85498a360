// Small steps a person takes in the H5 app, shared by the browser tests.
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { DESKTOP, readState, screenshotDir } from './harness'

export const DEMO_PASSWORD = 'demo2026'

export function baseUrl(): string {
  return readState().url
}

export async function newPage(browser: Browser, viewport = DESKTOP, lang?: 'zh' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' })
  if (lang) {
    // the app keeps the chosen language in local storage (SPEC §3 key `language`)
    await context.addInitScript((value) => window.localStorage.setItem('language', value), lang)
  }
  const page = await context.newPage()
  return { context, page }
}

/** Milliseconds between keys: a quick typist, slow enough for every key to be its own event and render. */
export const KEY_DELAY_MS = 25

/**
 * Types into a field as a person does: a click at the field, whatever it holds selected and deleted
 * with the keyboard, then the text key by key (characters off the keyboard arrive as input events,
 * as an input method's committed text does).
 */
export async function typeInto(target: Locator, text: string): Promise<void> {
  const page = target.page()
  await target.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text, { delay: KEY_DELAY_MS })
}

/**
 * Chinese typed through an input method: the pinyin is composed (compositionstart/update, the
 * letters shown in the field), then the chosen characters are committed (compositionend), as
 * Chromium's own IME events do.
 */
export async function typeWithInputMethod(target: Locator, pinyin: string, chosen: string): Promise<void> {
  const page = target.page()
  await target.click()
  const cdp = await page.context().newCDPSession(page)
  for (let i = 1; i <= pinyin.length; i++) {
    await cdp.send('Input.imeSetComposition', { text: pinyin.slice(0, i), selectionStart: i, selectionEnd: i })
    await page.waitForTimeout(KEY_DELAY_MS)
  }
  await cdp.send('Input.insertText', { text: chosen })
  await cdp.detach()
}

/** Signs in through the server's login page, the way a person does, and returns to `back`. */
export async function signIn(page: Page, username: string, back = '/concept'): Promise<void> {
  // the login service follows only a same-origin path, as the app sends it
  await page.goto(`${baseUrl()}/sso/login?service=growth-radar&redirect_url=${encodeURIComponent(back)}`)
  await typeInto(page.locator('#username'), username)
  await typeInto(page.locator('#password'), DEMO_PASSWORD)
  await Promise.all([page.waitForURL((url) => url.pathname === back.split('?')[0]), page.click('button[type=submit]')])
}

/**
 * Signs in on the app's own login page (/loginPage, the phones' sign-in) with the password, typed
 * key by key; `redirect` is the app path to come back to.
 */
export async function signInOnLoginPage(page: Page, username: string, redirect?: string): Promise<void> {
  await page.goto(`${baseUrl()}/loginPage${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`)
  await page.getByTestId('login-form').waitFor()
  await typeInto(page.locator('input[data-testid=login-username]'), username)
  await typeInto(page.locator('input[data-testid=login-secret]'), DEMO_PASSWORD)
  const away = redirect ? redirect.split('?')[0] : null
  await Promise.all([
    page.waitForURL((url) => (away ? url.pathname === away : url.pathname !== '/loginPage')),
    page.keyboard.press('Enter'),
  ])
}

/** Saves a screenshot under .tmp/screens for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true })
  // Taro's page transition must finish first, or the picture is blank (TARO-NOTES)
  await page.waitForTimeout(400)
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

/**
 * Clicks with the mouse at the middle of the element, as a person does: an overlay lying there takes
 * the click instead. Waits for Taro's page transition to stand still first.
 */
export async function clickAt(page: Page, selector: string): Promise<void> {
  const target = page.locator(`${selector}:visible`).first()
  await target.waitFor()
  await page.waitForTimeout(400)
  // a person scrolls what they want to tap out from under a fixed bar (the phone's tab bar) first
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return !hit || !(hit === el || el.contains(hit))
  })
  if (covered) {
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(200)
  }
  const box = await target.boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** What the server says of the browser's session; asked beside the page, so a navigation cannot cut it off. */
export async function sessionUser(page: Page): Promise<{ usertype?: string; nick?: string; username?: string }> {
  const answer = (await (await page.request.get(`${baseUrl()}/api/user`)).json()) as {
    data?: { usertype?: string; nick?: string; username?: string }
  }
  return answer.data ?? {}
}

export async function isLoggedOut(page: Page): Promise<boolean> {
  return (await sessionUser(page)).usertype === 'logged_out'
}

/** The page Taro shows: it keeps earlier pages in the document, hidden with taro_page_shade. */
export function shownPage(page: Page) {
  return page.locator('.taro_page:not(.taro_page_shade)').last()
}

/** Opens a category picker and checks the first row whose label is `label` (searching for it). */
export async function chooseCategory(page: Page, pickerTestId: string, label: string): Promise<void> {
  const picker = page.getByTestId(pickerTestId)
  await picker.getByTestId('category-box').click()
  await page.getByTestId('category-panel').waitFor()
  await typeInto(page.locator('input[data-testid=category-search]'), label)
  const row = page
    .getByTestId('category-row')
    .filter({ hasText: new RegExp(`^\\W*${label}$`) })
    .first()
  await row.waitFor()
  await row.click()
  await page.keyboard.press('Escape')
}

/**
 * Brings a chart's place on screen, as a reader scrolls to it (a chart is loaded and drawn once it
 * is on screen), and waits for its canvas. `chart`: the chart, or a panel whose first chart is meant.
 */
export async function chartDrawn(chart: Locator): Promise<void> {
  const plot = chart.getByTestId('trend-canvas').first()
  await plot.scrollIntoViewIfNeeded()
  await plot.locator('canvas').first().waitFor()
}
