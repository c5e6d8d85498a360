// Concept search (docs/api.md): POST /api/search, /api/douyin_search, /api/gamazon_search (12-month
// trend and period summary of a concept expression in a category scope), GET /api/mini_search
// (the mini-program's compact card) and POST /api/search_marked (summaries of followed concepts).
// Answers are cached by the normalised request and data version (answers/answer-cache.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { CatalogPlat, MarkedSearchResult, MarkedSearchRow, MiniSearchResult, Plat } from '../../types'
import { CATALOG_PLATFORMS, ROW_PREPARING, SALES_TREND_MONTHS } from '../../src/domain/constants'
import { currencyOf } from '../../src/domain/format'
import { lastMonths } from '../../src/domain/months'
import { periodMonthsWithoutData } from '../../src/domain/missing-months'
import { say } from '../text/messages'
import { treeSourceOf } from '../analytics/catalog'
import { cached, isCached } from '../answers/answer-cache'
import { factsKnown, prepareSearchIndex, searchIndexStats } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import { sendCached } from '../http/cached-reply'
import { ok } from '../http/envelope'
import { ERROR_CODES } from '../../types/envelope'
import { rowRefusal } from '../http/row-refusal'
import { StringEnum } from '../http/schemas'
import { CategoryId } from '../http/catalog-schemas'
import { requireAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { brandAnswer, searchAnswer } from '../answers/search-answers'
import { answerKey, type ConceptInput } from '../answers/search-request'
import { resolveConcept } from '../http/concept-request'
import { privilegesOf } from '../answers/privileges'
import { resolvePeriod } from '../answers/period'
import { ConceptFields, ConceptQuerySchema } from '../http/concept-schemas'
import { MarkedSearchSchema, MiniSearchSchema, SearchResultSchema } from '../http/search-schemas'

const MiniQuery = Type.Object({ word: ConceptFields.word, plat: ConceptFields.plat, cid: ConceptFields.cid, ts: ConceptFields.ts })
const MarkedBody = Type.Object({
  items: Type.Array(
    Type.Object({
      word: ConceptFields.word,
      plat: StringEnum(CATALOG_PLATFORMS),
      category_id: CategoryId(0),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  ts: ConceptFields.ts,
  is_multi_month: ConceptFields.is_multi_month,
})

/** Top brands shown on the mini-program card. */
const MINI_TOP_BRANDS = 3

/**
 * Never-seen expressions one search_marked call answers: 50 new ones on tbjddy were
 * 150 engine loads and 7–10 s in one call. Each further new row answers PREPARING and is answered
 * by a later call (the page asks again shortly, use-attention-data.ts); known expressions and cached
 * answers are always answered.
 */
export const NEW_EXPRESSIONS_PER_CALL = 5
/** Row code: this concept's figures are not read yet; the page asks again (the row shows error_msg meanwhile). */
export const PREPARING = ROW_PREPARING

export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await prepareSearchIndex(ctx.analytics, ctx.config.analyticsExecution === 'memory')
  const held = searchIndexStats()
  app.log.info(
    {
      seconds: +held.seconds.toFixed(2),
      factRows: held.factRows,
      items: held.items,
      titles: held.titles,
      megabytes: Math.round(held.megabytes),
    },
    'facts and title index in memory',
  )

  const search = (fixed?: Plat) => async (request: FastifyRequest<{ Body: ConceptInput }>, reply: FastifyReply) => {
    const r = await resolveConcept(ctx, request, request.body, fixed)
    return sendCached(reply, answerKey('search', r), () => searchAnswer(r))
  }
  const searchSchema = { schema: { body: ConceptQuerySchema, response: envelopeResponse(SearchResultSchema) } }
  app.post<{ Body: ConceptInput }>('/api/search', searchSchema, search())
  app.post<{ Body: ConceptInput }>('/api/douyin_search', searchSchema, search('douyin'))
  app.post<{ Body: ConceptInput }>('/api/gamazon_search', searchSchema, search('gamazon'))

  app.get<{ Querystring: Static<typeof MiniQuery> }>(
    '/api/mini_search',
    { schema: { querystring: MiniQuery, response: envelopeResponse(MiniSearchSchema) } },
    async (request, reply) => {
      const r = await resolveConcept(ctx, request, request.query as ConceptInput)
      return sendCached(reply, answerKey('mini', r), async (): Promise<MiniSearchResult> => {
        const [s, brands] = await Promise.all([cached(answerKey('search', r), () => searchAnswer(r)), brandAnswer(ctx, r, MINI_TOP_BRANDS)])
        const { items: _items, avg_price: _avg, ...figures } = s.summary
        return {
          word: s.word,
          plat: s.plat,
          cid: s.cid,
          ts: s.end,
          partial: s.partial,
          missing_months: s.missing_months,
          currency: s.currency,
          summary: figures,
          months: s.trend.map((t) => t.month),
          trend: s.trend.map((t) => t.sales),
          top_brands: brands.rows.map((b) => b.name),
        }
      })
    },
  )

  app.post<{ Body: Static<typeof MarkedBody> }>(
    '/api/search_marked',
    { schema: { body: MarkedBody, response: envelopeResponse(MarkedSearchSchema) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const b = request.body
      // the period is the same for every row: its errors (-404, the free version's -403) fail the call
      const period = resolvePeriod(ctx, b, privilegesOf(ctx, account))
      // expressions this call may start reading (concept keys); the check and the claim run with no
      // await between them, so concurrent rows of the call cannot both take the last place
      const admitted = new Set<string>()
      // one failing concept (no permission any more, a malformed word) does not hide the others
      const rows = await Promise.all(
        b.items.map(async (item): Promise<MarkedSearchRow> => {
          const base = { word: item.word, plat: item.plat as CatalogPlat, category_id: item.category_id, currency: currencyOf(item.plat) }
          try {
            const input: ConceptInput = {
              word: item.word,
              plat: item.plat as CatalogPlat,
              cid: item.category_id ? String(item.category_id) : undefined,
              ts: b.ts,
              is_multi_month: b.is_multi_month,
            }
            const r = await resolveConcept(ctx, request, input)
            const key = answerKey('search', r)
            // the name only now: resolveConcept has checked the permission
            const name = ctx.catalog.tree(treeSourceOf(item.plat as CatalogPlat)).get(item.category_id)?.name ?? ''
            if (!isCached(key) && !factsKnown(r.sources, r.concept) && !admitted.has(r.concept.key)) {
              if (admitted.size >= NEW_EXPRESSIONS_PER_CALL) {
                return {
                  ...base,
                  category_name: name,
                  error_code: PREPARING,
                  error_msg: say.conceptPreparing[r.lang],
                  summary: null,
                  trend: [],
                }
              }
              admitted.add(r.concept.key)
            }
            const s = await cached(key, () => searchAnswer(r))
            const { items: _items, avg_price: _avg, ...figures } = s.summary
            return { ...base, category_name: name, error_code: 0, error_msg: '', summary: figures, trend: s.trend.map((t) => t.sales) }
          } catch (err) {
            // a failed row says why and nothing of its category: a -403 row named a category outside
            // the caller's permission, and a -400 may come before the permission check
            const refused = rowRefusal(err, request)
            if (!refused || refused.code === ERROR_CODES.notRecorded) throw err
            return { ...base, category_name: '', error_code: refused.code, error_msg: refused.msg, summary: null, trend: [] }
          }
        }),
      )
      const data: MarkedSearchResult = {
        start: period.start,
        end: period.end,
        months: lastMonths(period.end, SALES_TREND_MONTHS),
        missing_months: periodMonthsWithoutData(period, ctx.catalog.tsMin),
        rows,
      }
      return ok(data)
    },
  )
}
