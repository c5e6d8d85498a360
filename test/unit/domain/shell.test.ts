import {
  conceptSearchDelayMs,
  footerVisible,
  headerVisibility,
  isMobileWidth,
  languageSelectVisible,
  mobileMoreRoutes,
  qrPanelPath,
  qrPanelsVisible,
  switcherVisible,
  type HeaderVisibility,
} from '../../../src/domain/shell'
import { CORE_ROUTE_NAMES, type RouteName } from '../../../src/domain/routes'
import { analyst } from '../helpers/users'

const DESKTOP = 1280
const MOBILE = 375

type Row = [string, number, HeaderVisibility, string]

// Which headers each path shows (docs/screens.md), every row, at a desktop and a mobile width.
const TABLE: Row[] = [
  ...(['concept', 'brand', 'category', 'ebay', 'amazon', 'myAttention', 'setUp', 'social'] as const).flatMap((route): Row[] => [
    [`/${route}`, DESKTOP, { top: true, main: 'none', activeTab: null }, 'top header only'],
    [`/${route}`, MOBILE, { top: false, main: 'none', activeTab: null }, 'top header always hidden on narrow screens'],
  ]),
  [
    '/detail',
    DESKTOP,
    { top: true, main: 'detail', activeTab: 'TrendList' },
    'main and top header; on desktop the active tab becomes the trend list',
  ],
  ['/detail', MOBILE, { top: false, main: 'detail', activeTab: null }, 'main header; tab kept on mobile; no top header'],
  ['/ebayDetail', DESKTOP, { top: true, main: 'ebay', activeTab: 'EbayTrendList' }, 'eBay headers; eBay trend list tab'],
  ['/ebayDetail', MOBILE, { top: false, main: 'ebay', activeTab: 'EbayTrendList' }, 'eBay main header; no top header'],
  [
    '/publicDetail',
    DESKTOP,
    { top: true, main: 'public', activeTab: 'otherTrendList' },
    'top header plus public main header; public trend list tab',
  ],
  ['/publicDetail', MOBILE, { top: false, main: 'public', activeTab: 'otherTrendList' }, 'public main header; no top header'],
  ...(['login', 'wxHomePage', 'my', 'report', 'activityRules', 'loginPage'] as const).flatMap((route): Row[] => [
    [`/${route}`, DESKTOP, { top: false, main: 'none', activeTab: null }, 'none'],
    [`/${route}`, MOBILE, { top: false, main: 'none', activeTab: null }, 'none'],
  ]),
  ['/search', DESKTOP, { top: true, main: 'none', activeTab: null }, 'any other path: top header only'],
  ['/search', MOBILE, { top: false, main: 'none', activeTab: null }, 'any other path: hidden on narrow screens'],
  ['/no-such-page', DESKTOP, { top: true, main: 'none', activeTab: null }, 'any other path: top header only'],
  ['/no-such-page', MOBILE, { top: false, main: 'none', activeTab: null }, 'any other path: hidden on narrow screens'],
  ['/detail?cid=16&word=口红', DESKTOP, { top: true, main: 'detail', activeTab: 'TrendList' }, 'query parameters do not change the row'],
  ['pages/detail/ebayDetail/index', DESKTOP, { top: true, main: 'ebay', activeTab: 'EbayTrendList' }, 'mini-program page path'],
]

describe('header visibility by path', () => {
  test.each(TABLE)('%s at %d px → %j (%s)', (path, width, expected) => {
    expect(headerVisibility(path, isMobileWidth(width))).toEqual(expected)
  })

  test('the table covers every route', () => {
    const covered = new Set(TABLE.map(([path]) => path.split('?')[0]))
    const missing = CORE_ROUTE_NAMES.filter((r) => !covered.has(`/${r}`) && !covered.has(`pages/${r}/index`))
    expect(missing).toEqual([])
  })
})

