import type { CategoryPermission, PermissionLists, Plat } from '../../../types'
import {
  availablePlatforms,
  couponSelectVisible,
  defaultCategoryId,
  fallbackPlatform,
  isCategoryAllowed,
  isPermissionEmpty,
  jdVersionSelectVisible,
  permissionKeyFor,
  permittedIds,
  type PermissionSource,
} from '../../../src/domain/permissions'

const EMPTY: CategoryPermission = { level1: [], level2: [], level3: [], level4: [] }
const list = (level1: number[], level2: number[] = [], level4: number[] = []): CategoryPermission => ({
  level1: level1.map((cat_id) => ({ cat_id, ts: '2026-01' })),
  level2: level2.map((cat_id) => ({ cat_id, ts: '2026-01' })),
  level3: [],
  level4: level4.map((cat_id) => ({ cat_id, ts: '2026-01' })),
})

function perms(overrides: Partial<PermissionLists> = {}): PermissionLists {
  return {
    cat_list: 'all',
    jd_cat_list: 'all',
    douyin_cat_list: 'all',
    chance_cat_list: 'all',
    chance_jd_cat_list: 'all',
    ebay_cat_list: 'all',
    gamazon_cat_list: 'all',
    social_cat_list: 'all',
    is_validata_user_count: true,
    ...overrides,
  }
}
const NOTHING = perms({
  cat_list: EMPTY,
  jd_cat_list: EMPTY,
  douyin_cat_list: EMPTY,
  chance_cat_list: EMPTY,
  chance_jd_cat_list: EMPTY,
  ebay_cat_list: EMPTY,
  gamazon_cat_list: EMPTY,
  social_cat_list: EMPTY,
})

describe('every data source has its own permission list', () => {
  test.each([
    ['all', 'cat_list'],
    ['jd', 'jd_cat_list'],
    ['douyin', 'douyin_cat_list'],
    ['gamazon', 'gamazon_cat_list'],
    ['ebay', 'ebay_cat_list'],
    ['social', 'social_cat_list'],
    ['tbjd', 'chance_cat_list'],
    ['tbjddy', 'chance_jd_cat_list'],
  ] as Array<[PermissionSource, string]>)('permissionKeyFor(%s) → %s', (source, key) => {
    expect(permissionKeyFor(source)).toBe(key)
  })
})

describe('a permission list is all, or the nodes of levels 1 to 4 it grants', () => {
  test.each([
    ['all', false, 'all', 'the value all grants the whole tree'],
    [EMPTY, true, [], 'every level empty'],
    [list([16]), false, [16], 'one level-1 node'],
    [list([], [50010788]), false, [50010788], 'one level-2 node'],
    [list([1801], [50010788], [121484013]), false, [1801, 50010788, 121484013], 'levels 1 to 4'],
    [undefined, true, [], 'a missing list grants nothing'],
  ] as Array<[CategoryPermission | undefined, boolean, 'all' | number[], string]>)('%j: empty %j, ids %j (%s)', (p, empty, ids) => {
    expect(isPermissionEmpty(p)).toBe(empty)
    const got = permittedIds(p)
    expect(got === 'all' ? 'all' : [...got]).toEqual(ids)
  })

  test.each([
    ['all', [16, 50008898, 121412004], true, 'all'],
    [list([16]), [16], true, 'the listed node'],
    [list([16]), [16, 50008898, 121412004], true, 'a descendant of a listed node'],
    [list([], [50008898]), [16], false, 'an ancestor of a listed node is shown disabled, not allowed'],
    [list([], [50008898]), [16, 50008898], true, 'the listed level-2 node'],
    [list([16]), [1801], false, 'another level-1 node'],
    [EMPTY, [16], false, 'empty list'],
    [list([16]), [], false, 'no path'],
  ] as Array<[CategoryPermission, number[], boolean, string]>)('isCategoryAllowed(%j, %j) → %j (%s)', (p, path, expected) => {
    expect(isCategoryAllowed(p, path)).toBe(expected)
  })
})

