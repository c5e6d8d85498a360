// POST /api/compare: up to 20 concepts, each with its own platform and categories, in one call
// (types/compare.ts). Every concept is /api/search's answer (answers/compare-answer.ts), and with
// social_plat also its word's /api/social row (answers/compare-social.ts); a concept
// the caller may not see, or whose word is malformed, keeps its row with the reason. A never-seen
// expression costs a title match over the facts held in memory (a few ms); the call's 20-concept
// cap bounds what one call can start, and one account's calls wait in its own line
// (http/fair-share.ts), so another account's search is not held up behind them.
import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import type { CatalogPlat, CompareResult, CompareRow, CompareSocial, SocialPlat } from '../../types'
import { COMPARE_SPANS } from '../../src/domain/constants'
import { lastMonths } from '../../src/domain/months'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { requestLang } from '../http/lang'
import { requireAccount } from '../http/session'
import { rowRefusal } from '../http/row-refusal'
import { CompareBody, CompareResultSchema } from '../http/compare-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { privilegesOf } from '../answers/privileges'
import { resolvePeriod } from '../answers/period'
import { comparedSearch, comparedTrend } from '../answers/compare-answer'
import { comparedSocial } from '../answers/compare-social'

export async function compareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Static<typeof CompareBody> }>(
    '/api/compare',
    { schema: { body: CompareBody, response: envelopeResponse(CompareResultSchema) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const lang = requestLang(request)
      const b = request.body
      const span = b.months ?? COMPARE_SPANS[0]
      // the month is the same for every concept: its errors (-404, the free version's -403) fail the call
      const ts = resolvePeriod(ctx, { ts: b.ts }, privilegesOf(ctx, account)).end
      const isRefusal = (err: unknown) => rowRefusal(err, request) !== null
      const socialOf = async (plat: SocialPlat, word: string): Promise<CompareSocial> => {
        try {
          return { error_code: 0, error_msg: '', ...(await comparedSocial(ctx, account, plat, word, ts, span, isRefusal)) }
        } catch (err) {
          const refused = rowRefusal(err, request)
          if (!refused) throw err
          return {
            social_plat: plat,
            error_code: refused.code,
            error_msg: refused.msg,
            volume: null,
            volume_base: null,
            yoy: null,
            change: null,
            label: null,
            trend: null,
          }
        }
      }
      const socialPlat = b.social_plat as SocialPlat | undefined
      const rows = await Promise.all(
        b.items.map(async (asked): Promise<CompareRow> => {
          const item = { word: asked.word, plat: asked.plat as CatalogPlat, cid: asked.cid ?? '' }
          // the word's social volume is refused or answered on its own, by the social routes' rules
          const social = socialPlat ? await socialOf(socialPlat, item.word) : undefined
          try {
            const search = await comparedSearch(ctx, account, lang, item, ts)
            const trend = await comparedTrend(ctx, account, lang, item, search, span, isRefusal)
            return { ...item, error_code: 0, error_msg: '', search, trend, ...(social ? { social } : {}) }
          } catch (err) {
            const refused = rowRefusal(err, request)
            if (!refused) throw err
            return { ...item, error_code: refused.code, error_msg: refused.msg, search: null, trend: null, ...(social ? { social } : {}) }
          }
        }),
      )
      const data: CompareResult = { ts, months: lastMonths(ts, span), rows }
      return ok(data)
    },
  )
}
