// The main journey as people start it: typing into the category search key by key (with Backspace
// and a Chinese input method), and signing in on the app's own login page at a phone's and a
// desktop's width, then picking a category, searching and opening the detail; and a newcomer opening
// a free account of their own with a phone code, using it, and closing it from /my.
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import {
  KEY_DELAY_MS,
  baseUrl,
  chooseCategory,
  clickAt,
  newPage,
  sessionUser,
  shoot,
  shownPage,
  signedIn,
  signedOutOnServer,
  signInOnLoginPage,
  typeInto,
  typeWithInputMethod,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens the picker `pickerId` on the page on screen and returns its search box. */
async function openPicker(page: Page, pickerId: string) {
  const picker = shownPage(page).locator(`[data-testid=${pickerId}][data-status=ready]`)
  await picker.waitFor()
  await picker.getByTestId('category-box').click()
  await page.getByTestId('category-panel').waitFor()
  return page.locator('input[data-testid=category-search]')
}

const rowLabels = (page: Page) => page.locator('[data-testid=category-row] .gr-cpicker__label').allTextContents()

describe('the category search box keeps what is typed', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`${viewport.width} px, zh: 男装 typed key by key, edited with Backspace, and typed again through an input method`, async () => {
      const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { viewport })
      context.setDefaultTimeout(10_000)
      const search = await openPicker(page, 'category-select')
      await typeInto(search, '男装')
      await expect(search.inputValue()).resolves.toBe('男装')
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid=category-row]')].some((r) => r.textContent?.includes('男装')),
      )
      expect((await rowLabels(page)).every((label) => label.length > 0)).toBe(true)
      expect((await rowLabels(page)).some((label) => label.includes('男装'))).toBe(true)

      await page.keyboard.press('Backspace', { delay: KEY_DELAY_MS })
      await expect(search.inputValue()).resolves.toBe('男')
      await page.keyboard.press('Backspace')
      await expect(search.inputValue()).resolves.toBe('')

      await typeWithInputMethod(search, 'nanzhuang', '男装')
      await expect(search.inputValue()).resolves.toBe('男装')
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid=category-row]')].some((r) => r.textContent?.includes('男装')),
      )
      await shoot(page, `category-search-typed-${viewport.width}`)
      await context.close()
    })
  }

  test('1280 px, en, /amazon: "Skin Care" typed key by key finds Skin Care, not what its last letter matches', async () => {
    const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/amazon', lang: 'en' })
    context.setDefaultTimeout(10_000)
    const search = await openPicker(page, 'category-select')
    await typeInto(search, 'Skin Care')
    await expect(search.inputValue()).resolves.toBe('Skin Care')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=category-row]')].some((r) => /Skin Care/.test(r.textContent ?? '')),
    )
    const labels = await rowLabels(page)
    expect(labels.some((label) => /Skin Care/.test(label))).toBe(true)
    expect(labels.some((label) => /^Electronics$/.test(label))).toBe(false)
    await context.close()
  })
})

