// Writes authenticated by the session cookie accepted cross-site form posts (a page on
// evil.example posting a form to /api/marked, /api/wxmini_params, /api/sms/send/setting,
// /api/client_error with the visitor's cookie). Every state-changing request that carries the
// cookie (and not the mini-program's X-API-KEY) must now come from the server's own origin — its
// Origin header, or its Referer when there is no Origin — else HTTP 403 in the envelope; and /api
// takes JSON bodies only (HTTP 415 otherwise), which no cross-site form can send. The login form at
// /sso/login keeps its form posts.
import { isOwnOrigin } from '../http/same-origin'
import { api, call, PASSWORD, state, tokenFor } from './helpers'

const EVIL = 'http://evil.example'

let cookie = ''
let token = ''
beforeAll(async () => {
  const login = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: '/concept' } })
  cookie = (login.headers.getSetCookie().find((c) => c.startsWith('gr_session=')) as string).split(';')[0]
  token = await tokenFor('analyst@growthradar.demo')
})

const own = () => state().baseUrl

const WRITES: [path: string, body: Record<string, string | number>][] = [
  ['/api/marked', { category_id: 16, func: 'add', word: 'csrf-连衣裙', platform: 'all' }],
  ['/api/wxmini_params', { word: 'csrf', plat: 'all', cid: 16 }],
  ['/api/sms/send/setting', { phone: '15700990001' }],
  ['/api/client_error', { error_url: '/x', ua: 'u', tab: 't', browser_finger: 'f', message: 'csrf' }],
]

async function followed(word: string): Promise<number> {
  const qs = new URLSearchParams({ category_id: '16', word, plat: 'all' })
  return (await api<{ monitor_flag: number }>(`/api/marked?${qs}`, { cookie })).json.data.monitor_flag
}

