import * as C from '../../../src/domain/constants'

describe('SPEC §9 business constants', () => {
  test.each([
    ['DEFAULT_LANGUAGE', C.DEFAULT_LANGUAGE, 'zh', '§9 "Language default zh"'],
    ['LANGUAGES', C.LANGUAGES, ['en', 'zh'], '§9 "options en, zh"'],
    ['MOBILE_BREAKPOINT_PX', C.MOBILE_BREAKPOINT_PX, 768, '§9 "Mobile breakpoint 768 px"'],
    ['RESIZE_DEBOUNCE_MS', C.RESIZE_DEBOUNCE_MS, 100, '§9 "resize debounce 100 ms"'],
    ['CATEGORY_SEARCH_DELAY_MS', C.CATEGORY_SEARCH_DELAY_MS, 200, '§9 "Category search delay 200 ms"'],
    ['TREE_LOAD_DEBOUNCE_MS', C.TREE_LOAD_DEBOUNCE_MS, 100, '§9 "tree load debounce 100 ms"'],
    ['PICKER_WIDTH', C.PICKER_WIDTH, 450, '§9 "Picker width 450 by default"'],
    ['PICKER_WIDTH_TOP_HEADER', C.PICKER_WIDTH_TOP_HEADER, 200, '§9 "(top header 200)"'],
    ['PICKER_HEIGHT', C.PICKER_HEIGHT, 300, '§9 "height 300"'],
    ['CONCEPT_PICKER_DELAY_MS', C.CONCEPT_PICKER_DELAY_MS, 2000, '§9 "Concept picker appears 2 s after opening /concept"'],
    ['SMS_COUNTDOWN_S', C.SMS_COUNTDOWN_S, 60, '§9 "SMS countdown 60 s"'],
    ['FOLLOW_CHECK_DEBOUNCE_MS', C.FOLLOW_CHECK_DEBOUNCE_MS, 500, '§9 "Follow-status check debounced 500 ms"'],
    ['CATEGORY_TAGS_SHOWN', C.CATEGORY_TAGS_SHOWN, 3, '§9 "Category tags shown: 3"'],
    ['CATEGORY_PATH_MAX_LEVELS', C.CATEGORY_PATH_MAX_LEVELS, 4, '§9 "Category path walk capped at 4 levels"'],
    ['TOP_N', C.TOP_N, 10, '§9 "Top-10 lists for talents and brands"'],
    ['SALES_TREND_MONTHS', C.SALES_TREND_MONTHS, 12, '§9 "12 months (sales)"'],
    ['SOCIAL_TREND_MONTHS', C.SOCIAL_TREND_MONTHS, 13, '§9 "13 months (social volume)"'],
    [
      'DEFAULT_CATEGORY_ID',
      C.DEFAULT_CATEGORY_ID,
      { all: 16, ebay: 1853126, gamazon: 3760911 },
      '§9 "16 (Taobao/Tmall), 1853126 (eBay), 3760911 (Amazon)"',
    ],
    ['JD_FALLBACK_CATEGORY_ID', C.JD_FALLBACK_CATEGORY_ID, 1801, '§9 "JD fallback 1801"'],
    ['AMAZON_RESET_CATEGORY_ID', C.AMAZON_RESET_CATEGORY_ID, 1064954, '§9 "Amazon platform reset 1064954"'],
    ['CATEGORY_CACHE_DB_VERSION', C.CATEGORY_CACHE_DB_VERSION, 1, '§9 "Local category cache database version 1"'],
    ['CATEGORY_CACHE_FROZEN_TS', C.CATEGORY_CACHE_FROZEN_TS, '2020-11', '§9 "refreshed unless ts is 2020-11"'],
    ['REQUEST_TIMEOUT_MS', C.REQUEST_TIMEOUT_MS, 300000, '§9 "Request timeout 300000 ms"'],
    ['MONTH_RANGE_START', C.MONTH_RANGE_START, '2017-01', '§9 "Default month range starts 2017-01"'],
    ['MULTI_MONTH_SPAN', C.MULTI_MONTH_SPAN, 3, '§9 "the selected month and the two before it"'],
    ['TIME_ZONE', C.TIME_ZONE, 'Asia/Shanghai', '§9 "Dates display in the Asia/Shanghai zone"'],
    ['DATE_TIME_FORMAT', C.DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm:ss', '§9 "year-month-day hour:minute:second"'],
    ['INTERNAL_DOMAIN', C.INTERNAL_DOMAIN, '@growthradar.cn', '§6 "the company\'s internal domain"'],
    ['COUPON_MODELS', C.COUPON_MODELS, ['', 'cp', 'min_v2'], '§3 "empty (none), cp, min_v2"'],
    [
      'DEFAULT_JD_VERSIONS',
      C.DEFAULT_JD_VERSIONS,
      ['sold_v4_c1', 'sold_v2_c', 'sold_v4_c2', 'sold_v5_c', 'sold_v6_c'],
      '§3 "JD versions by default"',
    ],
    ['PLATFORMS', C.PLATFORMS, ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy'], '§3 "Platform values"'],
    ['SOCIAL_PLATFORMS', C.SOCIAL_PLATFORMS, ['douyin', 'weibo', 'xhs'], '§3 "Social platforms: douyin, weibo, xhs"'],
    ['API_KEY_HEADER', C.API_KEY_HEADER, 'X-API-KEY', '§6 "a custom API key header"'],
    ['TOKEN_HEADER', C.TOKEN_HEADER, 'token', '§6 "a token header"'],
    ['LOGOUT_PATH', C.LOGOUT_PATH, '/mj_logout', '§7 "logout path /mj_logout"'],
    ['LOGIN_SERVICE_PATH', C.LOGIN_SERVICE_PATH, '/sso/login', 'contract: the login service'],
    ['SESSION_COOKIE', C.SESSION_COOKIE, 'gr_session', 'contract: the session cookie'],
    ['CHECKED_STATE_KEY', C.CHECKED_STATE_KEY, 'checkedState', '§2 "a stored checked-state value is cleared"'],
  ] as Array<[string, unknown, unknown, string]>)('%s = %j (%s)', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  test('SPEC §3 client storage keys: language, word, ts, cid, plat, passActivedTab, browserFinger, pageShare, phone (+ recentSearches, dismissedNotices, signedOutReason, compare, token)', () => {
    expect(Object.values(C.STORAGE_KEYS)).toEqual([
      'language',
      'word',
      'ts',
      'cid',
      'plat',
      'passActivedTab',
      'browserFinger',
      'pageShare',
      'phone',
      'recentSearches',
      'dismissedNotices',
      'signedOutReason',
      'compare',
      'token',
    ])
  })
})
