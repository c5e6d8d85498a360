// Follows: the status is asked by category_id, word and plat, and monitor_flag 1 answers "followed";
// setting one sends the follow payload. The word loses one pair of surrounding quotes first (concept
// expressions, docs/rules.md). The category is checked against the caller's permission for the data
// source (-403), and so is jd_cat1 against the JD list. GET /api/marked/list feeds myAttention.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { FollowItem, FollowPlat, FollowType } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { parseConcept, stripQuotes } from '../../src/domain/expression'
import { follow, isFollowed, listFollows, MAX_FOLLOWS, TooManyFollows, unfollow, type FollowKey } from '../accounts/follows'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { canViewCategory, requireCategory } from '../permissions'
import { envelopeResponse } from '../openapi-schemas'
import { existingCategory } from '../answers/catalog-access'
import { CategoryId } from '../http/catalog-schemas'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const FOLLOW_PLATS: FollowPlat[] = CATALOG_PLATFORMS
const FOLLOW_TYPES: FollowType[] = ['concept', 'social']
const Word = Type.String({ minLength: 1, maxLength: 200, description: 'concept expression; one pair of surrounding quotes is stripped' })

const StatusQuery = Type.Object({
  category_id: CategoryId(1),
  word: Word,
  plat: StringEnum(FOLLOW_PLATS),
  type: Type.Optional(StringEnum(FOLLOW_TYPES)),
})
const FollowBody = Type.Object({
  category_id: CategoryId(1),
  func: StringEnum(['add', 'del'] as const),
  type: Type.Optional(StringEnum(FOLLOW_TYPES)),
  word: Word,
  platform: StringEnum(FOLLOW_PLATS),
  jd_cat1: Type.Optional(CategoryId(0)),
})
const ListQuery = Type.Object({ plat: Type.Optional(StringEnum(FOLLOW_PLATS)), type: Type.Optional(StringEnum(FOLLOW_TYPES)) })

export const Status = Type.Object({ monitor_flag: Type.Union([Type.Literal(0), Type.Literal(1)]) })
const Item = Type.Object({
  id: Type.Integer(),
  word: Type.String(),
  type: StringEnum(FOLLOW_TYPES),
  platform: StringEnum(FOLLOW_PLATS),
  category_id: Type.Integer(),
  category_name: Type.String(),
  category_name_en: Type.String(),
  jd_cat1: Type.Integer(),
  created_at: Type.String(),
  alert_yoy_pct: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the phone alert threshold, yoy %; null: no alert (PUT /api/phone/alert)',
  }),
})

/** The list a follow is checked against: social follows use the social list. */
function followSource(plat: FollowPlat, type: FollowType): FollowPlat | 'social' {
  return type === 'social' ? 'social' : plat
}

/** The category on the platform's tree, allowed for the caller. */
function permittedCategory(
  ctx: AppContext,
  account: Account,
  plat: FollowPlat,
  type: FollowType,
  categoryId: number,
  where: string,
): CategoryRecord {
  const node = existingCategory(ctx, plat, categoryId, `${where}.category_id`)
  requireCategory(account, followSource(plat, type), node)
  return node
}

function followWord(raw: string, where: string): string {
  const parsed = parseConcept(raw)
  if (!parsed.ok)
    throw new ApiError(ERROR_CODES.badParam, {
      zh: say.badWord(`${where}.word`, parsed.message.zh).zh,
      en: say.badWord(`${where}.word`, parsed.message.en).en,
    })
  return stripQuotes(raw)
}

export async function followRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof StatusQuery> }>(
    '/api/marked',
    { schema: { querystring: StatusQuery, response: envelopeResponse(Status) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const q = request.query
      const type = q.type ?? 'concept'
      permittedCategory(ctx, account, q.plat, type, q.category_id, 'querystring')
      const key: FollowKey = {
        accountId: account.id,
        type,
        platform: q.plat,
        categoryId: q.category_id,
        word: followWord(q.word, 'querystring'),
      }
      return ok({ monitor_flag: (await isFollowed(ctx.db, key)) ? (1 as const) : (0 as const) })
    },
  )

  app.post<{ Body: Static<typeof FollowBody> }>(
    '/api/marked',
    { schema: { body: FollowBody, response: envelopeResponse(Status) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const b = request.body
      const type = b.type ?? 'concept'
      permittedCategory(ctx, account, b.platform, type, b.category_id, 'body')
      const jdCat1 = b.jd_cat1 ?? 0
      if (jdCat1) permittedCategory(ctx, account, 'jd', 'concept', jdCat1, 'body.jd_cat1')
      const key: FollowKey = {
        accountId: account.id,
        type,
        platform: b.platform,
        categoryId: b.category_id,
        word: followWord(b.word, 'body'),
      }
      if (b.func === 'del') {
        await unfollow(ctx.db, key)
        return ok({ monitor_flag: 0 as const })
      }
      try {
        await follow(ctx.db, key, jdCat1)
      } catch (err) {
        if (err instanceof TooManyFollows) throw new ApiError(ERROR_CODES.badParam, say.tooManyFollows(MAX_FOLLOWS))
        throw err
      }
      return ok({ monitor_flag: 1 as const })
    },
  )

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/marked/list',
    { schema: { querystring: ListQuery, response: envelopeResponse(Type.Array(Item)) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const rows = await listFollows(ctx.db, account.id, { platform: request.query.plat, type: request.query.type })
      const out: FollowItem[] = []
      for (const r of rows) {
        const plat = r.platform as FollowPlat
        const type = r.type as FollowType
        const node = ctx.catalog.tree(treeSourceOf(plat)).get(r.categoryId)
        // a follow whose category the caller may no longer see (or that left the tree) is not shown
        if (!node || !canViewCategory(account, followSource(plat, type), node)) continue
        out.push({
          id: r.id,
          word: r.word,
          type,
          platform: plat,
          category_id: r.categoryId,
          category_name: node.name,
          category_name_en: node.nameEn,
          jd_cat1: r.jdCat1,
          created_at: r.createdAt.toISOString(),
          alert_yoy_pct: r.alertYoyPct,
        })
      }
      return ok(out)
    },
  )
}
