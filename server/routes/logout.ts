// Logout: POST /sso/logout (the mini-program and scripts; answers the envelope) and POST /mj_logout
// (the web app's sign-out: a form post, then a same-origin redirect). GET /mj_logout ends nothing:
// it shows a page whose button posts the logout, so a link or an image elsewhere cannot sign anyone
// out. Every session the call carries is deleted on the server — the X-API-KEY header's and the
// cookie's, when both come (a browser holding both would otherwise stay signed in by the one left)
// — so those tokens are refused (-401) wherever a copy survives; the cookie is cleared.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { SESSION_COOKIE } from '../../src/domain/constants'
import { deleteSession } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { requestLang } from '../http/lang'
import { envelopeResponse } from '../openapi-schemas'
import { renderLogoutPage } from '../sso/logout-page'
import { safeRedirect } from '../sso/redirect'
import { clearSessionCookie } from '../sso/session-cookie'

const LogoutData = Type.Object({ ended: Type.Boolean({ description: 'a session token or cookie came with the call and is now void' }) })
const LogoutQuery = Type.Object({ redirect_url: Type.Optional(Type.String({ maxLength: 2000 })) })

export async function logoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** Ends the caller's sessions; whether there was one. */
  const end = async (request: FastifyRequest): Promise<boolean> => {
    const carried = [request.headers['x-api-key'], request.cookies?.[SESSION_COOKIE]]
    const tokens = new Set(carried.filter((t): t is string => typeof t === 'string' && t !== ''))
    for (const token of tokens) await deleteSession(ctx.db, token)
    return tokens.size > 0
  }

  app.post('/sso/logout', { schema: { body: Type.Object({}), response: envelopeResponse(LogoutData) } }, async (request, reply) => {
    const ended = await end(request)
    clearSessionCookie(request, reply, ctx.config)
    return ok({ ended })
  })

  app.get<{ Querystring: Static<typeof LogoutQuery> }>('/mj_logout', { schema: { querystring: LogoutQuery } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderLogoutPage(requestLang(request), safeRedirect(request.query.redirect_url))),
  )

  app.post<{ Querystring: Static<typeof LogoutQuery> }>('/mj_logout', { schema: { querystring: LogoutQuery } }, async (request, reply) => {
    await end(request)
    return clearSessionCookie(request, reply, ctx.config).redirect(safeRedirect(request.query.redirect_url), 302)
  })
}
