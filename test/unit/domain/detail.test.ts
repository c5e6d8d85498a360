import { activeDetailTab, categoryTags, changeMonth, followHeartVisible, visibleDetailTabs } from '../../../src/domain/detail-header'
import { detailQueryString, parseDetailParams, withSavedLink } from '../../../src/domain/detail-params'
import { DETAIL_SOURCES, sourcePlat } from '../../../src/domain/detail-source'

describe('the /detail link: category ids (cid, comma-separated), word, plat, ts and the rest', () => {
  test('a full link is read into the view', () => {
    const p = parseDetailParams({
      word: '连衣裙 not 儿童',
      plat: 'jd',
      cid: '1801,16,1801',
      ts: '2026-08',
      is_multi_month: '1',
      label1: 'hot',
      activedTab: 'BrandList',
      urlId: 'abc123',
      bid: '501',
      bName: '花间集',
      cName: '连衣裙',
      jd_cat1: '1801',
      page: '2',
      CloudWord: 'x',
    })
    expect(p).toEqual({
      word: '连衣裙 not 儿童',
      plat: 'jd',
      cid: [1801, 16],
      ts: '2026-08',
      multi: true,
      label1: 'hot',
      activedTab: 'BrandList',
      urlId: 'abc123',
      bid: 501,
      bName: '花间集',
      cName: '连衣裙',
      jdCat1: 1801,
      rest: { page: '2', CloudWord: 'x' },
    })
  })

  test.each([
    [{ plat: 'taobao' }, 'plat', 'all'],
    [{ cid: 'x,0,-1' }, 'cid', []],
    [{ ts: '2026-13' }, 'ts', undefined],
    [{ activedTab: 'Nope' }, 'activedTab', undefined],
    [{ bid: '12a' }, 'bid', undefined],
  ])('%j: what does not parse is dropped (%s → %j)', (query, field, value) => {
    expect(parseDetailParams(query)[field as 'plat']).toEqual(value)
  })

  test('the link round-trips, the parameters it does not read kept as they came', () => {
    const p = parseDetailParams({ word: '冻干', plat: 'all', cid: '16', ts: '2026-09', activedTab: 'CommodityList', page_size: '50' })
    const query = Object.fromEntries(
      Object.entries(detailQueryString(p))
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    )
    expect(parseDetailParams(query)).toEqual(p)
  })

  test('a social detail link (word1, social_plat): the social word is searched as the concept, its platform kept', () => {
    const p = parseDetailParams({ word1: 'Desk Treadmill', social_plat: 'xhs', ts: '2026-10' })
    expect(p).toMatchObject({ word: 'Desk Treadmill', plat: 'all', cid: [], ts: '2026-10', socialPlat: 'xhs', rest: {} })
    // written back as the concept's link: word and social_plat (word1 is not repeated)
    expect(detailQueryString(p)).toMatchObject({ word: 'Desk Treadmill', social_plat: 'xhs' })
    expect(detailQueryString(p)).not.toHaveProperty('word1')
    // a word of its own wins; an unknown social platform is dropped
    expect(parseDetailParams({ word: '防晒', word1: 'x', social_plat: 'tiktok' })).toMatchObject({ word: '防晒', rest: {} })
    expect(parseDetailParams({ word: '防晒', social_plat: 'tiktok' }).socialPlat).toBeUndefined()
  })

  test('a saved link brings back its word, platform, categories, label and tab: the saved view wins', () => {
    const p = parseDetailParams({ urlId: 'k9', word: 'old' })
    expect(
      withSavedLink(p, { word: '防晒', plat: 'douyin', cid: 16, label1: '', activedTab: 'CategoryList', ts: '2026-07' }),
    ).toMatchObject({
      word: '防晒',
      plat: 'douyin',
      cid: [16],
      ts: '2026-07',
      activedTab: 'CategoryList',
      urlId: 'k9',
    })
  })
})

