import * as C from '../../../src/domain/constants'

describe('business constants', () => {
  test.each([
    ['DEFAULT_LANGUAGE', C.DEFAULT_LANGUAGE, 'zh', 'the language until the user picks one'],
    ['LANGUAGES', C.LANGUAGES, ['en', 'zh'], 'English and Chinese'],
    ['MOBILE_BREAKPOINT_PX', C.MOBILE_BREAKPOINT_PX, 768, 'narrower is the mobile layout'],
    ['RESIZE_DEBOUNCE_MS', C.RESIZE_DEBOUNCE_MS, 100, 'a resize is acted on once it settles'],
    ['CATEGORY_SEARCH_DELAY_MS', C.CATEGORY_SEARCH_DELAY_MS, 200, 'the picker searches once typing pauses'],
    ['TREE_LOAD_DEBOUNCE_MS', C.TREE_LOAD_DEBOUNCE_MS, 100, 'quick platform changes load one tree'],
    ['PICKER_WIDTH', C.PICKER_WIDTH, 450, 'the picker width'],
    ['PICKER_WIDTH_TOP_HEADER', C.PICKER_WIDTH_TOP_HEADER, 200, 'the picker width in the top header'],
    ['PICKER_HEIGHT', C.PICKER_HEIGHT, 300, 'the picker height'],
    ['CONCEPT_PICKER_DELAY_MS', C.CONCEPT_PICKER_DELAY_MS, 2000, 'the search shows on /concept after this delay'],
    ['SMS_COUNTDOWN_S', C.SMS_COUNTDOWN_S, 60, 'seconds before another SMS code may be sent'],
    ['FOLLOW_CHECK_DEBOUNCE_MS', C.FOLLOW_CHECK_DEBOUNCE_MS, 500, 'the follow status is asked once changes settle'],
    ['CATEGORY_TAGS_SHOWN', C.CATEGORY_TAGS_SHOWN, 3, 'category tags beside a concept'],
    ['CATEGORY_PATH_MAX_LEVELS', C.CATEGORY_PATH_MAX_LEVELS, 4, 'a category path is walked at most this deep'],
    ['TOP_N', C.TOP_N, 10, 'length of the talent and brand lists'],
    ['SALES_TREND_MONTHS', C.SALES_TREND_MONTHS, 12, 'months in a sales trend'],
    ['SOCIAL_TREND_MONTHS', C.SOCIAL_TREND_MONTHS, 13, 'months in a social volume trend'],
    [
      'DEFAULT_CATEGORY_ID',
      C.DEFAULT_CATEGORY_ID,
      { all: 16, ebay: 1853126, gamazon: 3760911 },
      'the opening category of Taobao/Tmall, eBay and Amazon',
    ],
    ['JD_FALLBACK_CATEGORY_ID', C.JD_FALLBACK_CATEGORY_ID, 1801, "JD's category when the default is not there"],
    ['AMAZON_RESET_CATEGORY_ID', C.AMAZON_RESET_CATEGORY_ID, 1064954, 'the category a switch to Amazon opens on'],
    ['CATEGORY_CACHE_DB_VERSION', C.CATEGORY_CACHE_DB_VERSION, 1, 'the device cache of category trees'],
    ['CATEGORY_CACHE_FROZEN_TS', C.CATEGORY_CACHE_FROZEN_TS, '2020-11', 'a cached tree of this month is never fetched again'],
    ['REQUEST_TIMEOUT_MS', C.REQUEST_TIMEOUT_MS, 300000, 'a call gives up after five minutes'],
    ['MONTH_RANGE_START', C.MONTH_RANGE_START, '2017-01', 'where a month range starts'],
    ['MULTI_MONTH_SPAN', C.MULTI_MONTH_SPAN, 3, 'the three-month period'],
    ['TIME_ZONE', C.TIME_ZONE, 'Asia/Shanghai', 'dates show in Shanghai time'],
    ['DATE_TIME_FORMAT', C.DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm:ss', 'how a date and time is written'],
    ['INTERNAL_DOMAIN', C.INTERNAL_DOMAIN, '@growthradar.cn', "staff accounts' domain"],
    ['COUPON_MODELS', C.COUPON_MODELS, ['', 'cp', 'min_v2'], 'no model, or one of two coupon models'],
    [
      'DEFAULT_JD_VERSIONS',
      C.DEFAULT_JD_VERSIONS,
      ['sold_v4_c1', 'sold_v2_c', 'sold_v4_c2', 'sold_v5_c', 'sold_v6_c'],
      'the JD versions offered by default',
    ],
    ['PLATFORMS', C.PLATFORMS, ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy'], 'the e-commerce platforms'],
    ['SOCIAL_PLATFORMS', C.SOCIAL_PLATFORMS, ['douyin', 'weibo', 'xhs'], 'the social platforms'],
    ['API_KEY_HEADER', C.API_KEY_HEADER, 'X-API-KEY', 'the API key header'],
    ['TOKEN_HEADER', C.TOKEN_HEADER, 'token', 'the token header'],
    ['LOGOUT_PATH', C.LOGOUT_PATH, '/mj_logout', 'the logout call'],
    ['LOGIN_SERVICE_PATH', C.LOGIN_SERVICE_PATH, '/sso/login', 'contract: the login service'],
    ['SESSION_COOKIE', C.SESSION_COOKIE, 'gr_session', 'contract: the session cookie'],
    ['CHECKED_STATE_KEY', C.CHECKED_STATE_KEY, 'checkedState', 'a leftover value the app clears'],
  ] as Array<[string, unknown, unknown, string]>)('%s = %j (%s)', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  test('client storage keys: language, word, ts, cid, plat, passActivedTab, browserFinger, pageShare, phone (+ recentSearches, dismissedNotices, signedOutReason, compare, token)', () => {
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
