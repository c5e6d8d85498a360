// Axe-core on every route a user can reach and on the open states (category picker,
// a dropdown, the phone dialog, the share dialog), at 1280 and 375 px, in zh and en: no critical
// and no serious violation. A failure prints each rule with the elements it found.
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, MOBILE, launchBrowser } from './harness'
import { baseUrl, newPage, requestsOf, sessionCookies, settled, signedIn } from './helpers'

jest.setTimeout(240_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// evaluated through the DevTools protocol, not a <script> tag: the app's CSP allows its own scripts only
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const DETAIL = `/detail?word=${encodeURIComponent('连衣裙 not 儿童')}&plat=all&cid=16`

interface Finding {
  state: string
  rule: string
  impact: string
  targets: string[]
}

/** Runs axe on what the page shows now and returns its critical and serious findings. */
async function audit(page: Page, state: string): Promise<Finding[]> {
  // Taro's page transition must settle, or axe sees the page half moved in
  await settled(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))
  })
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ state, rule: v.id, impact: v.impact, targets: v.targets }))
}

/**
 * Opens a path and waits until the page has its content (not the loading state): its frame, then
 * everything it asked the server for (a ranking's data arrives after its frame) answered and drawn.
 */
async function visit(page: Page, requests: ReturnType<typeof requestsOf>, path: string, ready: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`)
  await page.locator(ready).first().waitFor()
  await requests.settle()
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.state}: ${f.rule} (${f.impact}) at ${f.targets.join(' | ')}`).join('\n')
}

const cases = [DESKTOP, MOBILE].flatMap((viewport) => (['zh', 'en'] as const).map((lang) => ({ viewport, lang })))

describe.each(cases)('axe at $viewport.width px, $lang', ({ viewport, lang }) => {
  test('every route and open state of the analyst: 0 critical, 0 serious', async () => {
    const { context, page } = await newPage(browser, viewport, lang)
    context.setDefaultTimeout(15_000)
    const requests = requestsOf(page)
    const findings: Finding[] = []

    // signed out: the app's login page and the login service's page
    await visit(page, requests, '/loginPage', '[data-testid=login-form]')
    findings.push(...(await audit(page, '/loginPage')))
    await page.goto(`${baseUrl()}/sso/login?service=growth-radar&redirect_url=${encodeURIComponent(`${baseUrl()}/concept`)}`)
    await page.locator('#username').waitFor()
    findings.push(...(await audit(page, '/sso/login')))

    // signed in from here on, with the analyst's session (signing in is for the sign-in tests to check)
    await context.addCookies(await sessionCookies(browser, 'analyst@growthradar.demo'))
    await visit(page, requests, '/concept', '[data-testid=concept-row]')
    findings.push(...(await audit(page, '/concept')))

    // open states on /concept: a dropdown, then the category picker
    await page.getByTestId('plat-select').locator('.gr-dropdown__trigger').click()
    await page.getByTestId('plat-select').getByRole('option').first().waitFor()
    findings.push(...(await audit(page, '/concept dropdown open')))
    await page.keyboard.press('Escape')
    await page.getByTestId('category-box').first().click()
    await page.getByTestId('category-panel').waitFor()
    await page.getByTestId('category-row').first().waitFor()
    findings.push(...(await audit(page, '/concept category picker open')))
    await page.keyboard.press('Escape')

    for (const [path, ready] of [
      ['/social', '[data-testid=social-row], [data-testid=coming-soon], .gr-main'],
      ['/brand', '[data-testid=brand-row], [data-testid=coming-soon], .gr-main'],
      ['/category', '[data-testid=category-rank-row], [data-testid=coming-soon], .gr-main'],
      ['/search', '[data-testid=search-screen], .gr-main'],
      ['/myAttention', '[data-testid=attention-row], [data-testid=attention-empty], .gr-main'],
      // the mini-program's main pages, as the H5 app shows them
      ['/wxHomePage', '[data-testid=home-concept]'],
      ['/my', '[data-testid=my-account]'],
      ['/report', '[data-testid=report-screen] [data-testid=state-empty], [data-testid=report-row]'],
      ['/activityRules?topic=support', '[data-testid=rules-support]'],
    ] as const) {
      await visit(page, requests, path, ready)
      findings.push(...(await audit(page, path)))
    }

    await visit(page, requests, DETAIL, '[data-testid=panel-TrendList]')
    findings.push(...(await audit(page, '/detail')))
    // the other tabs hold the tables (categories, brands, items)
    for (const tab of ['CategoryList', 'BrandList', 'CommodityList']) {
      await page.getByTestId(`tab-${tab}`).click()
      await page.getByTestId(`panel-${tab}`).getByText(/\d/).first().waitFor()
      findings.push(...(await audit(page, `/detail ${tab}`)))
    }
    await page.getByTestId('share').click()
    await page.getByTestId('share-url').waitFor()
    findings.push(...(await audit(page, '/detail share dialog')))

    await context.close()
    if (findings.length) console.log(report(findings))
    expect(report(findings)).toBe('')
  })

  test('the phone dialog of an account waiting for SMS verification: 0 critical, 0 serious', async () => {
    const { context, page } = await signedIn(browser, 'sms@growthradar.demo', { viewport, lang })
    context.setDefaultTimeout(15_000)
    await page.getByTestId('phone-option').first().waitFor()
    const findings = await audit(page, 'phone dialog')
    await context.close()
    if (findings.length) console.log(report(findings))
    expect(report(findings)).toBe('')
  })
})
