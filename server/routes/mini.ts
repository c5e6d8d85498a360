// POST /api/mini_homepage: the mini-program's home — the latest month, the top concepts of each
// platform the caller may see (in its default category) and the social highlights.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { MiniHomepage, Plat } from '../../types'
import { PLATFORMS, SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { availablePlatforms, defaultCategoryId } from '../../src/domain/permissions'
import { treeSourceOf } from '../analytics/catalog'
import { latestSocial, socialRanking } from '../analytics/social'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { canViewRanking, grantsAnyCategory, requireSource } from '../permissions'
import { Label, Pct } from '../http/catalog-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { homeConceptGroup } from '../answers/home-concepts'
import { HomeConceptGroupSchema } from '../http/home-schemas'
import { socialCategory } from '../answers/social-access'

const Body = Type.Object({
  plat: Type.Optional(StringEnum(PLATFORMS)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
})
export const Response = Type.Object({
  ts: Type.String(),
  ts_min: Type.String(),
  concepts: Type.Array(HomeConceptGroupSchema),
  social: Type.Array(
    Type.Object({
      social_plat: StringEnum(SOCIAL_PLATFORMS),
      ts: Type.String(),
      rows: Type.Array(Type.Object({ rank: Type.Integer(), word: Type.String(), volume: Type.Number(), yoy: Pct, label: Label })),
    }),
  ),
})

/** The home shows the single platforms; the combined ones (tbjd, tbjddy) are one tap away. */
const HOME_PLATFORMS: Plat[] = ['all', 'jd', 'douyin', 'gamazon']

export async function miniRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Static<typeof Body> }>(
    '/api/mini_homepage',
    { schema: { body: Body, response: envelopeResponse(Response) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const perms = account.permissions
      const limit = request.body.limit ?? 5
      const asked = request.body.plat as Plat | undefined
      if (asked) requireSource(account, asked)
      const plats = asked ? [asked] : availablePlatforms(perms, HOME_PLATFORMS)
      const ts = ctx.catalog.ts

      const concepts: MiniHomepage['concepts'] = []
      for (const plat of plats) {
        const cid = defaultCategoryId(plat, perms)
        const node = ctx.catalog.tree(treeSourceOf(plat)).get(cid)
        // a default outside the list (or deeper than the ranked levels) is skipped, never shown
        if (!node || node.level > 2 || !canViewRanking(ctx.catalog, account, plat, node)) continue
        concepts.push(await homeConceptGroup(ctx, plat, node, limit))
      }

      const social: MiniHomepage['social'] = []
      if (grantsAnyCategory(account, 'social')) {
        const { cid } = socialCategory(ctx, account, undefined)
        const latest = await latestSocial(ctx.analytics)
        for (const socialPlat of SOCIAL_PLATFORMS) {
          const sts = latest[socialPlat].ts
          if (!sts) continue
          const words = await socialRanking(ctx.analytics, { plat: socialPlat, ts: sts, cid, sortby: 'growth' })
          social.push({
            social_plat: socialPlat,
            ts: sts,
            rows: words.slice(0, limit).map((w, i) => ({ rank: i + 1, word: w.word, volume: w.volume, yoy: w.yoy, label: w.label })),
          })
        }
      }
      const data: MiniHomepage = { ts, ts_min: ctx.catalog.tsMin, concepts, social }
      return ok(data)
    },
  )
}
