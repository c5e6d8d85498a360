// Every number and fixed name of SPEC §9 (and the few of §2, §3, §6, §7 the code needs), named once
// so that client, server and tests quote the same value (DESIGN: "one source of truth for each fact").
import type { CatalogPlat, CouponModel, Plat, SocialPlat } from '../../types'

/** SPEC §9: "Language default zh; options en, zh." */
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

/** SPEC §9: "Mobile breakpoint 768 px; resize debounce 100 ms." */
export const MOBILE_BREAKPOINT_PX = 768

/** The id of the first screen the server paints ahead of the H5 app's scripts (server/http/first-paint.ts), which the app removes. */
export const FIRST_PAINT_ID = 'gr-first-paint'
export const RESIZE_DEBOUNCE_MS = 100

/** SPEC §9: "Category search delay 200 ms; tree load debounce 100 ms." */
export const CATEGORY_SEARCH_DELAY_MS = 200
export const TREE_LOAD_DEBOUNCE_MS = 100

/** SPEC §9: "Picker width 450 by default (top header 200), height 300." */
export const PICKER_WIDTH = 450
export const PICKER_WIDTH_TOP_HEADER = 200
export const PICKER_HEIGHT = 300

/** SPEC §9: "Concept picker appears 2 s after opening /concept." */
export const CONCEPT_PICKER_DELAY_MS = 2000
/** SPEC §9: "SMS countdown 60 s." */
export const SMS_COUNTDOWN_S = 60
/** SPEC §9: "Follow-status check debounced 500 ms." */
export const FOLLOW_CHECK_DEBOUNCE_MS = 500

/** SPEC §9: "Category tags shown: 3. Category path walk capped at 4 levels; levels 1 to 4." */
export const CATEGORY_TAGS_SHOWN = 3
export const CATEGORY_PATH_MAX_LEVELS = 4

/** SPEC §9: "Top-10 lists for talents and brands." */
export const TOP_N = 10
/** SPEC §9: "Trend charts cover 12 months (sales) and 13 months (social volume)." */
export const SALES_TREND_MONTHS = 12
export const SOCIAL_TREND_MONTHS = 13

/** The most concepts one comparison (/compare, POST /api/compare) holds; Google Trends stops at 5. */
export const COMPARE_MAX_ITEMS = 20
/** The spans a comparison's chart draws, in months: a year, or two to see last year's season beside this one. */
export const COMPARE_SPANS = [12, 24] as const

/** SPEC §9: "Default category ids: 16 (Taobao/Tmall), 1853126 (eBay), 3760911 (Amazon)." */
export const DEFAULT_CATEGORY_ID = { all: 16, ebay: 1853126, gamazon: 3760911 } as const
/** SPEC §9: "JD fallback 1801; Amazon platform reset 1064954." */
export const JD_FALLBACK_CATEGORY_ID = 1801
export const AMAZON_RESET_CATEGORY_ID = 1064954

/** SPEC §9: "Local category cache database version 1, keyed by platform, refreshed unless ts is 2020-11." */
export const CATEGORY_CACHE_DB_VERSION = 1
export const CATEGORY_CACHE_FROZEN_TS = '2020-11'

/** SPEC §7/§9: "Request timeout 300000 ms." */
export const REQUEST_TIMEOUT_MS = 300000
/**
 * The mini-program's request timeout: WeChat does not honour a wx.request timeout above its own cap
 * (60 s, also the default of app.json networkTimeout), so SPEC's 300 s would silently be 60 s there.
 * The same value goes to app.json networkTimeout.request (app.config.ts) and to every wx.request.
 */
export const WEAPP_REQUEST_TIMEOUT_MS = 60000
/** SPEC §9: "Default month range starts 2017-01." */
export const MONTH_RANGE_START = '2017-01'
/** The month wrap: "the selected month and the two before it" — three months in all. */
export const MULTI_MONTH_SPAN = 3

/** Units and currency (docs/rules.md): "Dates display in the Asia/Shanghai zone as year-month-day hour:minute:second." */
export const TIME_ZONE = 'Asia/Shanghai'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** SPEC §6: "Users whose name ends with the company's internal domain always see the coupon-model select." */
export const INTERNAL_DOMAIN = '@growthradar.cn'

/** SPEC §3: "Coupon models: empty (none), cp (…from 2020-01), min_v2 (…from 2020-11)." */
export const COUPON_MODELS: CouponModel[] = ['', 'cp', 'min_v2']
/** SPEC §3: "JD versions by default: sold_v4_c1, sold_v2_c, sold_v4_c2, sold_v5_c, sold_v6_c." */
export const DEFAULT_JD_VERSIONS: string[] = ['sold_v4_c1', 'sold_v2_c', 'sold_v4_c2', 'sold_v5_c', 'sold_v6_c']

/** SPEC §3: "Platform values: all (Taobao and Tmall), jd, gamazon (Amazon), tbjd, douyin, tbjddy." Order = fallback order (SPEC §6: "from all to JD or Douyin"). */
export const PLATFORMS: Plat[] = ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy']
/**
 * Every e-commerce data source a call may name: the platforms above and eBay (SPEC §1 "eBay and
 * Amazon data", §6 the eBay permission list), which has its own pages (/ebay) rather than a place
 * in the platform select.
 */
export const CATALOG_PLATFORMS: CatalogPlat[] = [...PLATFORMS, 'ebay']
/** SPEC §3: "Social platforms: douyin, weibo, xhs." */
export const SOCIAL_PLATFORMS: SocialPlat[] = ['douyin', 'weibo', 'xhs']

/** SPEC §3: "Client storage keys: language (default zh), word, ts, cid, plat, passActivedTab, browserFinger, pageShare, phone." */
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
  // The mini-program has no cookie jar, so its session token lives in storage (SPEC §6 "token from local storage").
  token: 'token',
} as const

/** SPEC §2: "Before every navigation a stored checked-state value is cleared." */
export const CHECKED_STATE_KEY = 'checkedState'

/** SPEC §6: "The token is sent in a custom API key header"; "a token from local storage is added in a token header". */
export const API_KEY_HEADER = 'X-API-KEY'
export const TOKEN_HEADER = 'token'
/** Our session cookie (contract): HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'gr_session'

/** SPEC §7: "Login and logout are page redirects to a login service with service and redirect_url; logout path /mj_logout." */
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
