// GET /sso/dev/outbox: the latest messages of the default SMS sender, so that someone running the
// server locally can read a verification code (README "SMS codes when running locally"). Only when
// NODE_ENV is not production and the server listens on a loopback address, or SMS_DEV_OUTBOX=1
// says so explicitly; SMS_DEV_OUTBOX=0 turns it off. A second process cannot read the embedded
// store while the server holds it, which is why this is a route and not a command.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { desc, eq } from 'drizzle-orm'
import { maskPhone } from '../../src/domain/mask'
import { normalizeChineseMobile } from '../../src/domain/phone'
import { smsOutbox } from '../accounts/schema'
import type { Config } from '../config'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { envelopeResponse } from '../openapi-schemas'

export const DEV_OUTBOX_PATH = '/sso/dev/outbox'

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

export function devOutboxEnabled(config: Pick<Config, 'host'>, env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV === 'production' || env.SMS_DEV_OUTBOX === '0') return false
  return env.SMS_DEV_OUTBOX === '1' || LOOPBACK.has(config.host)
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

export async function devOutboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    DEV_OUTBOX_PATH,
    { schema: { querystring: Query, response: envelopeResponse(Type.Array(Message)) } },
    async (request) => {
      let phone: string | null = null
      if (request.query.phone !== undefined) {
        phone = normalizeChineseMobile(request.query.phone)
        if (!phone) throw new ApiError(-400, 'querystring.phone: not a Chinese mobile number')
      }
      const rows = await ctx.db.select().from(smsOutbox)
        .where(phone ? eq(smsOutbox.phone, phone) : undefined)
        .orderBy(desc(smsOutbox.id)).limit(request.query.limit ?? 20)
      return ok(rows.map((r) => ({ id: r.id, phone: maskPhone(r.phone), purpose: r.purpose, body: r.body, created_at: r.createdAt.toISOString() })))
    },
  )
}
