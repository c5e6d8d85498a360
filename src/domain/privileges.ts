// Search privileges (GET /api/get_search_pri): which sources a user may search and the free
// version's limits (the free version's window, docs/rules.md: no custom time range, which needs the
// full platform). One rule for the server's answer and the client's pickers.
import type { Month, PermissionLists, Plat, SalesModels, SocialPlat } from '../../types'
import { SOCIAL_PLATFORMS } from './constants'
import { shiftMonth } from './months'
import { availablePlatforms, isPermissionEmpty } from './permissions'

/** The free version looks back 12 months (the latest month and the 11 before it). */
export const FREE_HISTORY_MONTHS = 12
/** Largest page of a list call: 100, and 20 on the free version. */
export const MAX_PAGE_SIZE = 100
export const FREE_MAX_PAGE_SIZE = 20

export interface PrivilegeInput {
  permissions: PermissionLists
  isFreeVersion: boolean
  download: boolean
  /** latest and first month of the data */
  ts: Month
  tsMin: Month
  /** the sales models the data carries */
  salesModels: SalesModels
}

export interface Privileges {
  platforms: Plat[]
  ebay: boolean
  social: boolean
  social_platforms: SocialPlat[]
  is_free_version: boolean
  /** a start/end range other than one month or the three-month period: full version only (the free version's window, docs/rules.md) */
  custom_time_range: boolean
  /** the three-month period (periods and the month wrap, docs/rules.md): every version, the free one included */
  multi_month: boolean
  earliest_month: Month
  latest_month: Month
  max_page_size: number
  download: boolean
  sales_models: SalesModels
}

export function searchPrivileges(input: PrivilegeInput): Privileges {
  const { permissions: p, isFreeVersion: free } = input
  const social = !isPermissionEmpty(p.social_cat_list)
  const freeStart = shiftMonth(input.ts, -(FREE_HISTORY_MONTHS - 1))
  return {
    platforms: availablePlatforms(p),
    ebay: !isPermissionEmpty(p.ebay_cat_list),
    social,
    social_platforms: social ? [...SOCIAL_PLATFORMS] : [],
    is_free_version: free,
    // free users lack only the custom range (the free version's window: it "needs the full platform, with history
    // back to 2021"); one month and the three-month period are theirs too
    custom_time_range: !free,
    multi_month: true,
    earliest_month: free && freeStart > input.tsMin ? freeStart : input.tsMin,
    latest_month: input.ts,
    max_page_size: free ? FREE_MAX_PAGE_SIZE : MAX_PAGE_SIZE,
    download: input.download,
    sales_models: { coupon: [...input.salesModels.coupon], jd_version: [...input.salesModels.jd_version] },
  }
}

/**
 * A trend reaches back before the month asked: its months before the caller's earliest month are
 * not served (null, a gap), or the free version would read through a trend the history its window
 * refuses when asked for directly.
 */
export function servedTrend<T>(months: readonly Month[], values: readonly (T | null)[], earliest: Month): (T | null)[] {
  return values.map((v, i) => (months[i] < earliest ? null : v))
}

/** True when a month is one the caller may ask for. */
export function monthAllowed(priv: Pick<Privileges, 'earliest_month' | 'latest_month'>, ts: Month): boolean {
  return ts >= priv.earliest_month && ts <= priv.latest_month
}
