// Public calls: notices, client-error reports and the latest-month info (docs/api.md).
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { TimeInfo } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { currentMonthShanghai } from '../../src/domain/months'
import { CLIENT_ERROR_LIMITS, recordClientError } from '../accounts/client-errors'
import { activeNotices } from '../accounts/notices'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { currentAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { MonthString } from '../http/catalog-schemas'

// bounds of accounts/client-errors.ts: anonymous callers may post, the table must stay small
const ClientErrorBody = Type.Object({
  error_url: Type.String({ maxLength: CLIENT_ERROR_LIMITS.errorUrl }),
  ua: Type.String({ maxLength: CLIENT_ERROR_LIMITS.ua }),
  tab: Type.String({ maxLength: CLIENT_ERROR_LIMITS.tab }),
  browser_finger: Type.String({ maxLength: CLIENT_ERROR_LIMITS.browserFinger }),
  message: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_LIMITS.message })),
})

// Response schemas of types/misc.ts (Notice) and types/platform.ts (TimeInfo); they also serialize
// the answers, so every field of those types is listed.
export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  content_en: Type.String(),
  created_at: Type.String({ description: 'ISO date-time' }),
})
export const TimeInfoSchema = Type.Object({
  ts: MonthString,
  ts_min: MonthString,
  partial: Type.Optional(Type.Boolean({ description: 'true when the latest month is still being collected' })),
})

const TsQuery = Type.Object({
  plat: Type.Optional(StringEnum(CATALOG_PLATFORMS)),
})

export async function publicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/api/dw_notice',
    { schema: { querystring: Type.Object({}), response: envelopeResponse(Type.Array(NoticeSchema)) } },
    async () => {
      return ok(await activeNotices(ctx.db))
    },
  )

  app.post<{ Body: Static<typeof ClientErrorBody> }>(
    '/api/client_error',
    { schema: { body: ClientErrorBody, response: envelopeResponse(Type.Null()) }, bodyLimit: 16 * 1024 },
    async (request) => {
      const account = await currentAccount(ctx.db, request).catch(() => null)
      const b = request.body
      await recordClientError(ctx.db, {
        errorUrl: b.error_url,
        ua: b.ua,
        tab: b.tab,
        browserFinger: b.browser_finger,
        message: b.message ?? '',
        accountId: account?.id ?? null,
      })
      return ok(null)
    },
  )

  // Every platform shares the dataset's months; the latest is the last complete month.
  // the latest month is partial while it is still the current month in Shanghai (data still arriving)
  const timeInfo = async (): Promise<TimeInfo> => ({
    ts: ctx.catalog.ts,
    ts_min: ctx.catalog.tsMin,
    partial: ctx.catalog.ts >= currentMonthShanghai(),
  })
  for (const path of ['/api/get_word_ts', '/api/get_jd_ts', '/api/get_dy_ts', '/api/get_tbjd_ts', '/api/get_gamazon_ts', '/get_word_ts']) {
    app.get(path, { schema: { querystring: TsQuery, response: envelopeResponse(TimeInfoSchema) } }, async () => ok(await timeInfo()))
  }
}
