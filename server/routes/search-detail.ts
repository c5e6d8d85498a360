// The concept detail tabs (docs/screens.md, docs/api.md): POST /api/ecloud (CategoryList: the concept's sales per
// child category), GET /api/cloud (BrandList: top-10 brands with growth and share), POST
// /api/itemcloud (CommodityList: a sorted page of items; as the URL builders write it: sortby sale → sales,
// desc → asc 0/1), POST /api/drivers (what the concept's change is made of: answers/drivers-answer.ts).
// Same checks as search (answers/search-request.ts); answers cached.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { AppContext } from '../context'
import { sendCached } from '../http/cached-reply'
import { IntEnum, StringEnum } from '../http/schemas'
import { envelopeResponse } from '../openapi-schemas'
import { breakdownAnswer, brandAnswer, itemAnswer } from '../answers/search-answers'
import { answerKey, type ConceptInput } from '../answers/search-request'
import { resolveConcept } from '../http/concept-request'
import { pageSizeFor } from '../answers/privileges'
import { ConceptFields, ConceptQuerySchema } from '../http/concept-schemas'
import { BrandCloudSchema, CategoryBreakdownSchema, CommodityPageSchema } from '../http/search-schemas'
import { ConceptDriversSchema } from '../http/drivers-schema'
import { driversAnswer } from '../answers/drivers-answer'

const ItemBody = Type.Object({
  ...ConceptFields,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sortby: Type.Optional(StringEnum(['sales', 'volume', 'growth', 'price'] as const)),
  asc: Type.Optional(IntEnum([0, 1] as const)),
})
type ItemBodyT = Static<typeof ItemBody>

export async function searchDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: ConceptInput }>(
    '/api/ecloud',
    { schema: { body: ConceptQuerySchema, response: envelopeResponse(CategoryBreakdownSchema) } },
    async (request, reply) => {
      const r = await resolveConcept(ctx, request, request.body)
      return sendCached(reply, answerKey('ecloud', r), () => breakdownAnswer(ctx, r))
    },
  )

  app.get<{ Querystring: ConceptInput }>(
    '/api/cloud',
    { schema: { querystring: ConceptQuerySchema, response: envelopeResponse(BrandCloudSchema) } },
    async (request, reply) => {
      const r = await resolveConcept(ctx, request, request.query)
      return sendCached(reply, answerKey('cloud', r), () => brandAnswer(ctx, r))
    },
  )

  app.post<{ Body: ItemBodyT }>(
    '/api/itemcloud',
    { schema: { body: ItemBody, response: envelopeResponse(CommodityPageSchema) } },
    async (request, reply) => {
      const b = request.body
      const r = await resolveConcept(ctx, request, b as ConceptInput)
      // the free version's pages are smaller (src/domain/privileges)
      const paging = {
        page: b.page ?? 1,
        pageSize: pageSizeFor(r.privileges, b.page_size),
        sortby: b.sortby ?? 'sales',
        asc: b.asc ?? 0,
      } as const
      return sendCached(reply, answerKey('itemcloud', r, paging), () => itemAnswer(ctx, r, paging))
    },
  )

  app.post<{ Body: ConceptInput }>(
    '/api/drivers',
    { schema: { body: ConceptQuerySchema, response: envelopeResponse(ConceptDriversSchema) } },
    async (request, reply) => {
      const r = await resolveConcept(ctx, request, request.body)
      return sendCached(reply, answerKey('drivers', r), () => driversAnswer(ctx, r))
    },
  )
}
