// Small steps a person takes in the H5 app, shared by the browser tests.
import fs from 'fs'
import path from 'path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
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

/** Signs in through the server's login page, the way a person does, and returns to `back`. */
export async function signIn(page: Page, username: string, back = '/concept'): Promise<void> {
  const redirect = encodeURIComponent(`${baseUrl()}${back}`)
  await page.goto(`${baseUrl()}/sso/login?service=growth-radar&redirect_url=${redirect}`)
  await page.fill('#username', username)
  await page.fill('#password', DEMO_PASSWORD)
  await Promise.all([page.waitForURL((url) => url.pathname === back), page.click('button[type=submit]')])
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
  const box = await target.boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** What the server says of the browser's session; asked beside the page, so a navigation cannot cut it off. */
export async function sessionUser(page: Page): Promise<{ usertype?: string; nick?: string; username?: string }> {
  const answer = (await (await page.request.get(`${baseUrl()}/api/user`)).json()) as { data?: { usertype?: string; nick?: string; username?: string } }
  return answer.data ?? {}
}

export async function isLoggedOut(page: Page): Promise<boolean> {
  return (await sessionUser(page)).usertype === 'logged_out'
}

/** The page Taro shows: it keeps earlier pages in the document, hidden with taro_page_shade. */
export function shownPage(page: Page) {
  return page.locator('.taro_page:not(.taro_page_shade)').last()
}
