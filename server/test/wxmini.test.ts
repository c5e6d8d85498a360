// Saved links: POST /api/wxmini_params → url_id; GET /api/wxmini_params?wx_url_id= → the params;
// GET /api/share_preview?url_id= → what the shared card shows someone not signed in.
import type { ConceptSearchResult, SavedLink, SavedLinkId, SharePreview } from '../../types'
import { api, expectEnvelope, tokenFor } from './helpers'

const PATH = '/api/wxmini_params'

test.each([['POST'], ['GET']])('%s without a session: -401', async (method) => {
  const { json } = await api(method === 'GET' ? `${PATH}?wx_url_id=AAAAAAAAAAAA` : PATH, {
    method,
    body: method === 'POST' ? { word: 'x' } : undefined,
  })
  expectEnvelope(json)
  expect(json.error_code).toBe(-401)
})

test('save the page params, load them by url_id from another user', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const params = { word: '"防晒 or 隔离"', plat: 'all', cid: 16, label1: '女装', activedTab: 'BrandList', ts: '2025-06', is_multi_month: 1 }
  const saved = await api<SavedLinkId>(PATH, { token, body: params })
  expect(saved.json.status).toBe('ok')
  const id = saved.json.data.url_id
  expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/)

  // the same params again (in another order): the same link
  const again = await api<SavedLinkId>(PATH, { token, body: Object.fromEntries(Object.entries(params).reverse()) })
  expect(again.json.data.url_id).toBe(id)
  // other params: another, unrelated id
  const other = await api<SavedLinkId>(PATH, { token, body: { ...params, activedTab: 'TrendList' } })
  expect(other.json.data.url_id).not.toBe(id)

  // a shared link opens for another account, exactly as saved (words keep their quotes: pages strip them)
  const loaded = await api<SavedLink>(`${PATH}?wx_url_id=${id}`, { token: await tokenFor('partner@acme.demo') })
  expect(loaded.json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: params })
})

test('a detail view of several categories saves its cid as on /detail ("16,1801") and loads it back as posted', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const params = { word: '防晒', plat: 'all', cid: '16,1801', ts: '2026-01', activedTab: 'CategoryList' }
  const saved = await api<SavedLinkId>(PATH, { token, body: params })
  expect(saved.json.status).toBe('ok')
  const loaded = await api<SavedLink>(`${PATH}?wx_url_id=${saved.json.data.url_id}`, { token })
  expect(loaded.json.data).toMatchObject(params)
})

test('missing fields come back empty; unknown ids are -404', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const saved = await api<SavedLinkId>(PATH, { token, body: { word: '防晒' } })
  const loaded = await api<SavedLink>(`${PATH}?wx_url_id=${saved.json.data.url_id}`, { token })
  expect(loaded.json.data).toEqual({ word: '防晒', plat: '', cid: '', label1: '', activedTab: '' })
  const missing = await api(`${PATH}?wx_url_id=AAAAAAAAAAAA`, { token })
  expect(missing.json.error_code).toBe(-404)
})

test.each([
  ['POST', {}, /body/],
  ['POST', { plat: 'mars' }, /body.plat/],
  ['POST', { cid: 'abc' }, /body.cid/],
  ['POST', { cid: '16,,1801' }, /body.cid/],
  ['POST', { cid: '16,987654321' }, /body.cid: category 987654321 does not exist/],
  ['POST', { word: 'x', nested: { a: 1 } }, /body.nested/],
  ['POST', { cid: 987654321, plat: 'jd' }, /body.cid: category 987654321 does not exist on JD/],
  ['GET', 'wx_url_id=short', /querystring.wx_url_id/],
  ['GET', '', /wx_url_id/],
] as const)('%s %j: -400 naming the problem', async (method, input, message) => {
  const token = await tokenFor('analyst@growthradar.demo')
  const { json } = method === 'GET' ? await api(`${PATH}?${input}`, { token }) : await api(PATH, { token, body: input })
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toMatch(message)
})

test.each([
  ['all', 1801],
  ['tbjd', 1801],
  ['douyin', 1801],
  ['gamazon', 3760911],
  ['ebay', 1853126],
])('partial@ cannot save a link into a category outside its %s list: -403', async (plat, cid) => {
  const token = await tokenFor('partial@growthradar.demo')
  const { json } = await api(PATH, { token, body: { word: '精华', plat, cid } })
  expect(json.error_code).toBe(-403)
  const own = await api<SavedLinkId>(PATH, { token, body: { word: '精华', plat: 'all', cid: 16 } })
  expect(own.json.status).toBe('ok')
})

describe('GET /api/share_preview: a shared detail card seen by someone not signed in', () => {
  test("the concept, platform, categories and month with the headline growth its sharer saw, equal to the sharer's /api/search", async () => {
    const token = await tokenFor('analyst@growthradar.demo')
    const params = { word: '法式', plat: 'all', cid: 16, ts: '2026-06', activedTab: 'TrendList' }
    const id = (await api<SavedLinkId>(PATH, { token, body: params })).json.data.url_id
    const preview = await api<SharePreview>(`/api/share_preview?url_id=${id}`)
    const search = await api<ConceptSearchResult>('/api/search', { token, body: { word: '法式', plat: 'all', cid: '16', ts: '2026-06' } })
    expect(preview.json).toMatchObject({ status: 'ok', error_code: 0 })
    expect(preview.json.data).toEqual({
      word: '法式',
      plat: 'all',
      category_names: search.json.data.category_names,
      category_names_en: search.json.data.category_names_en,
      ts: '2026-06',
      sales_yoy: search.json.data.summary.sales_yoy,
      label: search.json.data.summary.label,
      partial: search.json.data.partial,
    })
    expect(typeof preview.json.data.sales_yoy).toBe('number')
  })

  test('an unknown id is -404 in the reader language; a malformed one -400; nothing else is answered', async () => {
    const unknown = await api('/api/share_preview?url_id=AAAAAAAAAAAA', { headers: { 'accept-language': 'zh-CN' } })
    expect(unknown.json).toMatchObject({ status: 'error', error_code: -404, data: null })
    expect(unknown.json.error_msg).toContain('不存在或已失效')
    expect((await api('/api/share_preview?url_id=../x')).json).toMatchObject({ status: 'error', error_code: -400 })
    expect((await api('/api/share_preview')).json).toMatchObject({ status: 'error', error_code: -400 })
  })
})
