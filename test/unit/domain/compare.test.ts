import type { CompareRow, ConceptSearchResult } from '../../../types'
import {
  addEntry,
  compareQuery,
  currenciesOf,
  growthRanks,
  moveEntry,
  parseCompareView,
  parseStoredEntries,
  sortedIndexes,
  droppedLinkConcepts,
  storedEntries,
  type CompareEntry,
} from '../../../src/domain/compare'

const e = (word: string, plat: CompareEntry['plat'] = 'all', cid = ''): CompareEntry => ({ word, plat, cid })

describe('a comparison lives in its link', () => {
  test('concepts, figure, months, log scale and the month come back from the query exactly, words with ~ and % included', () => {
    const entries = [e('法式 not 儿童', 'all', '16,1801'), e('dress~50%', 'gamazon'), e('连衣裙', 'tbjddy')]
    const view = { entries, metric: 'volume' as const, socialPlat: 'douyin' as const, span: 24 as const, log: true, ts: '2026-09' }
    const query = compareQuery(view)
    expect(Object.keys(query)).toEqual(['c0', 'c1', 'c2', 'm', 'n', 'log', 'ts'])
    expect(parseCompareView(query)).toEqual({ ...view, urlId: '' })
    // social volume on a platform other than Douyin names the platform
    const social = { ...view, metric: 'social' as const, socialPlat: 'xhs' as const }
    expect(compareQuery(social)).toMatchObject({ m: 'social', sp: 'xhs' })
    expect(parseCompareView(compareQuery(social))).toEqual({ ...social, urlId: '' })
  })

  test('defaults stay out of the link; values no page writes are dropped, a concept twice kept once', () => {
    expect(compareQuery({ entries: [e('a')], metric: 'sales', socialPlat: 'xhs', span: 12, log: false, ts: '' })).toEqual({ c0: 'all~~a' })
    const view = parseCompareView({
      c0: 'all~16~a',
      c1: 'taobao~~b',
      c2: 'all~16~a',
      c3: 'jd~x~c',
      c4: 'jd~~',
      n: '36',
      m: 'x',
      sp: 'tiktok',
      ts: '2026-13',
      urlId: 'abc',
    })
    expect(view).toEqual({
      entries: [e('a', 'all', '16')],
      metric: 'sales',
      socialPlat: 'douyin',
      span: 12,
      log: false,
      ts: '',
      urlId: 'abc',
    })
  })

  test('a hand-edited link is told what it lost: malformed concepts and those past the 20th are counted', () => {
    const query: Record<string, string> = { c0: 'all~~a', c1: 'taobao~~b', c2: 'jd~abc~c', n: '24' }
    for (let i = 3; i < 26; i++) query[`c${i}`] = `all~~w${i}`
    expect(droppedLinkConcepts(query)).toBe(2 + 6)
    expect(parseCompareView(query).entries).toHaveLength(18)
    expect(droppedLinkConcepts({ c0: 'all~~a', m: 'volume' })).toBe(0)
  })

  test('at most 20 concepts: adding a 21st says the list is full, adding one already in says so', () => {
    let list: CompareEntry[] = []
    for (let i = 0; i < 20; i++) {
      const r = addEntry(list, e(`w${i}`))
      expect(r.outcome).toBe('added')
      list = r.list
    }
    expect(addEntry(list, e('w20')).outcome).toBe('full')
    expect(addEntry(list, e('w3')).outcome).toBe('present')
    // the same word on another platform or category is another concept
    expect(addEntry(list.slice(0, 3), e('w1', 'jd')).outcome).toBe('added')
    expect(parseStoredEntries(storedEntries(list))).toEqual(list)
    expect(parseStoredEntries('not json')).toEqual([])
  })

  test('reordering moves one concept and keeps the others in order', () => {
    const list = [e('a'), e('b'), e('c')]
    expect(moveEntry(list, 2, -1).map((x) => x.word)).toEqual(['a', 'c', 'b'])
    expect(moveEntry(list, 0, -1).map((x) => x.word)).toEqual(['a', 'b', 'c'])
  })
})

function row(word: string, sales: number, base: number | null, currency: 'CNY' | 'USD' = 'CNY'): CompareRow {
  const yoy = base ? Math.round(((sales - base) / base) * 1000) / 10 : null
  const summary = {
    sales,
    sales_base: base,
    sales_yoy: yoy,
    sales_change: base === null ? null : sales - base,
    volume: 1,
    volume_base: 1,
    volume_yoy: 0,
    volume_change: 0,
    label: null,
    items: 9,
    avg_price: 1,
  }
  return {
    word,
    plat: 'all',
    cid: '',
    error_code: 0,
    error_msg: '',
    search: { summary, currency, min_items: 5 } as unknown as ConceptSearchResult,
    trend: [],
  }
}
const refused: CompareRow = { word: 'x', plat: 'all', cid: '1801', error_code: -403, error_msg: 'no permission', search: null, trend: null }

describe("the comparison's table", () => {
  test('rank is the place by year-on-year growth; a refused concept has none', () => {
    const rows = [row('a', 1_100_000, 1_000_000), refused, row('b', 3_000_000, 1_000_000), row('c', 500_000, 1_000_000)]
    expect(growthRanks(rows, 'sales')).toEqual([2, null, 1, 3])
  })

  test('on sales, a concept the growth rule does not rank (a base under ¥100,000, fewer than 5 items) has no rank either', () => {
    const small = row('small', 300_000, 79_041)
    const few = { ...row('few', 900_000, 200_000), search: { ...row('few', 900_000, 200_000).search, min_items: 10 } } as CompareRow
    const rows = [row('a', 153_500, 100_000), small, few, row('b', 300_000, 100_000)]
    expect(growthRanks(rows, 'sales')).toEqual([2, null, null, 1])
    // units are not held to the sales thresholds
    expect(growthRanks([small, row('a', 153_500, 100_000)], 'volume')).toEqual([1, 2])
  })

  test('sorting by a column puts refused concepts last, either way; "order" is the user\'s own', () => {
    const rows = [row('a', 110, 100), refused, row('b', 300, 100), row('c', 50, 100)]
    expect(sortedIndexes(rows, 'sales', 'current', true)).toEqual([2, 0, 3, 1])
    expect(sortedIndexes(rows, 'sales', 'current', false)).toEqual([3, 0, 2, 1])
    expect(sortedIndexes(rows, 'sales', 'change', true)).toEqual([2, 0, 3, 1])
    expect(sortedIndexes(rows, 'sales', 'order', true)).toEqual([0, 1, 2, 3])
  })

  test('different currencies are named (their sales are never added up)', () => {
    expect(currenciesOf([row('a', 1, 1), row('b', 1, 1, 'USD'), refused])).toEqual(['CNY', 'USD'])
    expect(currenciesOf([row('a', 1, 1), row('b', 1, 1)])).toEqual(['CNY'])
  })
})
