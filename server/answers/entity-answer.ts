// The growing brands of a category, and its growing child categories, for
// POST /api/brand_rank, POST /api/category_rank and their CSV (GET /api/download): the checks of
// every ranking (ranking-scope.ts: category -400 / -403 on every source of a combined platform,
// month -404, the version's months and page size), then the whole ranked list, read once per data version from the
// facts and kept in the result cache; a page is a slice of it.
import { periodMonthsWithoutData } from '../../src/domain/missing-months'
import type { BrandRankRow, BrandRanking, CategoryRankRow, CategoryRanking, EntityRankSort, EntityRankingRequest } from '../../types'
import { SALES_TREND_MONTHS } from '../../src/domain/constants'
import { currencyOf } from '../../src/domain/format'
import { currentMonthShanghai, lastMonths } from '../../src/domain/months'
import { servedTrend } from '../../src/domain/privileges'
import type { Account } from '../accounts/sessions'
import { brandNames } from '../analytics/brands'
import { treeSourceOf, type CategoryRecord, type TreeSource } from '../analytics/catalog'
import { entityMonthSales } from '../analytics/queries/entity-sales'
import { cached } from './answer-cache'
import type { AppContext } from '../context'
import { isEnglishSource } from '../dataset/families'
import { RANKING_PLATFORMS, type Source } from '../../src/domain/platforms'
import { DomainError } from '../domain-error'
import { rankingKey, resolveRankingScope, type RankingScope } from './ranking-scope'
import { categoryDetailWord, titleName } from './detail-word'
import { growthRows, monthsToRead, orderRows, type EntityGrowth, type RankingMonths } from './entity-growth'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

export type EntityKind = 'brand' | 'category'

export interface ResolvedEntityRanking extends RankingScope<EntityRankSort> {
  kind: EntityKind
  sources: readonly Source[]
  /** the data's first month (months before it have no data) */
  dataFrom: string
}

/** Checks a request (ranking-scope.ts: -400, -403, -404); a category ranking needs a category with children. */
export function resolveEntityRanking(ctx: AppContext, account: Account, kind: EntityKind, b: EntityRankingRequest): ResolvedEntityRanking {
  const scope = resolveRankingScope<EntityRankSort>(ctx, account, b, 'growth', (node) => {
    if (kind === 'category' && node.children.length === 0)
      throw new DomainError(ERROR_CODES.badParam, say.noChildCategories(String(node.id)))
  })
  return { ...scope, kind, sources: RANKING_PLATFORMS[scope.plat] as readonly Source[], dataFrom: ctx.catalog.tsMin }
}

type BrandItem = EntityGrowth<number> & { word: string }
type CategoryItem = EntityGrowth<CategoryRecord> & { word: string }

function rankingMonths(r: ResolvedEntityRanking): RankingMonths {
  return { start: r.period.start, end: r.period.end, trend: lastMonths(r.period.end, SALES_TREND_MONTHS), dataFrom: r.dataFrom }
}

async function readRows(ctx: AppContext, r: ResolvedEntityRanking) {
  const { from, to } = monthsToRead(rankingMonths(r))
  return entityMonthSales(ctx.analytics, {
    sources: r.sources,
    node: r.node,
    tree: r.tree,
    by: r.kind === 'brand' ? 'brand' : 'leaf',
    from,
    to,
  })
}

/**
 * Brand ids are per source (the JD and Douyin lists differ from Taobao's): on a combined platform
 * a brand's sources are summed by name, as the detail's brand tab does, and it keeps the id of the
 * first source of the platform that has it.
 */
async function brandList(ctx: AppContext, r: ResolvedEntityRanking): Promise<BrandItem[]> {
  const [rows, names] = await Promise.all([readRows(ctx, r), brandNames(ctx.analytics)])
  const idByName = new Map<string, number>()
  for (const source of r.sources)
    for (const [id, name] of names.get(source as TreeSource) ?? []) if (!idByName.has(name)) idByName.set(name, id)
  const list = growthRows(rows, rankingMonths(r), (row) => {
    const name = names.get(row.source as TreeSource)?.get(row.key) ?? `#${row.key}`
    return { id: idByName.get(name) ?? row.key, key: name, name }
  })
  // the brand's name is in every title of its items (dataset/sql-items.ts): /detail opens it with bid
  return list.map((e) => ({ ...e, word: e.name }))
}

async function categoryList(ctx: AppContext, r: ResolvedEntityRanking): Promise<CategoryItem[]> {
  const rows = await readRows(ctx, r)
  const english = isEnglishSource(treeSourceOf(r.plat))
  const childAt = r.node.level
  const list = growthRows(rows, rankingMonths(r), (row) => {
    const leaf = r.tree.get(row.key)
    const child = leaf && leaf.path.length > childAt ? r.tree.get(leaf.path[childAt]) : undefined
    return child ? { id: child, key: String(child.id), name: titleName(child, english) } : undefined
  })
  return list.map((e) => ({ ...e, word: categoryDetailWord(e.id, r.tree, english) }))
}

/** The whole ordered list of a ranking, read once per data version (result cache). */
function orderedList(ctx: AppContext, r: ResolvedEntityRanking): Promise<(BrandItem | CategoryItem)[]> {
  return cached(rankingKey(`${r.kind}_rank`, r, false), async () =>
    orderRows<BrandItem | CategoryItem>(r.kind === 'brand' ? await brandList(ctx, r) : await categoryList(ctx, r), r.sort),
  )
}

/** The cache key of one page's answer. */
export function entityPageKey(r: ResolvedEntityRanking): string {
  return rankingKey(`${r.kind}_rank_page`, r, true)
}

function figures(r: ResolvedEntityRanking, e: EntityGrowth<unknown> & { word: string }, rank: number) {
  const trend = servedTrend(rankingMonths(r).trend, e.trend, r.servedFrom)
  return {
    rank,
    sales: e.sales,
    sales_base: e.sales_base,
    sales_yoy: e.sales_yoy,
    sales_change: e.sales_change,
    label: e.label,
    trend,
    word: e.word,
  }
}

export async function entityRankingPage(ctx: AppContext, r: ResolvedEntityRanking): Promise<BrandRanking | CategoryRanking> {
  const list = await orderedList(ctx, r)
  const offset = (r.page - 1) * r.pageSize
  const slice = list.slice(offset, offset + r.pageSize)
  const head = {
    plat: r.plat,
    ts: r.period.end,
    start: r.period.start,
    end: r.period.end,
    cid: r.node.id,
    category_name: r.node.name,
    category_name_en: r.node.nameEn,
    currency: currencyOf(r.plat),
    partial: r.period.end >= currentMonthShanghai(),
    missing_months: periodMonthsWithoutData(r.period, r.dataFrom),
    total: list.length,
    page: r.page,
    page_size: r.pageSize,
  }
  if (r.kind === 'brand') {
    const rows: BrandRankRow[] = (slice as BrandItem[]).map((e, i) => ({
      ...figures(r, e, offset + i + 1),
      brand_id: e.id,
      brand_name: e.name,
    }))
    return { ...head, rows }
  }
  const rows: CategoryRankRow[] = (slice as CategoryItem[]).map((e, i) => ({
    ...figures(r, e, offset + i + 1),
    category_id: e.id.id,
    category_name: e.id.name,
    category_name_en: e.id.nameEn,
    level: e.id.level,
    is_parent: e.id.isParent,
  }))
  return { ...head, rows }
}
