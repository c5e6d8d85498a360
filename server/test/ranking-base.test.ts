// The three-month rankings ending 2018-01 and 2018-02 had no base (every word "new")
// while /api/search over the same scope had one. A three-month period is compared with the same
// three months a year earlier, and the data's first two months (2017-01, 2017-02) are part of the
// bases of 2018-01 and 2018-02 even though no three-month period of their own is ranked.
import type { ConceptRanking, ConceptSearchResult } from '../../types'
import { api, tokenFor } from './helpers'

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

describe.each([
  ['all', 1801, '/api/search'],
  ['jd', 1801, '/api/search'],
  ['gamazon', 3760911, '/api/gamazon_search'],
] as const)('%s %i: three-month rankings near the first year of data have the base /api/search has', (plat, cid, searchPath) => {
  test.each(['2017-12', '2018-01', '2018-02', '2018-03'])('ending %s', async (ts) => {
    const { json } = await api<ConceptRanking>('/api/ecommerce', {
      body: { plat, cid, ts, is_multi_month: 1, sortby: 'sales', page_size: 8 },
      token: analyst,
    })
    expect(json.status).toBe('ok')
    // one-word concepts: how several words are matched is ranking-search-match.test.ts's subject
    const rows = json.data.rows.filter((r) => !/\s/.test(r.word))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const body = { word: row.word, cid: String(cid), ts, is_multi_month: 1, ...(searchPath === '/api/search' ? { plat } : {}) }
      const searched = await api<ConceptSearchResult>(searchPath, { body, token: analyst })
      expect(searched.json.status).toBe('ok')
      const s = searched.json.data.summary
      expect({ word: row.word, sales: row.sales, sales_base: row.sales_base, label: row.label }).toEqual({
        word: row.word,
        sales: s.sales,
        sales_base: s.sales_base,
        label: s.label,
      })
    }
    // the bases of 2017-12, 2018-01 and 2018-02 reach before the data (2017-01): unknown, not a
    // partial sum ("No data is not zero"); from 2018-03 the base is the whole of 2017-01..03
    if (ts < '2018-03') expect(rows.every((r) => r.sales_base === null)).toBe(true)
    else expect(rows.some((r) => (r.sales_base ?? 0) > 0)).toBe(true)
  })
})