describe('the platforms offered follow the permission lists', () => {
  test.each([
    ['full permissions: every platform', perms(), ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy']],
    ['an empty Amazon list: no Amazon', perms({ gamazon_cat_list: EMPTY }), ['all', 'jd', 'douyin', 'tbjd', 'tbjddy']],
    [
      'partial: Taobao and JD only',
      perms({
        douyin_cat_list: EMPTY,
        gamazon_cat_list: EMPTY,
        chance_cat_list: EMPTY,
        chance_jd_cat_list: EMPTY,
        cat_list: list([16]),
        jd_cat_list: list([1801]),
      }),
      ['all', 'jd'],
    ],
    ['validated user with nothing: nothing', NOTHING, []],
    [
      'user count not validated and nothing granted: every platform',
      { ...NOTHING, is_validata_user_count: false },
      ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy'],
    ],
  ] as Array<[string, PermissionLists, Plat[]]>)('%s', (_rule, p, expected) => {
    expect(availablePlatforms(p)).toEqual(expected)
  })

  test.each([
    ['all', perms(), 'all', 'available: kept'],
    ['all', perms({ cat_list: EMPTY }), 'jd', 'Taobao/Tmall not granted: JD instead'],
    ['all', perms({ cat_list: EMPTY, jd_cat_list: EMPTY }), 'douyin', 'neither Taobao/Tmall nor JD: Douyin'],
    ['gamazon', perms({ gamazon_cat_list: EMPTY }), 'all', 'Amazon removed: the first platform the user has'],
    ['jd', NOTHING, 'jd', 'nothing available: kept, the server refuses with -403'],
  ] as Array<[Plat, PermissionLists, Plat, string]>)('fallbackPlatform(%s) → %s (%s)', (plat, p, expected) => {
    expect(fallbackPlatform(plat, p)).toBe(expected)
  })
})

describe("each platform's default category, and the one a platform change resets to", () => {
  test.each([
    ['all', perms(), undefined, false, 16, 'Taobao/Tmall opens on 16'],
    ['ebay', perms(), undefined, false, 1853126, 'eBay opens on 1853126'],
    ['gamazon', perms(), undefined, false, 3760911, 'Amazon opens on 3760911'],
    ['gamazon', perms(), undefined, true, 1064954, 'switching to Amazon resets to 1064954'],
    ['jd', perms(), undefined, false, 1801, 'JD with nothing else to go on: 1801'],
    ['jd', perms(), 737, false, 737, 'JD opens on the first category it may see'],
    ['jd', perms({ jd_cat_list: list([], [9987], [121484013]) }), undefined, false, 9987, 'first permitted JD node from the list'],
    ['jd', perms({ jd_cat_list: list([], [], [121484013]) }), undefined, false, 1801, 'JD never opens on a level-4 leaf'],
    ['all', perms({ cat_list: list([1801, 16]) }), undefined, false, 16, 'the default is permitted'],
    ['all', perms({ cat_list: list([1801]) }), undefined, false, 1801, '16 not permitted: the first permitted category'],
    ['all', perms({ cat_list: EMPTY }), undefined, false, 16, 'nothing permitted: the platform default'],
    ['tbjd', perms(), undefined, false, 16, 'chance lists start from the Taobao/Tmall default'],
  ] as Array<[Plat | 'ebay', PermissionLists, number | undefined, boolean, number, string]>)(
    'defaultCategoryId(%s, …, %p, reset %j) → %d (%s)',
    (plat, p, firstJd, reset, expected) => {
      expect(defaultCategoryId(plat, p, firstJd, { reset })).toBe(expected)
    },
  )
})

describe('who sees the coupon-model and JD version selects', () => {
  test.each([
    ['staff@growthradar.cn', [], 'jd', true, 'internal domain: always'],
    ['Staff@GrowthRadar.CN', [], 'douyin', true, 'internal domain, any case'],
    ['analyst@growthradar.demo', ['cp'], 'all', true, 'version_selected non-empty, Taobao'],
    ['analyst@growthradar.demo', ['cp', 'min_v2'], 'tbjd', true, 'version_selected non-empty'],
    ['analyst@growthradar.demo', [], 'all', false, 'version_selected empty'],
    ['analyst@growthradar.demo', ['cp'], 'douyin', false, 'not for Douyin'],
    ['analyst@growthradar.demo', ['cp'], 'gamazon', false, 'not for Amazon'],
    ['analyst@growthradar.demo', ['cp'], 'jd', false, 'not for JD'],
    ['someone@growthradar.cn.evil', ['cp'], 'jd', false, 'must end with the domain'],
  ] as Array<[string, string[], Plat, boolean, string]>)(
    'couponSelectVisible(%s, %j, %s) → %j (%s)',
    (username, versionSelected, plat, expected) => {
      expect(couponSelectVisible({ username, versionSelected, plat })).toBe(expected)
    },
  )

  test.each([
    ['jd', ['sold_v4_c1'], true],
    ['jd', [], false],
    ['all', ['sold_v4_c1'], false],
  ] as Array<[Plat, string[], boolean]>)(
    '"The JD version select appears for JD when jd_version is provided": %s %j → %j',
    (plat, jdVersion, expected) => {
      expect(jdVersionSelectVisible({ plat, jdVersion })).toBe(expected)
    },
  )
})
