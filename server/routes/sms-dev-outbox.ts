// GET /sso/dev/outbox: the latest messages of the default SMS sender, so that someone running the
// server locally can read a verification code (docs/api.md "SMS codes when running locally"). The route
// exists outside NODE_ENV=production (SMS_DEV_OUTBOX=0 removes it), and answers only a caller on this
// machine: a loopback address, as both the socket and any trusted proxy header say, that names a
// loopback host. The Host check stops DNS rebinding (a page on evil.example resolving to 127.0.0.1
// reading the codes through a developer's browser); the address check is made per request, because
// the address the server listens on says nothing of who asks (0.0.0.0, or a proxy on this machine).
// A second process cannot read the embedded store while the server holds it, which is why this is a
// route and not a command.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { desc, eq } from 'drizzle-orm'
import { maskPhone } from '../../src/domain/mask'
import { normalizeChineseMobile } from '../../src/domain/phone'
import { smsOutbox, wechatOutbox } from '../accounts/schema'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { envelopeResponse } from '../openapi-schemas'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

export const DEV_OUTBOX_PATH = '/sso/dev/outbox'
/** The local WeChat sender's messages (wechat/messenger.ts), answered on the same terms. */
export const DEV_WECHAT_OUTBOX_PATH = '/sso/dev/wechat_outbox'

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports ::ffff:127.0.0.1). */
function isLoopbackAddress(address: string | undefined): boolean {
  return !!address && (/^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address) || address === '::1')
}

/** The Host header naming this machine: 127.0.0.1, localhost or [::1], with or without the port. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i

/**
 * A caller on this machine naming this machine. request.ip is the client as a trusted proxy reports
 * it (TRUST_PROXY), the socket's address the peer itself: both must be loopback, so neither a
 * forwarded header from elsewhere nor a proxy on this machine passes; and the raw Host header
 * (not X-Forwarded-Host) must name a loopback host.
 */
export function isLocalCaller(request: Pick<FastifyRequest, 'ip' | 'socket' | 'headers'>): boolean {
  return isLoopbackAddress(request.ip) && isLoopbackAddress(request.socket.remoteAddress) && LOOPBACK_HOST.test(request.headers.host ?? '')
}

const Query = Type.Object({
  phone: Type.Optional(Type.String({ maxLength: 20, description: 'only messages to this number' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
const Message = Type.Object({
  id: Type.Integer(),
  phone: Type.String({ description: 'masked' }),
  purpose: Type.String(),
  body: Type.String(),
  created_at: Type.String(),
})

const WechatMessage = Type.Object({
  id: Type.Integer(),
  openid: Type.String(),
  template: Type.String(),
  page: Type.String(),
  data: Type.Record(Type.String(), Type.Object({ value: Type.String() })),
  created_at: Type.String(),
})

export async function devOutboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onlyHere = async (request: FastifyRequest) => {
    if (!isLocalCaller(request)) throw new ApiError(ERROR_CODES.httpForbidden, say.devOutboxLocal, 403)
  }
  app.get<{ Querystring: { limit?: number } }>(
    DEV_WECHAT_OUTBOX_PATH,
    {
      schema: {
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
        response: envelopeResponse(Type.Array(WechatMessage)),
      },
      onRequest: onlyHere,
    },
    async (request) => {
      const rows = await ctx.db
        .select()
        .from(wechatOutbox)
        .orderBy(desc(wechatOutbox.id))
        .limit(request.query.limit ?? 20)
      return ok(
        rows.map((r) => ({
          id: r.id,
          openid: r.openid,
          template: r.template,
          page: r.page,
          data: r.data,
          created_at: r.createdAt.toISOString(),
        })),
      )
    },
  )

  app.get<{ Querystring: Static<typeof Query> }>(
    DEV_OUTBOX_PATH,
    {
      schema: { querystring: Query, response: envelopeResponse(Type.Array(Message)) },
      // before anything else of the request, the query's validation included
      onRequest: onlyHere,
    },
    async (request) => {
      let phone: string | null = null
      if (request.query.phone !== undefined) {
        phone = normalizeChineseMobile(request.query.phone)
        if (!phone) throw new ApiError(ERROR_CODES.badParam, say.notMobile('querystring.phone'))
      }
      const rows = await ctx.db
        .select()
        .from(smsOutbox)
        .where(phone ? eq(smsOutbox.phone, phone) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(request.query.limit ?? 20)
      return ok(
        rows.map((r) => ({ id: r.id, phone: maskPhone(r.phone), purpose: r.purpose, body: r.body, created_at: r.createdAt.toISOString() })),
      )
    },
  )
}
