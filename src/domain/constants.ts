// Every fixed number and name the product keeps (limits, delays, sizes, defaults, keys), named once
// so that client, server and tests quote the same value (DESIGN: "one source of truth for each fact").
import type { CatalogPlat, CouponModel, Plat, SocialPlat } from '../../types'

/** The languages offered; Chinese unless the user picks English. */
export const LANGUAGES = ['en', 'zh'] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Lang = 'zh'
/** The `<html lang>` of each language (the web app's page, the login page). */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' }
/** Each language named in itself, as the language selects offer it (zh first). */
export const LANGUAGE_NAMES: { value: Lang; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
]

/** Below 768 px wide the phone layout is used; window resizes are debounced by 100 ms. */
export const MOBILE_BREAKPOINT_PX = 768

/** The id of the first screen the server paints ahead of the H5 app's scripts (server/http/first-paint.ts), which the app removes. */
export const FIRST_PAINT_ID = 'gr-first-paint'
export const RESIZE_DEBOUNCE_MS = 100

/** The category search waits 200 ms after typing; loading the tree is debounced by 100 ms. */
export const CATEGORY_SEARCH_DELAY_MS = 200
export const TREE_LOAD_DEBOUNCE_MS = 100

/** The open picker is 450 px wide (200 in the top header) and 300 px high. */
export const PICKER_WIDTH = 450
export const PICKER_WIDTH_TOP_HEADER = 200
export const PICKER_HEIGHT = 300

/** On /concept the concept search shows only 2 s after the page opens. */
export const CONCEPT_PICKER_DELAY_MS = 2000
/** After an SMS code goes out, another can be asked for only 60 s later. */
export const SMS_COUNTDOWN_S = 60
/** Checks of whether a concept is followed are debounced by 500 ms. */
export const FOLLOW_CHECK_DEBOUNCE_MS = 500

/** At most 3 category tags are shown; a category path is walked up at most 4 levels (levels 1 to 4). */
export const CATEGORY_TAGS_SHOWN = 3
export const CATEGORY_PATH_MAX_LEVELS = 4

/** Social concepts list their 10 leading talents and 10 leading brands. */
export const TOP_N = 10
/** A sales trend spans 12 months, a social volume trend 13. */
export const SALES_TREND_MONTHS = 12
export const SOCIAL_TREND_MONTHS = 13

/** The most concepts one comparison (/compare, POST /api/compare) holds; Google Trends stops at 5. */
export const COMPARE_MAX_ITEMS = 20
/** The spans a comparison's chart draws, in months: a year, or two to see last year's season beside this one. */
export const COMPARE_SPANS = [12, 24] as const

/** The category a screen opens on: 16 on Taobao/Tmall, 1853126 on eBay, 3760911 on Amazon. */
export const DEFAULT_CATEGORY_ID = { all: 16, ebay: 1853126, gamazon: 3760911 } as const
/** JD opens on 1801 when no listed category fits; Amazon opens on 1064954 when its category is reset. */
export const JD_FALLBACK_CATEGORY_ID = 1801
export const AMAZON_RESET_CATEGORY_ID = 1064954

/** The category trees cached on the device: store version 1, one per platform, refreshed unless the tree's month is 2020-11. */
export const CATEGORY_CACHE_DB_VERSION = 1
export const CATEGORY_CACHE_FROZEN_TS = '2020-11'

/** A call is given up after 300000 ms (5 minutes). */
export const REQUEST_TIMEOUT_MS = 300000
/**
 * The mini-program's request timeout: WeChat does not honour a wx.request timeout above its own cap
 * (60 s, also the default of app.json networkTimeout), so the 300 s above would silently be 60 s there.
 * The same value goes to app.json networkTimeout.request (app.config.ts) and to every wx.request.
 */
export const WEAPP_REQUEST_TIMEOUT_MS = 60000
/** The first month with data; months before it have none (docs/rules.md "No data is not zero"). */
export const MONTH_RANGE_START = '2017-01'
/** The month wrap: "the selected month and the two before it" — three months in all. */
export const MULTI_MONTH_SPAN = 3

