// Follows (GET/POST /api/marked) and saved links (GET/POST /api/wxmini_params); docs/api.md.
import type { Plat } from './platform'

/** Where a followed concept was seen: the e-commerce concept pages, or its social volume. */
export type FollowType = 'concept' | 'social'
export type FollowPlat = Plat | 'ebay'

/** GET /api/marked query. `word` loses one pair of surrounding quotes. */
export interface FollowStatusQuery {
  category_id: number
  word: string
  plat: FollowPlat
  type?: FollowType
}

export interface FollowStatus {
  /** 1: followed */
  monitor_flag: 0 | 1
}

/** POST /api/marked body: a concept word followed on a platform in a category. */
export interface FollowRequest {
  category_id: number
  /** add: follow; del: unfollow */
  func: 'add' | 'del'
  /** default 'concept' */
  type?: FollowType
  word: string
  platform: FollowPlat
  /** the JD level-1 category beside a combined platform (tbjd, tbjddy); 0 or absent: none */
  jd_cat1?: number
}

/** One row of GET /api/marked/list (the myAttention page). */
export interface FollowItem {
  id: number
  word: string
  type: FollowType
  platform: FollowPlat
  category_id: number
  category_name: string
  category_name_en: string
  jd_cat1: number
  /** ISO date-time */
  created_at: string
  /** The phone alert's year-on-year threshold in %; null: no alert */
  alert_yoy_pct: number | null
}

export interface FollowListQuery {
  plat?: FollowPlat
  type?: FollowType
}

/** POST /api/wxmini_params body: the page's URL parameters (the five below, plus any others of the page). */
export interface SavedLinkParams {
  word?: string
  plat?: string
  cid?: number | string
  label1?: string
  activedTab?: string
  [param: string]: string | number | undefined
}

export interface SavedLinkId {
  /** 12 characters, random */
  url_id: string
}

/** GET /api/wxmini_params?wx_url_id= answer: the saved parameters as they were posted. */
export interface SavedLink {
  word: string
  plat: string
  cid: number | string
  label1: string
  activedTab: string
  [param: string]: string | number
}
