// Phone-code login of the login page: POST /sso/sms/send { phone } sends a code to any
// Chinese mobile number; POST /sso/sms/login { phone, code, agree } signs in the account that has the
// number, or, for a number no account has, opens a free-version account with it (the user agreed to
// the terms on the form: agree), in a token session. The code follows the rules of every SMS code (accounts/sms-codes.ts:
// 6 digits, 5 minutes, 60 s between sends, locked after 5 wrong entries) but spends no account's
// budget: anyone may ask for it, so its limit is per number (sms-limits.ts). Both calls are limited
// per address like the password login, and the session is trusted as SMS-verified (the code proved
// the number, as the -499 verification does).
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { eq } from 'drizzle-orm'
import { normalizeChineseMobile } from '../../src/domain/phone'
import { accountIdsWithPhone } from '../accounts/phones'
import { markSessionPhoneConfirmed, markSessionSmsVerified } from '../accounts/sessions'
import { accounts } from '../accounts/schema'
import { createFreeAccount, type NewAccount } from '../accounts/sign-up'
import { verifyCode } from '../accounts/sms-codes'
import type { AppContext } from '../context'
import { ApiError, ok } from '../http/envelope'
import { say } from '../text/messages'
import { loginRateLimit } from '../http/rate-limit'
import { envelopeResponse } from '../openapi-schemas'
import { Code, deliverCode, NewPhone, SmsSent, SmsWait, verifyError } from '../http/sms-code-answers'
import type { SmsSender } from '../sms/sender'
import { openTokenSession, TokenLoginData, WxTicket } from '../sso/token-session'
import { ERROR_CODES } from '../../types/envelope'

const SendBody = Type.Object({ phone: NewPhone })
const LoginBody = Type.Object({
  phone: NewPhone,
  code: Code,
  wx_ticket: WxTicket,
  agree: Type.Optional(
    Type.Boolean({
      description: 'the user agreed to the user agreement and the privacy policy: a number of no account opens a free account',
    }),
  ),
})
const LoginData = Type.Composite([
  TokenLoginData,
  Type.Object({ created: Type.Optional(Type.Literal(true, { description: 'a new free-version account was opened for the number' })) }),
])

/**
 * The one account of a number (accountId), null for a number no account has and for one on several
 * accounts (several: a code cannot say which one is meant, which only the holder of its code is told).
 */
async function accountOfNumber(ctx: AppContext, raw: string): Promise<{ phone: string; accountId: number | null; several: boolean }> {
  const phone = normalizeChineseMobile(raw)
  if (!phone) throw new ApiError(ERROR_CODES.badParam, say.notMobile('body.phone'))
  const ids = await accountIdsWithPhone(ctx.db, phone)
  return { phone, accountId: ids.length === 1 ? ids[0] : null, several: ids.length > 1 }
}

export async function phoneLoginRoutes(app: FastifyInstance, ctx: AppContext, smsSender: SmsSender): Promise<void> {
  const limits = { apiPerMinute: ctx.config.apiRateMax, loginPerMinute: ctx.config.loginRateMax }

  app.post<{ Body: Static<typeof SendBody> }>(
    '/sso/sms/send',
    { schema: { body: SendBody, response: envelopeResponse(Type.Union([SmsSent, SmsWait])) }, config: loginRateLimit(limits) },
    async (request) => {
      // any number is sent a code, in the same steps and time: the page does not tell a stranger which
      // numbers have accounts, and a number of none may open one with its code
      const { phone, accountId } = await accountOfNumber(ctx, request.body.phone)
      return deliverCode(ctx, request, smsSender, { accountId, purpose: 'signin', phone })
    },
  )

  app.post<{ Body: Static<typeof LoginBody> }>(
    '/sso/sms/login',
    { schema: { body: LoginBody, response: envelopeResponse(LoginData) }, config: loginRateLimit(limits) },
    async (request) => {
      const { phone, accountId, several } = await accountOfNumber(ctx, request.body.phone)
      const opening = accountId === null && !several && request.body.agree === true
      const made: { account?: NewAccount } = {}
      const result = await verifyCode(ctx.db, {
        accountId,
        purpose: 'signin',
        phone,
        code: request.body.code,
        // the account and the code's use commit together: a code opens one account, once
        onSuccess: opening ? async (tx) => void (made.account = await createFreeAccount(tx, phone)) : undefined,
      })
      if (!result.ok) throw verifyError(result)
      // only someone holding the number's code learns that it has several accounts, or none
      if (several) throw new ApiError(ERROR_CODES.badParam, say.phoneOnSeveralAccounts)
      const created = made.account ?? null
      if (accountId === null && !created) throw new ApiError(ERROR_CODES.badParam, say.signUpNeedsConsent)
      const [account] = created
        ? [created]
        : await ctx.db
            .select({ id: accounts.id, loginFrom: accounts.loginFrom })
            .from(accounts)
            .where(eq(accounts.id, accountId as number))
            .limit(1)
      const opened = await openTokenSession(ctx.db, request, account, request.body.wx_ticket)
      await markSessionSmsVerified(ctx.db, opened.token)
      await markSessionPhoneConfirmed(ctx.db, opened.token)
      request.log.info(
        { account: account.id, created: created !== null },
        created ? 'free account opened by phone code' : 'phone-code login',
      )
      return ok(created ? { ...opened, created: true as const } : opened)
    },
  )
}
