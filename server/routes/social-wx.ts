// The mini-program's social calls (docs/api.md): GET /api/wx/tags (trending concepts as tags) and
// GET /api/wx/posts_list (a page of the stored posts of one tag). Both accept the `token` header from
// storage besides the session (category permissions, docs/rules.md). The month and list length follow the caller's version by
// the rules of /api/search (search-request.ts).
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Month, SocialPlat, WxPostsPage, WxTag, WxTags } from '../../types'
import { SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { compareGrowth, type GrowthInput } from '../../src/domain/growth'
import { latestSocial, socialRanking } from '../analytics/social'
import { socialPosts } from '../analytics/social-posts'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { Id, StringEnum } from '../http/schemas'
import { Label, MonthString, Pct } from '../http/catalog-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { socialCategory, socialMonth } from '../answers/social-access'
import { socialAccount } from '../http/social-account'
import { requirePeriodAllowed, requireSocialWord, socialPostCategories } from '../permissions'
import { pageSizeFor, privilegesOf } from '../answers/privileges'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const TagsQuery = Type.Object({
  social_plat: Type.Optional(StringEnum(SOCIAL_PLATFORMS)),
  ts: Type.Optional(MonthString),
  cid: Type.Optional(Id(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export const TagsResponse = Type.Object({
  ts: Type.String(),
  tags: Type.Array(
    Type.Object({ tag: Type.String(), social_plat: StringEnum(SOCIAL_PLATFORMS), volume: Type.Number(), yoy: Pct, label: Label }),
  ),
})

const PostsQuery = Type.Object({
  // an empty or blank tag names no posts: refused
  tag: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  social_plat: Type.Optional(StringEnum(SOCIAL_PLATFORMS)),
  ts: Type.Optional(MonthString),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
const PostSchema = Type.Object({
  post_id: Type.String(),
  social_plat: StringEnum(SOCIAL_PLATFORMS),
  title: Type.String(),
  author: Type.String(),
  author_id: Type.Integer(),
  author_followers: Type.Integer(),
  published_at: Type.String(),
  likes: Type.Integer(),
  comments: Type.Integer(),
  shares: Type.Integer(),
  word: Type.String(),
  category_id: Type.Integer(),
})
export const PostsResponse = Type.Object({
  tag: Type.String(),
  ts: Type.String(),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  rows: Type.Array(PostSchema),
})

/** The month for calls over several platforms: the asked one, else the latest of any. */
async function commonMonth(ctx: AppContext, plat: SocialPlat | undefined, ts: Month | undefined): Promise<Month> {
  if (plat) return socialMonth(ctx, plat, ts)
  const latest = await latestSocial(ctx.analytics)
  return (
    ts ??
    (Object.values(latest)
      .map((p) => p.ts)
      .sort()
      .at(-1) as Month)
  )
}

export async function socialWxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof TagsQuery> }>(
    '/api/wx/tags',
    { schema: { querystring: TagsQuery, response: envelopeResponse(TagsResponse) } },
    async (request) => {
      const account = await socialAccount(ctx, request, true)
      const q = request.query
      const { cid } = socialCategory(ctx, account, q.cid)
      const asked = q.social_plat as SocialPlat | undefined
      const ts = await commonMonth(ctx, asked, q.ts)
      const privileges = privilegesOf(ctx, account)
      requirePeriodAllowed(privileges, { start: ts })
      const plats = asked ? [asked] : SOCIAL_PLATFORMS
      // a word trending on several platforms is listed once, where it grows most
      const best = new Map<string, { tag: WxTag; g: GrowthInput }>()
      for (const plat of plats) {
        const latest = (await latestSocial(ctx.analytics))[plat]
        if (!latest.ts || ts > latest.ts || ts < latest.ts_min) continue
        for (const w of await socialRanking(ctx.analytics, { plat, ts, cid, sortby: 'growth' })) {
          const g = { current: w.volume, base: w.volumeBase }
          const seen = best.get(w.word)
          if (!seen || compareGrowth(g, seen.g) < 0)
            best.set(w.word, { tag: { tag: w.word, social_plat: plat, volume: w.volume, yoy: w.yoy, label: w.label }, g })
        }
      }
      const tags = [...best.values()]
        .sort((a, b) => compareGrowth(a.g, b.g) || (a.tag.tag < b.tag.tag ? -1 : 1))
        .slice(0, pageSizeFor(privileges, q.limit))
        .map((x) => x.tag)
      const data: WxTags = { ts, tags }
      return ok(data)
    },
  )

  app.get<{ Querystring: Static<typeof PostsQuery> }>(
    '/api/wx/posts_list',
    { schema: { querystring: PostsQuery, response: envelopeResponse(PostsResponse) } },
    async (request) => {
      const account = await socialAccount(ctx, request, true)
      const q = request.query
      const tag = q.tag.trim()
      const asked = q.social_plat as SocialPlat | undefined
      const ts = await commonMonth(ctx, asked, q.ts)
      const privileges = privilegesOf(ctx, account)
      requirePeriodAllowed(privileges, { start: ts })
      const plats: SocialPlat[] = []
      for (const plat of asked ? [asked] : SOCIAL_PLATFORMS) {
        const words = await socialRanking(ctx.analytics, { plat, ts, cid: 0, sortby: 'volume' }).catch(() => [])
        if (!words.some((x) => x.word === tag)) continue
        await requireSocialWord(ctx.analytics, ctx.catalog.tree('all'), account, tag, plat, ts)
        plats.push(plat)
      }
      if (!plats.length) throw new ApiError(ERROR_CODES.notRecorded, say.noPosts(tag, ts))
      const page = q.page ?? 1
      const pageSize = pageSizeFor(privileges, q.page_size, 10)
      const categories = socialPostCategories(account, ctx.catalog.tree('all'))
      const posts = await socialPosts(ctx.analytics, {
        word: tag,
        plats,
        month: ts,
        offset: (page - 1) * pageSize,
        limit: pageSize,
        categories,
      })
      const data: WxPostsPage = { tag, ts, total: posts.total, page, page_size: pageSize, rows: posts.rows }
      return ok(data)
    },
  )
}
