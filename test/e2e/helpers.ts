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
