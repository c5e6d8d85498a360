// POST /api/events: the app's analytics events (tab and parameter changes, category and label picks,
// searches, detail changes, contact panels opened, pages shared) in batches from the tracker (src/api/track.ts).
// Anonymous visitors may send them too; the account is recorded when the request has a session.
// Every bound is in the schema (batch size, prop count, lengths), so a bad batch is a -400 as a
// whole and nothing of it is stored. The global API rate limit applies as to every /api route.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { TRACK_KINDS, TRACK_LIMITS, TRACK_PROP_NAME_PATTERN } from '../../src/domain/track'
import { recordEvents } from '../accounts/client-events'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { currentAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'

/** 2100-01-01: a client clock past this is wrong, and the bound keeps the value a valid timestamp. */
const MAX_CLIENT_MS = 4_102_444_800_000

// Prop values are text: with the app's type coercion a number posted as a value arrives as its text.
const Props = Type.Record(Type.String({ pattern: TRACK_PROP_NAME_PATTERN }), Type.String({ maxLength: TRACK_LIMITS.propValueMax }), {
  maxProperties: TRACK_LIMITS.propsMax,
  additionalProperties: false,
  description: `at most ${TRACK_LIMITS.propsMax} props, text values`,
})

const EventSchema = Type.Object(
  {
    kind: StringEnum(TRACK_KINDS),
    props: Props,
    page: Type.String({ maxLength: TRACK_LIMITS.pageMax, description: 'the route, path only' }),
    at: Type.Integer({ minimum: 0, maximum: MAX_CLIENT_MS, description: 'client clock, ms since 1970' }),
  },
  { additionalProperties: false },
)

const EventsBody = Type.Object(
  {
    events: Type.Array(EventSchema, { minItems: 1, maxItems: TRACK_LIMITS.batchMax }),
    finger: Type.Optional(Type.String({ maxLength: TRACK_LIMITS.fingerMax, description: 'browser or device id' })),
  },
  { additionalProperties: false },
)

const Receipt = Type.Object({ stored: Type.Integer({ description: 'events stored' }) })

export async function eventRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Static<typeof EventsBody> }>(
    '/api/events',
    // 50 events of 8 props of 200 characters fit; anything bigger is not a batch of ours
    { schema: { body: EventsBody, response: envelopeResponse(Receipt) }, bodyLimit: 128 * 1024 },
    async (request) => {
      // a session is optional here: an expired or made-up token is sent as anonymous, not refused
      const account = await currentAccount(ctx.db, request).catch(() => null)
      const stored = await recordEvents(ctx.db, {
        events: request.body.events,
        finger: request.body.finger ?? '',
        accountId: account?.id ?? null,
      })
      return ok({ stored })
    },
  )
}
