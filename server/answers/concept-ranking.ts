// The concept ranking of a platform, category and period from the precomputed table, shared by
// POST /api/ecommerce and GET /api/list_gamazon (and read by /api/mini_homepage): the checks of
// every ranking (ranking-scope.ts: category -400 / -403, month -404, the version's months and page
// size) and the ranked levels, then a page of the in-memory partition (ranking-partitions.ts)
// behind the result cache.
import type { ConceptRankingRequest, ConceptRankRow, ConceptRanking, RankingSort } from '../../types'
import { DEFAULT_LANGUAGE, SALES_TREND_MONTHS, type Lang } from '../../src/domain/constants'
import { currencyOf } from '../../src/domain/format'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
import { conceptHint, hintMessage } from './concept-hint'
import { matchesTitle } from '../../src/domain/expression'
import { absoluteChange, changePercent, growthLabel } from '../../src/domain/growth'
import { periodMonthsWithoutData } from '../../src/domain/missing-months'
import { compileConcept } from '../analytics/concept-sql'
import { currentMonthShanghai, lastMonths } from '../../src/domain/months'
import { servedTrend } from '../../src/domain/privileges'
import type { Account } from '../accounts/sessions'
import { rankingPartition, warmRankingPartitions, type RankingPartition } from '../analytics/ranking-partitions'
import { searchDataVersion } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import { cached } from './answer-cache'
import { DomainError } from '../domain-error'
import { rankingKey, resolveRankingScope } from './ranking-scope'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

export interface RankingParams extends ConceptRankingRequest {
  /** the request's language (the hint's sentence); default zh, the product's own default */
  lang?: Lang
}

/** Categories precomputed in the ranking table: level 1 and level 2 (and the root, internally). */
const MAX_RANKED_LEVEL = 2

export function rankingRequest(
  ctx: AppContext,
  account: Account,
  b: RankingParams,
): { key: string; compute: () => Promise<ConceptRanking> } {
  // the one parser and matcher of concept expressions (docs/rules.md), applied to the ranked words themselves
  const filter = b.word === undefined ? null : compileConcept(b.word)
  const scope = resolveRankingScope<RankingSort>(ctx, account, b, 'growth', (node) => {
    if (node.level > MAX_RANKED_LEVEL) throw new DomainError(ERROR_CODES.badParam, say.rankedLevels(String(node.id), node.level))
  })
  const { plat, node, period, page, pageSize, sort: sortby, servedFrom } = scope
  const cid = node.id
  const { start, end } = period
  const isMulti = period.isMulti === 1

  const hint = filter ? conceptHint(RANKING_PLATFORMS[plat], filter.words) : null
  const lang = b.lang ?? DEFAULT_LANGUAGE
  // the hint's sentence is in the request's language
  const key = rankingKey('ranking', scope, true, [filter?.key ?? null, hint && lang])
  const compute = async (): Promise<ConceptRanking> => {
    const months = lastMonths(end, SALES_TREND_MONTHS)
    // the whole partition is in memory after its first read (ranking-partitions.ts): a page is a slice
    const partition = await readRanking(ctx, plat, cid, isMulti, end)
    const ranked = partition[sortby].map((row, i) => ({ row, rank: i + 1 }))
    const list = filter ? ranked.filter(({ row }) => matchesTitle(filter.expr, row.word)) : ranked
    const offset = (page - 1) * pageSize
    const { tsMin, minItems } = ctx.catalog
    // A base with a month before the data is unknown, not 0 (the growth order is then empty: sql-rankings.ts)
    const missing = periodMonthsWithoutData(period, tsMin)
    const known = missing.length === 0
    const out: ConceptRankRow[] = list.slice(offset, offset + pageSize).map(({ row: r, rank }) => {
      const salesBase = known ? r.salesBase : null
      return {
        rank,
        word: r.word,
        category_id: cid,
        category_name: node.name,
        category_name_en: node.nameEn,
        sales: r.sales,
        sales_base: salesBase,
        sales_yoy: changePercent(r.sales, salesBase),
        sales_change: absoluteChange(r.sales, salesBase),
        volume: r.volume,
        volume_yoy: changePercent(r.volume, known ? r.volumeBase : null),
        label: growthLabel(r.sales, salesBase, r.itemCount, minItems),
        item_count: r.itemCount,
        trend: servedTrend(
          months,
          months.map((m) => (m < tsMin ? null : (r.trend.get(Number(m.replace('-', ''))) ?? 0))),
          servedFrom,
        ),
      }
    })
    return {
      plat,
      ts: end,
      start,
      end,
      cid,
      partial: end >= currentMonthShanghai(),
      missing_months: missing,
      min_items: minItems,
      currency: currencyOf(plat),
      hint,
      hint_msg: hintMessage(hint, lang),
      total: list.length,
      page,
      page_size: pageSize,
      rows: out,
    }
  }
  return { key, compute }
}

/** The whole concept ranking of one platform, category and period, with 12-month trends (in memory after its first read). */
export function readRanking(ctx: AppContext, plat: string, catId: number, isMulti: boolean, month: string): Promise<RankingPartition> {
  const trendStart = lastMonths(month, SALES_TREND_MONTHS)[0]
  return rankingPartition(ctx.analytics, { plat, catId, isMulti, month, trendStart, version: searchDataVersion() })
}

/** Reads the latest month's ranking partitions into memory (in the background at start-up). */
export function warmRankings(ctx: AppContext): Promise<number> {
  const month = ctx.catalog.ts
  return warmRankingPartitions(ctx.analytics, { month, trendStart: lastMonths(month, SALES_TREND_MONTHS)[0], version: searchDataVersion() })
}

/** The ranking answer as data (the CSV download, answers/ranking-csv.ts), from the same cache entry. */
export function conceptRanking(ctx: AppContext, account: Account, b: RankingParams): Promise<ConceptRanking> {
  const { key, compute } = rankingRequest(ctx, account, b)
  return cached(key, compute)
}
