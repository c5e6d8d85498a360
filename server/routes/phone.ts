// GET/PUT/DELETE /api/phone/setting (this product's own design): the caller's phones for
// SMS verification and phone alerts. GET lists them masked (the -499 dialog picks one, so it works
// while verification is pending); PUT adds a number, or replaces the number of phone_id, once
// POST /api/sms/verify/setting succeeded for it AND this session proved a number already on file;
// DELETE removes one (never the last). Each change is answered with the new list, after the
// account store committed it.
//
// The phone list is what the SMS login check trusts, so someone holding only the
// password must not be able to change it. While verification is pending (-499) nothing changes
// here; otherwise a new number needs a code to a number on file too — checked even when no
// verification is pending, since a number planted today would pass the check of a later -499.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { PhoneOption } from '../../types'
import { maskPhone } from '../../src/domain/mask'
import { normalizeChineseMobile } from '../../src/domain/phone'
import { deletePhone, listPhones, MAX_PHONES, PhoneError, savePhone } from '../accounts/phones'
import { phoneConfirmedSince } from '../accounts/sessions'
import { consumeSettingVerification, SMS_SETTING_GRACE_S } from '../accounts/sms-codes'
import type { AppContext } from '../context'
import { ApiError, ok, type BothLanguages } from '../http/envelope'
import { Id } from '../http/schemas'
import { requireAccountForVerification, sessionToken } from '../http/session'
import { refuseWhileVerificationPending } from '../permissions'
import { envelopeResponse } from '../openapi-schemas'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

const PutBody = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 20, description: 'a Chinese mobile number verified by /api/sms/verify/setting' }),
  phone_id: Type.Optional(Id(1, 'replace this phone; absent: add')),
})
const DeleteQuery = Type.Object({ phone_id: Id(1) })
export const Phones = Type.Array(Type.Object({ phone_id: Type.Integer(), phone: Type.String({ description: 'masked' }) }))

async function phonesOf(ctx: AppContext, accountId: number): Promise<PhoneOption[]> {
  return (await listPhones(ctx.db, accountId)).map((p) => ({ phone_id: p.id, phone: maskPhone(p.phone) }))
}

const NOT_CONFIRMED: BothLanguages = say.changeNotConfirmed

function asApiError(err: unknown, phoneId?: number): unknown {
  if (!(err instanceof PhoneError)) return err
  const messages: Record<PhoneError['reason'], BothLanguages> = {
    not_confirmed: NOT_CONFIRMED,
    not_verified: say.phoneNotVerified,
    duplicate: say.phoneDuplicate,
    too_many: say.phoneTooMany(MAX_PHONES),
    last_phone: say.phoneLast,
    not_found: say.phoneNotYours(String(phoneId ?? '')),
  }
  return new ApiError(ERROR_CODES.badParam, messages[err.reason])
}

export async function phoneRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const response = envelopeResponse(Phones)

  app.get('/api/phone/setting', { schema: { querystring: Type.Object({}), response } }, async (request) => {
    const account = await requireAccountForVerification(ctx.db, request)
    return ok(await phonesOf(ctx, account.id))
  })

  app.put<{ Body: Static<typeof PutBody> }>('/api/phone/setting', { schema: { body: PutBody, response } }, async (request) => {
    const account = await requireAccountForVerification(ctx.db, request)
    refuseWhileVerificationPending(account)
    const phone = normalizeChineseMobile(request.body.phone)
    if (!phone) throw new ApiError(ERROR_CODES.badParam, say.notMobile('body.phone'))
    const token = sessionToken(request) as string // the account was found by it
    try {
      await savePhone(ctx.db, account.id, phone, {
        replaceId: request.body.phone_id,
        verified: (tx) => consumeSettingVerification(tx, account.id, phone),
        // the same window as the new number's verification: both proofs are fresh
        confirmed: (tx) => phoneConfirmedSince(tx, token, new Date(Date.now() - SMS_SETTING_GRACE_S * 1000)),
      })
    } catch (err) {
      throw asApiError(err, request.body.phone_id)
    }
    return ok(await phonesOf(ctx, account.id))
  })

  app.delete<{ Querystring: Static<typeof DeleteQuery> }>(
    '/api/phone/setting',
    { schema: { querystring: DeleteQuery, response } },
    async (request) => {
      const account = await requireAccountForVerification(ctx.db, request)
      refuseWhileVerificationPending(account)
      try {
        await deletePhone(ctx.db, account.id, request.query.phone_id)
      } catch (err) {
        throw asApiError(err, request.query.phone_id)
      }
      return ok(await phonesOf(ctx, account.id))
    },
  )
}
