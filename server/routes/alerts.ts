// Phone alerts: PUT /api/phone/alert makes a followed concept alert at a year-on-year
// growth %, DELETE /api/phone/alert?follow_id= stops it; GET /api/phone/alerts lists the alerts sent
// (server/alerts/job.ts).
// The follows themselves, with their thresholds, come from GET /api/marked/list; the phones from
// GET /api/phone/setting. Session required (-401); one account never reads or changes another's.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { AlertChannel, AlertRule, PhoneAlert, WechatSubscription } from '../../types'
import { addWechatCredit, wechatCreditsOf } from '../accounts/wechat-credits'
import type { SessionAccount } from '../accounts/sessions'
import { createMessenger } from '../wechat/messenger'
import { ALERT_MAX_YOY_PCT, ALERT_MIN_YOY_PCT, type AlertKind } from '../../src/domain/alerts'
import { listAlerts, setAlertThreshold } from '../accounts/alerts'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { Id } from '../http/schemas'
import { requireAccount } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

/** The alerts /my shows: the latest ones; older ones add nothing a user acts on. */
export const ALERTS_LISTED = 50

// a threshold only: with `null` beside it the validator's coercion turned a 0 into null (off)
const RuleBody = Type.Object(
  {
    follow_id: Id(1, 'id of a concept follow, from GET /api/marked/list'),
    yoy_pct: Type.Integer({
      minimum: ALERT_MIN_YOY_PCT,
      maximum: ALERT_MAX_YOY_PCT,
      description: 'alert when year-on-year sales growth reaches this %',
    }),
  },
  { additionalProperties: false },
)
const RuleQuery = Type.Object({ follow_id: Id(1, 'the follow that stops alerting') })
export const Rule = Type.Object({ follow_id: Type.Integer(), yoy_pct: Type.Union([Type.Integer(), Type.Null()]) })
const Alert = Type.Object({
  id: Type.Integer(),
  word: Type.String(),
  plat: Type.String(),
  category_id: Type.Integer(),
  month: Type.String(),
  kind: Type.Union([Type.Literal('growth'), Type.Literal('new'), Type.Literal('breakout')], {
    description: 'growth: the % crossed the threshold; new, breakout: past every threshold',
  }),
  yoy_pct: Type.Union([Type.Number(), Type.Null()], { description: 'null for a new concept' }),
  threshold_pct: Type.Integer(),
  phone: Type.String({ description: "masked; '' when it went out on WeChat alone" }),
  channels: Type.Array(Type.Union([Type.Literal('sms'), Type.Literal('wechat')])),
  sent_at: Type.String(),
})
export const Subscription = Type.Object({
  template_id: Type.Union([Type.String(), Type.Null()]),
  credits: Type.Integer(),
  linked: Type.Boolean(),
})
const Accepted = Type.Object({ accepted: Type.Literal(true, { description: 'the user accepted requestSubscribeMessage for template_id' }) })

export async function alertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const setRule = async (request: FastifyRequest, followId: number, yoyPct: number | null) => {
    const account = await requireAccount(ctx.db, request)
    if (!(await setAlertThreshold(ctx.db, account.id, followId, yoyPct)))
      throw new ApiError(ERROR_CODES.badParam, say.notYourConceptFollow(String(followId)))
    const rule: AlertRule = { follow_id: followId, yoy_pct: yoyPct }
    return ok(rule)
  }
  const response = envelopeResponse(Rule)
  app.put<{ Body: Static<typeof RuleBody> }>('/api/phone/alert', { schema: { body: RuleBody, response } }, (request) =>
    setRule(request, request.body.follow_id, request.body.yoy_pct),
  )
  app.delete<{ Querystring: Static<typeof RuleQuery> }>('/api/phone/alert', { schema: { querystring: RuleQuery, response } }, (request) =>
    setRule(request, request.query.follow_id, null),
  )

  app.get(
    '/api/phone/alerts',
    { schema: { querystring: Type.Object({}), response: envelopeResponse(Type.Array(Alert)) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const rows = await listAlerts(ctx.db, account.id, ALERTS_LISTED)
      return ok(
        rows.map(
          (r): PhoneAlert => ({
            id: r.id,
            word: r.word,
            plat: r.platform,
            category_id: r.categoryId,
            month: r.month,
            kind: r.kind as AlertKind,
            yoy_pct: r.yoyPct,
            threshold_pct: r.thresholdPct,
            phone: r.phone,
            channels: r.channels.split(',').filter((c): c is AlertChannel => c === 'sms' || c === 'wechat'),
            sent_at: r.sentAt.toISOString(),
          }),
        ),
      )
    },
  )

  // Alerts as WeChat subscription messages: the mini-program reads the template to ask the user for,
  // and says each time the user accepted (one message each). Acceptances belong to the WeChat user of
  // the session (WeChat login or a link ticket): only such a session may tell of one.
  const messenger = createMessenger(ctx.config, ctx.db, app.log)
  const subscription = async (account: SessionAccount): Promise<WechatSubscription> => {
    const { template } = messenger
    const openid = account.sessionOpenid
    return {
      template_id: template,
      credits: template && openid ? await wechatCreditsOf(ctx.db, { accountId: account.id, openid, template }) : 0,
      linked: openid !== null,
    }
  }
  app.get(
    '/api/wechat/subscription',
    { schema: { querystring: Type.Object({}), response: envelopeResponse(Subscription) } },
    async (request) => ok(await subscription(await requireAccount(ctx.db, request))),
  )
  app.post<{ Body: Static<typeof Accepted> }>(
    '/api/wechat/subscription',
    { schema: { body: Accepted, response: envelopeResponse(Subscription) } },
    async (request) => {
      const account = await requireAccount(ctx.db, request)
      const { template } = messenger
      if (!template) throw new ApiError(ERROR_CODES.badParam, say.wechatMessagesOff)
      const openid = account.sessionOpenid
      if (!openid) throw new ApiError(ERROR_CODES.badParam, say.wechatSubscribeInMini)
      await addWechatCredit(ctx.db, { accountId: account.id, openid, template })
      return ok(await subscription(account))
    },
  )
}