describe('the detail page header', () => {
  test.each([
    [['a'], ['a'], false],
    [['a', 'b', 'c'], ['a', 'b', 'c'], false],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], true],
  ])('at most 3 category tags, then an ellipsis: %j → %j, ellipsis %s', (names, shown, more) => {
    expect(categoryTags(names)).toEqual({ shown, more })
  })

  test.each([
    [undefined, false, true],
    ['hot', false, false],
    [undefined, true, false],
  ])('the follow heart is hidden with a label1 or on a phone: label1 %p, mobile %p → %p', (label1, isMobile, shown) => {
    expect(followHeartVisible({ label1, isMobile })).toBe(shown)
  })

  test.each([
    [false, false, ['TrendList', 'DriversList', 'CategoryList', 'BrandList', 'CommodityList']],
    [true, false, ['TrendList', 'DriversList', 'BrandList', 'CommodityList']],
    [false, true, ['TrendList', 'DriversList', 'CategoryList', 'CommodityList']],
  ])(
    'no category tab when the chosen categories are leaves, no brand tab when the link names a brand: leaf %p, brand %p',
    (allLeaves, hasBrand, tabs) => {
      expect(visibleDetailTabs({ allLeaves, hasBrand })).toEqual(tabs)
    },
  )

  const all = visibleDetailTabs({ allLeaves: false, hasBrand: false })
  test.each([
    ['the link wins', { linked: 'BrandList' as const, stored: 'CategoryList', isMobile: false, visible: all }, 'BrandList'],
    ['a desktop opens on the trend tab, whatever was stored', { stored: 'CategoryList', isMobile: false, visible: all }, 'TrendList'],
    ['a phone returns to the stored tab', { stored: 'CategoryList', isMobile: true, visible: all }, 'CategoryList'],
    [
      'a hidden tab falls back to the trend list',
      { linked: 'BrandList' as const, isMobile: false, visible: ['TrendList', 'CommodityList'] as ('TrendList' | 'CommodityList')[] },
      'TrendList',
    ],
  ])('active tab: %s', (_, input, tab) => {
    expect(activeDetailTab(input)).toBe(tab)
  })

  test("the overseas pages lead with their own trend tab (EbayTrendList, otherTrendList), and another page's trend tab falls back to it", () => {
    const ebay = visibleDetailTabs({ allLeaves: false, hasBrand: false, trendTab: DETAIL_SOURCES.ebayDetail.trendTab })
    expect(ebay).toEqual(['EbayTrendList', 'DriversList', 'CategoryList', 'BrandList', 'CommodityList'])
    expect(activeDetailTab({ isMobile: false, visible: ebay })).toBe('EbayTrendList')
    expect(activeDetailTab({ linked: 'TrendList', isMobile: false, visible: ebay })).toBe('EbayTrendList')
    const amazon = visibleDetailTabs({ allLeaves: true, hasBrand: false, trendTab: DETAIL_SOURCES.publicDetail.trendTab })
    expect(activeDetailTab({ stored: 'EbayTrendList', isMobile: true, visible: amazon })).toBe('otherTrendList')
  })

  test.each([
    ['detail', 'jd', 'jd'],
    ['detail', 'ebay', 'all'],
    ['ebayDetail', 'all', 'ebay'],
    ['publicDetail', 'gamazon', 'gamazon'],
    ['publicDetail', 'douyin', 'gamazon'],
  ] as const)('each detail page shows its own platforms: %s with plat=%s shows %s', (route, linked, plat) => {
    expect(sourcePlat(DETAIL_SOURCES[route], parseDetailParams({ plat: linked }).plat)).toBe(plat)
  })

  test.each([
    ['2026-08', '2026-09', { ok: true, ts: '2026-08' }],
    ['', '2026-09', { ok: false, ts: '2026-09', message: 'timeRangeEmpty' }],
    [null, '2026-09', { ok: false, ts: '2026-09', message: 'timeRangeEmpty' }],
  ])('emptying the month is refused as an empty time range and the month before is kept: %p', (next, previous, result) => {
    expect(changeMonth(next, previous)).toEqual(result)
  })
})
