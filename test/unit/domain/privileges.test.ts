import type { CategoryPermission, PermissionLists } from '../../../types'
import { FREE_MAX_PAGE_SIZE, MAX_PAGE_SIZE, monthAllowed, searchPrivileges, servedTrend } from '../../../src/domain/privileges'

const EMPTY: CategoryPermission = { level1: [], level2: [], level3: [], level4: [] }
const some: CategoryPermission = { level1: [{ cat_id: 16, ts: '2026-01' }], level2: [], level3: [], level4: [] }
function lists(over: Partial<PermissionLists> = {}): PermissionLists {
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
    ...over,
  }
}
const base = {
  isFreeVersion: false,
  download: true,
  ts: '2026-10',
  tsMin: '2017-01',
  salesModels: { coupon: ['' as const], jd_version: [] as string[] },
}

test.each([
  [
    'full',
    lists(),
    false,
    {
      platforms: ['all', 'jd', 'douyin', 'gamazon', 'tbjd', 'tbjddy'],
      ebay: true,
      social: true,
      custom_time_range: true,
      multi_month: true,
      earliest_month: '2017-01',
      max_page_size: MAX_PAGE_SIZE,
    },
  ],
  ['free', lists(), true, { custom_time_range: false, multi_month: true, earliest_month: '2025-11', max_page_size: FREE_MAX_PAGE_SIZE }],
  [
    'no Amazon, eBay, social',
    lists({ gamazon_cat_list: EMPTY, ebay_cat_list: EMPTY, social_cat_list: EMPTY }),
    false,
    { platforms: ['all', 'jd', 'douyin', 'tbjd', 'tbjddy'], ebay: false, social: false, social_platforms: [] },
  ],
  ['partial social list', lists({ social_cat_list: some }), false, { social: true, social_platforms: ['douyin', 'weibo', 'xhs'] }],
] as const)('%s', (_name, permissions, isFreeVersion, expected) => {
  expect(searchPrivileges({ ...base, permissions, isFreeVersion })).toMatchObject(expected)
})

test('free history never starts before the data', () => {
  expect(searchPrivileges({ ...base, isFreeVersion: true, permissions: lists(), ts: '2017-05' }).earliest_month).toBe('2017-01')
})

test.each([
  ['2025-11', true],
  ['2025-10', false],
  ['2026-10', true],
  ['2026-11', false],
] as const)('free: month %s allowed %s', (ts, allowed) => {
  expect(monthAllowed(searchPrivileges({ ...base, isFreeVersion: true, permissions: lists() }), ts)).toBe(allowed)
})

test.each([
  ['2025-11', [null, null, 3, 4]],
  ['2025-09', [1, 2, 3, 4]],
  ['2026-03', [null, null, null, null]],
] as const)('a trend from 2025-09 serves nothing before %s', (earliest, expected) => {
  expect(servedTrend(['2025-09', '2025-10', '2025-11', '2025-12'], [1, 2, 3, 4], earliest)).toEqual(expected)
})
