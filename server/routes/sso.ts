// The login service (SPEC §7 "Login and logout are page redirects to a login service"): the form,
// its POST (cookie session, then a redirect), the token logins of the mini-program (password here,
// WeChat in wechat-login.ts, phone code in phone-login.ts) and logout. Both
// logins are limited per address (http/rate-limit.ts) and held back per account after repeated wrong
// passwords (accounts/login-backoff.ts): HTTP 429 saying how long, in the request's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { attemptLogin } from '../accounts/login-backoff'
import { createSession, deleteSession } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ApiError, fail, ok } from '../http/envelope'
import { requestLang } from '../http/lang'
import { StringEnum } from '../http/schemas'
import { loginRateLimit } from '../http/rate-limit'
import { sessionToken } from '../http/session'
import { lockedMessage, renderLoginPage, type LoginMessage } from '../sso/login-page'
import { safeRedirect } from '../sso/redirect'
import { clearSessionCookie, setSessionCookie } from '../sso/session-cookie'
import { say } from '../http/messages'
import { envelopeResponse } from '../openapi-schemas'
import { openTokenSession, WxTicket } from '../sso/token-session'
import { wechatLoginRoutes } from './wechat-login'

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
const LogoutData = Type.Object({ ended: Type.Boolean({ description: 'a session token or cookie came with the call and is now void' }) })
const LogoutQuery = Type.Object({ redirect_url: Type.Optional(Type.String({ maxLength: 2000 })) })

export function sendLoginPage(request: FastifyRequest, reply: FastifyReply, message: LoginMessage, status = 200, retryAfterS?: number) {
  const body = (request.body ?? {}) as Record<string, string | undefined>
  const query = (request.query ?? {}) as Record<string, string | undefined>
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderLoginPage({
      lang: requestLang(request),
      service: body.service ?? query.service ?? 'growthradar',
      redirectUrl: safeRedirect(body.redirect_url ?? query.redirect_url),
      username: body.username,
      message,
      retryAfterS,
    }))
}

export async function ssoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = { apiPerMinute: ctx.config.apiRateMax, loginPerMinute: ctx.config.loginRateMax }

  app.get<{ Querystring: Static<typeof FormQuery> }>('/sso/login', { schema: { querystring: FormQuery } }, async (request, reply) =>
    sendLoginPage(request, reply, null))

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
        return reply.status(429).header('retry-after', String(s)).send(fail(429, lockedMessage(requestLang(request), s), { retry_after_s: s }))
      }
      if (!result.ok) throw new ApiError(-401, say.wrongCredentials)
      return ok(await openTokenSession(ctx.db, request, result.account, request.body.wx_ticket))
    },
  )

  // Logout for a token session (the mini-program; issue 9 item 1): the session ends on the server,
  // so the token is refused (-401) from now on wherever a copy of it survives. With the cookie it
  // ends the web session alike; without any session it is already done.
  app.post('/sso/logout', { schema: { body: Type.Object({}), response: envelopeResponse(LogoutData) } }, async (request, reply) => {
    const token = sessionToken(request)
    if (token) await deleteSession(ctx.db, token)
    clearSessionCookie(request, reply, ctx.config)
    return ok({ ended: Boolean(token) })
  })

  await wechatLoginRoutes(app, ctx, limits)

  app.get<{ Querystring: Static<typeof LogoutQuery> }>('/mj_logout', { schema: { querystring: LogoutQuery } }, async (request, reply) => {
    const token = sessionToken(request)
    if (token) await deleteSession(ctx.db, token)
    return clearSessionCookie(request, reply, ctx.config).redirect(safeRedirect(request.query.redirect_url), 302)
  })
}
