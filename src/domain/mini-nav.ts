// How a WeChat user gets around the mini-program: the native tab bar, the rankings a ranking page
// switches between, and where each platform's top list on home leads. Pure data and functions, read by
// app.config.ts (the tab bar of app.json), the navigation helper and the screens.
import type { Plat, PermissionLists } from '../../types'
import { OVERSEAS_MARKETS } from './overseas'
import { isPermissionEmpty } from './permissions'
import type { RouteName } from './routes'
import { mobileMoreRoutes } from './shell'

/** One item of the tab bar: its page, its label's key (tabBar.<key>) and its icon's file name. */
export interface MiniTab {
  route: RouteName
  key: 'home' | 'rankings' | 'follows' | 'my'
}

/** 首页 / 榜单 / 关注 / 我的, in the bar's order; WeChat requires each to be a main-package page. */
export const MINI_TABS: readonly MiniTab[] = [
  { route: 'wxHomePage', key: 'home' },
  { route: 'concept', key: 'rankings' },
  { route: 'myAttention', key: 'follows' },
  { route: 'my', key: 'my' },
]

/** The tab bar's icons, in the build's output (src/assets/tab, drawn by config/tab-icons.ts). */
export function tabIconPath(tab: MiniTab, selected: boolean): string {
  return `assets/tab/${tab.key}${selected ? '-on' : ''}.png`
}

/** A page of the tab bar: WeChat opens it only through switchTab (or reLaunch), never navigateTo. */
export function isTabRoute(name: RouteName): boolean {
  return MINI_TABS.some((tab) => tab.route === name)
}

export type RankingRoute = Extract<RouteName, 'concept' | 'social' | 'brand' | 'category' | 'ebay' | 'amazon'>

/** The ranking pages, in the order the rankings page offers them; concept is the tab's own page. */
export const RANKING_ROUTES: readonly RankingRoute[] = ['concept', 'social', 'brand', 'category', 'ebay', 'amazon']

export function isRankingRoute(name: RouteName): name is RankingRoute {
  return (RANKING_ROUTES as readonly RouteName[]).includes(name)
}

/**
 * The rankings an account may open from the rankings page: the concepts, brands and categories of the
 * platforms it has, social trends when its social list grants anything, and each overseas marketplace
 * its lists grant (category permissions, docs/rules.md) — the same rule as the phone's "more" sheet on the web.
 */
export function rankingRoutes(perms: PermissionLists | null): RankingRoute[] {
  const social = perms !== null && !isPermissionEmpty(perms.social_cat_list)
  const others = mobileMoreRoutes(perms).filter(isRankingRoute)
  return ['concept', ...(social ? (['social'] as const) : []), ...others]
}

/** Where a platform's top list on home leads: Amazon has its own ranking page, the rest are concept rankings. */
export function rankingOfPlat(plat: Plat, cid: number): { route: RouteName; query: Record<string, string | number> } {
  if (plat === OVERSEAS_MARKETS.amazon.plat) return { route: OVERSEAS_MARKETS.amazon.route, query: { cid } }
  return { route: 'concept', query: { plat, cid } }
}

/** The detail page a concept of a platform opens: Amazon's concepts open the overseas detail, as on /amazon. */
export function detailRouteOfPlat(plat: Plat): RouteName {
  return plat === OVERSEAS_MARKETS.amazon.plat ? OVERSEAS_MARKETS.amazon.detail : 'detail'
}
