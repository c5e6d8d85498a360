// A browser that signs in on the app's own login page gets a token; POST /sso/cookie hands that
// session to the browser as its HttpOnly cookie, so page loads without script headers (the
// category-tree scripts, downloads, logout) carry it.
import { api, call, tokenFor } from './helpers'

const sessionCookie = (setCookie: string | null) => /gr_session=([^;]+)/.exec(setCookie ?? '')?.[1]

test('the token of a login becomes the cookie: HttpOnly, SameSite=Lax, and the tree script then answers the user', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const res = await call('/sso/cookie', { body: {}, token })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ status: 'ok', data: { cookie: true } })
  const setCookie = res.headers.get('set-cookie')
  expect(sessionCookie(setCookie)).toBe(token)
  expect(setCookie).toMatch(/HttpOnly/i)
  expect(setCookie).toMatch(/SameSite=Lax/i)
  // a script load carries only the cookie
  const script = await (await call('/static/tree/all.js', { method: 'GET', cookie: `gr_session=${token}` })).text()
  expect(script).toContain('status:"ok"')
})

test('only the X-API-KEY header is accepted: a cookie alone, no session or a spent token is -401', async () => {
  const token = await tokenFor('analyst@growthradar.demo')
  const cookieOnly = await api('/sso/cookie', { body: {}, cookie: `gr_session=${token}`, headers: { origin: 'http://127.0.0.1' } })
  expect(cookieOnly.json.error_code).not.toBe(0)
  for (const bad of [undefined, 'not-a-token']) {
    const { json } = await api('/sso/cookie', { body: {}, token: bad })
    expect(json.error_code).toBe(-401)
  }
  await api('/sso/logout', { body: {}, token })
  expect((await api('/sso/cookie', { body: {}, token })).json.error_code).toBe(-401)
})
