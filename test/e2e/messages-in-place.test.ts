// The finish of the web app as people meet it: every message in its place and language, the
// session's controls where they belong, figures on one line, and the keyboard moving through every
// group of choices.
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, newPage, shoot, shownPage, signedIn, signInOnLoginPage, typeInto } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const DETAIL = `/detail?word=${encodeURIComponent('连衣裙')}&plat=all&cid=16`

test('a mini-program session on the web (mini@ through /loginPage, 375 px) is offered no sign-out: not in More, not on /my', async () => {
  const { context, page } = await newPage(browser, MOBILE)
  context.setDefaultTimeout(10_000)
  await signInOnLoginPage(page, 'mini@growthradar.demo', '/concept')
  await shownPage(page).getByTestId('concept-row').first().waitFor()
  await page.getByTestId('mobile-nav-more').click()
  await page.getByTestId('mobile-more').waitFor()
  expect(await page.getByTestId('mobile-logout').count()).toBe(0)
  expect(await page.getByTestId('mobile-login').count()).toBe(0)
  await page.keyboard.press('Escape')
  await page.goto(`${baseUrl()}/my`)
  await page.getByTestId('my-screen').waitFor()
  expect(await page.getByTestId('my-logout').count()).toBe(0)
  await context.close()
})

describe('detail pages that cannot show a concept say why and offer the search', () => {
  test.each([DESKTOP, MOBILE])(
    "a bad or expired share link (%o) says so in the user's language, never the parameter's name",
    async (viewport) => {
      for (const lang of ['zh', 'en'] as const) {
        const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null, viewport, lang })
        context.setDefaultTimeout(10_000)
        for (const id of ['doesnotexist123', 'abcdefabcdef']) {
          await page.goto(`${baseUrl()}/detail?urlId=${id}`)
          const told = lang === 'zh' ? '这个分享链接无效或已过期' : 'This share link is invalid or has expired'
          // the empty state as a person reads it: drawn with its message (its frame can come a moment first)
          const state = shownPage(page).getByTestId('state-empty').filter({ hasText: told })
          await state.waitFor()
          const text = (await state.textContent()) ?? ''
          expect(text).toContain(told)
          expect(text).not.toMatch(/wx_url_id|排行没能加载出来|querystring/)
          expect(text).not.toMatch(lang === 'zh' ? /expired/ : /[\u4e00-\u9fff]{4}/)
        }
        await shoot(page, `detail-bad-link-${viewport.width}-${lang}`)
        await Promise.all([page.waitForURL((url) => url.pathname === '/search'), shownPage(page).getByTestId('empty-action').click()])
        await context.close()
      }
    },
  )

  test('/detail, /ebayDetail, /publicDetail without a word and a link with an empty word ask for a concept', async () => {
    const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: null })
    context.setDefaultTimeout(10_000)
    for (const path of ['/detail', '/ebayDetail', '/publicDetail', '/detail?word1=&month=2099-99']) {
      await page.goto(`${baseUrl()}${path}`)
      const state = shownPage(page).getByTestId('state-empty')
      await state.waitFor()
      expect(await state.textContent()).toContain('还没有选择概念')
      expect(await state.textContent()).not.toContain('上榜')
    }
    await shoot(page, 'detail-no-concept-1280')
    await context.close()
  })
})

async function styled(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((el) => getComputedStyle(el).display === 'flex')
}

test('a disabled account on /login is told once, styled and in one language; a sign-in through /login lands on the concepts', async () => {
  for (const lang of ['zh', 'en'] as const) {
    const { context, page } = await newPage(browser, DESKTOP, lang)
    context.setDefaultTimeout(10_000)
    await page.goto(`${baseUrl()}/sso/login?service=growth-radar&redirect_url=%2Fconcept&lang=${lang}`)
    await typeInto(page.locator('#username'), 'disabled@growthradar.demo')
    await typeInto(page.locator('#password'), 'demo2026')
    await Promise.all([page.waitForURL((url) => url.pathname === '/concept'), page.click('button[type=submit]')])
    await page.goto(`${baseUrl()}/login`)
    const state = page.getByTestId('state-error').first()
    await state.waitFor()
    expect(await styled(page, 'state-error')).toBe(true)
    const text = (await state.textContent()) ?? ''
    expect(text).toContain(lang === 'zh' ? '账号已停用' : 'This account has been disabled')
    expect(text).not.toContain(lang === 'zh' ? 'disabled' : '停用')
    // the page is the sign-in's, not a ranking's, and a disabled account has nothing to retry
    expect(text).toContain(lang === 'zh' ? '无法登录' : 'Cannot sign in')
    expect(await page.getByTestId('error-retry').count()).toBe(0)
    await shoot(page, `login-disabled-${lang}`)
    await context.close()
  }
  // signed in through /login: the login service brings the user to the concepts, not back to /login
  const { context, page } = await newPage(browser, DESKTOP)
  context.setDefaultTimeout(10_000)
  const seen: string[] = []
  page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname))
  await page.goto(`${baseUrl()}/login`)
  await page.waitForURL((url) => url.pathname === '/sso/login')
  await typeInto(page.locator('#username'), 'analyst@growthradar.demo')
  await typeInto(page.locator('#password'), 'demo2026')
  await Promise.all([page.waitForURL((url) => url.pathname === '/concept'), page.click('button[type=submit]')])
  expect(seen.slice(seen.indexOf('/sso/login'))).not.toContain('/login')
  await context.close()
})

