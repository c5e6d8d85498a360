// WeChat's code-to-session call (developers.weixin.qq.com, "code2Session"): GET
// https://api.weixin.qq.com/sns/jscode2session?appid&secret&js_code&grant_type=authorization_code,
// answering { openid, session_key, unionid } or { errcode, errmsg }. Only the openid is kept: the
// session_key would matter for decrypting user data, which this product never asks for.
import type { Exchange, WechatExchanger } from './exchanger'

export const JSCODE2SESSION_URL = 'https://api.weixin.qq.com/sns/jscode2session'
/** WeChat answers in well under a second; a login should not hang on it for the client's whole timeout. */
export const JSCODE2SESSION_TIMEOUT_MS = 5000

/** errcodes that mean "this code is no good" (the client gets a new one from wx.login): invalid, used, or a user WeChat flags as high-risk. */
const INVALID_CODE_ERRCODES = new Set([40029, 40163, 40226])

export interface Jscode2sessionOptions {
  appId: string
  secret: string
  log: { warn(obj: object, msg: string): void }
  /** the fetch to use; tests pass a stand-in for WeChat */
  fetch?: typeof fetch
}

export function jscode2sessionExchanger(o: Jscode2sessionOptions): WechatExchanger {
  const doFetch = o.fetch ?? fetch
  return {
    name: 'wechat',
    async exchange(code): Promise<Exchange> {
      const url = `${JSCODE2SESSION_URL}?${new URLSearchParams({ appid: o.appId, secret: o.secret, js_code: code, grant_type: 'authorization_code' })}`
      let body: { openid?: unknown; errcode?: unknown; errmsg?: unknown }
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(JSCODE2SESSION_TIMEOUT_MS) })
        body = (await res.json()) as typeof body
      } catch (err) {
        // the URL carries the secret and the code: log neither, only what went wrong
        o.log.warn({ error: (err as Error).name }, 'WeChat jscode2session did not answer')
        return { ok: false, reason: 'unavailable' }
      }
      if (typeof body.openid === 'string' && body.openid && !body.errcode) return { ok: true, openid: body.openid }
      const errcode = Number(body.errcode)
      if (INVALID_CODE_ERRCODES.has(errcode)) return { ok: false, reason: 'invalid' }
      // -1 (busy), 45011 (rate limit), 40013/40125 (wrong app id or secret: a deployment fault)
      o.log.warn({ errcode, errmsg: String(body.errmsg ?? '').slice(0, 200) }, 'WeChat jscode2session refused the exchange')
      return { ok: false, reason: 'unavailable' }
    },
  }
}
