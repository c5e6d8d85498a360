// "Non-ASCII redirect targets": a redirect_url holding characters outside ASCII (Chinese
// text, the ideographic space U+3000, the right-to-left override U+202E) once reached the Location
// header as it was; Node refuses such a header, so /mj_logout answered HTTP 500 with the framework's
// raw body and a correct password set no cookie. The target is now sent percent-encoded, same-origin.
import { call, PASSWORD } from './helpers'

const TARGETS: [name: string, target: string, location: string][] = [
  ['Chinese text', '/中文', '/%E4%B8%AD%E6%96%87'],
  ['the ideographic space U+3000', '/concept?word=\u3000', '/concept?word=%E3%80%80'],
  ['the right-to-left override U+202E', '/\u202Eevil', '/%E2%80%AEevil'],
  ['a Latin-1 letter (Node would send it as one raw byte)', '/caf\u00e9', '/caf%C3%A9'],
  ['text in the fragment', '/detail?word=连衣裙#趋势', '/detail?word=%E8%BF%9E%E8%A1%A3%E8%A3%99#%E8%B6%8B%E5%8A%BF'],
]

function sessionCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('gr_session='))
}

describe.each(TARGETS)('redirect_url with %s', (_name, target, location) => {
  test('the logout (POST /mj_logout) redirects to the encoded same-origin target', async () => {
    const res = await call(`/mj_logout?redirect_url=${encodeURIComponent(target)}`, { method: 'POST' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(location)
  })

  test('/sso/login with the right password sets the cookie and redirects to the encoded target', async () => {
    const res = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: target } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(location)
    expect(sessionCookie(res)).toMatch(/^gr_session=[^;]+;/)
  })

  test('the login form carries the encoded target', async () => {
    const res = await call(`/sso/login?redirect_url=${encodeURIComponent(target)}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`name="redirect_url" value="${location}"`)
  })
})

// Encoding normalises the path ('/./' and '/../' segments go): what is sent must still resolve to
// this origin, never become '//host' (protocol-relative, another site).
test.each(['/.//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example', '/.//中文.example'])(
  'a path that normalises to "//host" (%s) stays on this origin',
  async (target) => {
    const res = await call(`/mj_logout?redirect_url=${encodeURIComponent(target)}`, { method: 'POST' })
    expect(res.status).toBe(302)
    const location = res.headers.get('location') as string
    expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
    expect(new URL(location, 'http://this.example').origin).toBe('http://this.example')
  },
)

test("a sign-in asked for by the app's /login hand-over goes on to the concepts, not back to /login", async () => {
  for (const target of ['/login', '/login?x=1']) {
    const res = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: target } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/concept')
  }
  // /loginPage is a page of its own (the phones' sign-in) and is kept
  const res = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: '/loginPage' } })
  expect(res.headers.get('location')).toBe('/loginPage')
})
