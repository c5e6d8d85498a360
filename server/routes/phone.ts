// GET/PUT/DELETE /api/phone/setting (SPEC §7 "not shown"; designed here): the caller's phones for
// SMS verification and phone alerts. GET lists them masked (the -499 dialog picks one, so it works
// while verification is pending); PUT adds a number, or replaces the number of phone_id, once
// POST /api/sms/verify/setting succeeded for it; DELETE removes one (never the last). Each change is
// answered with the new list, after the account store committed it.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { PhoneOption } from '../../types'
import { maskPhone } from '../../src/domain/mask'
import { normalizeChineseMobile } from '../../src/domain/phone'
import { deletePhone, listPhones, PhoneError, savePhone } from '../accounts/phones'
import { consumeSettingVerification } from '../accounts/sms-codes'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { Id } from '../http/schemas'
import { requireAccountForVerification } from '../http/session'
import { envelopeResponse } from '../openapi-schemas'

const PutBody = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 20, description: 'a Chinese mobile number verified by /api/sms/verify/setting' }),
  phone_id: Type.Optional(Id(1, 'replace this phone; absent: add')),
})
const DeleteQuery = Type.Object({ phone_id: Id(1) })
const Phones = Type.Array(Type.Object({ phone_id: Type.Integer(), phone: Type.String({ description: 'masked' }) }))

async function phonesOf(ctx: AppContext, accountId: number): Promise<PhoneOption[]> {
  return (await listPhones(ctx.db, accountId)).map((p) => ({ phone_id: p.id, phone: maskPhone(p.phone) }))
}

function asApiError(err: unknown): unknown {
  if (!(err instanceof PhoneError)) return err
  const field = err.reason === 'not_found' || err.reason === 'last_phone' ? 'phone_id' : 'phone'
  return new ApiError(-400, `${field}: ${err.message}`)
}

export async function phoneRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const response = envelopeResponse(Phones)

  app.get('/api/phone/setting', { schema: { querystring: Type.Object({}), response } }, async (request) => {
    const account = await requireAccountForVerification(ctx.db, request)
    return ok(await phonesOf(ctx, account.id))
  })

  app.put<{ Body: Static<typeof PutBody> }>('/api/phone/setting', { schema: { body: PutBody, response } }, async (request) => {
    const account = await requireAccountForVerification(ctx.db, request)
    const phone = normalizeChineseMobile(request.body.phone)
    if (!phone) throw new ApiError(-400, 'body.phone: not a Chinese mobile number (11 digits starting 13–19)')
    try {
      await savePhone(ctx.db, account.id, phone, {
        replaceId: request.body.phone_id,
        verified: (tx) => consumeSettingVerification(tx, account.id, phone),
      })
    } catch (err) {
      throw asApiError(err)
    }
    return ok(await phonesOf(ctx, account.id))
  })

  app.delete<{ Querystring: Static<typeof DeleteQuery> }>(
    '/api/phone/setting',
    { schema: { querystring: DeleteQuery, response } },
    async (request) => {
      const account = await requireAccountForVerification(ctx.db, request)
      try {
        await deletePhone(ctx.db, account.id, request.query.phone_id)
      } catch (err) {
        throw asApiError(err)
      }
      return ok(await phonesOf(ctx, account.id))
    },
  )
}
