import { answerableMonths, conceptViewQuery, parseConceptView } from '../../../src/domain/concept-view'

describe('the view (platform, month, category, one or three months, page, sort) lives in the URL', () => {
  test.each([
    [{}, { multi: false, page: 1, sort: 'growth' }],
    [
      { plat: 'jd', ts: '2026-09', cid: '1801', is_multi_month: '1', page: '3', sort: 'volume' },
      { plat: 'jd', ts: '2026-09', cid: 1801, multi: true, page: 3, sort: 'volume' },
    ],
    [
      { plat: 'taobao', ts: '2026-13', cid: '-5', page: '0', sort: 'price' },
      { multi: false, page: 1, sort: 'growth' },
    ],
    [
      { cid: '16abc', page: '1e3', is_multi_month: 'yes' },
      { multi: false, page: 1, sort: 'growth' },
    ],
  ])('parse %j → %j (what does not parse is dropped)', (query, view) => {
    expect(parseConceptView(query)).toEqual(view)
  })

  test('a view survives the round trip through its query string', () => {
    const view = { plat: 'douyin' as const, ts: '2025-02', cid: 16, multi: true, page: 4, sort: 'sales' as const }
    const query = Object.fromEntries(Object.entries(conceptViewQuery(view)).map(([k, v]) => [k, v === undefined ? undefined : String(v)]))
    expect(parseConceptView(query)).toEqual(view)
  })

  test('defaults are left out of the link', () => {
    expect(conceptViewQuery({ multi: false, page: 1, sort: 'growth' })).toEqual({
      plat: undefined,
      ts: undefined,
      cid: undefined,
      is_multi_month: undefined,
      page: undefined,
      sort: undefined,
    })
  })
})

describe('the month select offers only months that can be answered', () => {
  test('one month: from the first month to the latest, newest first', () => {
    expect(answerableMonths('2017-01', '2017-04', false)).toEqual(['2017-04', '2017-03', '2017-02', '2017-01'])
  })

  test('three months (the chosen month and the two before it): 2017-01 and 2017-02 cannot end a period', () => {
    expect(answerableMonths('2017-01', '2017-04', true)).toEqual(['2017-04', '2017-03'])
  })

  test('a first month after the latest offers nothing', () => {
    expect(answerableMonths('2026-10', '2026-09', false)).toEqual([])
  })
})
