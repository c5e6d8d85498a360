// GET /api/social: the high-growth social concepts of one social platform and month (docs/api.md:
// 13-month trends, top-10 talents and brands, the concept's Taobao/Tmall sales beside its volume),
// optionally within a category of social_cat_list; GET /api/latest_social: the
// latest month per social platform. The month and page size follow the caller's version by the rules
// of /api/search (search-request.ts).
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { LatestSocial, Month, SocialPlat, SocialRanking } from '../../types'
import { SOCIAL_PLATFORMS, SOCIAL_TREND_MONTHS } from '../../src/domain/constants'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import { servedTrend } from '../../src/domain/privileges'
import { currencyOf } from '../../src/domain/format'
import { CurrencySchema } from '../http/search-schemas'
import { latestSocial, socialMissingMonths, socialRanking } from '../analytics/social'
import { conceptSales, topBrands, topTalents } from '../analytics/social-leaders'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { Id, StringEnum } from '../http/schemas'
import { Label, MonthString, Pct } from '../http/catalog-schemas'
import { envelopeResponse } from '../openapi-schemas'
import { socialCategory, socialCategoryOfWord, socialMonth } from '../answers/social-access'
import { socialAccount } from '../http/social-account'
import { socialWordPlace } from '../answers/social-word'
import { requirePeriodAllowed, socialSalesShown } from '../permissions'
import { pageSizeFor, privilegesOf } from '../answers/privileges'
import { say } from '../text/messages'
import { searchDataVersion } from '../analytics/queries/search-index'
import { sendCached } from '../http/cached-reply'
import { ERROR_CODES } from '../../types/envelope'

const SocialQuery = Type.Object({
  social_plat: StringEnum(SOCIAL_PLATFORMS),
  ts: Type.Optional(MonthString),
  cid: Type.Optional(Id(0)),
  word: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sortby: Type.Optional(StringEnum(['growth', 'volume'] as const)),
})

const TalentSchema = Type.Object({
  talent_id: Type.Integer(),
  nickname: Type.String(),
  followers: Type.Integer(),
  posts: Type.Integer(),
  likes: Type.Integer(),
  comments: Type.Integer(),
  shares: Type.Integer(),
  engagement: Type.Integer(),
})
const BrandSchema = Type.Object({ brand: Type.String(), mentions: Type.Integer() })
const Sales = Type.Union([Type.Number(), Type.Null()])
// a month the social platform has no data of is null, not 0
const Volume = Type.Union([Type.Number(), Type.Null()])
const MissingMonths = Type.Array(Type.String(), { description: 'months of the trend the social platform has no data of, oldest first' })

const SocialRowSchema = Type.Object({
  rank: Type.Integer(),
  word: Type.String(),
  volume: Type.Number(),
  volume_base: Volume,
  volume_prev: Volume,
  yoy: Pct,
  mom: Pct,
  change: Volume,
  mom_change: Volume,
  label: Label,
  trend: Type.Array(Volume),
  missing_months: MissingMonths,
  talents: Type.Array(TalentSchema),
  brands: Type.Array(BrandSchema),
  sales: Sales,
  sales_trend: Type.Union([Type.Array(Sales), Type.Null()]),
})

const SocialResponse = Type.Object({
  social_plat: StringEnum(SOCIAL_PLATFORMS),
  ts: Type.String(),
  cid: Type.Integer(),
  months: Type.Array(Type.String()),
  missing_months: MissingMonths,
  sales_shown: Type.Boolean(),
  currency: CurrencySchema,
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  rows: Type.Array(SocialRowSchema),
})

const LatestQuery = Type.Object({ social_plat: Type.Optional(StringEnum(SOCIAL_PLATFORMS)) })
const PlatMonths = Type.Object({ ts: Type.String(), ts_min: Type.String() })
export const LatestResponse = Type.Object({
  ts: Type.String(),
  ts_min: Type.String(),
  platforms: Type.Object({ douyin: PlatMonths, weibo: PlatMonths, xhs: PlatMonths }),
})

