// The /brand and /category view in the link, and where a row leads.
import type { BrandRankRow, CategoryRankRow } from '../../../types'
import { entityDetailQuery, entityName } from '../../../src/domain/entity-links'
import { entityViewQuery, parseEntityView } from '../../../src/domain/entity-view'
import { parseDetailParams } from '../../../src/domain/detail-params'

describe('parseEntityView: the parameters of /concept, with growth and sales sorts', () => {
  test.each([
    [
      '?plat=jd&ts=2026-07&cid=1801&is_multi_month=1&page=3&sort=sales',
      { plat: 'jd', ts: '2026-07', cid: 1801, multi: true, page: 3, sort: 'sales' },
    ],
    ['?sort=volume', { multi: false, page: 1, sort: 'growth' }],
    ['?plat=taobao&ts=2026-13&cid=-1&page=0&sort=x', { multi: false, page: 1, sort: 'growth' }],
  ])('%s', (search, view) => {
    expect(parseEntityView(Object.fromEntries(new URLSearchParams(search)))).toEqual(view)
  })

  test('defaults stay out of the link, and the link reads back to the same view', () => {
    const view = parseEntityView({ plat: 'all', ts: '2026-09', cid: '16', sort: 'sales', page: '2' })
    const query = entityViewQuery(view)
    expect(query).toEqual({ plat: 'all', ts: '2026-09', cid: 16, is_multi_month: undefined, page: 2, sort: 'sales' })
    expect(entityViewQuery(parseEntityView({ plat: 'all', sort: 'growth', page: '1' }))).toEqual({
      plat: 'all',
      ts: undefined,
      cid: undefined,
      is_multi_month: undefined,
      page: undefined,
      sort: undefined,
    })
  })
})

const figures = { rank: 1, sales: 2, sales_base: 1, sales_yoy: 100, sales_change: 1, label: null, trend: [] }
const brand: BrandRankRow = { ...figures, brand_id: 7, brand_name: '素言/SUYAN', word: '素言/SUYAN' }
const category: CategoryRankRow = {
  ...figures,
  category_id: 121400000,
  category_name: '裙装',
  category_name_en: 'Skirts & Dresses',
  level: 2,
  is_parent: true,
  word: '连衣裙 or 半身裙',
}
const oneMonth = { plat: 'all' as const, cid: 16, start: '2026-09', end: '2026-09' }
const threeMonths = { ...oneMonth, plat: 'jd' as const, start: '2026-07' }

describe('entityDetailQuery: /detail reads what a row links (word, bid, bName, cid, cName)', () => {
  test.each([
    [brand, oneMonth, 'zh', { word: '素言/SUYAN', plat: 'all', cid: [16], ts: '2026-09', multi: false, bid: 7, bName: '素言/SUYAN' }],
    [brand, threeMonths, 'en', { word: '素言/SUYAN', plat: 'jd', cid: [16], ts: '2026-09', multi: true, bid: 7, bName: '素言/SUYAN' }],
    [category, oneMonth, 'zh', { word: '连衣裙 or 半身裙', plat: 'all', cid: [121400000], ts: '2026-09', multi: false, cName: '裙装' }],
    [
      category,
      threeMonths,
      'en',
      { word: '连衣裙 or 半身裙', plat: 'jd', cid: [121400000], ts: '2026-09', multi: true, cName: 'Skirts & Dresses' },
    ],
  ] as const)('%#', (row, ranking, lang, parsed) => {
    const query = entityDetailQuery(row, ranking, lang)
    const strings = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    )
    expect(parseDetailParams(strings)).toMatchObject(parsed)
  })

  test("names: a category in the user's language, a brand as it is", () => {
    expect([entityName(category, 'zh'), entityName(category, 'en'), entityName(brand, 'en')]).toEqual([
      '裙装',
      'Skirts & Dresses',
      '素言/SUYAN',
    ])
  })
})