test('1280 px: each summary figure keeps its unit on its line; /concept offers the download and it saves a CSV', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo')
  context.setDefaultTimeout(15_000)
  await shownPage(page).getByTestId('concept-row').first().waitFor()
  const download = shownPage(page).getByTestId('download')
  await download.waitFor()
  await download.click()
  await expect(shownPage(page).getByTestId('download-note').filter({ hasText: /\.csv/ }).waitFor()).resolves.toBeUndefined()
  await page.goto(`${baseUrl()}${DETAIL}`)
  await shownPage(page).getByTestId('trend-summary').waitFor()
  const lines = await page.$$eval('.gr-dsum__v', (els) =>
    els.map((el) => {
      const style = getComputedStyle(el)
      return (
        el.getBoundingClientRect().height /
        parseFloat(style.lineHeight === 'normal' ? String(parseFloat(style.fontSize) * 1.4) : style.lineHeight)
      )
    }),
  )
  expect(lines.length).toBeGreaterThan(0)
  for (const n of lines) expect(n).toBeLessThan(1.5)
  await context.close()
})

test('the free version opening an old month by link is told the month is outside its version', async () => {
  for (const lang of ['zh', 'en'] as const) {
    const { context, page } = await signedIn(browser, 'free@growthradar.demo', { at: '/concept?plat=all&ts=2019-03&cid=16', lang })
    context.setDefaultTimeout(10_000)
    // English words come in a script of their own: the note can be drawn a moment before its text
    const note = shownPage(page).getByTestId('month-moved').filter({ hasText: /\S/ })
    await note.waitFor()
    expect(await note.textContent()).toMatch(
      lang === 'zh' ? /2019年3月 不在您的版本/ : /does not cover 2019-03|does not cover Mar 2019|does not cover/,
    )
    await shoot(page, `free-old-month-${lang}`)
    await context.close()
  }
})

test('before SMS verification the header names the session by its masked phone', async () => {
  const { context, page } = await signedIn(browser, 'sms@growthradar.demo')
  context.setDefaultTimeout(10_000)
  const name = page.locator('.gr-user__label')
  await name.waitFor()
  await expect(name.textContent()).resolves.toBe('133****6666')
  await context.close()
})

