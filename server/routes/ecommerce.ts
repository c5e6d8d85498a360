// POST /api/ecommerce: the high-growth e-commerce concepts of a platform, month (or three-month
// period) and category, read from the precomputed ranking table. Raw numbers; the client formats.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { ConceptRankRow, ConceptRanking, Plat } from '../../types'
import { PLATFORMS, SALES_TREND_MONTHS } from '../../src/domain/constants'
import { changePercent, growthLabel } from '../../src/domain/growth'
import { lastMonths, multiMonthRange } from '../../src/domain/months'
import { defaultCategoryId, isCategoryAllowed, permissionKeyFor } from '../../src/domain/permissions'
import { treeSourceOf } from '../analytics/catalog'
import { monthlySales, rankingPage } from '../analytics/rankings'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { IntEnum, StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'

const Body = Type.Object({
  plat: StringEnum(PLATFORMS),
  ts: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
  cid: Type.Optional(Type.Integer({ minimum: 0 })),
  is_multi_month: Type.Optional(IntEnum([0, 1] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sortby: Type.Optional(StringEnum(['growth', 'sales'] as const)),
})
type BodyT = Static<typeof Body>

/** Categories precomputed in the ranking table: level 1 and level 2 (and the root, internally). */
const MAX_RANKED_LEVEL = 2
const FIRST_MULTI_MONTH = '2017-03'

export async function ecommerceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: BodyT }>('/api/ecommerce', { schema: { body: Body } }, async (request) => {
    const account = await requireAccount(ctx.db, request)
    const b = request.body
    const plat = b.plat as Plat
    const perms = account.permissions
    const cid = b.cid ? b.cid : defaultCategoryId(plat, perms)
    const node = ctx.catalog.tree(treeSourceOf(plat)).get(cid)
    if (!node) throw new ApiError(-400, `body.cid: category ${cid} does not exist on platform ${plat}`)
    if (!isCategoryAllowed(perms[permissionKeyFor(plat)], node.path)) {
      throw new ApiError(-403, 'Your current version has no permission for this category. Please upgrade.')
    }
    if (node.level > MAX_RANKED_LEVEL) throw new ApiError(-400, `body.cid: concept rankings cover level-1 and level-2 categories; ${cid} is level ${node.level}`)

    const end = b.ts ?? ctx.catalog.ts
    const isMulti = b.is_multi_month === 1
    const { start } = isMulti ? multiMonthRange(end) : { start: end }
    const firstMonth = isMulti ? FIRST_MULTI_MONTH : ctx.catalog.tsMin
    if (end > ctx.catalog.ts || end < firstMonth) throw new ApiError(-404, `No data recorded for ${end} yet (${firstMonth} to ${ctx.catalog.ts}).`)

    const page = b.page ?? 1
    const pageSize = b.page_size ?? 20
    const sortby = b.sortby ?? 'growth'
    const { total, rows } = await rankingPage(ctx.analytics, {
      plat, catId: cid, isMulti, month: end, sortby, limit: pageSize, offset: (page - 1) * pageSize,
    })
    const months = lastMonths(end, SALES_TREND_MONTHS)
    const trends = await monthlySales(ctx.analytics, plat, cid, rows.map((r) => r.word), months[0], end)

    const out: ConceptRankRow[] = rows.map((r, i) => ({
      rank: (page - 1) * pageSize + i + 1,
      word: r.word,
      category_id: cid,
      category_name: node.name,
      category_name_en: node.nameEn,
      sales: r.sales,
      sales_base: r.salesBase,
      sales_yoy: changePercent(r.sales, r.salesBase),
      sales_change: r.sales - r.salesBase,
      volume: r.volume,
      volume_yoy: changePercent(r.volume, r.volumeBase),
      label: growthLabel(r.sales, r.salesBase),
      trend: months.map((m) => trends.get(r.word)?.get(m) ?? 0),
    }))
    const data: ConceptRanking = { plat, ts: end, start, end, cid, partial: false, total, page, page_size: pageSize, rows: out }
    return ok(data)
  })
}
