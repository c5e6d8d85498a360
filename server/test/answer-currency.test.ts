// Every concept answer states the currency of its amounts (US $ on Amazon and eBay, yuan on the
// Chinese platforms, whatever the language), as /api/search does: the compact card, the followed
// concepts' summaries and the mini-program home (the monthly report: report.test.ts).
import type { ConceptRanking, MarkedSearchResult, MiniHomepage, MiniSearchResult } from '../../types'
import { api, tokenFor } from './helpers'

let analyst: string
let ebayWord: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
  ebayWord = (await api<ConceptRanking>('/api/ecommerce', { body: { plat: 'ebay', cid: 1853126, page_size: 1 }, token: analyst })).json.data
    .rows[0].word
})

test.each([
  ['all', '连衣裙', '16', 'CNY'],
  ['jd', '连衣裙', '1801', 'CNY'],
  ['ebay', '', '1853126', 'USD'],
])('mini_search on %s states %s amounts', async (plat, word, cid, currency) => {
  const query = new URLSearchParams({ word: word || ebayWord, plat, cid })
  const { json } = await api<MiniSearchResult>(`/api/mini_search?${query}`, { token: analyst })
  expect(json.status).toBe('ok')
  expect(json.data.currency).toBe(currency)
})

test("search_marked: each row states its own platform's currency, a refused row too", async () => {
  const items = [
    { word: ebayWord, plat: 'ebay', category_id: 1853126 },
    { word: '连衣裙', plat: 'all', category_id: 16 },
    { word: '连衣裙', plat: 'all', category_id: 999999999 },
  ]
  const { json } = await api<MarkedSearchResult>('/api/search_marked', { body: { items }, token: analyst })
  expect(json.status).toBe('ok')
  expect(json.data.rows.map((r) => [r.plat, r.error_code === 0, r.currency])).toEqual([
    ['ebay', true, 'USD'],
    ['all', true, 'CNY'],
    ['all', false, 'CNY'],
  ])
})

test("mini_homepage: each platform's concepts state their currency", async () => {
  const { json } = await api<MiniHomepage>('/api/mini_homepage', { body: {}, token: analyst })
  expect(json.status).toBe('ok')
  const byPlat = Object.fromEntries(json.data.concepts.map((c) => [c.plat, c.currency]))
  expect(byPlat).toMatchObject({ all: 'CNY', jd: 'CNY', gamazon: 'USD' })
})
