// "Thin evidence. Rankings often rest on 1–5 items (松弛感 'new' is 96 % one item; JD's
// top breakout 以油养肤 +5,151.7 % is one ¥1,108.7 cleanser). Give the answer the item count and a
// minimum for ranking (documented beside the minimum base)." The ranking answers carry item_count
// per word and min_items; a word on fewer items is not in the growth order and has no label, and
// /api/search's summary.items is the same count (ranking-search-match.test.ts compares them).
import type { ConceptRanking, ConceptSearchResult } from '../../types'
import { MIN_RANKED_ITEMS } from '../../src/domain/growth'
import { api, state, tokenFor } from './helpers'
import { shiftMonth } from '../../src/domain/months'

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

const ranking = (body: Record<string, unknown>) =>
  api<ConceptRanking>('/api/ecommerce', { body: { page_size: 100, ...body }, token: analyst })

test('the minimum is documented beside the minimum base and scaled for the small sample (1 item in 32)', async () => {
  expect(MIN_RANKED_ITEMS).toBe(5)
  const { json } = await ranking({ plat: 'all', cid: 16 })
  expect(json.status).toBe('ok')
  // the test server runs DATASET=small (minRankedItems in server/analytics/dataset-scale.ts)
  expect(json.data.min_items).toBe(1)
})

describe.each([
  ['all', 16],
  ['jd', 1801],
  ['gamazon', 3760911],
  ['tbjddy', 16],
] as const)('%s %i', (plat, cid) => {
  test.each([
    [0, 0],
    [-1, 1],
    [-20, 0],
  ] as const)(
    '%i months back, is_multi_month %i: every word carries its item count; the growth order holds none below the minimum',
    async (back, isMulti) => {
      const ts = shiftMonth(state().ts, back)
      for (const sortby of ['growth', 'sales'] as const) {
        const { json } = await ranking({ plat, cid, ts, is_multi_month: isMulti, sortby })
        expect(json.status).toBe('ok')
        expect(json.data.rows.length).toBeGreaterThan(0)
        for (const row of json.data.rows) {
          expect(Number.isInteger(row.item_count)).toBe(true)
          expect(row.item_count).toBeGreaterThan(0)
          if (sortby === 'growth' || row.label !== null) expect(row.item_count).toBeGreaterThanOrEqual(json.data.min_items)
        }
      }
    },
  )
})

test('a three-month word counts an item selling in several of its months once, as /api/search does', async () => {
  const ts = state().ts
  const { json } = await ranking({ plat: 'all', cid: 16, ts, is_multi_month: 1, sortby: 'sales', page_size: 3 })
  for (const row of json.data.rows) {
    const three = await api<ConceptSearchResult>('/api/search', {
      body: { plat: 'all', cid: '16', word: row.word, ts, is_multi_month: 1 },
      token: analyst,
    })
    expect(three.json.data.summary.items).toBe(row.item_count)
    expect(three.json.data.min_items).toBe(json.data.min_items)
    const one = await api<ConceptSearchResult>('/api/search', { body: { plat: 'all', cid: '16', word: row.word, ts }, token: analyst })
    expect(row.item_count).toBeGreaterThanOrEqual(one.json.data.summary.items)
  }
})
