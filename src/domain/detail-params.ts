// The /detail link (its query parameters, docs/screens.md) as a typed value: what the screen reads
// from the address, writes back after a change and saves as a short link (url_id).
import type { CatalogPlat, Month, SocialPlat } from '../../types'
import { CATALOG_PLATFORMS, SOCIAL_PLATFORMS } from './constants'
import { isMonth } from './months'

/** The trend tab of each detail page: TrendList on /detail, EbayTrendList on /ebayDetail, otherTrendList on /publicDetail. */
export const TREND_TABS = ['TrendList', 'EbayTrendList', 'otherTrendList'] as const
export type TrendTabName = (typeof TREND_TABS)[number]
/** Every tab a detail link may name: a trend tab, drivers, categories, brands and items. */
export const DETAIL_TABS = [...TREND_TABS, 'DriversList', 'CategoryList', 'BrandList', 'CommodityList'] as const
export type DetailTab = (typeof DETAIL_TABS)[number]

/** The link parameters (docs/screens.md) this screen acts on; the others are kept as they came (`rest`). */
export interface DetailParams {
  word: string
  /** as the link names it; each detail page shows its own platforms (src/domain/detail-source) */
  plat: CatalogPlat
  /** the category ids, comma-separated in the link */
  cid: number[]
  ts?: Month
  multi: boolean
  label1?: string
  activedTab?: DetailTab
  urlId?: string
  bid?: number
  bName?: string
  cName?: string
  jdCat1?: number
  /** social_plat of a social concept's link (its word comes as word1): the social platform whose volume the detail shows */
  socialPlat?: SocialPlat
  /** every other link parameter (start, end, dy_cat1, monitor_flag, has_word, page, …), untouched */
  rest: Record<string, string>
}

const OWN = new Set([
  'word',
  'plat',
  'cid',
  'ts',
  'is_multi_month',
  'label1',
  'activedTab',
  'urlId',
  'bid',
  'bName',
  'cName',
  'jd_cat1',
  'word1',
  'social_plat',
  'stamp',
])
const ID = /^[1-9]\d{0,15}$/

function id(value: string | undefined): number | undefined {
  return value !== undefined && ID.test(value) ? Number(value) : undefined
}

/** Reads a detail link; values that do not parse are dropped (the screen then uses its defaults). */
export function parseDetailParams(query: Record<string, string | undefined>): DetailParams {
  const cid = (query.cid ?? '')
    .split(',')
    .map((part) => id(part.trim()))
    .filter((n): n is number => n !== undefined)
  const tab = DETAIL_TABS.find((name) => name === query.activedTab)
  const rest: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (!OWN.has(key) && value !== undefined) rest[key] = value
  const socialPlat = SOCIAL_PLATFORMS.find((p) => p === query.social_plat)
  return {
    // a social concept's link (from /social) names its word as word1: searched like any concept
    word: query.word || query.word1 || '',
    plat: CATALOG_PLATFORMS.find((p) => p === query.plat) ?? 'all',
    cid: [...new Set(cid)],
    ...(isMonth(query.ts) ? { ts: query.ts } : {}),
    multi: query.is_multi_month === '1',
    ...(query.label1 ? { label1: query.label1 } : {}),
    ...(tab ? { activedTab: tab } : {}),
    ...(query.urlId ? { urlId: query.urlId } : {}),
    ...(id(query.bid) ? { bid: id(query.bid) } : {}),
    ...(query.bName ? { bName: query.bName } : {}),
    ...(query.cName ? { cName: query.cName } : {}),
    ...(id(query.jd_cat1) ? { jdCat1: id(query.jd_cat1) } : {}),
    ...(socialPlat ? { socialPlat } : {}),
    rest,
  }
}

/** The link of a detail view (empty values left out); the inverse of parseDetailParams. */
export function detailQueryString(p: DetailParams): Record<string, string | number | undefined> {
  return {
    word: p.word,
    plat: p.plat,
    cid: p.cid.length ? p.cid.join(',') : undefined,
    ts: p.ts,
    is_multi_month: p.multi ? 1 : undefined,
    label1: p.label1,
    activedTab: p.activedTab,
    bid: p.bid,
    bName: p.bName,
    cName: p.cName,
    jd_cat1: p.jdCat1,
    social_plat: p.socialPlat,
    ...p.rest,
    urlId: p.urlId,
  }
}

/** A saved link's parameters (GET /api/wxmini_params) over the ones in the address: the saved view wins. */
export function withSavedLink(p: DetailParams, saved: Record<string, string | number>): DetailParams {
  const merged: Record<string, string> = {}
  for (const [key, value] of Object.entries(saved)) if (value !== '' && value !== null && value !== undefined) merged[key] = String(value)
  return { ...parseDetailParams({ ...p.rest, ...merged }), urlId: p.urlId }
}
