// The refused rows of POST /api/search_marked carried the category's name, so a caller
// could read the names of categories outside its permission by following concepts in them. A row
// that failed says why (error_code, error_msg) and nothing of its category.
import type { MarkedSearchResult } from '../../types'
import { api, tokenFor } from './helpers'

test('a -403 row carries no category name; an answered row keeps it', async () => {
  const partial = await tokenFor('partial@growthradar.demo')
  const items = [
    { word: '法式', plat: 'all', category_id: 16 }, // permitted
    { word: '法式', plat: 'all', category_id: 1801 }, // Taobao/Tmall 1801: outside partial@'s list
    { word: 'and', plat: 'all', category_id: 1801 }, // a malformed word in a category it may not see
  ]
  const { json } = await api<MarkedSearchResult>('/api/search_marked', { body: { items }, token: partial })
  expect(json.status).toBe('ok')
  const [allowed, refused, malformed] = json.data.rows
  expect(allowed).toMatchObject({ error_code: 0, category_name: '女装/女士精品' })
  expect(refused).toMatchObject({ error_code: -403, category_name: '', summary: null, trend: [] })
  expect(malformed.error_code).not.toBe(0)
  expect(malformed.category_name).toBe('')
  // the name of 1801 for an account that may see it: it appears nowhere in the refused rows
  const analyst = await tokenFor('analyst@growthradar.demo')
  const full = (await api<MarkedSearchResult>('/api/search_marked', { body: { items: [items[1]] }, token: analyst })).json.data.rows[0]
  expect(full.category_name).not.toBe('')
  expect(JSON.stringify([refused, malformed])).not.toContain(full.category_name)
})
