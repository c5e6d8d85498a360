// Over https the session cookie is Secure and answers carry Strict-Transport-Security: in production
// with an https PUBLIC_URL (TLS ends at a proxy in front, so the server's own connection is plain
// http), and wherever a trusted proxy says X-Forwarded-Proto: https. Plain http in development
// carries neither (a browser would drop a Secure cookie there).
import { call, PASSWORD, tokenFor } from './helpers'
import { startOwnServer, type OwnServer } from './own-server'

let production: OwnServer

beforeAll(async () => {
  production = await startOwnServer('https', {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://radar.example.com',
    WECHAT_EXCHANGER: 'wechat',
  })
}, 240_000)

afterAll(() => production?.stop(), 30_000)

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('gr_session=')) ?? ''
const login = (baseUrl?: string, headers?: Record<string, string>) =>
  call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD }, baseUrl, headers })

test('a production start with the outbox as its SMS sender says loudly that no phone receives codes', () => {
  expect(production.output()).toMatch(/WARNING: SMS_SENDER is "outbox".*no phone receives them/)
})

describe('production behind an https PUBLIC_URL', () => {
  test.each([
    ['plain http from the proxy', {}],
    ['X-Forwarded-Proto: https', { 'x-forwarded-proto': 'https' }],
  ])('the session cookie is Secure (%s), and so is its clearing at logout', async (_name, headers) => {
    const res = await login(production.baseUrl, headers)
    expect(res.status).toBe(302)
    const cookie = sessionCookie(res)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    const token = await tokenFor('analyst@growthradar.demo', production.baseUrl)
    const handed = await call('/sso/cookie', { body: {}, token, baseUrl: production.baseUrl, headers })
    expect(sessionCookie(handed)).toMatch(/; Secure/i)
    const out = await call('/sso/logout', { body: {}, token, baseUrl: production.baseUrl, headers })
    expect(sessionCookie(out)).toMatch(/; Secure/i)
  })

  test.each(['/sso/login', '/api/user', '/no/such/page'])('%s carries Strict-Transport-Security', async (path) => {
    const res = await call(path, { baseUrl: production.baseUrl })
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('development (the shared test server: plain http, no PUBLIC_URL, TRUST_PROXY=1)', () => {
  test('plain http: no Secure cookie, no HSTS', async () => {
    const res = await login()
    expect(sessionCookie(res)).toMatch(/^gr_session=/)
    expect(sessionCookie(res)).not.toMatch(/; Secure/i)
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  test('a trusted proxy saying https: a Secure cookie and HSTS', async () => {
    const res = await login(undefined, { 'x-forwarded-proto': 'https' })
    expect(sessionCookie(res)).toMatch(/; Secure/i)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})
