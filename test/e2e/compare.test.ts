// The comparison journey, as a person takes it in the browser against the real server: five
// concepts added from three screens (two ranking rows, the header search typed key by key, two
// detail pages), /compare opened from the "+ Compare" button, the chart's options, sorting,
// reordering and removing, the comparison shared as a short link, and that link opened signed out
// (it asks to sign in) and then signed in (the same comparison). Screenshots at 1280 and 375 px in
// both languages.
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, chartDrawn, chosenCategory, newPage, shoot, shownPage, signedIn, typeInto } from './helpers'

jest.setTimeout(180_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The words of the comparison's table, top to bottom. */
async function tableWords(page: Page): Promise<string[]> {
  await page.getByTestId('compare-row').first().waitFor()
  return (await page.getByTestId('compare-row').locator('.gr-word').allTextContents()).map((w) => w.trim())
}

/**
 * Waits up to 10 s for the table to show `words` in order: the address changes first, and the table
 * follows when the comparison's answer for it is drawn. Not showing them is left to the assertion
 * after it, which says what the table shows instead.
 */
async function untilTableShows(page: Page, words: string[]): Promise<void> {
  await page
    .waitForFunction(
      (expected) =>
        [...document.querySelectorAll('[data-testid=compare-row] .gr-word')].map((e) => e.textContent?.trim()).join('|') ===
        expected.join('|'),
      words,
      { timeout: 10_000 },
    )
    .catch(() => undefined)
}

/** Adds the concept of the detail page on screen, then goes back to the ranking. */
async function addFromDetail(page: Page, rowIndex: number): Promise<string> {
  await shownPage(page).getByTestId('concept-row').nth(rowIndex).click()
  await page.waitForURL((url) => url.pathname === '/detail')
  const word = ((await shownPage(page).getByTestId('detail-word').textContent()) ?? '').trim()
  const add = shownPage(page).getByTestId('detail-header').getByTestId('compare-add')
  await add.click()
  await expectText(add, /查看对比/)
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/concept')
  return word
}

async function expectText(target: ReturnType<Page['locator']>, pattern: RegExp): Promise<void> {
  await target.filter({ hasText: pattern }).first().waitFor()
}

test('desktop (1280 px, zh): five concepts from three screens, compare, share, open the link signed out then signed in', async () => {
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo')
  context.setDefaultTimeout(15_000)
  const rows = shownPage(page).getByTestId('concept-row')
  await rows.first().waitFor()

  // 1–2: two rows of the ranking
  const added: string[] = []
  for (const i of [0, 1]) {
    const row = rows.nth(i)
    added.push(((await row.locator('.gr-word').first().textContent()) ?? '').trim())
    await row.getByTestId('compare-add').click()
    // the row stays on the ranking (the button is not the row's link) and now opens the comparison
    expect(page.url()).toContain('/concept')
    await expectText(row.getByTestId('compare-add'), new RegExp(`查看对比（${i + 1}）`))
  }

  // 3: the header search, typed key by key, in the ranking's category (where it starts)
  await page.getByTestId('header-search').waitFor()
  expect(await chosenCategory(page, 'header-search-picker')).toBe('女装/女士精品')
  await typeInto(page.locator('input[data-testid=header-search-input]'), '连衣裙 not 儿童')
  await page.getByTestId('header-search-compare').click()
  added.push('连衣裙 not 儿童')
  await expectText(rows.first().getByTestId('compare-add'), /查看对比（3）/)
  // the search's own button now opens the comparison too, as long as the concept typed is in it
  await expectText(page.getByTestId('header-search-compare'), /查看对比（3）/)

  // 4–5: two detail pages
  added.push(await addFromDetail(page, 2))
  added.push(await addFromDetail(page, 3))

  // the comparison opens from any of the buttons
  await rows.first().getByTestId('compare-add').click()
  await page.waitForURL((url) => url.pathname === '/compare')
  expect(await tableWords(page)).toEqual(added)
  await page.getByTestId('compare-count').filter({ hasText: '5/20' }).waitFor()
  await chartDrawn(page.locator('[data-testid=compare-chart][data-state=ready]'))
  // the link holds the comparison
  const linked = new URL(page.url()).searchParams
  expect([0, 1, 2, 3, 4].map((i) => linked.get(`c${i}`)?.split('~').slice(2).join('~'))).toEqual(added)

  // the chart's options: log scale and 24 months, both in the link
  await page.getByTestId('compare-log').click()
  await page.waitForURL((url) => url.searchParams.get('log') === '1')
  expect(await page.getByTestId('compare-log').getAttribute('aria-checked')).toBe('true')
  await page.getByTestId('compare-span').getByText('24 个月').click()
  await page.waitForURL((url) => url.searchParams.get('n') === '24')

  // sorted by rank: 1 first; then back to the user's order, move the third up, remove the last
  await page.getByTestId('compare-sort-rank').click()
  expect((await page.getByTestId('compare-row').first().locator('.gr-rank').textContent())?.trim()).toBe('1')
  await page.getByTestId('compare-sort-order').click()
  expect(await tableWords(page)).toEqual(added)
  // each concept's colour, by word: kept when the lines are reordered
  const colours = async () =>
    Object.fromEntries(
      await page
        .getByTestId('compare-row')
        .evaluateAll((rows) =>
          rows.map((r) => [
            r.querySelector('.gr-word')?.textContent,
            (r.querySelector('.gr-compare__dot') as HTMLElement)?.style.background,
          ]),
        ),
    )
  const before = await colours()
  await page.getByTestId('compare-row').nth(2).getByTestId('compare-up').click()
  const reordered = [added[0], added[2], added[1], added[3], added[4]]
  await page.waitForFunction((first) => new URL(location.href).searchParams.get('c1')?.endsWith(first) === true, added[2])
  await untilTableShows(page, reordered)
  expect(await tableWords(page)).toEqual(reordered)
  expect(await colours()).toEqual(before)
  await page.getByTestId('compare-row').nth(4).getByTestId('compare-remove').click()
  const shared = reordered.slice(0, 4)
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('c4'))
  await untilTableShows(page, shared)
  expect(await tableWords(page)).toEqual(shared)
  await shoot(page, 'compare-journey-1280-zh')

  // share: a short link of this comparison
  await page.getByTestId('compare-share').click()
  const urlText = page.getByTestId('share-url')
  await urlText.waitFor()
  const link = ((await urlText.textContent()) ?? '').trim()
  expect(link).toMatch(/\/compare\?urlId=[A-Za-z0-9_-]+$/)
  await page.keyboard.press('Escape')

  // another comparison opened from a link leaves this device's own alone, and gives it back
  await page.goto(`${baseUrl()}/compare?c0=${encodeURIComponent('all~16~法式')}`)
  await untilTableShows(page, ['法式'])
  await page.getByTestId('compare-shared').filter({ hasText: '4 个概念' }).waitFor()
  await page.getByTestId('compare-open-own').click()
  await untilTableShows(page, shared)
  expect(await page.getByTestId('compare-shared').count()).toBe(0)
  await context.close()

  // the link opened signed out asks to sign in; signed in, it is the same comparison
  const visitor = await newPage(browser, DESKTOP)
  visitor.context.setDefaultTimeout(15_000)
  const other = visitor.page
  await other.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()))
  await other.getByTestId('error-login').click()
  await other.waitForURL((url) => url.pathname === '/sso/login')
  await typeInto(other.locator('#username'), 'partial@growthradar.demo')
  await typeInto(other.locator('#password'), 'demo2026')
  await Promise.all([other.waitForURL((url) => url.pathname === '/compare'), other.click('button[type=submit]')])
  expect(await tableWords(other)).toEqual(shared)
  expect(new URL(other.url()).searchParams.get('n')).toBe('24')
  // the month it was shared at, not whichever is latest when it is opened
  expect(new URL(other.url()).searchParams.get('ts')).toMatch(/^\d{4}-\d\d$/)
  // partial@ may not see every one of them: any such concept keeps its row, with the reason
  expect(await other.getByTestId('compare-row').count()).toBe(4)
  await visitor.context.close()
})

