// The rows of the monthly report (GET /api/report): which follows it covers (every e-commerce
// concept, eBay's too, in a category the caller may still see; the others are named with their
// reason, never dropped in silence), and each covered follow's figures — those of /api/search, its
// place in its category's growth ranking this month and the month before, its 12-month trend.
import type { CatalogPlat, ReportLeftOut, ReportRow } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { followWordKey, type FollowRow } from '../accounts/follows'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import { cached } from './answer-cache'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { canViewCategory, canViewRanking } from '../permissions'
import { readRanking } from './concept-ranking'
import { searchAnswer } from './search-answers'
import { answerKey, resolveConceptFor } from './search-request'
import type { Lang } from '../../src/domain/constants'

/** Categories the growth ranking is precomputed for (answers/concept-ranking.ts). */
const MAX_RANKED_LEVEL = 2

const SEARCHABLE = new Set<string>(CATALOG_PLATFORMS)

export interface ReportedFollow {
  follow: FollowRow
  plat: CatalogPlat
  node: CategoryRecord
}

/** The months whose growth ranking the report reads: this one, and the one before when the caller may see it. */
export interface ReportMonths {
  ts: string
  /** null: the month before is not served to the caller (before the data or the version's window) */
  prevTs: string | null
}

/** The follows the report covers, and those it leaves out with the reason. */
export function reportedFollows(
  ctx: AppContext,
  account: Account,
  follows: FollowRow[],
): { covered: ReportedFollow[]; leftOut: ReportLeftOut[] } {
  const covered: ReportedFollow[] = []
  const leftOut: ReportLeftOut[] = []
  for (const follow of follows) {
    const named = { word: follow.word, plat: follow.platform, category_id: follow.categoryId }
    if (!SEARCHABLE.has(follow.platform)) {
      leftOut.push({ ...named, reason: 'platform' })
      continue
    }
    const plat = follow.platform as CatalogPlat
    const node = ctx.catalog.tree(treeSourceOf(plat)).get(follow.categoryId)
    if (node && canViewCategory(account, plat, node)) covered.push({ follow, plat, node })
    else leftOut.push({ ...named, reason: 'category' })
  }
  return { covered, leftOut }
}

/** The concept's place in its category's growth ranking of a month; null when it is not in it. */
async function growthRank(
  ctx: AppContext,
  plat: CatalogPlat,
  node: CategoryRecord,
  word: string,
  month: string | null,
): Promise<number | null> {
  if (month === null || month < ctx.catalog.tsMin) return null
  const ranking = await readRanking(ctx, plat, node.id, false, month)
  const key = followWordKey(word)
  const at = ranking.growth.findIndex((r) => followWordKey(r.word) === key)
  return at < 0 ? null : at + 1
}

/**
 * One covered follow's row; null when the caller's version or permissions refuse its figures (a
 * combined platform whose other source is not granted, say): the report then names it as left out.
 */
export async function reportRow(
  ctx: AppContext,
  account: Account,
  lang: Lang,
  f: ReportedFollow,
  months: ReportMonths,
): Promise<ReportRow | null> {
  const { follow, plat, node } = f
  let s
  try {
    const r = resolveConceptFor(ctx, account, lang, { word: follow.word, plat, cid: String(node.id), ts: months.ts })
    s = await cached(answerKey('search', r), () => searchAnswer(r))
  } catch (err) {
    if (err instanceof DomainError) return null
    throw err
  }
  const ranked = node.level <= MAX_RANKED_LEVEL && canViewRanking(ctx.catalog, account, plat, node)
  const [rank, prevRank] = ranked
    ? await Promise.all([growthRank(ctx, plat, node, follow.word, months.ts), growthRank(ctx, plat, node, follow.word, months.prevTs)])
    : [null, null]
  return {
    word: follow.word,
    plat,
    category_id: node.id,
    category_name: node.name,
    category_name_en: node.nameEn,
    currency: s.currency,
    sales: s.summary.sales,
    sales_yoy: s.summary.sales_yoy,
    label: s.summary.label,
    rank,
    prev_rank: prevRank,
    trend: s.trend.map((t) => t.sales),
  }
}
