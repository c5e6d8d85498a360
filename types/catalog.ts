// Catalog calls (docs/api.md: brands, get_catname, idname, get_search_pri, get_qr_code and the
// category-tree scripts). Their answer fields are our own, shaped for the screens.
import type { Currency, Month, Plat, SocialPlat } from './platform'
import type { CouponModel } from './user'

/** A data source with its own category tree and permission list. */
export type CatalogPlat = Plat | 'ebay'

/** A category tree the picker shows: a data source's, or 'social' — Taobao/Tmall's levels 1 and 2, cut to social_cat_list (the social concepts' groups). */
export type TreePlat = CatalogPlat | 'social'

/** Query of GET /api/brands. Without q: the default brand options (top brands, cached). */
export interface BrandsQuery {
  plat: CatalogPlat
  /** category subtree; 0 or absent: the whole platform (or the default category for a partial list) */
  cid?: number
  /** name prefix, matched against the Chinese name or the Latin name after '/' (case-insensitive) */
  q?: string
  /** 1..100, default 10 (the top-10 lists) */
  limit?: number
}

export interface BrandOption {
  brand_id: number
  name: string
  /** sales of the latest 12 months in the category */
  sales: number
}

export interface BrandOptions {
  plat: CatalogPlat
  cid: number
  /** true when these are the default options (no q) */
  default: boolean
  /** the currency of every amount: the source's own (US $ on Amazon and eBay, whatever the language) */
  currency: Currency
  rows: BrandOption[]
}

/** Body of POST /api/get_catname: category names for ids. */
export interface CatNameRequest {
  /** comma-separated ids ('16,1801') or an array */
  cat: string | number[]
  plat: CatalogPlat
}

export interface CategoryPathItem {
  category_id: number
  name: string
  category_name_en: string
}

/** One entry of result.data (an array). */
export interface CategoryName extends CategoryPathItem {
  level: number
  parent_id: number
  is_parent: boolean
  /** level 1 first, this category last (at most 4 levels) */
  path: CategoryPathItem[]
}

/** Query of GET /api/idname: ids to names. */
export interface IdNameQuery {
  type: 'brand' | 'category'
  plat: CatalogPlat
  /** comma-separated ids */
  ids: string
}

export interface IdName {
  id: number
  name: string
  name_en: string
}

/** GET /api/get_search_pri: what the caller may search. */
export interface SearchPrivileges {
  /** e-commerce platforms with a non-empty permission list (category permissions, docs/rules.md) */
  platforms: Plat[]
  ebay: boolean
  social: boolean
  social_platforms: SocialPlat[]
  is_free_version: boolean
  /** free version: false (the custom time range shows the upgrade prompt: the free version's window, docs/rules.md) */
  custom_time_range: boolean
  /** the three-month period: true for every version, the free one included */
  multi_month: boolean
  /** earliest month the caller may pick */
  earliest_month: Month
  latest_month: Month
  /** largest page_size of list calls */
  max_page_size: number
  download: boolean
  /** the sales models the data carries: the coupon-model and JD-version selects offer no others */
  sales_models: SalesModels
}

/** Sales models a dataset carries (coupon models as in COUPON_MODELS; JD versions by their codes). */
export interface SalesModels {
  coupon: CouponModel[]
  jd_version: string[]
}

/** Query of GET /api/get_qr_code. */
export interface QrCodeQuery {
  /** same-origin page path with its query, e.g. '/detail?word=冻干&plat=all' */
  path: string
}

export interface QrCode {
  /** absolute share URL */
  url: string
  /** data:image/svg+xml;base64,… */
  svg: string
  /** QR version (1..10) and modules per side */
  version: number
  size: number
}

/** Names of the category-tree scripts GET /static/tree/<name>.js?ts=YYYY-MM. */
export type TreeScriptName = 'all' | 'jd' | 'gamazon' | 'douyin' | 'zero'
