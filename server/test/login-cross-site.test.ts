// Signing in and out from another site. A page elsewhere posting the login form signed its visitor
// into the poster's account (login CSRF); a plain link or image to /mj_logout signed the visitor
// out. The login form now refuses a post that names another origin (a browser always names it),
// and logout is a POST from this site; GET /mj_logout shows a page whose button posts it.
import { api, call, PASSWORD, state } from './helpers'

const EVIL = 'http://evil.example'

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('gr_session='))
const login = (headers: Record<string, string> = {}) =>
  call('/sso/login', { form: { username: 'free@growthradar.demo', password: PASSWORD, redirect_url: '/concept' }, headers })

async function signedIn(): Promise<string> {
  const res = await login()
  return (sessionCookie(res) as string).split(';')[0]
}

const alive = async (cookie: string) => (await api<{ usertype: string }>('/api/user', { cookie })).json.data.usertype !== 'logged_out'

describe('POST /sso/login', () => {
  test.each([
    ['a foreign Origin', { origin: EVIL }],
    ['a foreign Referer and no Origin', { referer: `${EVIL}/page` }],
    ['Origin "null" (a sandboxed frame, a no-referrer page)', { origin: 'null' }],
  ])('from another site (%s): HTTP 403, no cookie', async (_name, headers) => {
    const res = await login(headers)
    expect(res.status).toBe(403)
    expect(sessionCookie(res)).toBeUndefined()
  })

  test.each([
    ['our own Origin', () => ({ origin: state().baseUrl })],
    ['our own Referer', () => ({ referer: `${state().baseUrl}/sso/login` })],
    ['no Origin or Referer (not a web page: a script, curl)', () => ({})],
  ])('%s: signed in', async (_name, headers) => {
    const res = await login(headers())
    expect(res.status).toBe(302)
    expect(sessionCookie(res)).toMatch(/^gr_session=[^;]+;/)
  })
})

describe('logout', () => {
  test("GET /mj_logout ends nothing: a page in the request's language whose button posts the logout", async () => {
    const cookie = await signedIn()
    const zh = await call('/mj_logout?redirect_url=%2Fsocial', { cookie, headers: { 'accept-language': 'zh-CN' } })
    expect(zh.status).toBe(200)
    expect(zh.headers.get('content-type')).toContain('text/html')
    expect(sessionCookie(zh)).toBeUndefined()
    const html = await zh.text()
    expect(html).toContain('<form method="post" action="/mj_logout?redirect_url=%2Fsocial">')
    expect(html).toContain('退出登录')
    expect(await (await call('/mj_logout', { cookie })).text()).toContain('Sign out')
    expect(await alive(cookie)).toBe(true)
  })

  test("a cross-site POST /mj_logout is refused (403); the page's own post ends the session", async () => {
    const cookie = await signedIn()
    const evil = await call('/mj_logout', { cookie, method: 'POST', headers: { origin: EVIL } })
    expect(evil.status).toBe(403)
    expect(await alive(cookie)).toBe(true)
    const own = await call('/mj_logout?redirect_url=%2Fsocial', { cookie, method: 'POST', headers: { origin: state().baseUrl } })
    expect(own.status).toBe(302)
    expect(own.headers.get('location')).toBe('/social')
    expect(await alive(cookie)).toBe(false)
  })
})
