// A lone surrogate (half of a UTF-16 pair, sent as the JSON escape "\ud800") in
// /api/wxmini_params answered -500: the account store's UTF-8 text and jsonb cannot hold it. It is
// refused as -400 naming the field, in the one place that already refuses the NUL character
// (server/http/input-guard.ts), so every route is covered at once.
import { api, tokenFor } from './helpers'

let token = ''
beforeAll(async () => {
  token = await tokenFor('analyst@growthradar.demo')
})

// JSON.stringify writes a lone surrogate as its escape, as a hostile client would send it
test.each([
  ['a high surrogate alone', '\ud800'],
  ['a low surrogate alone', 'x\udc00y'],
  ['two high surrogates', '\ud83d\ud83d'],
  ['a pair reversed', '\ude00\ud83d'],
])('wxmini_params with %s in a field: -400 naming the field', async (_name, text) => {
  const { status, json } = await api('/api/wxmini_params', { token, body: { word: text, plat: 'all', cid: 16 } })
  expect(status).toBe(200)
  expect(json).toMatchObject({ status: 'error', error_code: -400 })
  expect(String(json.error_msg)).toBe('body.word: text must not contain a lone surrogate (half of a UTF-16 pair)')
})

test('in an extra parameter and in a parameter name: -400, never -500', async () => {
  const extra = await api('/api/wxmini_params', { token, body: { word: 'x', activedTab: 'T', page: '\udfff' } })
  expect(extra.json.error_code).toBe(-400)
  expect(String(extra.json.error_msg)).toMatch(/^body\.page: /)
  const name = await api('/api/wxmini_params', { token, body: { word: 'x', 'p\ud800': '1' } })
  expect(name.json.error_code).toBe(-400)
  expect(String(name.json.error_msg)).toMatch(/^body: text must not contain a lone surrogate/)
})

test('other routes that store text refuse it the same way', async () => {
  const marked = await api('/api/marked', { token, body: { category_id: 16, func: 'add', word: '连衣裙\ud800', platform: 'all' } })
  expect(marked.json).toMatchObject({
    error_code: -400,
    error_msg: 'body.word: text must not contain a lone surrogate (half of a UTF-16 pair)',
  })
  const report = await api('/api/client_error', {
    body: { error_url: '/x', ua: 'u', tab: 't', browser_finger: 'f', message: 'bad \udc00' },
  })
  expect(report.json).toMatchObject({
    error_code: -400,
    error_msg: 'body.message: text must not contain a lone surrogate (half of a UTF-16 pair)',
  })
})

test('whole pairs (emoji) and ordinary text still pass', async () => {
  const { json } = await api<{ url_id: string }>('/api/wxmini_params', { token, body: { word: '连衣裙 💥', plat: 'all', cid: 16 } })
  expect(json.status).toBe('ok')
  const back = await api<{ word: string }>(`/api/wxmini_params?wx_url_id=${json.data.url_id}`, { token })
  expect(back.json.data.word).toBe('连衣裙 💥')
})
