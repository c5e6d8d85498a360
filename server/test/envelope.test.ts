// Envelope shape, and the error codes (docs/rules.md "Error codes") for bad input, unknown paths and missing sessions.
import { api, call, expectEnvelope, tokenFor } from './helpers'

describe('the envelope', () => {
  test('a success carries status ok, error_code 0, an empty error_msg and data', async () => {
    const { status, json } = await api('/api/dw_notice')
    expect(status).toBe(200)
    expectEnvelope(json)
    expect(json).toMatchObject({ status: 'ok', error_code: 0, error_msg: '' })
    expect(Array.isArray(json.data)).toBe(true)
  })

  test('an unknown /api path is an HTTP 404 with envelope error_code 404', async () => {
    const { status, json } = await api('/api/no_such_call')
    expect(status).toBe(404)
    expectEnvelope(json)
    expect(json).toMatchObject({ status: 'error', error_code: 404 })
  })

  test('an unknown /api path stays a JSON 404 even when the browser asks for HTML', async () => {
    const res = await call('/api/no_such_call', { headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
  })
})

// Every route that takes input answers -400 in an HTTP 200 envelope, naming the field.
const BAD_INPUT: [string, string, Parameters<typeof api>[1], RegExp][] = [
  ['get_word_ts with an unknown plat', '/api/get_word_ts?plat=taobao', {}, /plat/],
  ['get_jd_ts with an unknown plat', '/api/get_jd_ts?plat=1', {}, /plat/],
  ['/get_word_ts with an unknown plat', '/get_word_ts?plat=nope', {}, /plat/],
  ['cats_tree without plat', '/api/cats_tree', {}, /plat/],
  ['cats_tree with an unknown plat', '/api/cats_tree?plat=amazon', {}, /plat/],
  ['ecommerce without plat', '/api/ecommerce', { body: {} }, /plat/],
  ['ecommerce with a malformed month', '/api/ecommerce', { body: { plat: 'all', ts: '2026-13' } }, /ts/],
  ['ecommerce with page_size 1000', '/api/ecommerce', { body: { plat: 'all', page_size: 1000 } }, /page_size/],
  ['ecommerce with is_multi_month 2', '/api/ecommerce', { body: { plat: 'all', is_multi_month: 2 } }, /is_multi_month/],
  ['ecommerce with a negative cid', '/api/ecommerce', { body: { plat: 'all', cid: -5 } }, /cid/],
  ['ecommerce with malformed JSON', '/api/ecommerce', { body: '{"plat":', headers: {} }, /request/],
  ['client_error without ua', '/api/client_error', { body: { error_url: '/x', tab: 't', browser_finger: 'f' } }, /ua/],
  [
    'client_error with a huge message',
    '/api/client_error',
    { body: { error_url: '/x', ua: 'u', tab: 't', browser_finger: 'f', message: 'x'.repeat(9000) } },
    /message/,
  ],
  ['sso/token without password', '/sso/token', { body: { username: 'analyst@growthradar.demo' } }, /password/],
  ['sso/login with an unknown lang', '/sso/login?lang=fr', {}, /lang/],
  ['mj_logout with an over-long redirect', `/mj_logout?redirect_url=/${'a'.repeat(2100)}`, {}, /redirect_url/],
  // found by sending every route malformed values: these reached a store and failed there (-500)
  [
    'client_error with NUL in ua',
    '/api/client_error',
    { body: { error_url: '/x', ua: 'a\u0000b', tab: 't', browser_finger: 'f' } },
    /body\.ua: text must not contain the NUL character/,
  ],
  [
    'search_marked with NUL in a nested word',
    '/api/search_marked',
    { body: { items: [{ word: '连衣裙\u0000', plat: 'all', category_id: 16 }] } },
    /body\.items\.0\.word: text must not contain the NUL/,
  ],
  ['marked with %00 in the query', '/api/marked?category_id=16&word=%00&plat=all', {}, /querystring\.word: text must not contain the NUL/],
  // (verify, not send: a send draws from the account's SMS budget, which sms.test.ts needs)
  [
    'sms/verify/login with a phone_id beyond any id',
    '/api/sms/verify/login',
    { body: { phone_id: 2 ** 53, code: '123456' } },
    /phone_id: must be <= 2147483647/,
  ],
  [
    'phone/setting DELETE with a phone_id beyond any id',
    '/api/phone/setting?phone_id=9007199254740993',
    { method: 'DELETE' },
    /phone_id: must be <= 2147483647/,
  ],
  [
    'sms/verify/login with phone_id "Infinity" (coerced to a number)',
    '/api/sms/verify/login',
    { body: { phone_id: 'Infinity', code: '123456' } },
    /body\.phone_id: must be a finite number/,
  ],
  ['brands with cid "-Infinity" in the query', '/api/brands?plat=all&cid=-Infinity', {}, /cid/],
  // category ids are not accounts' row ids: Amazon's pass 2³¹; the bound is what a JSON number holds exactly
  [
    'marked with a category_id beyond any id',
    '/api/marked',
    { body: { category_id: 2 ** 53, func: 'add', word: 'x', platform: 'all' } },
    /category_id: must be <= 9007199254740991/,
  ],
]

describe('bad input gets -400 with a message naming the field', () => {
  test.each(BAD_INPUT)('%s', async (_name, path, options, field) => {
    const token = await tokenFor('analyst@growthradar.demo')
    const { status, json } = await api(path, { ...options, token })
    expect(status).toBe(200)
    expectEnvelope(json)
    expect(json.status).toBe('error')
    expect(json.error_code).toBe(-400)
    expect(String(json.error_msg)).toMatch(field)
  })
})

describe('data calls without a session get -401', () => {
  test.each([
    ['cats_tree', '/api/cats_tree?plat=all', {}],
    ['ecommerce', '/api/ecommerce', { body: { plat: 'all' } }],
  ] as const)('%s', async (_name, path, options) => {
    const { status, json } = await api(path, options)
    expect(status).toBe(200)
    expect(json).toMatchObject({ status: 'error', error_code: -401 })
  })

  test('a made-up token is no session', async () => {
    const { json } = await api('/api/ecommerce', { body: { plat: 'all' }, token: 'x'.repeat(43) })
    expect(json.error_code).toBe(-401)
  })
})
