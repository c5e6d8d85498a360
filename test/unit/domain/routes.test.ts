import {
  MAIN_PACKAGE_ROUTES,
  MINI_ROUTE_NAMES,
  ROUTE_NAMES,
  CORE_ROUTE_NAMES,
  isDetailRoute,
  pagePath,
  routeFromPath,
  routePath,
  startRedirect,
} from '../../../src/domain/routes'

describe('the route table', () => {
  test('the eighteen original routes, in their order', () => {
    expect(CORE_ROUTE_NAMES.map(routePath).join(', ')).toBe(
      '/concept, /social, /brand, /category, /ebay, /amazon, /ebayDetail, /publicDetail, /myAttention, /setUp, /search, /detail, /login, /wxHomePage, /loginPage, /my, /activityRules, /report',
    )
  })

  test('after them, the comparison page /compare and the early signals /earlySignals', () => {
    expect(ROUTE_NAMES).toEqual([...CORE_ROUTE_NAMES, 'compare', 'earlySignals', 'userAgreement', 'privacyPolicy'])
    expect(pagePath('compare')).toBe('pages/compare/index')
    expect(pagePath('earlySignals')).toBe('pages/earlySignals/index')
  })

  test("the main package: the mini-program's own pages and the tab bar's (concept, myAttention)", () => {
    expect([...MAIN_PACKAGE_ROUTES].sort()).toEqual(['activityRules', 'concept', 'loginPage', 'my', 'myAttention', 'report', 'wxHomePage'])
  })

  test('the mini-program has every route but /login, which the web types or bookmarks', () => {
    expect(MINI_ROUTE_NAMES).toEqual(ROUTE_NAMES.filter((name) => name !== 'login'))
  })

  test.each([
    ['concept', '/concept', 'pages/concept/index'],
    ['ebayDetail', '/ebayDetail', 'pages/detail/ebayDetail/index'],
    ['activityRules', '/activityRules', 'pages/activityRules/index'],
  ] as const)('%s → H5 path %s, page %s', (name, path, page) => {
    expect(routePath(name)).toBe(path)
    expect(pagePath(name)).toBe(page)
  })

  test.each([
    ['/concept', 'concept'],
    ['/concept?x=1', 'concept'],
    ['/concept/', 'concept'],
    ['/detail?cid=16,1801&word=口红#top', 'detail'],
    ['/pages/concept/index', 'concept'],
    ['pages/publicDetail/index', 'publicDetail'],
    ['pages/detail/publicDetail/index', 'publicDetail'],
    ['subpackages/analysis/pages/detail/index', 'detail'],
    ['/', null],
    ['', null],
    ['/nowhere', null],
    ['/Concept', null],
    ['/mj_logout', null],
  ])('routeFromPath(%j) → %j', (path, route) => {
    expect(routeFromPath(path)).toBe(route)
  })
})

describe('routing rules', () => {
  test.each([
    ['/', 375, '/loginPage', 'a window narrower than 768 starts at /loginPage'],
    ['/', 767, '/loginPage', 'under 768'],
    ['/', 768, '/social', 'a wider one starts at /social'],
    ['/', 1280, '/social', 'otherwise to /social'],
    ['/?from=share', 1280, '/social', 'a query does not change the rule'],
    ['/unknown', 1280, '/concept', 'an unknown path on desktop goes to /concept'],
    ['/a/b/c', 768, '/concept', 'desktop starts at 768'],
    ['/mj_logout', 1280, null, 'a path with mj_logout in it is left alone'],
    ['/mj_logout?redirect_url=/concept', 1280, null, 'except paths containing mj_logout'],
    ['/x/mj_logout/y', 1280, null, 'containing, not equal to'],
    ['/mj_logout', 375, null, 'the server logout is never redirected on mobile either'],
    ['/unknown', 375, '/loginPage', 'an unknown path on mobile: the mobile start page'],
    ['/concept', 1280, null, 'a matched route stays'],
    ['/detail?word=a', 375, null, 'a matched route stays on mobile'],
    ['/loginPage', 1280, null, 'a matched route stays'],
  ] as Array<[string, number, string | null, string]>)('startRedirect(%j, %d) → %j — %s', (path, width, target) => {
    expect(startRedirect(path, width)).toBe(target)
  })

  test.each([
    ['detail', true],
    ['ebayDetail', true],
    ['publicDetail', true],
    ['concept', false],
    ['social', false],
    ['myAttention', false],
    [null, false],
  ] as const)('isDetailRoute(%j) → %j (detail pages hide the switcher)', (name, expected) => {
    expect(isDetailRoute(name)).toBe(expected)
  })
})
