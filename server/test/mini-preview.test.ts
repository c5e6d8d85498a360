// GET /api/mini_preview: the mini-program's home for someone not signed in — one platform's top
// concepts of the latest month, as many as the home shows by default, without a session; the same
// rows a signed-in home shows for that platform; cached and cacheable.
import type { MiniHomepage, MiniPreview } from '../../types'
import { api, call, state, tokenFor } from './helpers'

const preview = (query = '') => api<MiniPreview>(`/api/mini_preview${query}`)

test('without a session: the latest month, Taobao/Tmall in its default category, five rows as the signed-in home has them', async () => {
  const { json } = await preview()
  expect(json.status).toBe('ok')
  expect(json.data.ts).toBe(state().ts)
  expect(json.data.concepts).toMatchObject({ plat: 'all', cid: 16, currency: 'CNY' })
  expect(json.data.concepts.rows).toHaveLength(5)
  expect(json.data.concepts.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5])
  const home = (await api<MiniHomepage>('/api/mini_homepage', { body: { plat: 'all' }, token: await tokenFor('mini@growthradar.demo') }))
    .json.data
  expect(json.data.concepts).toEqual(home.concepts[0])
})

test.each([
  ['jd', 1801],
  ['douyin', 16],
])('?plat=%s answers that platform in its default category %i', async (plat, cid) => {
  const { json } = await preview(`?plat=${plat}`)
  expect(json.data.concepts).toMatchObject({ plat, cid })
  expect(json.data.concepts.rows.length).toBeGreaterThan(0)
})

test.each(['gamazon', 'ebay', 'tbjd', 'x'])('a platform the preview does not show (%s) is -400 naming plat', async (plat) => {
  const { json } = await preview(`?plat=${plat}`)
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toContain('plat')
})

test('the answer may be kept a few minutes and is the same body the second time (cached)', async () => {
  const first = await call('/api/mini_preview?plat=jd')
  expect(first.headers.get('cache-control')).toBe('public, max-age=300')
  const second = await call('/api/mini_preview?plat=jd')
  expect(await second.text()).toBe(await first.text())
})
