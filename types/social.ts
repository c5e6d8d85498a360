// Social volume calls (social, latest_social, wx/tags, wx/posts_list, mini_homepage; docs/api.md).
// The answers' fields are our own, designed for the social screen, the social detail
// (word1 + social_plat) and the mini-program home. Raw numbers; the client formats them.
import type { GrowthLabel } from './ranking'
import type { Currency, Month, Plat, SocialPlat } from './platform'

/** Query of GET /api/social: the high-growth social concepts of one social platform and month. */
export interface SocialRankingQuery {
  social_plat: SocialPlat
  /** month YYYY-MM; default the platform's latest month */
  ts?: Month
  /** Taobao/Tmall level-1 or level-2 category whose concepts are listed (social_cat_list); 0 or absent: every
   *  concept when the list is 'all', else the first permitted category */
  cid?: number
  /** one concept only (the social detail page, query word1) */
  word?: string
  page?: number
  /** 1..100, default 20 */
  page_size?: number
  /** growth (default): rankable rows in the growth order; volume: every row by volume */
  sortby?: 'growth' | 'volume'
}

export interface SocialRankRow {
  rank: number
  word: string
  /** mentions in the month */
  volume: number
  /** the same month a year earlier; null when the platform has no data of that month (missing_months) */
  volume_base: number | null
  /** the month before; null when the platform has no data of it */
  volume_prev: number | null
  /** year-on-year %, 1 decimal; null without a base (0 or unknown) */
  yoy: number | null
  /** month-on-month %, 1 decimal; null without a previous month */
  mom: number | null
  /** volume - volume_base; null when the base is unknown */
  change: number | null
  /** volume - volume_prev; null when the previous month is unknown */
  mom_change: number | null
  /** null whenever the base is unknown: a word is not 'new' because the platform had not started */
  label: GrowthLabel
  /** 13 monthly volumes ending with ts, oldest first; months in SocialRanking.months; null: no data, a gap */
  trend: (number | null)[]
  /** the months of trend the platform has no data of (before its first month), oldest first */
  missing_months: Month[]
  /** top-10 talents of the concept in the month: by engagement on their posts about it.
   *  This server always sends talents, brands, sales and sales_trend; the screen reads them as optional */
  talents?: SocialTalentRow[]
  /** top-10 brands mentioned with the concept in the month, by mentions */
  brands?: SocialBrandRow[]
  /**
   * The concept's Taobao/Tmall sales in the month, within the answer's category (cid; 0: all), from
   * the e-commerce concept ranking; null when the e-commerce data does not have the concept in these
   * months or the caller may not see that category (SocialRanking.sales_shown)
   */
  sales?: number | null
  /** sales in each month of SocialRanking.months (null: a month the e-commerce data does not cover); null as for sales */
  sales_trend?: (number | null)[] | null
}

/** A talent (KOL) of a social platform, with its posts about one concept in one month. */
export interface SocialTalentRow {
  talent_id: number
  nickname: string
  followers: number
  /** posts about the concept in the month */
  posts: number
  likes: number
  comments: number
  shares: number
  /** likes + comments + shares: the order of the top-10 */
  engagement: number
}

/** A brand mentioned with a concept in one month. */
export interface SocialBrandRow {
  brand: string
  mentions: number
}

export interface SocialRanking {
  social_plat: SocialPlat
  ts: Month
  cid: number
  /** the 13 months of every row's trend, oldest first */
  months: Month[]
  /** the months of `months` the platform has no data of: growth against them is unknown, so the growth order leaves such rows out */
  missing_months: Month[]
  /** whether the caller may see the e-commerce figures of cid on Taobao/Tmall (cat_list): else every row's sales is null */
  sales_shown?: boolean
  /** the currency of the rows' sales: Taobao/Tmall's (the social tree is its), yuan */
  currency: Currency
  total: number
  page: number
  page_size: number
  rows: SocialRankRow[]
}

/** GET /api/latest_social: latest month per social platform (query social_plat optional). */
export interface LatestSocial {
  /** latest month of the asked platform, or of all of them */
  ts: Month
  ts_min: Month
  platforms: Record<SocialPlat, { ts: Month; ts_min: Month }>
}

/** Query of GET /api/wx/tags (mini-program; accepts the `token` header too). */
export interface WxTagsQuery {
  /** absent: the three platforms together */
  social_plat?: SocialPlat
  ts?: Month
  cid?: number
  /** 1..50, default 20 */
  limit?: number
}

export interface WxTag {
  tag: string
  social_plat: SocialPlat
  volume: number
  yoy: number | null
  label: GrowthLabel
}

export interface WxTags {
  ts: Month
  tags: WxTag[]
}

/** Query of GET /api/wx/posts_list: posts of a tag (concept), which must not be blank. */
export interface WxPostsQuery {
  tag: string
  social_plat?: SocialPlat
  ts?: Month
  page?: number
  /** 1..50, default 10 */
  page_size?: number
}

/** A stored post (dataset build or import), written by a talent. */
export interface WxPost {
  post_id: string
  social_plat: SocialPlat
  title: string
  /** the talent's nickname */
  author: string
  /** the talent's id on the platform */
  author_id: number
  author_followers: number
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai */
  published_at: string
  likes: number
  comments: number
  shares: number
  /** the concept the post is about */
  word: string
  /** Taobao/Tmall category the post is about (the author's); 0: none */
  category_id: number
}

export interface WxPostsPage {
  tag: string
  ts: Month
  total: number
  page: number
  page_size: number
  rows: WxPost[]
}

/** Body of POST /api/mini_homepage. */
export interface MiniHomepageRequest {
  /** only this platform's concepts; absent: every platform the caller may see */
  plat?: Plat
  /** rows per list, 1..20, default 5 */
  limit?: number
}

export interface MiniConceptRow {
  rank: number
  word: string
  sales: number
  sales_yoy: number | null
  label: GrowthLabel
  /** distinct items with sales in the month behind the figures (thin evidence) */
  item_count: number
}

/** GET /api/mini_preview — what a signed-out mini-program user sees of the product (no session needed). */
export interface MiniPreviewQuery {
  /** @default 'all' */
  plat?: 'all' | 'jd' | 'douyin'
}

export interface MiniPreview {
  ts: Month
  /** one platform's top concepts in its default category: as few rows as the free version's home shows */
  concepts: MiniHomepage['concepts'][number]
}

export interface MiniHomepage {
  ts: Month
  ts_min: Month
  /** currency: the amounts' own (US $ on Amazon, whatever the language) */
  concepts: { plat: Plat; cid: number; category_name: string; category_name_en: string; currency: Currency; rows: MiniConceptRow[] }[]
  social: {
    social_plat: SocialPlat
    ts: Month
    rows: { rank: number; word: string; volume: number; yoy: number | null; label: GrowthLabel }[]
  }[]
}
