// WeChat login of the mini-program: POST /sso/wx/login { code } with the code of
// wx.login. The exchanger (wechat/exchanger.ts) turns it into the WeChat user's openid; an openid
// linked to an account opens a token session with login_from weixin_mini; one that is not gets a
// link ticket and `linked: false`, and the client asks the user to sign in once with the password
// or a phone code, sending the ticket (accounts/wechat-links.ts). POST /sso/wx/unbind undoes the link
// for the signed-in account and ends its mini-program sessions.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { accountIdForOpenid, issueLinkTicket, unlinkAccount, WECHAT_LINK_TICKET_S } from '../accounts/wechat-links'
import { createSession } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { say } from '../text/messages'
import { loginRateLimit, type RateLimits } from '../http/rate-limit'
import { envelopeResponse } from '../openapi-schemas'
import { checkAccount, currentAccount, sessionToken } from '../http/session'
import { deleteSession } from '../accounts/sessions'
import { createExchanger, type WechatExchanger } from '../wechat/exchanger'
import { ERROR_CODES } from '../../types/envelope'

const WxLoginBody = Type.Object({
  // WeChat's codes are 32 characters of base64-ish text; the local exchanger's `local-<name>` fit too
  code: Type.String({
    minLength: 1,
    maxLength: 128,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'the code of wx.login (Taro.login), valid once for 5 minutes',
  }),
})
const Linked = Type.Object({
  linked: Type.Literal(true),
  token: Type.String({ description: 'the session token, sent as X-API-KEY from now on' }),
})
const Unlinked = Type.Object({
  unlinked: Type.Boolean({ description: 'a WeChat user was linked to the account and no longer is' }),
})
const NotLinked = Type.Object({
  linked: Type.Literal(false),
  wx_ticket: Type.String({ description: 'send it with the next POST /sso/token or /sso/sms/login: that login links this WeChat user' }),
  expires_in_s: Type.Integer(),
})

export async function wechatLoginRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: RateLimits,
  exchanger?: WechatExchanger,
): Promise<void> {
  const wechat = exchanger ?? createExchanger(ctx.config, app.log)

  app.post<{ Body: Static<typeof WxLoginBody> }>(
    '/sso/wx/login',
    { schema: { body: WxLoginBody, response: envelopeResponse(Type.Union([Linked, NotLinked])) }, config: loginRateLimit(limits) },
    async (request) => {
      const exchanged = await wechat.exchange(request.body.code)
      if (!exchanged.ok) {
        if (exchanged.reason === 'invalid') throw new ApiError(ERROR_CODES.badParam, say.wechatCodeInvalid)
        if (exchanged.reason === 'off') throw new ApiError(ERROR_CODES.serverError, say.wechatLoginOff)
        throw new ApiError(ERROR_CODES.gatewayError, say.wechatUnavailable)
      }
      const accountId = await accountIdForOpenid(ctx.db, exchanged.openid)
      if (accountId === null) {
        request.log.info({ exchanger: wechat.name }, 'WeChat login of a WeChat user not linked to an account: link ticket issued')
        return ok({
          linked: false as const,
          wx_ticket: await issueLinkTicket(ctx.db, exchanged.openid),
          expires_in_s: WECHAT_LINK_TICKET_S,
        })
      }
      request.log.info({ account: accountId, exchanger: wechat.name }, 'WeChat login')
      return ok({ linked: true as const, token: await createSession(ctx.db, accountId, 'token', 'weixin_mini', exchanged.openid) })
    },
  )

  // "解除微信绑定" on the mini-program's /my: the account forgets its WeChat users and this session ends
  // (with the account's other mini-program sessions), so the app goes back to its login page.
  app.post('/sso/wx/unbind', { schema: { body: Type.Object({}), response: envelopeResponse(Unlinked) } }, async (request) => {
    const account = checkAccount(await currentAccount(ctx.db, request))
    const unlinked = await unlinkAccount(ctx.db, account.id)
    // a web session unlinking (its cookie) ends too: the call says "end my session" either way
    const token = sessionToken(request)
    if (token) await deleteSession(ctx.db, token)
    request.log.info({ account: account.id, unlinked }, 'WeChat unlinked by the account')
    return ok({ unlinked })
  })
}
