// POST /api/ecommerce: the high-growth e-commerce concepts of a platform (eBay too: plat 'ebay'), month
// (or three-month period) and category, read from the precomputed ranking table (answers/concept-ranking.ts). Raw numbers;
// the client formats.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import type { AppContext } from '../context'
import { IntEnum, StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { requestLang } from '../http/lang'
import { envelopeResponse } from '../openapi-schemas'
import { CategoryId, MonthString } from '../http/catalog-schemas'
import { rankingRequest } from '../answers/concept-ranking'
import { sendCached } from '../http/cached-reply'
import { RankingSchema } from '../http/search-schemas'
import { ConceptFields } from '../http/concept-schemas'

const Body = Type.Object({
  plat: StringEnum(CATALOG_PLATFORMS),
  ts: Type.Optional(MonthString),
  cid: Type.Optional(CategoryId(0)),
  is_multi_month: Type.Optional(IntEnum([0, 1] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sortby: Type.Optional(StringEnum(['growth', 'sales', 'volume'] as const)),
  /** only the ranked words matching this concept expression (the /search page) */
  word: Type.Optional(ConceptFields.word),
})
type BodyT = Static<typeof Body>

export async function ecommerceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: BodyT }>(
    '/api/ecommerce',
    { schema: { body: Body, response: envelopeResponse(RankingSchema) } },
    async (request, reply) => {
      const account = await requireAccount(ctx.db, request)
      const { key, compute } = rankingRequest(ctx, account, {
        ...request.body,
        plat: request.body.plat as CatalogPlat,
        lang: requestLang(request),
      })
      return sendCached(reply, key, compute)
    },
  )
}
