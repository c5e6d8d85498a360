// Small steps a person takes in the H5 app, shared by the browser tests.
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core'
import { ERROR_CODES } from '../../types/envelope'
import { DESKTOP, readState, root, screenshotDir } from './harness'

export const DEMO_PASSWORD = 'demo2026'

export function baseUrl(): string {
  return readState().url
}

type Cookies = Awaited<ReturnType<BrowserContext['storageState']>>['cookies']

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  lang?: 'zh' | 'en',
  cookies?: Cookies,
): Promise<{ context: BrowserContext; page: Page }> {
  // asking for less motion, as a person can in their system settings: the app then draws each chart
  // once instead of animating it over a second of frames, and a screenshot shows the finished chart
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    ...(cookies ? { storageState: { cookies, origins: [] } } : {}),
  })
  if (lang) {
    // the app keeps the chosen language in local storage (key `language`)
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

/**
 * Waits until what is on screen stands still, as a person waits before looking: Taro's page
 * transition over (a page sliding in has no taro_page_stationed yet, a page leaving has lost it; a
 * page hidden behind is taro_page_shade) and every animation or transition that ends has ended.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('.taro_page:not(.taro_page_shade):not(.taro_page_stationed)').first().waitFor({ state: 'detached' })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
}

// Signing in is what a few tests are about (typing-signin, accounts, account-journeys, the SMS and
// disabled accounts, signing out); everywhere else it is only the way in. Those tests sign in
// through the form once per account and jest worker and keep the session's cookie here, for the
// server this run started, and open their pages with it.
const sessionDir = path.join(root, '.tmp/e2e-sessions')

function sessionFile(account: string): string {
  return path.join(sessionDir, `${process.env.JEST_WORKER_ID ?? '1'}-${account}.json`)
}

function savedSession(account: string): Cookies | null {
  try {
    const saved = JSON.parse(fs.readFileSync(sessionFile(account), 'utf8')) as { url: string; cookies: Cookies }
    return saved.url === baseUrl() ? saved.cookies : null
  } catch {
    return null
  }
}

/** The context's session cookies; the language is each test's own choice, not the session's. */
async function sessionOf(context: BrowserContext): Promise<Cookies> {
  return (await context.storageState()).cookies.filter((c) => c.name !== 'language')
}

async function saveSession(context: BrowserContext, account: string): Promise<Cookies> {
  const cookies = await sessionOf(context)
  fs.mkdirSync(sessionDir, { recursive: true })
  fs.writeFileSync(sessionFile(account), JSON.stringify({ url: baseUrl(), cookies }))
  return cookies
}

/**
 * Whether the server still holds the context's session for `account` (one waiting for SMS
 * verification is signed in all the same: its login check answers -499). A test that signed out
 * with a saved session would have ended it for every test after it.
 */
async function sessionLive(context: BrowserContext, account: string): Promise<boolean> {
  const answer = (await (await context.request.get(`${baseUrl()}/api/user`)).json()) as {
    error_code: number
    data?: { username?: string }
  }
  return answer.error_code === ERROR_CODES.smsRequired || (answer.error_code === ERROR_CODES.ok && answer.data?.username === account)
}

/**
 * A context signed in as `account` and its page, opened at `at` (null: no page opened yet). The
 * account's saved session when the server still holds it, else a sign-in through the login
 * service's form, as `signIn`, whose session is then saved. Never for a test that signs out: that
 * ends the session on the server; such a test signs in on its own.
 */
export async function signedIn(
  browser: Browser,
  account: string,
  { at = '/concept', viewport = DESKTOP, lang }: { at?: string | null; viewport?: typeof DESKTOP; lang?: 'zh' | 'en' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const cookies = savedSession(account)
  const opened = await newPage(browser, viewport, lang, cookies ?? undefined)
  if (cookies && (await sessionLive(opened.context, account))) {
    if (at) await opened.page.goto(`${baseUrl()}${at}`)
    return opened
  }
  await opened.context.clearCookies()
  await signIn(opened.page, account, at ?? '/concept')
  await saveSession(opened.context, account)
  return opened
}

/** The cookies of a live session of `account` (for a context of the test's own making). */
export async function sessionCookies(browser: Browser, account: string): Promise<Cookies> {
  const { context } = await signedIn(browser, account, { at: null })
  const cookies = await sessionOf(context)
  await context.close()
  return cookies
}

/**
 * Follows the page's requests from now on (but those `skip` picks out: calls a test holds back).
 * `settle()` resolves once the page has what it asked for and has drawn it: no request open over
 * two frames running, and the page standing still.
 */
export function requestsOf(page: Page, skip: (url: URL) => boolean = () => false): { settle(): Promise<void> } {
  const open = new Set<Request>()
  let drained = () => {}
  page.on('request', (request) => {
    if (!skip(new URL(request.url()))) open.add(request)
  })
  const end = (request: Request) => {
    if (open.delete(request) && open.size === 0) drained()
  }
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  const answered = () =>
    open.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          drained = resolve
        })
  return {
    async settle() {
      for (let quiet = 0; quiet < 2; ) {
        await answered()
        await settled(page)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        quiet = open.size === 0 ? quiet + 1 : 0
      }
    },
  }
}

