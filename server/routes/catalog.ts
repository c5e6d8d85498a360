// Catalog calls (docs/api.md): POST /api/get_catname (names of category ids; result.data an array),
// GET /api/idname (ids → names of brands or categories), GET /api/get_search_pri (what the caller
// may search) and GET /api/get_qr_code (a share URL with its QR code as an SVG data URL).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { CatalogPlat, CategoryName, IdName, QrCode, SearchPrivileges } from '../../types'
import { CATEGORY_PATH_MAX_LEVELS, CATALOG_PLATFORMS, COUPON_MODELS, PLATFORMS, SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { privilegesOf } from '../answers/privileges'
import { brandNames, brandsSellingIn } from '../analytics/brands'
import { treeSourceOf } from '../analytics/catalog'
import type { Config } from '../config'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { requireSource, visibleTops } from '../permissions'
import { encodeQr, qrSvg } from '../qr/encode'
import { allowedCategory, parseIds, sourceTree } from '../answers/catalog-access'
import { CategoryId, IdList } from '../http/catalog-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const Plat = StringEnum(CATALOG_PLATFORMS)
const CatNameBody = Type.Object({
  cat: Type.Union([IdList(50), CategoryId(1), Type.Array(CategoryId(1), { minItems: 1, maxItems: 50 })]),
  plat: Plat,
})
const PathItem = Type.Object({ category_id: Type.Integer(), name: Type.String(), category_name_en: Type.String() })
export const CatNameResponse = Type.Array(
  Type.Object({
    category_id: Type.Integer(),
    name: Type.String(),
    category_name_en: Type.String(),
    level: Type.Integer(),
    parent_id: Type.Integer(),
    is_parent: Type.Boolean(),
    path: Type.Array(PathItem),
  }),
)

const IdNameQuery = Type.Object({ type: StringEnum(['brand', 'category'] as const), plat: Plat, ids: IdList(50) })
export const IdNameResponse = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), name_en: Type.String() }))

export const SearchPriResponse = Type.Object({
  platforms: Type.Array(StringEnum(PLATFORMS)),
  ebay: Type.Boolean(),
  social: Type.Boolean(),
  social_platforms: Type.Array(StringEnum(SOCIAL_PLATFORMS)),
  is_free_version: Type.Boolean(),
  custom_time_range: Type.Boolean(),
  multi_month: Type.Boolean(),
  earliest_month: Type.String(),
  latest_month: Type.String(),
  max_page_size: Type.Integer(),
  download: Type.Boolean(),
  sales_models: Type.Object(
    { coupon: Type.Array(StringEnum(COUPON_MODELS)), jd_version: Type.Array(Type.String()) },
    {
      description: 'the sales models the data carries; the coupon-model and JD-version selects offer no others',
    },
  ),
})

// a same-origin page path: one leading slash (never '//host'), no spaces or control characters
const QrQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 600, pattern: '^/(?!/)[^\\s\\\\]*$' }) })
export const QrResponse = Type.Object({ url: Type.String(), svg: Type.String(), version: Type.Integer(), size: Type.Integer() })

/**
 * Origin of share links: the configured public address (config.ts checks it, and start.ts refuses
 * to serve in production without it), else, in development, the address the caller used.
 */
function shareOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`
}

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Static<typeof CatNameBody> }>(
    '/api/get_catname',
    { schema: { body: CatNameBody, response: envelopeResponse(CatNameResponse) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const plat = request.body.plat as CatalogPlat
      const tree = sourceTree(ctx, plat)
      const data: CategoryName[] = parseIds(request.body.cat).map((id) => {
        const node = allowedCategory(ctx, account, plat, id, 'body.cat')
        const path = node.path.slice(-CATEGORY_PATH_MAX_LEVELS).map((pid) => {
          const p = tree.get(pid)
          return { category_id: pid, name: p?.name ?? '', category_name_en: p?.nameEn ?? '' }
        })
        return {
          category_id: id,
          name: node.name,
          category_name_en: node.nameEn,
          level: node.level,
          parent_id: node.parentId,
          is_parent: node.isParent,
          path,
        }
      })
      return ok(data)
    },
  )

  app.get<{ Querystring: Static<typeof IdNameQuery> }>(
    '/api/idname',
    { schema: { querystring: IdNameQuery, response: envelopeResponse(IdNameResponse) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const q = request.query
      const plat = q.plat as CatalogPlat
      const ids = parseIds(q.ids)
      let data: IdName[]
      if (q.type === 'category') {
        data = ids.map((id) => {
          const node = allowedCategory(ctx, account, plat, id, 'ids')
          return { id, name: node.name, name_en: node.nameEn }
        })
      } else {
        // brands are not tied to one category: a source the caller has no list for is refused, and a
        // caller limited to some categories names only the brands selling in them (any other id
        // reads as unknown, so the list of every brand cannot be walked by id)
        requireSource(account, plat)
        const source = treeSourceOf(plat)
        const names = (await brandNames(ctx.analytics)).get(source) ?? new Map<number, string>()
        const tree = ctx.catalog.tree(source)
        const tops = visibleTops(account, plat, tree)
        const selling = tops === 'all' ? null : await brandsSellingIn(ctx.analytics, source, tree, tops)
        const missing = ids.filter((id) => !names.has(id) || (selling !== null && !selling.has(id)))
        if (missing.length) throw new ApiError(ERROR_CODES.badParam, say.unknownBrands(missing.join(', '), plat))
        data = ids.map((id) => {
          const name = names.get(id) as string
          const latin = name.includes('/') ? name.slice(name.indexOf('/') + 1) : name
          return { id, name, name_en: latin }
        })
      }
      return ok(data)
    },
  )

  app.get(
    '/api/get_search_pri',
    { schema: { querystring: Type.Object({}), response: envelopeResponse(SearchPriResponse) } },
    async (request) => {
      const data: SearchPrivileges = privilegesOf(ctx, await requireAccount(ctx.db, request))
      return ok(data)
    },
  )

  app.get<{ Querystring: Static<typeof QrQuery> }>(
    '/api/get_qr_code',
    { schema: { querystring: QrQuery, response: envelopeResponse(QrResponse) } },
    async (request) => {
      await requireAccount(ctx.db, request)
      // percent-encode non-ASCII so every scanner reads the same bytes
      const url = shareOrigin(ctx.config, request) + request.query.path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
      let qr
      try {
        qr = encodeQr(url)
      } catch {
        throw new ApiError(ERROR_CODES.badParam, say.qrPathTooLong(url.length))
      }
      const data: QrCode = {
        url,
        svg: `data:image/svg+xml;base64,${Buffer.from(qrSvg(qr)).toString('base64')}`,
        version: qr.version,
        size: qr.size,
      }
      return ok(data)
    },
  )
}
