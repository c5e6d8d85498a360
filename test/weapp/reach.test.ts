// Getting around the built mini-program (dist/weapp): from wxHomePage, through the tab bar and every
// control a user can tap, every page of app.json is reached within two taps, and back from each page
// goes where a WeChat user expects — a tab page is the only page on the stack (no back, home never
// stacked twice), any other page goes back to the page it was opened from (a switch between rankings
// replaces the ranking shown, so back still leads where it did). A signed-in mini-program session reaches the app's pages; the sign-in
// page and what it links to are reached signed out, as only a signed-out user sees them.
import { crawl, type Hop } from './harness/crawl'
import { failure, ok, type FakeServer } from './harness/load-page'
import { TOKEN, WORDS, fakeServer, ranking } from './harness/mini-session'
import { readAppJson, subpackagesOf } from './harness/package-sizes'
import { RANKING_ROUTES } from '../../src/domain/mini-nav'
import { pagePath } from '../../src/domain/routes'

const app = readAppJson() ?? { pages: [] }
const allPages = [...app.pages, ...subpackagesOf(app).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
const tabs = (app.tabBar?.list ?? []).map((item) => item.pagePath)
const HOME = pagePath('wxHomePage')

const rows = WORDS.map((word, i) => ({ rank: i + 1, word, sales: 5_200_000, sales_yoy: 80 - i, label: null, item_count: 40 }))
const follow = (id: number, word: string, platform: string, category_id: number) => ({
  id,
  word,
  type: 'concept',
  platform,
  category_id,
  category_name: '服饰配件',
  category_name_en: 'Accessories',
  jd_cat1: 0,
  created_at: '2026-09-01T00:00:00Z',
  alert_yoy_pct: null,
})

/** A signed-in mini-program session with something on every list: a Taobao and an Amazon top list, an eBay follow. */
function signedIn(): FakeServer {
  return fakeServer({
    'POST /api/mini_homepage': () =>
      ok({
        ts: '2026-09',
        ts_min: '2024-10',
        social: [],
        concepts: [
          { plat: 'all', cid: 16, category_name: '服饰配件', category_name_en: 'Accessories', currency: 'CNY', rows },
          { plat: 'gamazon', cid: 3760911, category_name: 'Beauty', category_name_en: 'Beauty', currency: 'USD', rows },
        ],
      }),
    'GET /api/marked/list': () => ok([follow(1, WORDS[0], 'all', 16), follow(2, 'Oversized', 'ebay', 1853126)]),
    // the follow list's figures: with them the list is shown, with its way to /compare
    'POST /api/search_marked': () => ok({ start: '2026-09', end: '2026-09', months: [], missing_months: [], rows: [] }),
    'GET /api/list_gamazon': (r) => ok(ranking({ ts: r.query.ts })),
  })
}

const signedOut: FakeServer = fakeServer({ 'GET /api/user': () => failure(-401) })

/** Reached pages with the first way each was reached. */
function reachedBy(hops: Hop[]): Map<string, Hop> {
  const reached = new Map<string, Hop>()
  for (const hop of hops) if (!hop.failed && !reached.has(hop.to)) reached.set(hop.to, hop)
  return reached
}

const describeHop = (hop: Hop) => `${hop.from} —[${hop.control}: ${hop.api}]→ ${hop.url}`

let hops: Hop[] = []
beforeAll(async () => {
  const [inside, outside] = await Promise.all([
    crawl({ entry: HOME, depth: 2, server: signedIn(), storage: { token: TOKEN } }),
    crawl({ entry: HOME, depth: 2, server: signedOut }),
  ])
  hops = [...inside, ...outside]
}, 240_000)

test('the build has a tab bar and pages to reach (npm test builds dist/weapp)', () => {
  expect(tabs.length).toBe(4)
  expect(allPages.length).toBeGreaterThan(tabs.length)
})

test('every page of app.json is reached from wxHomePage within two taps', () => {
  const reached = reachedBy(hops)
  const missing = allPages.filter((page) => page !== HOME && !reached.has(page))
  expect({ notReached: missing }).toEqual({ notReached: [] })
})

test('WeChat refuses none of the navigations (no navigateTo or redirectTo to a tab page, no switchTab elsewhere)', () => {
  expect(hops.filter((hop) => hop.failed).map(describeHop)).toEqual([])
})

test('a tab page is the only page on the stack: no back arrow, and home is never stacked twice', () => {
  const wrong = hops.filter(
    (hop) => !hop.failed && (tabs.includes(hop.to) ? hop.stack.length !== 1 : hop.stack.filter((p) => p === HOME).length > 1),
  )
  expect(wrong.map((hop) => `${describeHop(hop)}: stack ${hop.stack.join(' > ')}`)).toEqual([])
})

test('back from any other page leads to the page it was opened from; a switch between rankings replaces the ranking, so back leads where that one did', () => {
  const rankings = RANKING_ROUTES.map(pagePath)
  const wrong = hops.filter((hop) => {
    if (hop.failed || tabs.includes(hop.to)) return false
    if (hop.api === 'navigateTo') return hop.stack[hop.stack.length - 2] !== hop.from
    if (hop.api === 'redirectTo') return !(rankings.includes(hop.from) && rankings.includes(hop.to))
    // reLaunch: only a page reloading itself (a language change) may drop the way back
    return hop.to !== hop.from
  })
  expect(wrong.map((hop) => `${describeHop(hop)}: back goes to ${hop.stack[hop.stack.length - 2] ?? 'nothing'}`)).toEqual([])
})
