// The HTTP side of SMS codes shared by the verification routes (routes/sms.ts) and the phone-code
// login (routes/phone-login.ts): the code's schema, what a send answers, sending with its refusals,
// and the words for a code that did not verify.
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { Lang } from '../../src/domain/constants'
import { maskPhone } from '../../src/domain/mask'
import { abandonCode, issueCode, SMS_CODE_TTL_S, SMS_RESEND_S, type CodeKey, type VerifyResult } from '../accounts/sms-codes'
import {
  SMS_BUDGET_WINDOW_S,
  SMS_FOREIGN_SENDS,
  SMS_SENDS_PER_ACCOUNT,
  SMS_SENDS_PER_FOREIGN_NUMBER,
  SMS_SIGNIN_SENDS_PER_NUMBER,
  type LimitReason,
} from '../accounts/sms-limits'
import type { AppContext } from '../context'
import { ApiError, fail, ok } from './envelope'
import { loggableError } from '../text/loggable-error'
import { requestLang } from './lang'
import { say } from '../text/messages'
import { smsText, type SmsSender } from '../sms/sender'
import { ERROR_CODES } from '../../types/envelope'

export const NewPhone = Type.String({ minLength: 1, maxLength: 20, description: 'a Chinese mobile number, 11 digits' })
export const Code = Type.String({ pattern: '^\\d{6}$', description: 'the 6-digit code' })
export const SmsSent = Type.Object({ phone: Type.String(), resend_after_s: Type.Integer(), expires_in_s: Type.Integer() })
export const SmsWait = Type.Object({ retry_after_s: Type.Integer() })

const BUDGET_MINUTES = SMS_BUDGET_WINDOW_S / 60
/** The limits of sms-limits.ts, with the seconds until a send is free again. */
const HELD_BACK: Record<LimitReason, Record<Lang, (s: number) => string>> = {
  budget: {
    zh: (s) => `本账号 ${BUDGET_MINUTES} 分钟内已发送 ${SMS_SENDS_PER_ACCOUNT} 条验证码，请 ${s} 秒后再获取。`,
    en: (s) => `This account has been sent ${SMS_SENDS_PER_ACCOUNT} codes in ${BUDGET_MINUTES} minutes; please try again in ${s} s.`,
  },
  foreign: {
    zh: (s) =>
      `每小时向未绑定的手机号最多发送 ${SMS_FOREIGN_SENDS} 条验证码（同一号码 ${SMS_SENDS_PER_FOREIGN_NUMBER} 条），请 ${s} 秒后再获取。`,
    en: (s) =>
      `At most ${SMS_FOREIGN_SENDS} codes an hour go to numbers not on your account (${SMS_SENDS_PER_FOREIGN_NUMBER} to any one); please try again in ${s} s.`,
  },
  number: {
    zh: (s) => `该号码每小时最多获取 ${SMS_SIGNIN_SENDS_PER_NUMBER} 条登录验证码，请 ${s} 秒后再获取。`,
    en: (s) => `At most ${SMS_SIGNIN_SENDS_PER_NUMBER} login codes an hour go to one number; please try again in ${s} s.`,
  },
  busy: {
    zh: (s) => `登录验证码发送繁忙，请 ${s} 秒后再获取，或用密码、微信登录。`,
    en: (s) => `Login codes are busy; please try again in ${s} s, or sign in with your password or WeChat.`,
  },
}

/**
 * Issues a code and hands it to the sender: the answer of every send route (also the phone-code
 * login's, phone-login.ts). Refusals (the 60 s window, the limits) are HTTP 200 envelopes
 * so the dialog shows them (error codes, "Send-code failure shows error_msg"); a failed send voids the code.
 * The login page's code (signin) is answered before it is handed over, whether or not an account
 * has the number (accountId null: its code opens a new account): the page's answers and their
 * timing are the same for any number, so they do not tell which numbers have accounts.
 */
export async function deliverCode(ctx: AppContext, request: FastifyRequest, smsSender: SmsSender, target: CodeKey) {
  const issued = await issueCode(ctx.db, target)
  if (!issued.ok) {
    const s = issued.retryAfterS
    const words = issued.reason === 'wait' ? say.codeWait(s)[requestLang(request)] : HELD_BACK[issued.reason][requestLang(request)](s)
    return fail(ERROR_CODES.httpTooManyRequests, words, { retry_after_s: s })
  }
  const { accountId, purpose, phone } = target
  const handing = handOver(ctx, request, smsSender, { accountId, purpose, phone, codeId: issued.codeId, code: issued.code })
  if (purpose !== 'signin') await handing
  else handing.catch(() => undefined) // logged and voided inside; the page cannot learn of it
  return ok(codeSent(phone))
}

async function handOver(ctx: AppContext, request: FastifyRequest, smsSender: SmsSender, m: CodeKey & { codeId: number; code: string }) {
  try {
    await smsSender.send({ phone: m.phone, purpose: m.purpose, text: smsText(m.code), accountId: m.accountId })
  } catch (err) {
    await abandonCode(ctx.db, m.codeId, m)
    // the outbox sender's failed insert would carry the message, code included, in its params
    request.log.error({ error: loggableError(err as Error), sender: smsSender.name, phone: maskPhone(m.phone) }, 'SMS sender failed')
    throw new ApiError(ERROR_CODES.serverError, say.smsNotSent)
  }
}

/** What a send answers, whoever the number's owner. */
function codeSent(phone: string) {
  return { phone: maskPhone(phone), resend_after_s: SMS_RESEND_S, expires_in_s: SMS_CODE_TTL_S }
}

export function verifyError(r: Exclude<VerifyResult, { ok: true }>): ApiError {
  switch (r.reason) {
    case 'none':
      return new ApiError(ERROR_CODES.badParam, say.codeNone)
    case 'expired':
      return new ApiError(ERROR_CODES.badParam, say.codeExpired)
    case 'locked':
      return new ApiError(ERROR_CODES.badParam, say.codeLocked)
    case 'wrong':
      return new ApiError(ERROR_CODES.badParam, say.codeWrong(r.attemptsLeft))
  }
}