/** Saves a screenshot under .tmp/screens for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true })
  // taken while Taro's page slides in, the picture is blank
  await settled(page)
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

/**
 * Clicks with the mouse at the middle of the element, as a person does: an overlay lying there takes
 * the click instead. Waits for Taro's page transition to stand still first.
 */
export async function clickAt(page: Page, selector: string): Promise<void> {
  const target = page.locator(`${selector}:visible`).first()
  await target.waitFor()
  await settled(page)
  // a person scrolls what they want to tap out from under a fixed bar (the phone's tab bar) first
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return !hit || !(hit === el || el.contains(hit))
  })
  if (covered) {
    // and aims once it has stopped moving: the same place in two frames running
    await target.evaluate(async (el) => {
      el.scrollIntoView({ block: 'center' })
      let last = ''
      for (let still = 0, frames = 0; still < 2 && frames < 120; frames++) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const r = el.getBoundingClientRect()
        const now = `${r.x},${r.y}`
        still = now === last ? still + 1 : 0
        last = now
      }
    })
  }
  const box = await target.boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Whether the shown page offers a language choice (the free version's does not): the header's select, or the phone's sheet. */
export async function languageOffered(page: Page): Promise<boolean> {
  if ((page.viewportSize()?.width ?? DESKTOP.width) >= 768) {
    await page.getByTestId('user-menu').or(page.getByTestId('language-select')).first().waitFor()
    return (await page.getByTestId('language-select').count()) > 0
  }
  await clickAt(page, '[data-testid="mobile-nav-more"]')
  await page.getByTestId('mobile-more').waitFor()
  const offered = (await page.locator('[data-testid="mobile-more"] [data-testid^="mobile-lang-"]').count()) > 0
  await page.keyboard.press('Escape')
  await page.getByTestId('mobile-more').waitFor({ state: 'detached' })
  return offered
}

/**
 * Chooses the app's language as a person does: the header's language select on a desktop, the
 * phone's "more" sheet below 768 px; the page reloads in it.
 */
export async function chooseLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 768) {
    await clickAt(page, '[data-testid="mobile-nav-more"]')
    await Promise.all([page.waitForEvent('load'), clickAt(page, `[data-testid="mobile-lang-${lang}"]`)])
    await page.getByTestId('mobile-nav').waitFor()
  } else {
    await clickAt(page, '[data-testid="language-select"] .gr-dropdown__trigger')
    const option = page.getByRole('option', { name: lang === 'en' ? 'English' : '中文' })
    await Promise.all([page.waitForEvent('load'), option.click()])
    await page.getByTestId('language-select').waitFor()
  }
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang)
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

/**
 * Waits until the server says the browser is signed out. The app signs out by a form post and a
 * page load, or (a disabled account) refuses the session outright, so there is no one request to
 * wait for; the server is asked until it answers logged_out or `timeoutMs` passes.
 */
export async function signedOutOnServer(page: Page, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!(await isLoggedOut(page))) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}

/** The page Taro shows: it keeps earlier pages in the document, hidden with taro_page_shade. */
export function shownPage(page: Page) {
  return page.locator('.taro_page:not(.taro_page_shade)').last()
}

/** Opens a category picker and checks the first row whose label is `label` (searching for it). */
/** The category a picker shows as chosen, as a person reads it (without the box's ▾). */
export async function chosenCategory(page: Page, pickerTestId: string): Promise<string> {
  const text = await page.getByTestId(pickerTestId).getByTestId('category-box').textContent()
  return (text ?? '').replace(/[▾\s]+$/, '').trim()
}

export async function chooseCategory(page: Page, pickerTestId: string, label: string): Promise<void> {
  // chosen already (a search starts in its ranking's category): choosing it again would unchoose it
  if ((await chosenCategory(page, pickerTestId)) === label) return
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
