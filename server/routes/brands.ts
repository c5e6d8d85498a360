// GET /api/brands: brand options of a platform and category. Without q: the default options (the
// top brands by the latest 12 months' sales, cached in memory; a combined platform's summed over
// its sources by name); with q: brands whose name starts with q (either part of '中文/LATIN'),
// best-selling first.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { BrandOptions, CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS, TOP_N } from '../../src/domain/constants'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
import type { Account } from '../accounts/sessions'
import { ownSourceGrants } from '../permissions'
import { brandMatches, brandSales, type BrandSales } from '../analytics/brands'
import { treeSourceOf, type CategoryRecord, type TreeSource } from '../analytics/catalog'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { allowedCategory, defaultScope, sourceTree } from '../answers/catalog-access'
import { platformBrandId } from '../answers/search-request'
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
export const Response = Type.Object({
  plat: StringEnum(CATALOG_PLATFORMS),
  cid: Type.Integer(),
  default: Type.Boolean(),
  currency: CurrencySchema,
  rows: Type.Array(Type.Object({ brand_id: Type.Integer(), name: Type.String(), sales: Type.Number() })),
})

/**
 * The brands selling in a category over the latest 12 months. A combined platform sums each
 * source's brands by name, each source only where the caller's own list for it reaches, under the
 * id the platform's first source gives the name (brand ids are each source's own; a brand filter on
 * the platform takes that id).
 */
async function platformBrandSales(ctx: AppContext, account: Account, plat: CatalogPlat, cid: number): Promise<BrandSales[]> {
  const tree = sourceTree(ctx, plat)
  const sources = RANKING_PLATFORMS[plat]
  if (sources.length === 1) return brandSales(ctx.analytics, treeSourceOf(plat), tree, cid, ctx.catalog.ts)
  const grants = ownSourceGrants(ctx.catalog, account, plat, sources)
  const under = (n: CategoryRecord, id: number) => id === 0 || n.path.includes(id)
  const merged = new Map<string, BrandSales>()
  for (const [i, source] of sources.entries()) {
    const granted = grants[i]
    // the parts of the category this source's own list grants: all of it, or its granted subtrees
    const parts =
      granted === null || granted.some((g) => cid !== 0 && under(tree.get(cid) as CategoryRecord, g.id))
        ? [cid]
        : granted.filter((g) => under(g, cid)).map((g) => g.id)
    for (const part of parts) {
      for (const b of await brandSales(ctx.analytics, source as TreeSource, tree, part, ctx.catalog.ts)) {
        const prev = merged.get(b.name)
        const id = prev?.brand_id ?? platformBrandId(ctx, sources, b.name, b.brand_id)
        merged.set(b.name, { brand_id: id, name: b.name, sales: (prev?.sales ?? 0) + b.sales })
      }
    }
  }
  return [...merged.values()].sort((a, b) => b.sales - a.sales || a.brand_id - b.brand_id)
}

export async function brandRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/brands',
    { schema: { querystring: Query, response: envelopeResponse(Response) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const q = request.query
      const plat = q.plat as CatalogPlat
      const cid = q.cid ? allowedCategory(ctx, account, plat, q.cid).id : defaultScope(ctx, account, plat)
      const all = await platformBrandSales(ctx, account, plat, cid)
      const prefix = (q.q ?? '').trim()
      const rows = (prefix ? all.filter((b) => brandMatches(b.name, prefix)) : all).slice(0, q.limit ?? TOP_N)
      const data: BrandOptions = { plat, cid, default: !prefix, currency: currencyOf(treeSourceOf(plat)), rows }
      return ok(data)
    },
  )
}
