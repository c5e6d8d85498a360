// GET /api/freshness: how fresh each data source is — its months, when it was last updated and
// which months are estimated or partial (types/freshness.ts), as the analytics store records them.
// Read with the catalog at start (the store only changes by an import, which the server's lock
// keeps out while it runs), so the answer is one serialized body per data version.
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { AppContext } from '../context'
import { requireAccount } from '../http/session'
import { sendCached } from '../http/cached-reply'
import { StringEnum } from '../http/schemas'
import { MonthString } from '../http/catalog-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { searchDataVersion } from '../analytics/queries/search-index'

export const FreshnessSchema = Type.Object({
  sources: Type.Array(
    Type.Object({
      kind: StringEnum(['sales', 'social'] as const),
      source: Type.String(),
      ts_min: MonthString,
      ts: MonthString,
      updated_at: Type.String({ format: 'date-time', description: 'when the source was last written, UTC' }),
      months: Type.Array(Type.Object({ month: MonthString, status: StringEnum(['estimated', 'partial'] as const) }), {
        description: 'months not final, oldest first; every other month from ts_min to ts is complete',
      }),
    }),
  ),
})

export async function freshnessRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/freshness', { schema: { response: envelopeResponse(FreshnessSchema) } }, async (request, reply) => {
    await requireAccount(ctx.db, request)
    return sendCached(reply, JSON.stringify(['freshness', searchDataVersion()]), async () => ctx.catalog.freshness)
  })
}
