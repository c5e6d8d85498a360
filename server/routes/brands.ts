// GET /api/brands: brand options of a platform and category. Without q: the default options (the
// top brands by the latest 12 months' sales, cached in memory); with q: brands whose name starts
// with q (either part of '中文/LATIN'), best-selling first.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { BrandOptions, CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS, TOP_N } from '../../src/domain/constants'
import { brandMatches, brandSales } from '../analytics/brands'
import { treeSourceOf } from '../analytics/catalog'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { allowedCategory, defaultScope, sourceTree } from '../answers/catalog-access'
import { CategoryId } from '../http/catalog-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { CurrencySchema } from '../http/search-schemas'
import { currencyOf } from '../../src/domain/format'

const Query = Type.Object({
  plat: StringEnum(CATALOG_PLATFORMS),
  cid: Type.Optional(CategoryId(0)),
  q: Type.Optional(Type.String({ maxLength: 50 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
const Response = Type.Object({
  plat: Type.String(),
  cid: Type.Integer(),
  default: Type.Boolean(),
  currency: CurrencySchema,
  rows: Type.Array(Type.Object({ brand_id: Type.Integer(), name: Type.String(), sales: Type.Number() })),
})

export async function brandRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/brands',
    { schema: { querystring: Query, response: envelopeResponse(Response) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const q = request.query
      const plat = q.plat as CatalogPlat
      const cid = q.cid ? allowedCategory(ctx, account, plat, q.cid).id : defaultScope(ctx, account, plat)
      // brand ids are per source; the combined platforms list Taobao/Tmall's brands
      const all = await brandSales(ctx.analytics, treeSourceOf(plat), sourceTree(ctx, plat), cid, ctx.catalog.ts)
      const prefix = (q.q ?? '').trim()
      const rows = (prefix ? all.filter((b) => brandMatches(b.name, prefix)) : all).slice(0, q.limit ?? TOP_N)
      const data: BrandOptions = { plat, cid, default: !prefix, currency: currencyOf(treeSourceOf(plat)), rows }
      return ok(data)
    },
  )
}