/** Units and currency (docs/rules.md): "Dates display in the Asia/Shanghai zone as year-month-day hour:minute:second." */
export const TIME_ZONE = 'Asia/Shanghai'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** Staff accounts (user names ending in this domain) always get the coupon-model select. */
export const INTERNAL_DOMAIN = '@growthradar.cn'

/** Coupon models: '' for none, cp (from 2020-01), min_v2 (from 2020-11). */
export const COUPON_MODELS: CouponModel[] = ['', 'cp', 'min_v2']
/** The JD sales versions an account gets unless it is given others. */
export const DEFAULT_JD_VERSIONS: string[] = ['sold_v4_c1', 'sold_v2_c', 'sold_v4_c2', 'sold_v5_c', 'sold_v6_c']

/**
 * The platform select's values (all is Taobao/Tmall, gamazon is Amazon), in the order a screen falls
 * back through when the account may not see one (category permissions, docs/rules.md).
 */
export const PLATFORMS: Plat[] = ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy']
/**
 * Every e-commerce data source a call may name: the platforms above and eBay (with a permission
 * list of its own), which has its own pages (/ebay) rather than a place in the platform select.
 */
export const CATALOG_PLATFORMS: CatalogPlat[] = [...PLATFORMS, 'ebay']
/** The social platforms: Douyin, Weibo and Xiaohongshu (xhs). */
export const SOCIAL_PLATFORMS: SocialPlat[] = ['douyin', 'weibo', 'xhs']

/** Keys the client keeps in local storage (the language one holds the bare code, zh until chosen). */
export const STORAGE_KEYS = {
  language: 'language',
  word: 'word',
  ts: 'ts',
  cid: 'cid',
  plat: 'plat',
  passActivedTab: 'passActivedTab',
  browserFinger: 'browserFinger',
  pageShare: 'pageShare',
  phone: 'phone',
  // recent concept searches offered again on /search (domain/concept-search.ts)
  recentSearches: 'recentSearches',
  // notices the user closed (ids); a notice with a new id shows again
  dismissedNotices: 'dismissedNotices',
  // why the app signed the user out (-424's message), shown once on the page after the logout
  signedOutReason: 'signedOutReason',
  // the concepts being compared on this device (domain/compare.ts), added from any screen
  compare: 'compare',
  // The mini-program has no cookie jar, so its session token lives in storage.
  token: 'token',
} as const

/** A stored checked state that every navigation clears first (platform/navigation.ts). */
export const CHECKED_STATE_KEY = 'checkedState'

/** The session token rides in the API key header on every call; the wx calls also carry the stored token in `token`. */
export const API_KEY_HEADER = 'X-API-KEY'
export const TOKEN_HEADER = 'token'
/** Our session cookie (contract): HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'gr_session'

/** Signing in and out leave the page for the login service (with service and redirect_url); /mj_logout signs out. */
export const LOGIN_SERVICE_PATH = '/sso/login'
export const LOGOUT_PATH = '/mj_logout'

/**
 * Followed concepts on one page of the monthly report (/report, GET /api/report), newest follows
 * first: a phone shows about this many cards. The report's counts cover every follow, not the page.
 */
export const REPORT_MAX_CONCEPTS = 20

/**
 * A row of POST /api/search_marked whose figures the server has not read yet (it reads a few new
 * expressions per call): the client asks again shortly. A row code, not an error of the call.
 */
export const ROW_PREPARING = -202
/** How soon /myAttention asks again for rows being prepared, and how many times at most. */
export const PREPARING_RETRY_MS = 1500
export const PREPARING_RETRIES = 20
/** Skeleton rows a ranking shows while it loads (the server's first paint draws as many). */
export const RANKING_SKELETON_ROWS = 6

// A trend chart's place, shared by the app and the first screen the server paints ahead of it
// (server/http/first-paint/detail-screen.ts), so the chart takes the painted place without a shift.
/** A chart's height unless it says otherwise, px. */
export const TREND_HEIGHT_PX = 280

/** The bars of the grey plot-shaped placeholder (TrendSkeleton; the server's first paint draws the same), % of its height. */
export const TREND_SKELETON_BARS: readonly number[] = [38, 52, 45, 61, 57, 70, 66, 78]
