import { maxLevelFor } from '../../../src/domain/category-tree'
import { showsSales, socialLeaders, socialRowSales } from '../../../src/domain/social-row'
import { parseSocialView, socialDetailQuery, socialMonths, socialViewQuery } from '../../../src/domain/social-view'
import type { SocialRanking, SocialRankRow } from '../../../types'

describe('the /social view lives in the link', () => {
  test('a full link is read into the view', () => {
    expect(parseSocialView({ social_plat: 'xhs', ts: '2026-08', cid: '16', page: '3', sort: 'volume' })).toEqual({
      socialPlat: 'xhs',
      ts: '2026-08',
      cid: 16,
      page: 3,
      sort: 'volume',
    })
  })

  test.each([
    [{ social_plat: 'tiktok' }, 'socialPlat', undefined],
    [{ ts: '2026-13' }, 'ts', undefined],
    [{ cid: '0' }, 'cid', undefined],
    [{ page: '-2' }, 'page', 1],
    [{ sort: 'sales' }, 'sort', 'growth'],
  ])('%j: what does not parse is dropped (%s → %j)', (query, field, value) => {
    expect(parseSocialView(query)[field as 'page']).toEqual(value)
  })

  test('defaults are left out of the link, which round-trips', () => {
    expect(socialViewQuery({ socialPlat: 'douyin', ts: '2026-10', page: 1, sort: 'growth' })).toEqual({
      social_plat: 'douyin',
      ts: '2026-10',
      cid: undefined,
      page: undefined,
      sort: undefined,
    })
    const view = parseSocialView({ social_plat: 'weibo', ts: '2026-07', cid: '1801', page: '2', sort: 'volume' })
    const query = Object.fromEntries(Object.entries(socialViewQuery(view)).map(([k, v]) => [k, v === undefined ? undefined : String(v)]))
    expect(parseSocialView(query)).toEqual(view)
  })
})

describe('"month (only months that have data)"', () => {
  test.each([
    [
      "the platform's recorded months, newest first",
      { ts: '2026-10', ts_min: '2026-07' },
      '2017-01',
      ['2026-10', '2026-09', '2026-08', '2026-07'],
    ],
    [
      "from the caller's earliest month when it is later (the free version)",
      { ts: '2026-10', ts_min: '2017-01' },
      '2026-09',
      ['2026-10', '2026-09'],
    ],
    ['none when the platform has no month', { ts: '', ts_min: '' }, '2017-01', []],
    ['none when the caller may see no recorded month', { ts: '2026-10', ts_min: '2017-01' }, '2026-11', []],
  ])('%s', (_name, recorded, earliest, months) => {
    expect(socialMonths(recorded, earliest)).toEqual(months)
  })
})

test('a social concept opens /detail with word1 and social_plat', () => {
  expect(socialDetailQuery('情绪价值', 'xhs', '2026-10')).toEqual({ word1: '情绪价值', social_plat: 'xhs', ts: '2026-10' })
})

test('e-commerce sales beside the volume where the caller may see them', () => {
  const row = {
    rank: 1,
    word: '露营',
    volume: 1,
    volume_base: 0,
    volume_prev: 0,
    yoy: null,
    mom: null,
    change: 1,
    mom_change: 1,
    label: null,
    trend: [],
  } as unknown as SocialRankRow
  const answer = (rows: SocialRankRow[], extra = {}) =>
    ({
      social_plat: 'douyin',
      ts: '2026-10',
      cid: 0,
      months: [],
      total: 1,
      page: 1,
      page_size: 20,
      rows,
      ...extra,
    }) as unknown as SocialRanking
  // an answer without sales_shown: the column where the rows carry sales
  expect(showsSales(answer([row]))).toBe(false)
  expect(showsSales(answer([row, { ...row, sales: null } as SocialRankRow]))).toBe(true)
  // sales_shown decides: a category whose e-commerce figures the caller may not see has no column
  expect(showsSales(answer([{ ...row, sales: null } as SocialRankRow], { sales_shown: false }))).toBe(false)
  expect(showsSales(answer([{ ...row, sales: null } as SocialRankRow], { sales_shown: true }))).toBe(true)
  expect(socialRowSales(row)).toBeNull()
  expect(socialRowSales({ ...row, sales: 1234 } as SocialRankRow)).toBe(1234)
})

test('top talents and brands: at most ten each, by engagement and by mentions; null without lists', () => {
  const base = {
    rank: 1,
    word: '露营',
    volume: 1,
    volume_base: 0,
    volume_prev: 0,
    yoy: null,
    mom: null,
    change: 1,
    mom_change: 1,
    label: null,
    trend: [],
  }
  expect(socialLeaders(base as unknown as SocialRankRow)).toBeNull()
  const talents = Array.from({ length: 12 }, (_, i) => ({ talent_id: i, nickname: `t${i}`, followers: 1, posts: 1, engagement: i }))
  const brands = [
    { brand: 'a', mentions: 1 },
    { brand: 'b', mentions: 9 },
  ]
  const lists = socialLeaders({ ...base, talents, brands } as unknown as SocialRankRow)
  expect(lists?.talents.map((t) => t.engagement)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  expect(lists?.brands.map((b) => b.brand)).toEqual(['b', 'a'])
})

test('the social tree offers levels 1 and 2 (the groups of /api/social)', () => {
  expect(maxLevelFor('social')).toBe(2)
})
