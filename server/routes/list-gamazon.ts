// GET /api/list_gamazon: the Amazon concept ranking (the client builds its query string, src/api/urls.ts) —
// the ranking of POST /api/ecommerce on the Amazon tree, governed by gamazon_cat_list.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { AppContext } from '../context'
import { IntEnum, StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { requestLang } from '../http/lang'
import { envelopeResponse } from '../openapi-schemas'
import { CategoryId } from '../http/catalog-schemas'
import { rankingRequest } from '../answers/concept-ranking'
import { sendCached } from '../http/cached-reply'
import { ConceptFields } from '../http/concept-schemas'
import { MonthString } from '../http/catalog-schemas'
import { RankingSchema } from '../http/search-schemas'

const Query = Type.Object({
  cid: Type.Optional(CategoryId(0)),
  ts: Type.Optional(MonthString),
  is_multi_month: Type.Optional(IntEnum([0, 1] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sortby: Type.Optional(StringEnum(['growth', 'sales', 'volume'] as const)),
  /** only the ranked words matching this concept expression (the /search page) */
  word: Type.Optional(ConceptFields.word),
})

export async function listGamazonRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/list_gamazon',
    { schema: { querystring: Query, response: envelopeResponse(RankingSchema) } },
    async (request, reply) => {
      const account = await requireAccount(ctx.db, request)
      const { key, compute } = rankingRequest(ctx, account, { ...request.query, plat: 'gamazon', lang: requestLang(request) })
      return sendCached(reply, key, compute)
    },
  )
}
