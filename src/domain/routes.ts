// The route table (docs/screens.md) and its start-up redirect rules, as data plus pure functions, so that the
// H5 router, the mini-program pages and the shell all read one table (DESIGN: "one route table").
import { MOBILE_BREAKPOINT_PX } from './constants'

export type RouteName =
  | 'concept'
  | 'social'
  | 'brand'
  | 'category'
  | 'ebay'
  | 'amazon'
  | 'ebayDetail'
  | 'publicDetail'
  | 'myAttention'
  | 'setUp'
  | 'search'
  | 'detail'
  | 'login'
  | 'wxHomePage'
  | 'loginPage'
  | 'my'
  | 'activityRules'
  | 'report'
  | 'compare'
  | 'earlySignals'
  | 'userAgreement'
  | 'privacyPolicy'

/** The pages the product started with (no route takes path parameters), in their original order. */
export const CORE_ROUTE_NAMES: readonly RouteName[] = [
  'concept',
  'social',
  'brand',
  'category',
  'ebay',
  'amazon',
  'ebayDetail',
  'publicDetail',
  'myAttention',
  'setUp',
  'search',
  'detail',
  'login',
  'wxHomePage',
  'loginPage',
  'my',
  'activityRules',
  'report',
]

/**
 * Every page of both targets: the routes the product started with, then the pages added beyond them —
 * /compare, up to 20 concepts on one absolute scale, and /earlySignals, the concepts whose rising
 * talk has led their sales before (analysis pages: subpackages in the mini-program, like the rankings),
 * and the user agreement and the privacy policy (LEGAL_ROUTES), which /my links on both targets.
 */
export const ROUTE_NAMES: readonly RouteName[] = [...CORE_ROUTE_NAMES, 'compare', 'earlySignals', 'userAgreement', 'privacyPolicy']

/**
 * The mini-program's main package: its own pages (wxHomePage, loginPage, my, report, activityRules) and
 * the two other pages of its tab bar (concept, myAttention), which WeChat requires in the main package.
 */
export const MAIN_PACKAGE_ROUTES: readonly RouteName[] = [
  'wxHomePage',
  'loginPage',
  'my',
  'report',
  'activityRules',
  'concept',
  'myAttention',
]

/**
 * Routes the mini-program leaves out: /login is an address people type or bookmark to reach the web's
 * sign-in, and a mini-program has no address bar; its sign-in is loginPage.
 */
export const WEB_ONLY_ROUTES: readonly RouteName[] = ['login']

/**
 * The user agreement and the privacy policy: the mini-program's login asks consent to them, so there
 * they are in the main package beside loginPage (WeChat's review opens them from there).
 */
export const LEGAL_ROUTES: readonly RouteName[] = ['userAgreement', 'privacyPolicy']

/** The pages of the mini-program: every route but the web-only ones. */
export const MINI_ROUTE_NAMES: readonly RouteName[] = ROUTE_NAMES.filter((name) => !WEB_ONLY_ROUTES.includes(name))

/**
 * Preloads, so that opening a concept does not wait for a download. Which analysis
 * subpackages WeChat fetches in the background when a main-package page opens: the entry page
 * (wxHomePage) takes the detail and the search its rows and search open; the rankings tab takes the
 * rankings it switches to; /my its alert settings. Each package is listed once, where it is first
 * needed: our budget for all preloads together is 1 MB (npm run bench:weapp prints the sum).
 */
export const MINI_PRELOAD: Readonly<Partial<Record<RouteName, readonly RouteName[]>>> = {
  wxHomePage: ['detail', 'search'],
  // the rankings tab switches to the other rankings
  concept: ['social', 'brand', 'category'],
  my: ['setUp'],
}

// The three detail pages share one folder: in the mini-program one subpackage, so the detail screen and
// ECharts are carried once instead of three times. Their web paths stay /ebayDetail and /publicDetail.
const NESTED_IN: Partial<Record<RouteName, RouteName>> = { ebayDetail: 'detail', publicDetail: 'detail' }

/** The root folder of an analysis page's subpackage in the mini-program (app.config.ts). */
export function subpackageRoot(name: RouteName): string {
  return `pages/${NESTED_IN[name] ?? name}`
}

const DETAIL_ROUTES: readonly RouteName[] = ['detail', 'ebayDetail', 'publicDetail']

/** Each route at its clean path, e.g. /concept. */
export function routePath(name: RouteName): string {
  return `/${name}`
}

/** The Taro page file of a route: every route of the product is a page of its own. */
export function pagePath(name: RouteName): string {
  const parent = NESTED_IN[name]
  return parent ? `pages/${parent}/${name}/index` : `pages/${name}/index`
}

function isRouteName(s: string): s is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(s)
}

// Query and hash never name a route; a trailing slash is the same page.
function bareLocation(path: string): string {
  return path.split(/[?#]/)[0].replace(/\/+$/, '')
}

/** The route of an H5 path (/concept, /social, …) or a mini-program page path; null for '/' or an unknown path. */
export function routeFromPath(path: string): RouteName | null {
  const bare = bareLocation(path)
  // The mini-program reports 'pages/<name>/index', or 'pages/detail/<name>/index' for a nested detail page.
  const page = /(?:^|\/)pages\/(?:[^/]+\/)?([^/]+)\/index$/.exec(bare)
  const name = page ? page[1] : bare.replace(/^\/+/, '')
  return isRouteName(name) ? name : null
}

/**
 * Where a path lands at start-up: '/' opens /loginPage on a narrow window (under
 * MOBILE_BREAKPOINT_PX) and /social on a wide one; on a wide window an unknown path opens /concept,
 * unless it holds mj_logout. Returns where to go, or null to stay.
 */
export function startRedirect(path: string, windowWidth: number): string | null {
  const mobile = windowWidth < MOBILE_BREAKPOINT_PX
  const bare = bareLocation(path)
  if (bare === '') return mobile ? routePath('loginPage') : routePath('social')
  if (routeFromPath(path) !== null) return null
  // /mj_logout is the server's logout endpoint; redirecting it client-side would skip the logout.
  if (path.includes('mj_logout')) return null
  // an unknown path on a phone gets the phone's start page, its natural landing.
  return mobile ? routePath('loginPage') : routePath('concept')
}

/** The detail pages are /detail, /ebayDetail and /publicDetail (the switcher is hidden on them). */
export function isDetailRoute(name: RouteName | null): boolean {
  return name !== null && DETAIL_ROUTES.includes(name)
}

/** Where a login goes on afterwards: a route of the app and its query. */
export interface ReturnTarget {
  name: RouteName
  query: Record<string, string>
}

/**
 * The page a login page was asked to return to (its `redirect` query: an app path such as
 * `/detail?word1=…`). Only the app's own routes count, never the login pages themselves and never
 * another site (`//host/…`, `https:…`), so a crafted link cannot send a fresh session elsewhere.
 */
export function returnTarget(redirect: string | undefined): ReturnTarget | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return null
  const [path, search = ''] = redirect.split('#')[0].split('?')
  const name = routeFromPath(path)
  if (!name || name === 'loginPage' || name === 'login') return null
  // by hand: the mini-program's JavaScript has no URLSearchParams
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    if (!pair) continue
    const [key, value = ''] = pair.split('=').map((part) => decodeQueryValue(part.replace(/\+/g, ' ')))
    if (key) query[key] = value
  }
  return { name, query }
}

/** A query value as the page was given it (navigate() encodes each); left as it is when it is not encoded text. */
export function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
