// POST /api/lead: for one concept (as /api/search takes it: word, platform, categories, month) the
// lag of 0–6 months at which its social volume best matches its sales, told only when the
// evidence holds (docs/rules.md "Talk leading sales"). GET /api/early_signals: the concepts of a
// platform and ranked category whose volume is rising now and has led their sales before. Both
// answer from the result cache after the first call (one per data version and scope). The sales
// follow the caller's permissions per source and category (as /api/search and the rankings); the
// volume follows the social list (social_cat_list), as /api/social.
import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import type { Account } from '../accounts/sessions'
import type { CatalogPlat, Month } from '../../types'
import { ERROR_CODES } from '../../types/envelope'
import { stripQuotes } from '../../src/domain/expression'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
import { treeSourceOf } from '../analytics/catalog'
import { latestSocial } from '../analytics/social'
import { searchDataVersion } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import { ApiError } from '../http/envelope'
import { sendCached } from '../http/cached-reply'
import { requestLang } from '../http/lang'
import { say } from '../text/messages'
import { requireAccount } from '../http/session'
import { ConceptLeadSchema, EarlySignalsQuery, EarlySignalsSchema, LeadBody } from '../http/lead-schemas'
import { envelopeResponse } from '../openapi-schemas'
import {
  requireDefaultRankingCategory,
  requireRankingCategory,
  requireRecordedSocialWord,
  seesWholeSource,
  socialListKey,
  visibleSocialWords,
} from '../permissions'
import { answerKey, resolveConceptFor } from '../answers/search-request'
import { privilegesOf } from '../answers/privileges'
import { resolvePeriod } from '../answers/period'
import { conceptLeadAnswer, earlySignalsAnswer, type LeadListQuery } from '../answers/lead-answer'

/** Ranked categories are of level 1 and 2. */
const MAX_RANKED_LEVEL = 2

/** The social words the caller may see, by their list's rankings of the latest month. */
async function socialWordsOf(ctx: AppContext, account: Account): Promise<Set<string> | 'all'> {
  const latest = (await latestSocial(ctx.analytics)).xhs.ts
  return visibleSocialWords(ctx.analytics, ctx.catalog.tree('all'), account, 'xhs', latest)
}

/** Whether the caller sees the whole tree of plat on each of its sources (the ranking of the root, cat_id 0). */
function seesWholeTree(account: Account, plat: CatalogPlat): boolean {
  return [plat, ...RANKING_PLATFORMS[plat]].every((p) => seesWholeSource(account, p as CatalogPlat))
}

/**
 * The list a platform's leads are counted in, for this caller: the ranked category asked (checked as
 * the rankings check it), else the whole tree or the caller's default category, and the social words
 * the caller may see.
 */
async function leadList(ctx: AppContext, account: Account, plat: CatalogPlat, askedCid: number, ts: Month): Promise<LeadListQuery> {
  let cid = 0
  if (askedCid) {
    const node = ctx.catalog.tree(treeSourceOf(plat)).get(askedCid)
    if (!node) throw new ApiError(ERROR_CODES.badParam, say.unknownCategory('cid', String(askedCid), plat))
    requireRankingCategory(ctx.catalog, account, plat, node)
    if (node.level > MAX_RANKED_LEVEL) throw new ApiError(ERROR_CODES.badParam, say.rankedLevels(String(askedCid), node.level))
    cid = node.id
  } else if (!seesWholeTree(account, plat)) {
    cid = requireDefaultRankingCategory(ctx.catalog, account, plat).id
  }
  const privileges = privilegesOf(ctx, account)
  return {
    plat,
    cid,
    ts,
    words: await socialWordsOf(ctx, account),
    // the social words seen are part of what the answer depends on: the whole list, or the caller's own
    wordsKey: socialListKey(account),
    earliest: privileges.earliest_month,
    dataFrom: ctx.catalog.tsMin,
  }
}

export async function leadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Static<typeof LeadBody> }>(
    '/api/lead',
    { schema: { body: LeadBody, response: envelopeResponse(ConceptLeadSchema) } },
    async (request, reply) => {
      const account = await requireAccount(ctx.db, request)
      const b = request.body
      const r = resolveConceptFor(ctx, account, requestLang(request), {
        word: b.word,
        plat: b.plat as CatalogPlat | undefined,
        cid: b.cid,
        ts: b.ts,
      })
      const socialWord = stripQuotes(b.word.trim())
      const latest = (await latestSocial(ctx.analytics)).xhs.ts
      if (latest) await requireRecordedSocialWord(ctx.analytics, ctx.catalog.tree('all'), account, socialWord, 'xhs', latest)
      // the lead is one test of the platform's list, the one the early signals count (its default category)
      const list = await leadList(ctx, account, r.plat, 0, r.period.end)
      return sendCached(reply, answerKey('lead', r, [socialWord, list.wordsKey]), () => conceptLeadAnswer(ctx, r, socialWord, list))
    },
  )

  app.get<{ Querystring: Static<typeof EarlySignalsQuery> }>(
    '/api/early_signals',
    { schema: { querystring: EarlySignalsQuery, response: envelopeResponse(EarlySignalsSchema) } },
    async (request, reply) => {
      const account = await requireAccount(ctx.db, request)
      const q = request.query
      const plat = (q.plat ?? 'all') as CatalogPlat
      const privileges = privilegesOf(ctx, account)
      const ts: Month = resolvePeriod(ctx, { ts: q.ts }, privileges).end
      const list = await leadList(ctx, account, plat, q.cid ?? 0, ts)
      const key = JSON.stringify(['early_signals', searchDataVersion(), plat, list.cid, ts, list.wordsKey, privileges.earliest_month])
      return sendCached(reply, key, () => earlySignalsAnswer(ctx, list))
    },
  )
}
