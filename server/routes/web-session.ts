// POST /sso/cookie: a browser that signed in on the app's own login page (password, phone code)
// holds its session as a token; this hands the same session to the browser as the HttpOnly cookie,
// so that everything a page loads without script headers (the category-tree scripts, downloads,
// the logout page) carries it, and no script keeps the token. Only the X-API-KEY header is
// accepted: no other site can make a browser send it (it needs a CORS preflight this server never
// grants), so a page elsewhere cannot sign its visitor into another account this way.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { accountForToken } from '../accounts/sessions'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { catalogue } from '../text/messages'
import { envelopeResponse } from '../openapi-schemas'
import { setSessionCookie } from '../sso/session-cookie'
import { ERROR_CODES } from '../../types/envelope'

const CookieData = Type.Object({ cookie: Type.Literal(true) })

export async function webSessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/sso/cookie', { schema: { body: Type.Object({}), response: envelopeResponse(CookieData) } }, async (request, reply) => {
    const token = request.headers['x-api-key']
    const account = typeof token === 'string' && token ? await accountForToken(ctx.db, token) : null
    if (!account || typeof token !== 'string') throw new ApiError(ERROR_CODES.notLoggedIn, catalogue.notLoggedIn)
    setSessionCookie(request, reply, token, ctx.config)
    return ok({ cookie: true as const })
  })
}
