// The login service (the app signs in and out by sending the whole page here, not by an API call): the form,
// its POST (cookie session, then a redirect), the token logins of the mini-program (password here,
// WeChat in wechat-login.ts, phone code in phone-login.ts), closing an account (account-close.ts)
// and logout (logout.ts). Both
// logins are limited per address (http/rate-limit.ts) and held back per account after repeated wrong
// passwords (accounts/login-backoff.ts): HTTP 429 saying how long, in the request's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { attemptLogin } from '../accounts/login-backoff'
import { createSession } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ApiError, fail, ok } from '../http/envelope'
import { requestLang } from '../http/lang'
import { StringEnum } from '../http/schemas'
import { loginRateLimit } from '../http/rate-limit'
import { lockedMessage, renderLoginPage, type LoginMessage } from '../sso/login-page'
import { safeRedirect } from '../sso/redirect'
import { setSessionCookie } from '../sso/session-cookie'
import { say } from '../text/messages'
import { openTokenSession, WxTicket } from '../sso/token-session'
import { accountCloseRoutes } from './account-close'
import { logoutRoutes } from './logout'
import { wechatLoginRoutes } from './wechat-login'
import { ERROR_CODES } from '../../types/envelope'

const FormQuery = Type.Object({
  service: Type.Optional(Type.String({ maxLength: 100 })),
  redirect_url: Type.Optional(Type.String({ maxLength: 2000 })),
  lang: Type.Optional(StringEnum(['zh', 'en'] as const)),
})
const FormBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  service: Type.Optional(Type.String({ maxLength: 100 })),
  redirect_url: Type.Optional(Type.String({ maxLength: 2000 })),
})
const TokenBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  wx_ticket: WxTicket,
})

export function sendLoginPage(request: FastifyRequest, reply: FastifyReply, message: LoginMessage, status = 200, retryAfterS?: number) {
  const body = (request.body ?? {}) as Record<string, string | undefined>
  const query = (request.query ?? {}) as Record<string, string | undefined>
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      renderLoginPage({
        lang: requestLang(request),
        service: body.service ?? query.service ?? 'growthradar',
        redirectUrl: safeRedirect(body.redirect_url ?? query.redirect_url),
        username: body.username,
        message,
        retryAfterS,
      }),
    )
}

export async function ssoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = { apiPerMinute: ctx.config.apiRateMax, loginPerMinute: ctx.config.loginRateMax }

  app.get<{ Querystring: Static<typeof FormQuery> }>('/sso/login', { schema: { querystring: FormQuery } }, async (request, reply) =>
    sendLoginPage(request, reply, null),
  )

  app.post<{ Body: Static<typeof FormBody> }>(
    '/sso/login',
    { schema: { body: FormBody }, config: loginRateLimit(limits) },
    async (request, reply) => {
      const { username, password, redirect_url } = request.body
      if (!username || !password) return sendLoginPage(request, reply, 'missing')
      const result = await attemptLogin(ctx.db, username, password)
      if (!result.ok && result.reason === 'locked') {
        request.log.info({ username }, 'login refused: account locked after wrong passwords')
        reply.header('retry-after', String(result.retryAfterS))
        return sendLoginPage(request, reply, 'locked', 429, result.retryAfterS)
      }
      if (!result.ok) {
        request.log.info({ username }, 'login failed')
        return sendLoginPage(request, reply, 'bad_credentials')
      }
      const { account } = result
      const token = await createSession(ctx.db, account.id, 'web', 'web')
      request.log.info({ account: account.id }, 'login')
      return setSessionCookie(request, reply, token, ctx.config).redirect(safeRedirect(redirect_url), 302)
    },
  )

  app.post<{ Body: Static<typeof TokenBody> }>(
    '/sso/token',
    { schema: { body: TokenBody }, config: loginRateLimit(limits) },
    async (request, reply) => {
      const result = await attemptLogin(ctx.db, request.body.username, request.body.password)
      if (!result.ok && result.reason === 'locked') {
        request.log.info({ username: request.body.username }, 'token login refused: account locked after wrong passwords')
        const s = result.retryAfterS
        return reply
          .status(429)
          .header('retry-after', String(s))
          .send(fail(ERROR_CODES.httpTooManyRequests, lockedMessage(requestLang(request), s), { retry_after_s: s }))
      }
      if (!result.ok) throw new ApiError(ERROR_CODES.notLoggedIn, say.wrongCredentials)
      return ok(await openTokenSession(ctx.db, request, result.account, request.body.wx_ticket))
    },
  )

  await wechatLoginRoutes(app, ctx, limits)
  await accountCloseRoutes(app, ctx, limits)
  await logoutRoutes(app, ctx)
}
