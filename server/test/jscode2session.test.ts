// The real exchanger against a stand-in for WeChat's jscode2session (no machine here reaches WeChat):
// the request it makes, the answers it maps, and that neither the secret nor the code reaches a log.
import { jscode2sessionExchanger, JSCODE2SESSION_URL } from '../wechat/jscode2session'

const SECRET = 'app-secret-never-logged'
const CODE = '0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P'

function exchangerAnswering(answer: () => Promise<Response>) {
  const logged: string[] = []
  const urls: string[] = []
  const exchanger = jscode2sessionExchanger({
    appId: 'wx0123456789abcdef',
    secret: SECRET,
    log: { warn: (obj, msg) => logged.push(JSON.stringify(obj) + msg) },
    fetch: (async (url: string) => {
      urls.push(url)
      return answer()
    }) as typeof fetch,
  })
  return { exchanger, logged, urls }
}

const json = (body: object) => async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'text/plain' } })

test('asks jscode2session with the app id, secret and code; keeps the openid only', async () => {
  const { exchanger, urls } = exchangerAnswering(json({ openid: 'oAbc123', session_key: 'k', unionid: 'u' }))
  expect(await exchanger.exchange(CODE)).toEqual({ ok: true, openid: 'oAbc123' })
  const url = new URL(urls[0])
  expect(url.origin + url.pathname).toBe(JSCODE2SESSION_URL)
  expect(Object.fromEntries(url.searchParams)).toEqual({
    appid: 'wx0123456789abcdef',
    secret: SECRET,
    js_code: CODE,
    grant_type: 'authorization_code',
  })
})

test.each([
  [40029, 'invalid'], // invalid code
  [40163, 'invalid'], // code been used
  [40226, 'invalid'], // high-risk user
  [-1, 'unavailable'], // system busy
  [45011, 'unavailable'], // rate limit
  [40125, 'unavailable'], // wrong secret: the deployment's fault, not the user's code
])('errcode %i is %s', async (errcode, reason) => {
  const { exchanger, logged } = exchangerAnswering(json({ errcode, errmsg: 'x' }))
  expect(await exchanger.exchange(CODE)).toEqual({ ok: false, reason })
  expect(logged.join('\n')).not.toContain(SECRET)
  expect(logged.join('\n')).not.toContain(CODE)
})

test('no answer (network, timeout) is unavailable, and the log names neither secret nor code', async () => {
  const { exchanger, logged } = exchangerAnswering(async () => {
    throw new TypeError(`fetch failed ${JSCODE2SESSION_URL}?secret=${SECRET}&js_code=${CODE}`)
  })
  expect(await exchanger.exchange(CODE)).toEqual({ ok: false, reason: 'unavailable' })
  expect(logged).toHaveLength(1)
  expect(logged[0]).not.toContain(SECRET)
  expect(logged[0]).not.toContain(CODE)
})