export async function socialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: Static<typeof SocialQuery> }>(
    '/api/social',
    { schema: { querystring: SocialQuery, response: envelopeResponse(SocialResponse) } },
    async (request, reply) => {
      const account = await socialAccount(ctx, request)
      const q = request.query
      const plat = q.social_plat as SocialPlat
      const ts = await socialMonth(ctx, plat, q.ts)
      const privileges = privilegesOf(ctx, account)
      requirePeriodAllowed(privileges, { start: ts })
      // one word without a category: the granted category that ranks it, not only the first granted
      const { cid } = q.word && !q.cid ? await socialCategoryOfWord(ctx, account, plat, ts, q.word) : socialCategory(ctx, account, q.cid)
      const sortby = q.sortby ?? 'growth'
      const page = q.page ?? 1
      const pageSize = pageSizeFor(privileges, q.page_size)
      const showSales = socialSalesShown(account, ctx.catalog.tree('all'), cid)
      // a page is computed once per data version (its talents, brands and sales are further queries):
      // whoever asks the same page with the same visibility of sales gets the same answer
      const earliest = privileges.earliest_month
      const key = JSON.stringify([
        'social',
        searchDataVersion(),
        plat,
        ts,
        cid,
        sortby,
        page,
        pageSize,
        q.word ?? null,
        showSales,
        earliest,
      ])
      return sendCached(reply, key, () => socialPage({ plat, ts, cid, sortby, page, pageSize, word: q.word, showSales, earliest }))
    },
  )

  /** One page of a social ranking with its talents, brands and (where the caller may see them) sales. */
  async function socialPage(o: {
    plat: SocialPlat
    ts: string
    cid: number
    sortby: 'growth' | 'volume'
    page: number
    pageSize: number
    word?: string
    showSales: boolean
    /** the caller's first month: earlier months are served as gaps (docs/rules.md "The free version's window") */
    earliest: Month
  }): Promise<SocialRanking> {
    const { plat, ts, cid, sortby, page, pageSize, word, showSales, earliest } = o
    const list = word ? [] : await socialRanking(ctx.analytics, { plat, ts, cid, sortby })
    let offset = (page - 1) * pageSize
    let shown = list.slice(offset, offset + pageSize)
    if (word) {
      // the detail page asks for one word: its row keeps its rank in the full list
      const place = await socialWordPlace(ctx, { plat, ts, cid, sortby, word })
      shown = [place.row]
      offset = place.rank - 1
    }
    const months = lastMonths(ts, SOCIAL_TREND_MONTHS)
    const words = shown.map((w) => w.word)
    const [talents, brands, sales, missing] = await Promise.all([
      topTalents(ctx.analytics, { plat, month: ts, words }),
      topBrands(ctx.analytics, { plat, month: ts, words }),
      showSales
        ? conceptSales(ctx.analytics, { cid, words, months, tsMin: ctx.catalog.tsMin, ts: ctx.catalog.ts })
        : new Map<string, (number | null)[]>(),
      socialMissingMonths(ctx.analytics, plat, months),
    ])
    // the month before ts, behind the month-on-month figures, may be before the window too
    const prevServed = shiftMonth(ts, -1) >= earliest
    const rows = shown.map((w, i) => ({
      rank: offset + i + 1,
      word: w.word,
      volume: w.volume,
      volume_base: w.volumeBase,
      volume_prev: prevServed ? w.volumePrev : null,
      yoy: w.yoy,
      mom: prevServed ? w.mom : null,
      change: w.change,
      mom_change: prevServed ? w.momChange : null,
      label: w.label,
      trend: servedTrend(months, w.trend, earliest),
      missing_months: missing,
      talents: talents.get(w.word) ?? [],
      brands: brands.get(w.word) ?? [],
      sales: sales.get(w.word)?.at(-1) ?? null,
      sales_trend: sales.has(w.word) ? servedTrend(months, sales.get(w.word) ?? [], earliest) : null,
    }))
    const data: SocialRanking = {
      social_plat: plat,
      ts,
      cid,
      months,
      missing_months: missing,
      sales_shown: showSales,
      currency: currencyOf('all'),
      total: word ? rows.length : list.length,
      page,
      page_size: pageSize,
      rows,
    }
    return data
  }

  app.get<{ Querystring: Static<typeof LatestQuery> }>(
    '/api/latest_social',
    { schema: { querystring: LatestQuery, response: envelopeResponse(LatestResponse) } },
    async (request) => {
      await socialAccount(ctx, request)
      const platforms = await latestSocial(ctx.analytics)
      const asked = request.query.social_plat as SocialPlat | undefined
      const picked = asked ? [platforms[asked]] : Object.values(platforms).filter((p) => p.ts)
      if (!picked.length || !picked[0].ts) throw new ApiError(ERROR_CODES.notRecorded, say.noSocialYet)
      const data: LatestSocial = {
        ts: picked
          .map((p) => p.ts)
          .sort()
          .at(-1) as string,
        ts_min: picked.map((p) => p.ts_min).sort()[0],
        platforms,
      }
      return ok(data)
    },
  )
}
