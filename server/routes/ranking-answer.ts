// The concept ranking of a platform, category and period from the precomputed table, shared by
// POST /api/ecommerce and GET /api/list_gamazon: permission (-403), category (-400), month (-404)
// checks, then one query (page + 12-month trends) behind the result cache.
import type { ConceptRankRow, ConceptRanking, Plat } from '../../types'
import { SALES_TREND_MONTHS } from '../../src/domain/constants'
import { changePercent, growthLabel } from '../../src/domain/growth'
import { currentMonthShanghai, lastMonths, multiMonthRange } from '../../src/domain/months'
import { defaultCategoryId, isCategoryAllowed, permissionKeyFor } from '../../src/domain/permissions'
import type { Account } from '../accounts/sessions'
import { treeSourceOf } from '../analytics/catalog'
import { rankingPageWithTrend } from '../analytics/rankings'
import { cached } from '../analytics/queries/result-cache'
import { searchDataVersion } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import { ApiError } from '../http/envelope'

export interface RankingParams {
  plat: Plat
  ts?: string
  cid?: number
  is_multi_month?: 0 | 1
  page?: number
  page_size?: number
  sortby?: 'growth' | 'sales'
}

/** Categories precomputed in the ranking table: level 1 and level 2 (and the root, internally). */
const MAX_RANKED_LEVEL = 2
const FIRST_MULTI_MONTH = '2017-03'

export async function conceptRanking(ctx: AppContext, account: Account, b: RankingParams): Promise<ConceptRanking> {
  const plat = b.plat
  const perms = account.permissions
  const cid = b.cid ? b.cid : defaultCategoryId(plat, perms)
  const node = ctx.catalog.tree(treeSourceOf(plat)).get(cid)
  if (!node) throw new ApiError(-400, `cid: category ${cid} does not exist on platform ${plat}`)
  if (!isCategoryAllowed(perms[permissionKeyFor(plat)], node.path)) {
    throw new ApiError(-403, 'Your current version has no permission for this category. Please upgrade.')
  }
  if (node.level > MAX_RANKED_LEVEL) throw new ApiError(-400, `cid: concept rankings cover level-1 and level-2 categories; ${cid} is level ${node.level}`)

  const end = b.ts ?? ctx.catalog.ts
  const isMulti = b.is_multi_month === 1
  const { start } = isMulti ? multiMonthRange(end) : { start: end }
  const firstMonth = isMulti ? FIRST_MULTI_MONTH : ctx.catalog.tsMin
  if (end > ctx.catalog.ts || end < firstMonth) throw new ApiError(-404, `No data recorded for ${end} yet (${firstMonth} to ${ctx.catalog.ts}).`)

  const page = b.page ?? 1
  const pageSize = b.page_size ?? 20
  const sortby = b.sortby ?? 'growth'
  const key = JSON.stringify(['ranking', searchDataVersion(), plat, cid, isMulti, end, page, pageSize, sortby])
  return cached(key, async () => {
    const months = lastMonths(end, SALES_TREND_MONTHS)
    const { total, rows } = await rankingPageWithTrend(ctx.analytics, {
      plat, catId: cid, isMulti, month: end, sortby, limit: pageSize, offset: (page - 1) * pageSize,
    }, months[0])
    const yms = months.map((m) => Number(m.replace('-', '')))
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
      trend: yms.map((ym) => r.trend.get(ym) ?? 0),
    }))
    return { plat, ts: end, start, end, cid, partial: end >= currentMonthShanghai(), total, page, page_size: pageSize, rows: out }
  })
}
