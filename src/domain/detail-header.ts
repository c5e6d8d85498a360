// Rules of the detail page's main header (SPEC §2, §4, §5, §9), as plain functions.
import { CATEGORY_TAGS_SHOWN } from './constants'
import type { DetailTab, TrendTabName } from './detail-params'

/** SPEC §2/§9: "Category tags (at most 3, then an ellipsis)". */
export function categoryTags(names: readonly string[]): { shown: string[]; more: boolean } {
  return { shown: names.slice(0, CATEGORY_TAGS_SHOWN), more: names.length > CATEGORY_TAGS_SHOWN }
}

/** SPEC §2: "Follow heart toggle (hidden if label1 is set or on mobile)." */
export function followHeartVisible({ label1, isMobile }: { label1?: string; isMobile: boolean }): boolean {
  return !label1 && !isMobile
}

/**
 * SPEC §2: "The category tab is hidden when the chosen category is a leaf; the brand tab is hidden when
 * a brand id is present." With several categories, the tab stays while any of them has children.
 * The first tab is the page's trend tab (TrendList, EbayTrendList or otherTrendList).
 */
export function visibleDetailTabs({
  allLeaves,
  hasBrand,
  trendTab = 'TrendList',
}: {
  allLeaves: boolean
  hasBrand: boolean
  trendTab?: TrendTabName
}): DetailTab[] {
  // what made the trend follows it: the change split into its parts (docs/rules.md "Growth drivers")
  const tabs: DetailTab[] = [trendTab, 'DriversList']
  if (!allLeaves) tabs.push('CategoryList')
  if (!hasBrand) tabs.push('BrandList')
  tabs.push('CommodityList')
  return tabs
}

/**
 * SPEC §2: "on desktop the active tab becomes the trend list"; SPEC §4: "Switching tabs stores the tab
 * and updates the link." The link's tab wins; on desktop a page opened without one shows the trend
 * list; on a phone the stored tab comes back. A tab that is hidden (or another page's trend tab)
 * falls back to the page's trend list, the first visible tab.
 */
export function activeDetailTab(input: { linked?: DetailTab; stored?: string | null; isMobile: boolean; visible: DetailTab[] }): DetailTab {
  const trend = input.visible[0]
  const wanted = input.linked ?? (input.isMobile ? (input.stored as DetailTab | null) : null) ?? trend
  return input.visible.includes(wanted) ? wanted : trend
}

export type MonthChange = { ok: true; ts: string } | { ok: false; ts: string; message: 'timeRangeEmpty' }

/** SPEC §5: "Month change to empty: Time range cannot be empty; the previous month is restored." */
export function changeMonth(next: string | null | undefined, previous: string): MonthChange {
  return next ? { ok: true, ts: next } : { ok: false, ts: previous, message: 'timeRangeEmpty' }
}
