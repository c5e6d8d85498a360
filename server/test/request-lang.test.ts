// "Every message the server writes comes in the language of the request (the client
// sends it on every call, the mini-program too), from typed dictionaries shared with the client."
import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'
import { api, call, state, tokenFor } from './helpers'

const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' }
const EN = { 'accept-language': 'en' }
const NONE = { 'accept-language': '' }
const hasChinese = (text: unknown) => /[\u4e00-\u9fff]/.test(String(text))

test("-401 (not logged in) is the client catalogue's own text, in the request's language; Chinese without one", async () => {
  const zhAnswer = await api('/api/search', { body: { word: '连衣裙', cid: 16 }, headers: ZH })
  expect(zhAnswer.json).toMatchObject({ error_code: -401, error_msg: zh.errors['-401'] })
  const enAnswer = await api('/api/search', { body: { word: '连衣裙', cid: 16 }, headers: EN })
  expect(enAnswer.json).toMatchObject({ error_code: -401, error_msg: en.errors['-401'] })
  const bare = await api('/api/search', { body: { word: '连衣裙', cid: 16 }, headers: NONE })
  expect(bare.json.error_msg).toBe(zh.errors['-401'])
})

test("the app's language cookie counts as the request's language (the SSO page and the API agree)", async () => {
  const answer = await api('/api/search', { body: { word: '连衣裙', cid: 16 }, headers: { ...ZH, cookie: 'language=en' } })
  expect(answer.json.error_msg).toBe(en.errors['-401'])
})

type Failure = { error_code: number; error_msg: string }

test.each([
  ['a schema refusal (missing field)', '/api/ecommerce', { body: {} }],
  ['a schema refusal (value out of range)', '/api/ecommerce', { body: { plat: 'all', page: 0 } }],
  ['an unknown category', '/api/ecommerce', { body: { plat: 'all', cid: 987654321 }, signedIn: true }],
  ['a malformed body', '/api/search', { raw: '{"word":' }],
])('%s: Chinese words for a Chinese request, English for an English one', async (_name, path, o) => {
  const token = 'signedIn' in o ? await tokenFor('analyst@growthradar.demo') : undefined
  const send = async (headers: Record<string, string>): Promise<Failure> => {
    if ('raw' in o) {
      const res = await fetch(state().baseUrl + path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: o.raw,
      })
      return (await res.json()) as Failure
    }
    return (await api(path, { body: o.body, token, headers })).json as unknown as Failure
  }
  const zhJson = await send(ZH)
  const enJson = await send(EN)
  expect([zhJson.error_code, enJson.error_code]).toEqual([-400, -400])
  expect(hasChinese(zhJson.error_msg)).toBe(true)
  expect(hasChinese(enJson.error_msg)).toBe(false)
})

test("an unknown API path answers 404 in the request's language", async () => {
  const res = await call('/api/no-such-call', { headers: ZH })
  expect(res.status).toBe(404)
  expect(hasChinese(((await res.json()) as { error_msg: string }).error_msg)).toBe(true)
})

test("the SSO login page opens in the app's language (its cookie), whatever the browser says", async () => {
  const page = await call('/sso/login?service=growth-radar&redirect_url=/concept', { headers: { ...EN, cookie: 'language=zh' } })
  expect(await page.text()).toContain('登录增长雷达')
})