describe('signing in on /loginPage signs the whole app in', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const username of ['analyst@growthradar.demo', 'mini@growthradar.demo']) {
      test(`${viewport.width} px, ${username}: the pickers offer categories, a category is searched and its concept opens`, async () => {
        const { context, page } = await newPage(browser, viewport)
        context.setDefaultTimeout(10_000)
        await signInOnLoginPage(page, username, '/concept')
        // the ranking's own picker: ready, not 登录后选择类目
        const picker = shownPage(page).getByTestId('category-select')
        await shownPage(page).locator('[data-testid=category-select][data-status=ready]').waitFor()
        expect(await picker.textContent()).not.toContain('登录后选择类目')
        const search = await openPicker(page, 'category-select')
        await typeInto(search, '女装')
        const row = page
          .getByTestId('category-row')
          .filter({ hasText: /^\W*女装\/女士精品$/ })
          .first()
        await row.waitFor()
        await row.click()
        await page.waitForURL((url) => url.searchParams.get('cid') === '16')
        await shownPage(page).getByTestId('concept-row').first().waitFor()
        if (viewport.width >= 768) {
          // the header's search starts in the ranking's category (chosen again, it would be unchosen)
          const headerPicker = page.locator('[data-testid=header-search-picker][data-status=ready]')
          await headerPicker.waitFor()
          await chooseCategory(page, 'header-search-picker', '女装/女士精品')
          await typeInto(page.locator('input[data-testid=header-search-input]'), '连衣裙')
          await Promise.all([page.waitForURL((url) => url.pathname === '/detail'), page.getByTestId('header-search-submit').click()])
        } else {
          await Promise.all([
            page.waitForURL((url) => url.pathname === '/detail'),
            shownPage(page).getByTestId('concept-row').first().click(),
          ])
        }
        await shownPage(page).getByTestId('panel-TrendList').getByText(/￥\d/).first().waitFor()
        await shoot(page, `loginpage-journey-${viewport.width}-${username.split('@')[0]}`)
        await context.close()
      })
    }
  }

  test('375 px: a link with ?redirect comes back to the page that asked once signed in', async () => {
    const { context, page } = await newPage(browser, MOBILE)
    context.setDefaultTimeout(10_000)
    await signInOnLoginPage(page, 'analyst@growthradar.demo', '/social?social_plat=xhs')
    expect(new URL(page.url()).searchParams.get('social_plat')).toBe('xhs')
    await context.close()
  })
})

describe("a free account of one's own", () => {
  for (const [viewport, lang] of [
    [MOBILE, 'zh'],
    [DESKTOP, 'en'],
  ] as const) {
    test(`${viewport.width} px, ${lang}: a phone code opens it, a concept opens, /my closes it and signs every device out`, async () => {
      const { context, page } = await newPage(browser, viewport)
      context.setDefaultTimeout(15_000)
      await page.goto(`${baseUrl()}/loginPage?redirect=${encodeURIComponent('/concept')}`)
      await page.evaluate((l) => window.localStorage.setItem('language', l), lang)
      await page.reload()
      await page.getByTestId('login-form').waitFor()
      await clickAt(page, '[data-testid=login-method-phone]')
      // the terms come first: the box is ticked with the mouse where it is drawn
      await clickAt(page, '[data-testid=login-consent-box]')
      const phone = `1470${String(Date.now()).slice(-7)}`
      await typeInto(page.locator('input[data-testid=login-phone-number]'), phone)
      await clickAt(page, '[data-testid=login-phone-send]')
      await expect(page.getByTestId('login-phone-message').textContent()).resolves.toContain(phone.slice(-4))
      const outbox = (await (await page.request.get(`${baseUrl()}/sso/dev/outbox?phone=${phone}&limit=1`)).json()) as {
        data: { body: string }[]
      }
      const code = /验证码 (\d{6})/.exec(outbox.data[0].body)![1]
      await typeInto(page.locator('input[data-testid=login-phone-code]'), code)
      await Promise.all([page.waitForURL((url) => url.pathname === '/concept'), page.keyboard.press('Enter')])
      expect(await sessionUser(page)).toMatchObject({ usertype: 'free' })

      await Promise.all([page.waitForURL((url) => url.pathname === '/detail'), shownPage(page).getByTestId('concept-row').first().click()])
      await shownPage(page)
        .getByTestId('panel-TrendList')
        .getByText(/[￥¥]\d/)
        .first()
        .waitFor()

      await page.goto(`${baseUrl()}/my`)
      await clickAt(page, '[data-testid=my-close-account]')
      const dialog = page.getByTestId('close-account-dialog')
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain(lang === 'zh' ? '无法恢复' : 'cannot be undone')
      await shoot(page, `close-account-${viewport.width}-${lang}`)
      // Escape keeps the account; asked again, the confirmation closes it
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await sessionUser(page)).toMatchObject({ usertype: 'free' })
      await clickAt(page, '[data-testid=my-close-account]')
      await Promise.all([page.waitForURL((url) => url.pathname !== '/my'), clickAt(page, '[data-testid=close-account-confirm]')])
      expect(await signedOutOnServer(page)).toBe(true)
      await context.close()
    })
  }
})