describe('a width below 768 px gets the mobile layout', () => {
  test.each([
    [0, true],
    [375, true],
    [767, true],
    [767.5, true],
    [768, false],
    [1280, false],
  ])('isMobileWidth(%d) → %j', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected)
  })
})

describe('the social / concept / myAttention switcher, absent on detail pages and on mobile', () => {
  test.each([
    ['/social', false, true],
    ['/concept', false, true],
    ['/myAttention', false, true],
    ['/brand', false, true],
    ['/social', true, false],
    ['/concept', true, false],
    ['/detail', false, false],
    ['/ebayDetail', false, false],
    ['/publicDetail', false, false],
    ['/loginPage', false, false],
    ['/my', false, false],
  ])('switcherVisible(%j, mobile %j) → %j', (path, mobile, expected) => {
    expect(switcherVisible(path, mobile)).toBe(expected)
  })
})

describe('no footer for partners, on loginPage and activityRules, or in the mini-program', () => {
  test.each([
    ['concept', false, false, true],
    ['social', false, false, true],
    [null, false, false, true],
    ['concept', true, false, false],
    ['loginPage', false, false, false],
    ['activityRules', false, false, false],
    ['concept', false, true, false],
    ['wxHomePage', false, true, false],
  ] as Array<[RouteName | null, boolean, boolean, boolean]>)(
    'route %j, partner %j, mini-program %j → %j',
    (route, isPartner, isMiniProgram, expected) => {
      expect(footerVisible({ route, isPartner, isMiniProgram })).toBe(expected)
    },
  )
})

describe('no QR panels for partners, free users or on mobile; no language select on the free version', () => {
  test.each([
    [false, false, false, true],
    [true, false, false, false],
    [false, true, false, false],
    [false, false, true, false],
    [true, true, true, false],
  ])('partner %j, free %j, mobile %j → QR panels %j', (isPartner, isFree, isMobile, expected) => {
    expect(qrPanelsVisible({ isPartner, isFree, isMobile })).toBe(expected)
  })

  test.each([
    [false, true],
    [true, false],
  ])('free %j → language select %j', (isFree, expected) => {
    expect(languageSelectVisible({ isFree })).toBe(expected)
  })
})

describe('the header search: at once on /detail and /publicDetail, after 2 s on /concept, nowhere else', () => {
  test.each([
    ['detail', 0],
    ['publicDetail', 0],
    ['concept', 2000],
    ['social', null],
    ['ebayDetail', null],
    ['myAttention', null],
    [null, null],
  ] as Array<[RouteName | null, number | null]>)('conceptSearchDelayMs(%j) → %j', (route, expected) => {
    expect(conceptSearchDelayMs(route)).toBe(expected)
  })
})

test('the QR panels open the activity-rules page with their topic', () => {
  expect([qrPanelPath('support'), qrPanelPath('demo')]).toEqual(['/activityRules?topic=support', '/activityRules?topic=demo'])
})

describe('the phone\'s "more" sheet offers only the screens the user may see', () => {
  const none = { level1: [], level2: [], level3: [], level4: [] }
  test('eBay and Amazon for a user with both lists', () => {
    expect(mobileMoreRoutes(analyst())).toEqual(['brand', 'category', 'earlySignals', 'ebay', 'amazon', 'search', 'compare', 'report'])
  })
  test('neither without their lists; one with one', () => {
    expect(mobileMoreRoutes(analyst({ ebay_cat_list: none, gamazon_cat_list: none }))).toEqual([
      'brand',
      'category',
      'earlySignals',
      'search',
      'compare',
      'report',
    ])
    expect(
      mobileMoreRoutes(analyst({ ebay_cat_list: none, gamazon_cat_list: { ...none, level1: [{ cat_id: 3760911 }] } as never })),
    ).toEqual(['brand', 'category', 'earlySignals', 'amazon', 'search', 'compare', 'report'])
  })
  test('neither, nor the screens of the account, before the session is known', () => {
    expect(mobileMoreRoutes(null)).toEqual(['brand', 'category', 'earlySignals', 'search'])
  })
})
