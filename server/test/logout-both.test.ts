// A logout carrying both a token (X-API-KEY) and the session cookie ends both sessions: ending only
// the token's left the browser signed in by its cookie after the user had signed out.
import { api, call, PASSWORD, tokenFor } from './helpers'

async function cookieSession(): Promise<string> {
  const res = await call('/sso/login', { form: { username: 'partner@acme.demo', password: PASSWORD } })
  return (res.headers.getSetCookie().find((c) => c.startsWith('gr_session=')) as string).split(';')[0]
}

const alive = async (o: { token?: string; cookie?: string }) =>
  (await api<{ usertype: string }>('/api/user', o)).json.data.usertype !== 'logged_out'

test.each([
  ['POST /sso/logout', '/sso/logout', {}],
  ['POST /mj_logout', '/mj_logout', undefined],
])('%s with a token and a cookie ends both', async (_name, path, body) => {
  const token = await tokenFor('partner@acme.demo')
  const cookie = await cookieSession()
  expect([await alive({ token }), await alive({ cookie })]).toEqual([true, true])
  const out = await call(path, { method: 'POST', body, token, cookie })
  expect(out.status).toBeLessThan(400)
  expect([await alive({ token }), await alive({ cookie })]).toEqual([false, false])
})
