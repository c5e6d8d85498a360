import { MINI_TABS, detailRouteOfPlat, isTabRoute, rankingOfPlat, rankingRoutes, tabIconPath } from '../../../src/domain/mini-nav'
import { analyst, loggedOut } from '../helpers/users'

const none = { level1: [], level2: [], level3: [], level4: [] }

test('the tab bar is 首页 / 榜单 / 关注 / 我的 on wxHomePage, concept, myAttention and my', () => {
  expect(MINI_TABS.map((tab) => tab.route)).toEqual(['wxHomePage', 'concept', 'myAttention', 'my'])
  expect(MINI_TABS.map((tab) => tabIconPath(tab, true))).toEqual([
    'assets/tab/home-on.png',
    'assets/tab/rankings-on.png',
    'assets/tab/follows-on.png',
    'assets/tab/my-on.png',
  ])
  expect(['wxHomePage', 'concept', 'myAttention', 'my'].every((r) => isTabRoute(r as never))).toBe(true)
  expect(isTabRoute('brand')).toBe(false)
})

describe('the rankings page offers only the rankings the account may see (as the web\'s "more" sheet)', () => {
  test.each([
    ['every list', analyst(), ['concept', 'social', 'brand', 'category', 'ebay', 'amazon']],
    [
      'no social, eBay or Amazon list',
      analyst({ social_cat_list: none, ebay_cat_list: none, gamazon_cat_list: none }),
      ['concept', 'brand', 'category'],
    ],
    ['Amazon only of the overseas', analyst({ ebay_cat_list: none }), ['concept', 'social', 'brand', 'category', 'amazon']],
    ['signed out', loggedOut(), ['concept', 'brand', 'category']],
    ['not known yet', null, ['concept', 'brand', 'category']],
  ])('%s', (_name, perms, routes) => {
    expect(rankingRoutes(perms)).toEqual(routes)
  })
})

test.each([
  ['all', { route: 'concept', query: { plat: 'all', cid: 16 } }, 'detail'],
  ['jd', { route: 'concept', query: { plat: 'jd', cid: 16 } }, 'detail'],
  ['gamazon', { route: 'amazon', query: { cid: 16 } }, 'publicDetail'],
] as const)("home's %s top list: 查看更多 opens its ranking, a row its detail page", (plat, ranking, detail) => {
  expect(rankingOfPlat(plat, 16)).toEqual(ranking)
  expect(detailRouteOfPlat(plat)).toBe(detail)
})
