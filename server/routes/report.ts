// GET /api/report?ts=YYYY-MM: the monthly report of the mini-program's /report page — for each
// e-commerce concept the caller follows, its sales and year-on-year growth in the month (the
// figures of /api/search), its place in its category's growth ranking this month and the month
// before (the rows of /api/ecommerce), and its 12-month sales trend. The month is checked as every
// search call checks it (-404 outside the data, -403 before the version's earliest month); a follow
// whose category the caller may no longer see is left out, as /api/marked/list leaves it out.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { MonthlyReport, Plat, ReportRow } from '../../types'
import { PLATFORMS, REPORT_MAX_CONCEPTS, SALES_TREND_MONTHS } from '../../src/domain/constants'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { followWordKey, listFollows, type FollowRow } from '../accounts/follows'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import { cached } from '../analytics/queries/result-cache'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { Label, Pct } from '../http/catalog-schemas'
import { requireAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { canViewCategory, canViewRanking } from '../permissions'
import { readRanking } from '../answers/ranking-answer'
import { searchAnswer } from '../answers/search-answers'
import { MonthField, answerKey, privilegesOf, resolveConcept, resolvePeriod } from '../answers/search-request'

/** Categories the growth ranking is precomputed for (ranking-answer.ts). */
const MAX_RANKED_LEVEL = 2

const Query = Type.Object({ ts: Type.Optional(MonthField) })
const Row = Type.Object({
  word: Type.String(), plat: Type.String(), category_id: Type.Integer(), category_name: Type.String(), category_name_en: Type.String(),
  sales: Type.Number(), sales_yoy: Pct, label: Label,
  rank: Type.Union([Type.Integer(), Type.Null()]), prev_rank: Type.Union([Type.Integer(), Type.Null()]),
  trend: Type.Array(Type.Union([Type.Number(), Type.Null()])),
})
const Response = Type.Object({
  ts: Type.String(), prev_ts: Type.String(), months: Type.Array(Type.String()), rows: Type.Array(Row), total: Type.Integer(),
})

const SEARCHABLE = new Set<string>(PLATFORMS)

/** The concept's place in its category's growth ranking of a month; null when it is not in it. */
async function growthRank(ctx: AppContext, plat: Plat, node: CategoryRecord, word: string, month: string): Promise<number | null> {
  if (month < ctx.catalog.tsMin) return null
  const ranking = await readRanking(ctx, plat, node.id, false, month)
  const key = followWordKey(word)
  const at = ranking.growth.findIndex((r) => followWordKey(r.word) === key)
  return at < 0 ? null : at + 1
}

/** The follows the report covers: e-commerce concepts in categories the caller may still see. */
function reportedFollows(ctx: AppContext, account: Account, follows: FollowRow[]): { follow: FollowRow; plat: Plat; node: CategoryRecord }[] {
  const out = []
  for (const follow of follows) {
    if (!SEARCHABLE.has(follow.platform)) continue
    const plat = follow.platform as Plat
    const node = ctx.catalog.tree(treeSourceOf(plat)).get(follow.categoryId)
    if (node && canViewCategory(account, plat, node)) out.push({ follow, plat, node })
  }
  return out
}

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/report',
    { schema: { querystring: Query, response: envelopeResponse(Response) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      // the month first: a month outside the data or the version fails the whole report
      const period = resolvePeriod(ctx, { ts: request.query.ts }, privilegesOf(ctx, account))
      const ts = period.end
      const prevTs = shiftMonth(ts, -1)
      const follows = reportedFollows(ctx, account, await listFollows(ctx.db, account.id, { type: 'concept' }))

      const rows = await Promise.all(follows.slice(0, REPORT_MAX_CONCEPTS).map(async ({ follow, plat, node }): Promise<ReportRow> => {
        const r = await resolveConcept(ctx, request, { word: follow.word, plat, cid: String(node.id), ts })
        const s = await cached(answerKey('search', r), () => searchAnswer(r))
        const ranked = node.level <= MAX_RANKED_LEVEL && canViewRanking(ctx.catalog, account, plat, node)
        const [rank, prevRank] = ranked
          ? await Promise.all([growthRank(ctx, plat, node, follow.word, ts), growthRank(ctx, plat, node, follow.word, prevTs)])
          : [null, null]
        return {
          word: follow.word, plat, category_id: node.id, category_name: node.name, category_name_en: node.nameEn,
          sales: s.summary.sales, sales_yoy: s.summary.sales_yoy, label: s.summary.label,
          rank, prev_rank: prevRank, trend: s.trend.map((t) => t.sales),
        }
      }))
      const months = lastMonths(ts, SALES_TREND_MONTHS)
      const data: MonthlyReport = { ts, prev_ts: prevTs, months, rows, total: follows.length }
      return ok(data)
    },
  )
}