describe('a cookie-authenticated write from another site: HTTP 403 in the envelope', () => {
  test.each(WRITES)('%s as a cross-site form post', async (path, body) => {
    const form = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))
    const res = await call(path, { form, cookie, headers: { origin: EVIL, referer: `${EVIL}/page` } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ status: 'error', error_code: 403, error_msg: expect.stringMatching(/another site/), data: null })
  })

  test.each(WRITES)('%s as JSON with a foreign Origin', async (path, body) => {
    const res = await call(path, { body, cookie, headers: { origin: EVIL } })
    expect(res.status).toBe(403)
  })

  test('nothing was followed by the refused posts', async () => {
    expect(await followed('csrf-连衣裙')).toBe(0)
  })

  test.each([
    ['a foreign Referer and no Origin', { referer: `${EVIL}/page` }],
    ['Origin "null" (a sandboxed frame, a no-referrer page)', { origin: 'null' }],
    ['neither Origin nor Referer', {}],
    ['a same-host Origin on another port', { origin: 'PORT+1' }],
    ['an Origin that only starts like ours', { origin: 'OWN.evil.example' }],
  ])('%s: HTTP 403', async (_name, headers: Record<string, string>) => {
    const h = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [
        k,
        v
          .replace(
            'PORT+1',
            own().replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`),
          )
          .replace('OWN', own()),
      ]),
    )
    const res = await call('/api/marked', { body: WRITES[0][1], cookie, headers: { ...h, origin: h.origin ?? '' } })
    expect(res.status).toBe(403)
  })
})

describe('what stays accepted', () => {
  test('the same write from our own origin (Origin, or Referer alone)', async () => {
    const body = { category_id: 16, func: 'add', word: 'same-origin-连衣裙', platform: 'all' }
    expect((await api('/api/marked', { body, cookie, headers: { origin: own() } })).json.status).toBe('ok')
    expect(await followed('same-origin-连衣裙')).toBe(1)
    const del = await call('/api/marked', {
      body: { ...body, func: 'del' },
      cookie,
      headers: { origin: '', referer: `${own()}/detail?word=x` },
    })
    expect(del.status).toBe(200)
    expect(await followed('same-origin-连衣裙')).toBe(0)
  })

  test('the mini-program (X-API-KEY, no cookie authentication) whatever its Origin or Referer', async () => {
    const wx = { referer: 'https://servicewechat.com/wx0123456789/1/page-frame.html' }
    const { json } = await api<{ url_id: string }>('/api/wxmini_params', { body: WRITES[1][1], token, headers: wx })
    expect(json.status).toBe('ok')
    expect((await api('/api/wxmini_params', { body: WRITES[1][1], token, cookie, headers: { origin: EVIL } })).json.status).toBe('ok')
  })

  test('reads (GET) with the cookie from anywhere', async () => {
    const res = await call('/api/user', { cookie, headers: { origin: EVIL } })
    expect(res.status).toBe(200)
  })

  test('the login form at /sso/login keeps its form posts', async () => {
    const res = await call('/sso/login', { form: { username: 'free@growthradar.demo', password: PASSWORD, redirect_url: '/concept' } })
    expect(res.status).toBe(302)
  })
})

describe('/api takes JSON bodies only: HTTP 415 in the envelope', () => {
  test.each([
    ['application/x-www-form-urlencoded', 'word=x&plat=all'],
    ['text/plain', '{"word":"x","plat":"all"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="word"\r\n\r\nx\r\n--x--\r\n'],
    ['application/octet-stream', 'x'],
  ])('%s, even with the mini-program key', async (type, body) => {
    const res = await fetch(`${own()}/api/wxmini_params`, { method: 'POST', body, headers: { 'content-type': type, 'x-api-key': token } })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ status: 'error', error_code: 415, error_msg: expect.stringMatching(/JSON/), data: null })
  })

  test('an anonymous form post to /api/client_error: 415', async () => {
    const res = await call('/api/client_error', { form: { error_url: '/x', ua: 'u', tab: 't', browser_finger: 'f' } })
    expect(res.status).toBe(415)
  })

  test('JSON with a charset, and a POST without a body, still pass the content check', async () => {
    const res = await fetch(`${own()}/api/wxmini_params`, {
      method: 'POST',
      body: JSON.stringify(WRITES[1][1]),
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-api-key': token },
    })
    expect(await res.json()).toMatchObject({ status: 'ok' })
    const empty = await fetch(`${own()}/api/marked`, { method: 'POST', headers: { 'x-api-key': token } })
    expect(empty.status).toBe(200)
    expect(await empty.json()).toMatchObject({ error_code: -400 })
  })
})

describe('the origin rule', () => {
  test('with PUBLIC_URL: scheme, host and port must match it', () => {
    const pub = 'https://radar.example.com'
    expect(isOwnOrigin('https://radar.example.com', pub, 'ignored:1')).toBe(true)
    expect(isOwnOrigin('https://RADAR.example.com', pub, 'ignored:1')).toBe(true)
    expect(isOwnOrigin('http://radar.example.com', pub, 'radar.example.com')).toBe(false)
    expect(isOwnOrigin('https://radar.example.com:8443', pub, 'radar.example.com')).toBe(false)
    expect(isOwnOrigin('https://evil.example', pub, 'evil.example')).toBe(false)
  })

  test('without PUBLIC_URL: the host (and port) the request was sent to', () => {
    expect(isOwnOrigin('http://127.0.0.1:8080', undefined, '127.0.0.1:8080')).toBe(true)
    expect(isOwnOrigin('https://radar.example.com', undefined, 'radar.example.com')).toBe(true)
    expect(isOwnOrigin('http://127.0.0.1:8081', undefined, '127.0.0.1:8080')).toBe(false)
    expect(isOwnOrigin('null', undefined, '127.0.0.1:8080')).toBe(false)
    expect(isOwnOrigin('not a url', undefined, '127.0.0.1:8080')).toBe(false)
  })
})