test("375 px: /loginPage shows the product's name beside its logo", async () => {
  const { context, page } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl()}/loginPage`)
  const brand = page.getByTestId('login-form').locator('.gr-brand__name')
  await brand.waitFor()
  expect(await brand.isVisible()).toBe(true)
  expect(await brand.textContent()).toBe('增长雷达')
  await shoot(page, 'loginPage-375-brand')
  await context.close()
})

test('the keyboard moves through tabs, radios and dropdowns with the arrow keys', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: DETAIL })
  context.setDefaultTimeout(10_000)
  const shown = shownPage(page)
  await shown.getByTestId('trend-summary').waitFor()
  // tabs: ArrowRight chooses the next tab, End the last, Home the first
  await shown.getByTestId('tab-TrendList').focus()
  await page.keyboard.press('ArrowRight')
  await expect(shown.getByTestId('tab-DriversList').getAttribute('aria-selected')).resolves.toBe('true')
  await page.waitForURL((url) => url.searchParams.get('activedTab') === 'DriversList')
  await page.keyboard.press('Home')
  await expect(shown.getByTestId('tab-TrendList').getAttribute('aria-selected')).resolves.toBe('true')
  // radios: one month ↔ three months
  const multi = shown.getByTestId('detail-multi-month')
  await multi.locator('[role=radio][aria-checked=true]').focus()
  await page.keyboard.press('ArrowRight')
  await expect(multi.locator('[role=radio]').nth(1).getAttribute('aria-checked')).resolves.toBe('true')
  await page.keyboard.press('ArrowLeft')
  await expect(multi.locator('[role=radio]').nth(0).getAttribute('aria-checked')).resolves.toBe('true')
  // a dropdown: ArrowDown opens it at its chosen option, the arrows move, Enter chooses, Escape closes
  const months = shown.getByTestId('detail-month-select')
  const before = await months.locator('.gr-dropdown__value').textContent()
  await months.locator('.gr-dropdown__trigger').focus()
  await page.keyboard.press('ArrowDown')
  await months.locator('[role=listbox]').waitFor()
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).resolves.toBe('true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await months.locator('[role=listbox]').waitFor({ state: 'detached' })
  expect(await months.locator('.gr-dropdown__value').textContent()).not.toBe(before)
  await months.locator('.gr-dropdown__trigger').focus()
  await page.keyboard.press('ArrowDown')
  await months.locator('[role=listbox]').waitFor()
  await page.keyboard.press('Escape')
  await months.locator('[role=listbox]').waitFor({ state: 'detached' })
  // the login methods are a tablist too
  const login = await newPage(browser, MOBILE)
  // the page settled (its session check answered), as a person sees it before using the keys
  const checked = login.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user')
  await login.page.goto(`${baseUrl()}/loginPage`)
  await checked
  await login.page.getByTestId('login-method-password').waitFor()
  await login.page.getByTestId('login-method-password').focus()
  await login.page.keyboard.press('ArrowRight')
  await login.page
    .waitForFunction(
      () => document.querySelector('[data-testid=login-method-phone]')?.getAttribute('aria-selected') === 'true',
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined)
  await expect(login.page.getByTestId('login-method-phone').getAttribute('aria-selected')).resolves.toBe('true')
  await login.context.close()
  await context.close()
})

test('/report counts every follow, not the page it lists: 25 growing concepts followed say 25 growing, 20 rows and a next page', async () => {
  const { context, page } = await signedIn(browser, 'staff@growthradar.cn', { at: null })
  context.setDefaultTimeout(15_000)
  const origin = { origin: baseUrl() }
  // growing concepts of several categories, more than one page of the report
  const tree = (await (await page.request.get(`${baseUrl()}/api/cats_tree?plat=all`)).json()) as { data: { bigCategory: number[] } }
  const growing: { word: string; cid: number }[] = []
  for (const cid of tree.data.bigCategory) {
    if (growing.length >= 25) break
    const ranking = (await (
      await page.request.post(`${baseUrl()}/api/ecommerce`, { data: { plat: 'all', cid, page_size: 25 }, headers: origin })
    ).json()) as { data: { rows: { word: string; sales_yoy: number | null }[] } }
    for (const r of ranking.data.rows) if ((r.sales_yoy ?? 0) > 0 && growing.length < 25) growing.push({ word: r.word, cid })
  }
  expect(growing.length).toBe(25)
  for (const r of growing) {
    const answer = await page.request.post(`${baseUrl()}/api/marked`, {
      data: { category_id: r.cid, func: 'add', word: r.word, platform: 'all', type: 'concept' },
      headers: origin,
    })
    expect(answer.status()).toBe(200)
  }
  try {
    const report = (await (await page.request.get(`${baseUrl()}/api/report`)).json()) as {
      data: { counts: { follows: number; growing: number } }
    }
    expect(report.data.counts.growing).toBeGreaterThanOrEqual(growing.length)
    await page.goto(`${baseUrl()}/report`)
    const summary = page.getByTestId('report-summary')
    await summary.waitFor()
    expect(await summary.textContent()).toContain(`${report.data.counts.follows} 个关注概念，${report.data.counts.growing} 个同比增长`)
    // the list pages: 20 rows here, the rest a page further
    await page.getByTestId('report-row').first().waitFor()
    expect(await page.getByTestId('report-row').count()).toBe(20)
    expect(await page.getByTestId('pager').count()).toBe(1)
    await shoot(page, 'report-counts-1280-zh')
  } finally {
    for (const r of growing)
      await page.request.post(`${baseUrl()}/api/marked`, {
        data: { category_id: r.cid, func: 'del', word: r.word, platform: 'all', type: 'concept' },
        headers: origin,
      })
    await context.close()
  }
})
