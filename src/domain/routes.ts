// The route table of SPEC §2 and its start-up redirect rules, as data plus pure functions, so that the
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

/** SPEC §2: "Routes (no route has path parameters…): /concept, /social, … /report" — in the SPEC's order. */
export const ROUTE_NAMES: readonly RouteName[] = [
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

/** Issue 2: "wxHomePage, loginPage, my, report and activityRules in the main package" of the mini-program. */
export const MAIN_PACKAGE_ROUTES: readonly RouteName[] = ['wxHomePage', 'loginPage', 'my', 'report', 'activityRules']

/**
 * Issue 9 §3: "preloadRule so opening a concept does not wait for a download". Which analysis
 * subpackages WeChat fetches in the background when a main-package page opens: the entry page
 * (wxHomePage) takes every page a concept opens through; a page a share or a login can open first
 * takes what it links to. WeChat caps what the main package's pages preload together at 2 MB, so each
 * package is listed where it is first needed, not on every page (npm run bench:weapp prints the sum).
 */
export const MINI_PRELOAD: Readonly<Partial<Record<RouteName, readonly RouteName[]>>> = {
  wxHomePage: ['concept', 'detail', 'search', 'myAttention'],
  loginPage: ['concept'],
  report: ['detail'],
  my: ['myAttention'],
}

/** The root folder of an analysis page's subpackage in the mini-program (app.config.ts). */
export function subpackageRoot(name: RouteName): string {
  return `pages/${name}`
}

const DETAIL_ROUTES: readonly RouteName[] = ['detail', 'ebayDetail', 'publicDetail']

/** SPEC §2: each route at its clean path, e.g. /concept. */
export function routePath(name: RouteName): string {
  return `/${name}`
}

/** Issue 2: "Every SPEC §2 route exists as a page" — the Taro page file of a route. */
export function pagePath(name: RouteName): string {
  return `pages/${name}/index`
}

function isRouteName(s: string): s is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(s)
}

// Query and hash never name a route; a trailing slash is the same page.
function bareLocation(path: string): string {
  return path.split(/[?#]/)[0].replace(/\/+$/, '')
}

/** SPEC §2: "Routes … /concept, /social, …" — the route of an H5 path or a mini-program page path; null for '/' or an unknown path. */
export function routeFromPath(path: string): RouteName | null {
  const bare = bareLocation(path)
  // The mini-program reports 'pages/<name>/index' (subpackages prefix a root folder).
  const page = /(?:^|\/)pages\/([^/]+)\/index$/.exec(bare)
  const name = page ? page[1] : bare.replace(/^\/+/, '')
  return isRouteName(name) ? name : null
}

/**
 * SPEC §2: "/ redirects to /loginPage when the window width is under 768, otherwise to /social.
 * On desktop an unmatched path redirects to /concept, except paths containing mj_logout."
 * Returns where to go, or null to stay.
 */
export function startRedirect(path: string, windowWidth: number): string | null {
  const mobile = windowWidth < MOBILE_BREAKPOINT_PX
  const bare = bareLocation(path)
  if (bare === '') return mobile ? routePath('loginPage') : routePath('social')
  if (routeFromPath(path) !== null) return null
  // /mj_logout is the server's logout endpoint; redirecting it client-side would skip the logout.
  if (path.includes('mj_logout')) return null
  // SPEC is silent on unknown paths on mobile; the mobile start page is the natural landing.
  return mobile ? routePath('loginPage') : routePath('concept')
}

/** SPEC §2: the detail pages are /detail, /ebayDetail and /publicDetail (switcher hidden on them). */
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
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return null
  const [path, search = ''] = redirect.split('#')[0].split('?')
  const name = routeFromPath(path)
  if (!name || name === 'loginPage' || name === 'login') return null
  // by hand: the mini-program's JavaScript has no URLSearchParams
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    if (!pair) continue
    const [key, value = ''] = pair.split('=').map((part) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '))
      } catch {
        return part
      }
    })
    if (key) query[key] = value
  }
  return { name, query }
}
