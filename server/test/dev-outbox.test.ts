// The development SMS outbox (GET /sso/dev/outbox, the codes of every SMS) answered any
// Host header — a page on evil.example resolving to 127.0.0.1 (DNS rebinding) could read the codes
// from a developer's browser — and it was switched on by the address the server listens on, not by
// who asks. It now answers only a caller on this machine (a loopback address, as the socket and any
// trusted proxy header say) that names a loopback host (127.0.0.1, localhost, [::1], with the port).
import http from 'node:http'
import { loadConfig } from '../config'
import { isLocalCaller } from '../routes/sms-dev-outbox'
import { state } from './helpers'

/** GET with the Host header of our choosing (fetch always sends the URL's own). */
function get(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { status: string; error_code: number; error_msg: string } }> {
  const url = new URL(state().baseUrl + path)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const port = () => new URL(state().baseUrl).port

describe('GET /sso/dev/outbox over HTTP', () => {
  test.each(['127.0.0.1:PORT', 'localhost:PORT', '[::1]:PORT', 'LOCALHOST:PORT', '127.0.0.1', 'localhost'])(
    'from this machine naming a loopback host (%s): the messages',
    async (host) => {
      const { status, body } = await get('/sso/dev/outbox?limit=1', { host: host.replace('PORT', port()), 'x-forwarded-for': '127.0.0.1' })
      expect(status).toBe(200)
      expect(body).toMatchObject({ status: 'ok', error_code: 0 })
    },
  )

  test.each([
    'evil.example:PORT',
    'evil.example',
    '127.0.0.1.evil.example:PORT',
    'localhost.evil.example',
    '127.0.0.2:PORT',
    '0.0.0.0:PORT',
    '[::1].evil:PORT',
    'localhost:PORT@evil.example',
  ])('a Host that is not loopback (%s, DNS rebinding): HTTP 403 in the envelope, nothing listed', async (host) => {
    const { status, body } = await get('/sso/dev/outbox?limit=1', { host: host.replace('PORT', port()), 'x-forwarded-for': '127.0.0.1' })
    expect(status).toBe(403)
    expect(body).toMatchObject({ status: 'error', error_code: 403, error_msg: expect.stringMatching(/本机可用|this machine/) })
    expect(body).toMatchObject({ data: null })
  })

  test.each(['/sso/dev/outbox?limit=1', '/sso/dev/wechat_outbox?limit=1'])(
    '%s from a caller on another machine (the trusted proxy header says so) with a loopback Host: HTTP 403',
    async (path) => {
      const { status, body } = await get(path, { host: `127.0.0.1:${port()}`, 'x-forwarded-for': '203.0.113.7' })
      expect(status).toBe(403)
      expect(body.error_code).toBe(403)
    },
  )
})

describe('the rule', () => {
  const request = (ip: string, socket: string, host: string | undefined) =>
    ({ ip, socket: { remoteAddress: socket }, headers: host === undefined ? {} : { host } }) as unknown as Parameters<
      typeof isLocalCaller
    >[0]

  test('caller address, socket address and Host must all be loopback', () => {
    expect(isLocalCaller(request('127.0.0.1', '127.0.0.1', '127.0.0.1:8080'))).toBe(true)
    expect(isLocalCaller(request('::1', '::1', '[::1]:8080'))).toBe(true)
    expect(isLocalCaller(request('::ffff:127.0.0.1', '::ffff:127.0.0.1', 'localhost:8080'))).toBe(true)
    // a spoofed X-Forwarded-For from another machine: the socket is not loopback
    expect(isLocalCaller(request('127.0.0.1', '198.51.100.4', '127.0.0.1:8080'))).toBe(false)
    // behind a proxy on this machine: the socket is loopback, the client is not
    expect(isLocalCaller(request('198.51.100.4', '127.0.0.1', '127.0.0.1:8080'))).toBe(false)
    expect(isLocalCaller(request('127.0.0.1', '127.0.0.1', 'radar.example.com'))).toBe(false)
    expect(isLocalCaller(request('127.0.0.1', '127.0.0.1', undefined))).toBe(false)
  })

  test('the route exists outside production whatever the listen address (each request is checked), never in production', () => {
    const outbox = (vars: Record<string, string>) => loadConfig(vars as unknown as NodeJS.ProcessEnv, '/tmp').smsDevOutbox
    expect(outbox({})).toBe(true)
    expect(outbox({ SMS_DEV_OUTBOX: '0' })).toBe(false)
    expect(outbox({ NODE_ENV: 'production', SMS_DEV_OUTBOX: '1', PUBLIC_URL: 'https://radar.example.com' })).toBe(false)
  })
})
