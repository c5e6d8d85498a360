// Saved links: a page whose month changes saves its rebuilt URL parameters here and gets a short
// id (url_id) back; loading that id (wx_url_id) gives the parameters again, always with word, plat,
// cid, label1 and activedTab. The page's parameters are stored as posted (strings and numbers, a bounded set) and
// answered with a 12-character random id once committed. The category of cid is checked against the
// caller's permission for plat (-403), so a link never points into a category its author may not see.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { Plat } from '../../types'
import { PLATFORMS } from '../../src/domain/constants'
import { loadLink, saveLink, URL_ID_PATTERN, type LinkParams } from '../accounts/saved-links'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { StringEnum } from '../http/schemas'
import { requireAccount } from '../http/session'
import { requireCategory } from '../permissions'
import { envelopeResponse } from '../openapi-schemas'
import { existingCategory } from '../answers/catalog-access'
import { say } from '../text/messages'
import { requestLang } from '../http/lang'
import { sharePreview } from '../answers/share-preview'
import { ERROR_CODES } from '../../types/envelope'

const LINK_PLATS = [...PLATFORMS, 'ebay'] as const
// Other parameters: strings or numbers, checked in the handler. Neither anyOf (the app's type
// coercion would turn 1 into "1") nor a type list (Ajv strict mode warns) keeps both as posted.
const Extra = Type.Unsafe<string | number>({ description: 'a string (at most 500 characters) or a number' })

const SaveBody = Type.Object(
  {
    word: Type.Optional(Type.String({ maxLength: 200 })),
    plat: Type.Optional(StringEnum(LINK_PLATS)),
    // one id (16) or several, comma-separated as on /detail ('16,1801'); kept as posted, checked below
    cid: Type.Optional(Type.Unsafe<string | number>({ description: 'a category id, or ids separated by commas' })),
    label1: Type.Optional(Type.String({ maxLength: 200 })),
    activedTab: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: Extra, maxProperties: 30, minProperties: 1, description: "the page's URL parameters" },
)
const LoadQuery = Type.Object({ wx_url_id: Type.String({ pattern: URL_ID_PATTERN, description: 'url_id from POST /api/wxmini_params' }) })

const PreviewQuery = Type.Object({ url_id: Type.String({ pattern: URL_ID_PATTERN, description: 'url_id of a shared detail link' }) })
const Preview = Type.Object({
  word: Type.String(),
  plat: Type.String(),
  category_names: Type.Array(Type.String()),
  category_names_en: Type.Array(Type.String()),
  ts: Type.String(),
  sales_yoy: Type.Union([Type.Number(), Type.Null()]),
  label: Type.Union([Type.Literal('new'), Type.Literal('breakout'), Type.Null()]),
  partial: Type.Boolean(),
})

export const Saved = Type.Object({ url_id: Type.String() })
const Link = Type.Object(
  {
    word: Type.String(),
    plat: Type.String(),
    cid: Type.Union([Type.Integer(), Type.String()]),
    label1: Type.String(),
    activedTab: Type.String(),
  },
  { additionalProperties: Extra },
)

const CID_LIST = /^\d{1,16}(,\d{1,16}){0,19}$/

/** The ids of a saved link's cid: a number, or ids separated by commas (0 or '' for none). */
function categoryIds(cid: string | number | undefined): number[] {
  if (cid === undefined || cid === '' || cid === 0) return []
  if (typeof cid === 'number' && Number.isSafeInteger(cid) && cid > 0) return [cid]
  if (typeof cid === 'string' && CID_LIST.test(cid))
    return cid
      .split(',')
      .map(Number)
      .filter((id) => id > 0)
  throw new ApiError(ERROR_CODES.badParam, say.cidList)
}

export async function wxminiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Static<typeof SaveBody> }>(
    '/api/wxmini_params',
    { schema: { body: SaveBody, response: envelopeResponse(Saved) }, bodyLimit: 16 * 1024 },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const params = request.body as LinkParams
      for (const [k, v] of Object.entries(params)) {
        if (k.length > 50) throw new ApiError(ERROR_CODES.badParam, say.paramNameTooLong(k.slice(0, 20)))
        const fine = (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 500)
        if (!fine) throw new ApiError(ERROR_CODES.badParam, say.paramValue(k))
      }
      const plat = (request.body.plat ?? 'all') as Plat | 'ebay'
      for (const cid of categoryIds(request.body.cid)) {
        requireCategory(account, plat, existingCategory(ctx, plat, cid, 'body.cid'))
      }
      return ok({ url_id: await saveLink(ctx.db, account.id, params) })
    },
  )

  app.get<{ Querystring: Static<typeof LoadQuery> }>(
    '/api/wxmini_params',
    { schema: { querystring: LoadQuery, response: envelopeResponse(Link) } },
    async (request) => {
      await requireAccount(ctx.db, request)
      const params = await loadLink(ctx.db, request.query.wx_url_id)
      if (!params) throw new ApiError(ERROR_CODES.notRecorded, say.noSavedLink(String(request.query.wx_url_id)))
      // the five fields every page reads are always present, empty when the page did not set them
      return ok({ word: '', plat: '', cid: '', label1: '', activedTab: '', ...params })
    },
  )

  // A shared detail card opened by someone not signed in: no session asked (answers/share-preview.ts).
  app.get<{ Querystring: Static<typeof PreviewQuery> }>(
    '/api/share_preview',
    { schema: { querystring: PreviewQuery, response: envelopeResponse(Preview) } },
    async (request) => {
      const preview = await sharePreview(ctx, request.query.url_id, requestLang(request))
      if (!preview) throw new ApiError(ERROR_CODES.notRecorded, say.noSavedLink(request.query.url_id))
      return ok(preview)
    },
  )
}