const SHOWN = ['all~16~法式', 'all~16~连衣裙 not 儿童', 'jd~~连衣裙', 'tbjddy~~碎花', 'gamazon~~dress']

test.each([
  ['1280', 'zh', DESKTOP],
  ['1280', 'en', DESKTOP],
  ['375', 'zh', MOBILE],
  ['375', 'en', MOBILE],
] as const)('at %s px in %s: chart, table, the currencies note, keyboard reach, and the empty state', async (width, lang, viewport) => {
  // an empty comparison says what to do
  const { context, page } = await signedIn(browser, 'analyst@growthradar.demo', { at: '/compare', viewport, lang })
  context.setDefaultTimeout(15_000)
  await page
    .getByTestId('state-empty')
    .filter({ hasText: lang === 'zh' ? '+ 对比' : '+ Compare' })
    .waitFor()
  const query = SHOWN.map((v, i) => `c${i}=${encodeURIComponent(v)}`).join('&')
  await page.goto(`${baseUrl()}/compare?${query}`)
  expect(await tableWords(page)).toEqual(SHOWN.map((v) => v.split('~')[2]))
  // CNY and US $ sources: the page says their sales are not added up
  await page
    .getByTestId('compare-currencies')
    .filter({ hasText: lang === 'zh' ? '从不相加' : 'never added together' })
    .waitFor()
  // and draws each currency on its own chart, never on one axis
  await chartDrawn(page.locator('[data-testid=compare-chart-CNY][data-state=ready]'))
  await chartDrawn(page.locator('[data-testid=compare-chart-USD][data-state=ready]'))
  expect(await page.locator('[data-testid=compare-chart]').count()).toBe(0)
  // the controls are reached with the keyboard: Tab to the log switch, Space presses it
  await page.getByTestId('compare-log').focus()
  await page.keyboard.press(' ')
  await page.waitForURL((url) => url.searchParams.get('log') === '1')
  await shoot(page, `compare-${width}-${lang}`)
  // the table sorts at every width (on a phone its header is a row of sort buttons), pressed with the mouse
  await page.getByTestId('compare-sort-yoy').click()
  await page.locator('[data-testid=compare-sort-yoy][aria-sort=descending]').waitFor()
  const pcts = (await page.getByTestId('compare-row').locator('.col-num .gr-growth__pct').allTextContents())
    .map((p) => Number.parseFloat(p.replace(/[^\d.+-]/g, '')))
    .filter(Number.isFinite)
  expect(pcts.length).toBeGreaterThan(1)
  expect(pcts).toEqual([...pcts].sort((a, b) => b - a))
  // a link whose category no longer exists: the row says so in words a reader can act on
  await page.goto(`${baseUrl()}/compare?c0=${encodeURIComponent('all~99999999~连衣裙')}&c1=${encodeURIComponent(SHOWN[2])}`)
  const refused = page.getByTestId('compare-refused')
  await refused.filter({ hasText: lang === 'zh' ? '类目可能已不存在' : 'may no longer exist' }).waitFor()
  expect(await refused.textContent()).not.toMatch(/cid|参数|99999999/)
  // 清空 takes one tap, and so does taking it back
  await page.getByTestId('compare-clear').click()
  const undo = page.getByTestId('state-empty').getByTestId('empty-action')
  await undo.filter({ hasText: lang === 'zh' ? '撤销，恢复 2 个概念' : 'Undo: bring back 2 concepts' }).waitFor()
  await undo.click()
  expect(await tableWords(page)).toEqual(['连衣裙', '连衣裙'])
  await context.close()
})
