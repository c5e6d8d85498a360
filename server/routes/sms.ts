// SMS verification, the -499 phone journey (docs/rules.md): POST /api/sms/send/* and
// /api/sms/verify/*. login: a code to one of the caller's phones; success clears the
// account's verification flag and marks the session verified. setting: a code to a new number (or
// one of the caller's), which PUT /api/phone/setting may then save; a setting code to a number on file
// also confirms, for this session, that the caller holds that number (a new number needs it).
// While login verification is pending no setting code goes out or is accepted (-499): the
// phone list cannot change then. Phones are masked in every answer.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { maskPhone } from '../../src/domain/mask'
import { normalizeChineseMobile } from '../../src/domain/phone'
import type { Account } from '../accounts/sessions'
import { clearSmsRequired, markSessionPhoneConfirmed, markSessionSmsVerified } from '../accounts/sessions'
import { invalidateAccount } from '../accounts/session-cache'
import { listPhones, phoneById } from '../accounts/phones'
import { verifyCode, SMS_SETTING_GRACE_S, type SmsPurpose } from '../accounts/sms-codes'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { Id } from '../http/schemas'
import { requireAccountForVerification, sessionToken } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'
import { Code, deliverCode, NewPhone, SmsSent, SmsWait, verifyError } from '../http/sms-code-answers'
import { createSmsSender, type SmsSender } from '../sms/sender'
import { refuseWhileVerificationPending } from '../permissions'
import { devOutboxRoutes, DEV_OUTBOX_PATH } from './sms-dev-outbox'
import { phoneLoginRoutes } from './phone-login'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const PhoneId = Id(1, 'phone_id from GET /api/phone/setting')
const LoginSend = Type.Object({ phone_id: PhoneId })
const LoginVerify = Type.Object({ phone_id: PhoneId, code: Code })
const SettingSend = Type.Object({ phone_id: Type.Optional(PhoneId), phone: Type.Optional(NewPhone) })
const SettingVerify = Type.Object({ phone_id: Type.Optional(PhoneId), phone: Type.Optional(NewPhone), code: Code })

export const SmsVerified = Type.Object({ phone: Type.String(), verified: Type.Literal(true), save_within_s: Type.Integer() })

type Target = { phone_id?: number; phone?: string }

/** The number a call is about: one of the caller's phones by id, or (setting only) a new number. */
async function targetPhone(ctx: AppContext, account: Account, purpose: SmsPurpose, body: Target): Promise<string> {
  if (body.phone_id !== undefined && body.phone !== undefined) throw new ApiError(ERROR_CODES.badParam, say.phoneOrId)
  if (body.phone !== undefined) {
    if (purpose === 'login') throw new ApiError(ERROR_CODES.badParam, say.loginCodeNeedsId)
    const phone = normalizeChineseMobile(body.phone)
    if (!phone) throw new ApiError(ERROR_CODES.badParam, say.notMobile('body.phone'))
    return phone
  }
  if (body.phone_id === undefined) throw new ApiError(ERROR_CODES.badParam, say.phoneIdRequired)
  const found = await phoneById(ctx.db, account.id, body.phone_id)
  if (!found) throw new ApiError(ERROR_CODES.badParam, say.notYourPhone(String(body.phone_id)))
  return found.phone
}

export async function smsRoutes(app: FastifyInstance, ctx: AppContext, sender?: SmsSender): Promise<void> {
  const devOutbox = ctx.config.smsDevOutbox
  const smsSender = sender ?? createSmsSender(ctx.db, app.log, ctx.config.smsSender, devOutbox ? `GET ${DEV_OUTBOX_PATH}` : null)

  const send = async (request: FastifyRequest, purpose: SmsPurpose, body: Target) => {
    const account = await requireAccountForVerification(ctx.db, request)
    if (purpose === 'setting') refuseWhileVerificationPending(account)
    const phone = await targetPhone(ctx, account, purpose, body)
    return deliverCode(ctx, request, smsSender, { accountId: account.id, purpose, phone })
  }

  const verify = async (request: FastifyRequest, purpose: SmsPurpose, body: Target & { code: string }) => {
    const account = await requireAccountForVerification(ctx.db, request)
    if (purpose === 'setting') refuseWhileVerificationPending(account)
    const phone = await targetPhone(ctx, account, purpose, body)
    const token = sessionToken(request)
    // a number on file, whether named by phone_id or typed: its code proves the caller holds it
    const onFile = body.phone_id !== undefined || (await listPhones(ctx.db, account.id)).some((p) => p.phone === phone)
    const result = await verifyCode(ctx.db, {
      accountId: account.id,
      purpose,
      phone,
      code: body.code,
      onSuccess:
        purpose === 'login'
          ? async (tx) => {
              await clearSmsRequired(tx, account.id)
              if (token) await markSessionSmsVerified(tx, token)
            }
          : async (tx) => {
              if (token && onFile) await markSessionPhoneConfirmed(tx, token)
            },
    })
    // the flag clear is committed now: every cached session of the account sees it at once
    if (purpose === 'login') invalidateAccount(account.id)
    if (!result.ok) throw verifyError(result)
    request.log.info({ account: account.id, purpose }, 'SMS verification passed')
    return ok({ phone: maskPhone(phone), verified: true as const, save_within_s: purpose === 'setting' ? SMS_SETTING_GRACE_S : 0 })
  }

  // No rate limit of their own beyond the API's: the plugin counted every request per route,
  // refused ones included; the account's one budget is kept by issueCode (sms-codes.ts).
  const sendResponse = envelopeResponse(Type.Union([SmsSent, SmsWait]))
  const verifyResponse = envelopeResponse(SmsVerified)
  app.post<{ Body: Static<typeof LoginSend> }>('/api/sms/send/login', { schema: { body: LoginSend, response: sendResponse } }, (request) =>
    send(request, 'login', request.body),
  )
  app.post<{ Body: Static<typeof SettingSend> }>(
    '/api/sms/send/setting',
    { schema: { body: SettingSend, response: sendResponse } },
    (request) => send(request, 'setting', request.body),
  )
  app.post<{ Body: Static<typeof LoginVerify> }>(
    '/api/sms/verify/login',
    { schema: { body: LoginVerify, response: verifyResponse } },
    (request) => verify(request, 'login', request.body),
  )
  app.post<{ Body: Static<typeof SettingVerify> }>(
    '/api/sms/verify/setting',
    { schema: { body: SettingVerify, response: verifyResponse } },
    (request) => verify(request, 'setting', request.body),
  )

  // the login page's phone-code login sends through the same sender
  await phoneLoginRoutes(app, ctx, smsSender)
  if (devOutbox) await devOutboxRoutes(app, ctx)
}
