// Rules of the detail page's main header (tags, follow heart, tabs, month; docs/screens.md), as plain functions.
import { CATEGORY_TAGS_SHOWN } from './constants'
import type { DetailTab, TrendTabName } from './detail-params'

/** The header names at most CATEGORY_TAGS_SHOWN categories; more are cut to an ellipsis. */
export function categoryTags(names: readonly string[]): { shown: string[]; more: boolean } {
  return { shown: names.slice(0, CATEGORY_TAGS_SHOWN), more: names.length > CATEGORY_TAGS_SHOWN }
}

/** The follow heart shows unless a label filter (label1) narrows the page or it is on a phone. */
export function followHeartVisible({ label1, isMobile }: { label1?: string; isMobile: boolean }): boolean {
  return !label1 && !isMobile
}

/**
 * A leaf category has nothing under it to list, so no category tab; a page for one brand (a brand
 * id in the link) has no brand tab. With several categories, the tab stays while any of them has children.
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
 * Which tab opens. A tab switch is stored and written into the link, so the link's tab wins; on desktop a page opened without one shows the trend
 * list; on a phone the stored tab comes back. A tab that is hidden (or another page's trend tab)
 * falls back to the page's trend list, the first visible tab.
 */
export function activeDetailTab(input: { linked?: DetailTab; stored?: string | null; isMobile: boolean; visible: DetailTab[] }): DetailTab {
  const trend = input.visible[0]
  const wanted = input.linked ?? (input.isMobile ? (input.stored as DetailTab | null) : null) ?? trend
  return input.visible.includes(wanted) ? wanted : trend
}

export type MonthChange = { ok: true; ts: string } | { ok: false; ts: string; message: 'timeRangeEmpty' }

/** Clearing the month is refused with a message (timeRangeEmpty) and the month before it comes back. */
export function changeMonth(next: string | null | undefined, previous: string): MonthChange {
  return next ? { ok: true, ts: next } : { ok: false, ts: previous, message: 'timeRangeEmpty' }
}
