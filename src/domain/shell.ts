// The header table and the shell's show/hide rules as pure functions, so that the table is
// tested row by row here and the components only render what these return.
import type { PermissionLists } from '../../types'
import { CONCEPT_PICKER_DELAY_MS, MOBILE_BREAKPOINT_PX } from './constants'
import { mayViewMarket, OVERSEAS_MARKETS } from './overseas'
import type { DetailTab } from './detail-params'
import { isDetailRoute, routeFromPath, routePath, type RouteName } from './routes'

export type MainHeader = 'none' | 'detail' | 'ebay' | 'public'

export interface HeaderVisibility {
  top: boolean
  main: MainHeader
  /** the tab the route forces active, or null to keep the stored one */
  activeTab: DetailTab | null
}

const NO_HEADERS: readonly RouteName[] = ['login', 'wxHomePage', 'my', 'report', 'activityRules', 'loginPage']

/** Under 768 px wide the phone layout takes over. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX
}

/**
 * Which headers a route shows: the detail pages add their own main header under the top one and open
 * on their trend tab (/detail's trend list on desktop only, /ebayDetail's eBay one, /publicDetail's
 * public one); the NO_HEADERS pages (login, mini-program, report, activity rules) show none; every
 * other route the top header only. Phones never get the top header.
 */
export function headerVisibility(path: string, isMobile: boolean): HeaderVisibility {
  const route = routeFromPath(path)
  const top = !isMobile
  if (route !== null && NO_HEADERS.includes(route)) return { top: false, main: 'none', activeTab: null }
  if (route === 'detail') return { top, main: 'detail', activeTab: isMobile ? null : 'TrendList' }
  if (route === 'ebayDetail') return { top, main: 'ebay', activeTab: 'EbayTrendList' }
  if (route === 'publicDetail') return { top, main: 'public', activeTab: 'otherTrendList' }
  return { top, main: 'none', activeTab: null }
}

/**
 * Phones get a tab bar of their own where the top header is hidden (under 768 px): hiding the header
 * must not hide navigation. Pages without headers (login, the mini-program's own pages) have none,
 * and neither has the mini-program build, whose pages navigate natively.
 */
export function mobileNavVisible(path: string, isMobile: boolean, isMiniProgramBuild: boolean): boolean {
  if (!isMobile || isMiniProgramBuild) return false
  const route = routeFromPath(path)
  return route === null || !NO_HEADERS.includes(route)
}

/**
 * The screens made of the signed-in user's own follows, reached from the desktop's user menu and the
 * phone's "more" sheet: every other way in (a row's "+ 对比", /myAttention) needs a concept in hand first.
 */
export const ACCOUNT_ROUTES = ['compare', 'report'] as const satisfies readonly RouteName[]

/**
 * The screens of a phone's "more" sheet: the other rankings, the early signals and the search, and each overseas
 * marketplace the user's lists grant (category permissions, docs/rules.md) — a screen the user may not see is not offered —
 * then, signed in, the account's own screens.
 */
export function mobileMoreRoutes(perms: PermissionLists | null): RouteName[] {
  const markets = Object.values(OVERSEAS_MARKETS).filter((market) => perms && mayViewMarket(perms, market))
  return ['brand', 'category', 'earlySignals', ...markets.map((market) => market.route), 'search', ...(perms ? ACCOUNT_ROUTES : [])]
}

/** The social/concept/myAttention switcher: not on the detail pages, and not on phones. */
export function switcherVisible(path: string, isMobile: boolean): boolean {
  if (isMobile || isDetailRoute(routeFromPath(path))) return false
  // The switcher sits in the shell row of the top header: where that header is gone, so is it.
  return headerVisibility(path, isMobile).top
}

export interface FooterInput {
  route: RouteName | null
  isPartner: boolean
  isMiniProgram: boolean
}

/** No footer for partners or in the mini-program, nor on loginPage and activityRules. */
export function footerVisible({ route, isPartner, isMiniProgram }: FooterInput): boolean {
  if (isPartner || isMiniProgram) return false
  return route !== 'loginPage' && route !== 'activityRules'
}

export interface QrPanelsInput {
  isPartner: boolean
  isFree: boolean
  isMobile: boolean
}

/** The top header's two QR panels: not for partners or free users, and not on phones. */
export function qrPanelsVisible({ isPartner, isFree, isMobile }: QrPanelsInput): boolean {
  return !isPartner && !isFree && !isMobile
}

/** The two panels of the top header: after-sales support, and a demo or training. */
export type QrTopic = 'support' | 'demo'

/**
 * The page each panel's QR code opens (GET /api/get_qr_code makes the code of this path on the
 * server's share origin): the activity-rules page, which the mini-program keeps in its main
 * package, with the topic the visitor asked about.
 */
export function qrPanelPath(topic: QrTopic): string {
  return `${routePath('activityRules')}?topic=${topic}`
}

/** The free version has no language select (nor support panels). */
export function languageSelectVisible({ isFree }: { isFree: boolean }): boolean {
  return !isFree
}

/**
 * The category/keyword search appears straight away on /detail and /publicDetail, and on /concept
 * only after 2 s. Returns the delay in ms, or null where the search is not shown.
 */
export function conceptSearchDelayMs(route: RouteName | null): number | null {
  if (route === 'detail' || route === 'publicDetail') return 0
  if (route === 'concept') return CONCEPT_PICKER_DELAY_MS
  return null
}
