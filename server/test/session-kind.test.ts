// Rules that depend on how the user came in (no downloads in the mini-program)
// read the session's kind, not the account's. One account signed in twice — in the mini-program
// (WeChat sends wx.request with a servicewechat.com Referer) and on the web — has one login_from per
// session in /api/user, and downloads are refused only to the mini-program session.
import type { LoginInfo } from '../../types'
import { api, call, PASSWORD } from './helpers'

const WECHAT_REFERER = 'https://servicewechat.com/wx0123456789abcdef/7/page-frame.html'

async function tokenLogin(username: string, headers: Record<string, string> = {}): Promise<string> {
  const { json } = await api<{ token: string }>('/sso/token', { body: { username, password: PASSWORD }, headers })
  expect(json.status).toBe('ok')
  return json.data.token
}

async function formLogin(username: string): Promise<string> {
  const res = await call('/sso/login', { form: { username, password: PASSWORD, redirect_url: '/concept' } })
  return (res.headers.getSetCookie().find((c) => c.startsWith('gr_session=')) as string).split(';')[0]
}

const loginFrom = async (auth: { token?: string; cookie?: string }) => (await api<LoginInfo>('/api/user', auth)).json.data.login_from

async function download(auth: { token?: string; cookie?: string }, lang: 'zh' | 'en') {
  const res = await call(`/api/download?type=brand&plat=all&lang=${lang}`, auth)
  const type = res.headers.get('content-type') ?? ''
  return type.startsWith('text/csv')
    ? { csv: true as const }
    : { csv: false as const, json: (await res.json()) as { error_code: number; error_msg: string } }
}

test('the same account in the mini-program and on the web: login_from and downloads follow each session', async () => {
  const inMini = await tokenLogin('analyst@growthradar.demo', { referer: WECHAT_REFERER })
  const onWeb = await tokenLogin('analyst@growthradar.demo')
  const cookie = await formLogin('analyst@growthradar.demo')

  expect(await loginFrom({ token: inMini })).toBe('weixin_mini')
  expect(await loginFrom({ token: onWeb })).toBe('web')
  expect(await loginFrom({ cookie })).toBe('web')

  expect(await download({ token: inMini }, 'zh')).toEqual({
    csv: false,
    json: expect.objectContaining({ error_code: -403, error_msg: '小程序内不提供下载，请在网页版下载' }),
  })
  expect(await download({ token: inMini }, 'en')).toEqual({
    csv: false,
    json: expect.objectContaining({
      error_code: -403,
      error_msg: 'Downloads are not available in the mini-program. Please download from the web version.',
    }),
  })
  expect(await download({ token: onWeb }, 'zh')).toEqual({ csv: true })
  expect(await download({ cookie }, 'en')).toEqual({ csv: true })
})

test('an account registered through the mini-program opens mini-program sessions by token; its web form login is the web', async () => {
  expect(await loginFrom({ token: await tokenLogin('mini@growthradar.demo') })).toBe('weixin_mini')
  const cookie = await formLogin('mini@growthradar.demo')
  expect(await loginFrom({ cookie })).toBe('web')
  // on the web its version's own rule still applies: this account has no downloads
  expect(await download({ cookie }, 'en')).toEqual({
    csv: false,
    json: expect.objectContaining({ error_code: -403, error_msg: 'Your current version has no permission to download. Please upgrade.' }),
  })
})
