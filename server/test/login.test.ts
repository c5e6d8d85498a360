// The login service: form page, cookie session, wrong password, open redirects, logout, token
// login for the mini-program, the per-address rate limit on password guessing and the per-account
// back-off (its clock-driven rules are covered with an injected clock in pg-store-suite.ts).
import { api, call, freshAddress, PASSWORD } from './helpers'

const zh = { 'accept-language': 'zh-CN' }

function sessionCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('gr_session='))
}

describe('GET /sso/login', () => {
  test('renders a login form in Chinese by default and in English on request', async () => {
    const zh = await call('/sso/login?service=growthradar&redirect_url=/concept', { headers: { 'accept-language': '' } })
    expect(zh.status).toBe(200)
    expect(zh.headers.get('content-type')).toContain('text/html')
    const zhHtml = await zh.text()
    expect(zhHtml).toContain('<form method="post" action="/sso/login"')
    expect(zhHtml).toContain('登录增长雷达')
    expect(zhHtml).toContain('name="redirect_url" value="/concept"')
    const en = await call('/sso/login', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(await en.text()).toContain('Sign in to Growth Radar')
  })

  test('a hostile redirect_url is not echoed into the form', async () => {
    const res = await call(`/sso/login?redirect_url=${encodeURIComponent('https://evil.example/"><script>')}`)
    const html = await res.text()
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('<script>')
  })
})

describe('POST /sso/login', () => {
  test('right password: 302 to the redirect with an HttpOnly SameSite session cookie', async () => {
    const res = await call('/sso/login', {
      form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: '/concept?plat=jd' },
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/concept?plat=jd')
    const cookie = sessionCookie(res)
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    const token = /gr_session=([^;]+)/.exec(cookie as string)?.[1] as string
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const { json } = await api('/api/user', { cookie: `gr_session=${token}` })
    expect(json.data).toMatchObject({ username: 'analyst@growthradar.demo', usertype: 'analyst' })
  })

  test('wrong password: the form again with a message, no cookie', async () => {
    const res = await call('/sso/login', {
      form: { username: 'analyst@growthradar.demo', password: 'wrong', redirect_url: '/concept' },
      headers: zh,
    })
    expect(res.status).toBe(200)
    expect(sessionCookie(res)).toBeUndefined()
    expect(await res.text()).toContain('账号或密码错误')
  })

  test('unknown account: same answer as a wrong password', async () => {
    const res = await call('/sso/login', { form: { username: 'nobody@growthradar.demo', password: PASSWORD }, headers: zh })
    expect(sessionCookie(res)).toBeUndefined()
    expect(await res.text()).toContain('账号或密码错误')
  })

  test.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('open redirect refused: %s goes to /concept', async (_name, target) => {
    const res = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD, redirect_url: target } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/concept')
  })
})

describe('logout and token login', () => {
  test('POST /mj_logout deletes the session, clears the cookie and redirects same-origin only', async () => {
    const login = await call('/sso/login', { form: { username: 'free@growthradar.demo', password: PASSWORD } })
    const token = /gr_session=([^;]+)/.exec(sessionCookie(login) as string)?.[1] as string
    const out = await call(`/mj_logout?redirect_url=${encodeURIComponent('https://evil.example')}`, {
      cookie: `gr_session=${token}`,
      method: 'POST',
    })
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/concept')
    expect(sessionCookie(out)).toMatch(/gr_session=;|Expires=Thu, 01 Jan 1970/)
    const { json } = await api('/api/user', { cookie: `gr_session=${token}` })
    expect(json.data).toMatchObject({ usertype: 'logged_out' })
  })

  test('/sso/token returns a token that works in X-API-KEY; a wrong password gets -401', async () => {
    const good = await api<{ token: string }>('/sso/token', { body: { username: 'mini@growthradar.demo', password: PASSWORD } })
    expect(good.json.status).toBe('ok')
    const me = await api('/api/user', { token: good.json.data.token })
    expect(me.json.data).toMatchObject({ username: 'mini@growthradar.demo' })
    const bad = await api('/sso/token', { body: { username: 'mini@growthradar.demo', password: 'nope' } })
    expect(bad.json).toMatchObject({ status: 'error', error_code: -401, data: null })
  })
})

describe('rate limit on password guessing', () => {
  test('repeated bad logins from one address get 429; another address is unaffected', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      // a different account each time: this is the address's limit, not an account's back-off
      const res = await call('/sso/login', { form: { username: `probe${i}@growthradar.demo`, password: `guess${i}` }, address })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    const other = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD } })
    expect(other.status).toBe(302)
  })

  test('the token login has the same per-address limit, answered as a 429 envelope', async () => {
    const address = freshAddress()
    let last: Awaited<ReturnType<typeof api>> | undefined
    for (let i = 0; i < 11; i++) last = await api('/sso/token', { body: { username: `x${i}@y.z`, password: `p${i}` }, address })
    expect(last?.status).toBe(429)
    expect(last?.json).toMatchObject({ status: 'error', error_code: 429, data: null })
  })
})

describe('per-account back-off', () => {
  // an account name no other test logs into; unknown names are held back exactly like real ones, so
  // the 429 tells nobody whether an account exists (pg-store-suite.ts runs the rules on a real account)
  const username = 'backoff-probe@growthradar.demo'

  test("after 5 wrong passwords from 5 addresses the account is refused with 429 from any address, in the request's language", async () => {
    const first: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await call('/sso/login', { form: { username, password: `guess${i}` }, address: freshAddress(), headers: zh })
      expect(await res.text()).toContain('账号或密码错误')
      first.push(res.status)
    }
    expect(first).toEqual([200, 200, 200, 200, 200])
    // the web form: the page again, HTTP 429, saying how long the account waits
    const form = await call('/sso/login', {
      form: { username: username.toUpperCase(), password: 'guess5' },
      address: freshAddress(),
      headers: zh,
    })
    expect(form.status).toBe(429)
    expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(50)
    const html = await form.text()
    expect(html).toMatch(/该账号密码错误次数过多，已暂时锁定，请 1 分钟后再试/)
    expect(sessionCookie(form)).toBeUndefined()
    // the token login: an HTTP 429 envelope, in English when the request asks for it
    const token = await api<{ retry_after_s: number }>('/sso/token', {
      body: { username, password: 'guess6' },
      headers: { 'accept-language': 'en' },
    })
    expect(token.status).toBe(429)
    expect(token.json).toMatchObject({ status: 'error', error_code: 429 })
    expect(token.json.data.retry_after_s).toBeGreaterThan(50)
    expect(token.json.data.retry_after_s).toBeLessThanOrEqual(60)
    expect(String(token.json.error_msg)).toBe('Too many wrong passwords for this account. It is locked for 1 min; please try again later.')
    // another account is not affected
    const other = await call('/sso/login', { form: { username: 'analyst@growthradar.demo', password: PASSWORD } })
    expect(other.status).toBe(302)
  })
})
