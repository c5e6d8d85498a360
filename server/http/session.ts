// Who is calling: the session token from the gr_session cookie (H5) or the X-API-KEY header
// (mini-program), resolved once per request; and the session checks of data calls (error codes -401, -424, -499, docs/rules.md).
import type { FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../../src/domain/constants'
import { accountForToken, type SessionAccount } from '../accounts/sessions'
import type { AccountDb } from '../accounts/db'
import { ApiError } from './envelope'
import { catalogue } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'
import { verificationPending } from '../permissions/sms-verification'

const resolved = new WeakMap<FastifyRequest, Promise<SessionAccount | null>>()

export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key']
  if (typeof header === 'string' && header) return header
  const cookie = request.cookies?.[SESSION_COOKIE]
  return cookie || undefined
}

export function currentAccount(db: AccountDb, request: FastifyRequest): Promise<SessionAccount | null> {
  let hit = resolved.get(request)
  if (!hit) {
    const token = sessionToken(request)
    hit = token ? accountForToken(db, token) : Promise.resolve(null)
    resolved.set(request, hit)
  }
  return hit
}

// The stored reason is the staff's note of why (one language, their words); the person is told in
// their own language that the account is disabled and whom to contact.
const DISABLED = { msg: catalogue.accountDisabled }

/** Error codes: -401 without a session, -424 for a disabled account ({ msg }), -499 while SMS verification is pending. */
export function checkAccount(account: SessionAccount | null): SessionAccount {
  if (!account) throw new ApiError(ERROR_CODES.notLoggedIn, catalogue.notLoggedIn)
  if (account.disabledReason) throw new ApiError(ERROR_CODES.disabled, DISABLED)
  if (verificationPending(account)) throw new ApiError(ERROR_CODES.smsRequired, catalogue.smsRequired)
  return account
}

export async function requireAccount(db: AccountDb, request: FastifyRequest): Promise<SessionAccount> {
  return checkAccount(await currentAccount(db, request))
}

/**
 * The SMS and phone-setting calls: the -499 dialog (docs/rules.md "The -499 phone journey") needs
 * them while verification is pending, so only -401 and -424 apply.
 */
export async function requireAccountForVerification(db: AccountDb, request: FastifyRequest): Promise<SessionAccount> {
  const account = await currentAccount(db, request)
  if (!account) throw new ApiError(ERROR_CODES.notLoggedIn, catalogue.notLoggedIn)
  if (account.disabledReason) throw new ApiError(ERROR_CODES.disabled, DISABLED)
  return account
}
