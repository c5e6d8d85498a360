// GET /api/report?ts=YYYY-MM&page=&page_size=: the monthly report of the mini-program's /report page
// — for each e-commerce concept the caller follows (eBay's too), its sales and year-on-year growth
// in the month (the figures of /api/search), its place in its category's growth ranking this month
// and the month before (the rows of /api/ecommerce), and its 12-month sales trend. The month is
// checked as every search call checks it (-404 outside the data, -403 before the version's earliest
// month). The counts and the fastest-growing concept cover every follow; the rows come a page at a
// time. A follow the report cannot cover (its category left the caller's lists, its figures are
// refused) is named in left_out with the reason, never dropped in silence.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { MonthlyReport, ReportRow } from '../../types'
import { REPORT_MAX_CONCEPTS, SALES_TREND_MONTHS } from '../../src/domain/constants'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { monthAllowed } from '../../src/domain/privileges'
import { fastestGrowing, reportCounts } from '../../src/domain/report-counts'
import { listFollows } from '../accounts/follows'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { requestLang } from '../http/lang'
import { Label, Pct } from '../http/catalog-schemas'
import { requireAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { CurrencySchema } from '../http/search-schemas'
import { reportedFollows, reportRow } from '../answers/report-rows'
import { pageSizeFor, privilegesOf } from '../answers/privileges'
import { resolvePeriod } from '../answers/period'
import { MonthString } from '../http/catalog-schemas'

const Query = Type.Object({
  ts: Type.Optional(MonthString),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
const Row = Type.Object({
  word: Type.String(),
  plat: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  category_name_en: Type.String(),
  currency: CurrencySchema,
  sales: Type.Number(),
  sales_yoy: Pct,
  label: Label,
  rank: Type.Union([Type.Integer(), Type.Null()]),
  prev_rank: Type.Union([Type.Integer(), Type.Null()]),
  trend: Type.Array(Type.Union([Type.Number(), Type.Null()])),
})
const Count = Type.Integer({ minimum: 0 })
const Counts = Type.Object(
  {
    follows: Count,
    growing: Count,
    declining: Count,
    flat: Count,
    new: Count,
    breakout: Count,
    no_base: Count,
  },
  { description: 'counted over every follow the report covers, not the page' },
)
const Best = Type.Object({ word: Type.String(), plat: Type.String(), category_id: Type.Integer(), sales_yoy: Type.Number() })
const LeftOut = Type.Object({
  word: Type.String(),
  plat: Type.String(),
  category_id: Type.Integer(),
  reason: Type.Union([Type.Literal('category'), Type.Literal('platform'), Type.Literal('refused')]),
})
const Response = Type.Object({
  ts: Type.String(),
  prev_ts: Type.String(),
  months: Type.Array(Type.String()),
  rows: Type.Array(Row),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  counts: Counts,
  best: Type.Union([Best, Type.Null()]),
  left_out: Type.Array(LeftOut),
})

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/report',
    { schema: { querystring: Query, response: envelopeResponse(Response) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const privileges = privilegesOf(ctx, account)
      // the month first: a month outside the data or the version fails the whole report
      const period = resolvePeriod(ctx, { ts: request.query.ts }, privileges)
      const ts = period.end
      const prevTs = shiftMonth(ts, -1)
      const { covered, leftOut } = reportedFollows(ctx, account, await listFollows(ctx.db, account.id, { type: 'concept' }))

      // every follow's figures, not only the page's: the counts must speak for all of them
      const lang = requestLang(request)
      // the month before is compared only when the caller may see it: the free version's window refuses it as /api/ecommerce does
      const months = { ts, prevTs: monthAllowed(privileges, prevTs) ? prevTs : null }
      const figured = await Promise.all(covered.map((f) => reportRow(ctx, account, lang, f, months)))
      const rows: ReportRow[] = []
      figured.forEach((row, i) => {
        if (row) rows.push(row)
        else leftOut.push({ word: covered[i].follow.word, plat: covered[i].plat, category_id: covered[i].node.id, reason: 'refused' })
      })
      const page = request.query.page ?? 1
      const pageSize = pageSizeFor(privileges, request.query.page_size, REPORT_MAX_CONCEPTS)
      const best = fastestGrowing(rows)
      const data: MonthlyReport = {
        ts,
        prev_ts: prevTs,
        months: lastMonths(ts, SALES_TREND_MONTHS),
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        page_size: pageSize,
        counts: reportCounts(rows),
        best: best && { word: best.word, plat: best.plat, category_id: best.category_id, sales_yoy: best.sales_yoy as number },
        left_out: leftOut,
      }
      return ok(data)
    },
  )
}
