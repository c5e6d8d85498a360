// The overseas marketplaces: /ebay and /amazon rank one source each (no platform
// choice), open their own detail pages, and switch between concepts, brands and categories in the
// link (`tab`), so a reload or a shared link shows the same ranking.
import type { CatalogPlat, PermissionLists } from '../../types'
import { isPermissionEmpty, permissionKeyFor } from './permissions'
import type { RouteName } from './routes'

export type OverseasRoute = 'ebay' | 'amazon'

/** One marketplace screen: its data source and the detail page its rows open (docs/screens.md). */
export interface OverseasMarket {
  route: OverseasRoute
  plat: Extract<CatalogPlat, 'ebay' | 'gamazon'>
  detail: Extract<RouteName, 'ebayDetail' | 'publicDetail'>
}

export const OVERSEAS_MARKETS: Record<OverseasRoute, OverseasMarket> = {
  ebay: { route: 'ebay', plat: 'ebay', detail: 'ebayDetail' },
  amazon: { route: 'amazon', plat: 'gamazon', detail: 'publicDetail' },
}

export type OverseasTab = 'concept' | 'brand' | 'category'
export const OVERSEAS_TABS: readonly OverseasTab[] = ['concept', 'brand', 'category']

/** The tab a link asks for; concepts without one (the default is left out of links). */
export function parseOverseasTab(value: string | undefined): OverseasTab {
  return OVERSEAS_TABS.find((tab) => tab === value) ?? 'concept'
}

/** Category permissions: the eBay and Amazon lists govern these screens; an empty list grants nothing. */
export function mayViewMarket(perms: PermissionLists, market: OverseasMarket): boolean {
  return !isPermissionEmpty(perms[permissionKeyFor(market.plat)])
}

/**
 * A known user without the right to the marketplace shown (none shown: /concept, /brand …): the
 * screen then offers nothing to choose, and says what the server's -403 says.
 */
export function isMarketDenied(perms: PermissionLists | null, market: OverseasMarket | undefined): boolean {
  return Boolean(market && perms && !mayViewMarket(perms, market))
}
