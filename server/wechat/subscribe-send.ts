// WeChat's subscription message (developers.weixin.qq.com, "subscribeMessage.send"): POST
// https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token= with { touser, template_id,
// page, data }, answering { errcode: 0 } or an error. The access token comes from
// GET cgi-bin/token?grant_type=client_credential&appid&secret, valid about two hours, kept until
// shortly before it expires. Neither the secret nor the token is logged.
import { PermanentRefusal, type WechatMessenger } from './messenger'

const TOKEN_URL = 'https://api.weixin.qq.com/cgi-bin/token'
const SEND_URL = 'https://api.weixin.qq.com/cgi-bin/message/subscribe/send'
const TIMEOUT_MS = 5000
/** 43101: the user has no subscription left (refused or took it back); 40003: no such WeChat user. */
const PERMANENT_ERRCODES = new Set([43101, 40003])
/** A token is asked again this long before WeChat says it ends. */
const TOKEN_MARGIN_S = 300

export interface SubscribeSendOptions {
  appId: string
  secret: string
  template: string
  log: { warn(obj: object, msg: string): void }
  /** the fetch to use; tests pass a stand-in for WeChat */
  fetch?: typeof fetch
  now?: () => number
}

export function subscribeSendMessenger(o: SubscribeSendOptions): WechatMessenger {
  const doFetch = o.fetch ?? fetch
  const now = o.now ?? Date.now
  let token: { value: string; until: number } | null = null

  const accessToken = async (): Promise<string> => {
    if (token && token.until > now()) return token.value
    const url = `${TOKEN_URL}?${new URLSearchParams({ grant_type: 'client_credential', appid: o.appId, secret: o.secret })}`
    const body = (await (await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })).json()) as {
      access_token?: string
      expires_in?: number
      errcode?: number
    }
    if (!body.access_token) throw new Error(`WeChat gave no access token (errcode ${body.errcode ?? 'none'})`)
    token = { value: body.access_token, until: now() + Math.max(60, (body.expires_in ?? 7200) - TOKEN_MARGIN_S) * 1000 }
    return token.value
  }

  return {
    name: 'wechat',
    template: o.template,
    async send(m) {
      const url = `${SEND_URL}?${new URLSearchParams({ access_token: await accessToken() })}`
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ touser: m.openid, template_id: o.template, page: m.page, data: m.data }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const body = (await res.json()) as { errcode?: number; errmsg?: string }
      if (body.errcode) {
        // 40001/42001: the token went stale early; asked again next time. 43101: the user took the subscription back
        if (body.errcode === 40001 || body.errcode === 42001) token = null
        o.log.warn({ errcode: body.errcode, errmsg: String(body.errmsg ?? '').slice(0, 200) }, 'WeChat refused a subscription message')
        const message = `WeChat refused the message (errcode ${body.errcode})`
        throw PERMANENT_ERRCODES.has(body.errcode) ? new PermanentRefusal(message) : new Error(message)
      }
    },
  }
}
