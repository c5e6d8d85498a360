// POST /api/brand_rank (the growing brands of a category), POST /api/category_rank (its
// growing child categories) and GET /api/download (the table shown, as CSV: brand, category or
// concept ranking). Each reads validate (schema) → authorize → query → respond.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { BrandRanking, CategoryRanking, EntityRankingRequest } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import type { AppContext } from '../context'
import { sendCached } from '../http/cached-reply'
import { sendCsv } from '../http/csv-reply'
import { ApiError } from '../http/envelope'
import { IntEnum, StringEnum } from '../http/schemas'
import { requestLang } from '../http/lang'
import { requireAccount } from '../http/session'
import { envelopeOf, envelopeResponse } from '../openapi-schemas'
import { requireDownload } from '../permissions'
import { entityPageKey, entityRankingPage, resolveEntityRanking, type EntityKind } from '../answers/entity-answer'
import { rankingCsv } from '../answers/ranking-csv'
import { CategoryId, Label, MonthString, Pct } from '../http/catalog-schemas'
import { conceptRanking } from '../answers/concept-ranking'
import { say } from '../text/messages'
import { CurrencySchema } from '../http/search-schemas'
import { ERROR_CODES } from '../../types/envelope'

const Fields = {
  plat: StringEnum(CATALOG_PLATFORMS),
  ts: Type.Optional(MonthString),
  cid: Type.Optional(CategoryId(0, "0 or absent: the caller's default category")),
  is_multi_month: Type.Optional(IntEnum([0, 1] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
}
const Body = Type.Object({ ...Fields, sortby: Type.Optional(StringEnum(['growth', 'sales'] as const)) })
const DownloadQuery = Type.Object({
  type: StringEnum(['brand', 'category', 'concept'] as const),
  ...Fields,
  // the concept ranking also sorts by volume
  sortby: Type.Optional(StringEnum(['growth', 'sales', 'volume'] as const)),
  lang: Type.Optional(StringEnum(['zh', 'en'] as const)),
})

// null: unknown, a month of the base (or of the trend) has no data
const Known = Type.Union([Type.Number(), Type.Null()])
const RowFields = {
  rank: Type.Integer(),
  sales: Type.Number(),
  sales_base: Known,
  sales_yoy: Pct,
  sales_change: Known,
  label: Label,
  trend: Type.Array(Known),
  word: Type.String(),
}
const Head = {
  plat: Type.String(),
  ts: MonthString,
  start: MonthString,
  end: MonthString,
  cid: Type.Integer(),
  category_name: Type.String(),
  category_name_en: Type.String(),
  currency: CurrencySchema,
  partial: Type.Boolean(),
  missing_months: Type.Array(MonthString),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
}
const BrandRankingSchema = Type.Object({
  ...Head,
  rows: Type.Array(Type.Object({ ...RowFields, brand_id: Type.Integer(), brand_name: Type.String() })),
})
const CategoryRankingSchema = Type.Object({
  ...Head,
  rows: Type.Array(
    Type.Object({
      ...RowFields,
      category_id: Type.Integer(),
      category_name: Type.String(),
      category_name_en: Type.String(),
      level: Type.Integer(),
      is_parent: Type.Boolean(),
    }),
  ),
})

/** The table as CSV; a refusal or bad input as the usual envelope. */
const DownloadResponse = {
  200: {
    content: {
      'text/csv': {
        schema: Type.String({ description: "UTF-8 with a BOM; the first line holds the column names in the request's language" }),
      },
      'application/json': { schema: envelopeOf(Type.Null()) },
    },
  },
}

export async function rankingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const entityRoute = (kind: EntityKind, schema: typeof BrandRankingSchema | typeof CategoryRankingSchema) =>
    app.post<{ Body: Static<typeof Body> }>(
      `/api/${kind}_rank`,
      { schema: { body: Body, response: envelopeResponse(schema) } },
      async (request, reply) => {
        const account = await requireAccount(ctx.db, request)
        const r = resolveEntityRanking(ctx, account, kind, request.body as EntityRankingRequest)
        return sendCached(reply, entityPageKey(r), () => entityRankingPage(ctx, r))
      },
    )
  entityRoute('brand', BrandRankingSchema)
  entityRoute('category', CategoryRankingSchema)

  app.get<{ Querystring: Static<typeof DownloadQuery> }>(
    '/api/download',
    { schema: { querystring: DownloadQuery, response: DownloadResponse } },
    async (request, reply) => {
      const account = await requireAccount(ctx.db, request)
      const { type, lang: _asked, ...q } = request.query
      const lang = requestLang(request)
      requireDownload(account)
      if (type === 'concept') {
        const data = await conceptRanking(ctx, account, q)
        return sendCsv(reply, rankingCsv({ kind: 'concept', data }, lang))
      }
      if (q.sortby === 'volume') throw new ApiError(ERROR_CODES.badParam, say.rankingSort)
      const r = resolveEntityRanking(ctx, account, type, q as EntityRankingRequest)
      const data = await entityRankingPage(ctx, r)
      const table =
        type === 'brand'
          ? rankingCsv({ kind: 'brand', data: data as BrandRanking }, lang)
          : rankingCsv({ kind: 'category', data: data as CategoryRanking }, lang)
      return sendCsv(reply, table)
    },
  )
}
