// GET /api/mini_preview: the mini-program's home for someone not signed in. A review (and a new user)
// must see what the app is before any login, so this answers without a session: the latest month's
// top concepts of one platform in its default category, no more than the free version's home shows.
// The answer is the same for everyone, so it is cached (per platform and month) and may be kept by
// WeChat's network layer for a few minutes.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { MiniPreview } from '../../types'
import { DEFAULT_CATEGORY_ID, JD_FALLBACK_CATEGORY_ID } from '../../src/domain/constants'
import { treeSourceOf } from '../analytics/catalog'
import type { AppContext } from '../context'
import { sendCached } from '../http/cached-reply'
import { ApiError } from '../http/envelope'
import { say } from '../text/messages'
import { StringEnum } from '../http/schemas'
import { envelopeResponse } from '../openapi-schemas'
import { homeConceptGroup } from '../answers/home-concepts'
import { HomeConceptGroupSchema } from '../http/home-schemas'
import { ERROR_CODES } from '../../types/envelope'

/** The platforms a preview may show: the home's single platforms with a mainland category tree. */
export const PREVIEW_PLATFORMS = ['all', 'jd', 'douyin'] as const
/** Rows of the preview: the signed-in home's default list length. */
export const PREVIEW_ROWS = 5
const PREVIEW_MAX_AGE_S = 300

const Query = Type.Object({ plat: Type.Optional(StringEnum(PREVIEW_PLATFORMS)) })
export const Response = Type.Object({ ts: Type.String(), concepts: HomeConceptGroupSchema })

const previewCategory = (plat: (typeof PREVIEW_PLATFORMS)[number]): number =>
  plat === 'jd' ? JD_FALLBACK_CATEGORY_ID : DEFAULT_CATEGORY_ID.all

export async function miniPreviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/api/mini_preview',
    { schema: { querystring: Query, response: envelopeResponse(Response) } },
    async (request, reply) => {
      const plat = request.query.plat ?? 'all'
      const ts = ctx.catalog.ts
      const node = ctx.catalog.tree(treeSourceOf(plat)).get(previewCategory(plat))
      // an imported dataset may lack the default category: say so as for any month without data
      if (!node) throw new ApiError(ERROR_CODES.notRecorded, say.noData(ts, ts, ctx.catalog.tsMin, ts))
      reply.header('cache-control', `public, max-age=${PREVIEW_MAX_AGE_S}`)
      return sendCached(
        reply,
        `mini_preview|${plat}|${ts}`,
        async (): Promise<MiniPreview> => ({
          ts,
          concepts: await homeConceptGroup(ctx, plat, node, PREVIEW_ROWS),
        }),
      )
    },
  )
}
