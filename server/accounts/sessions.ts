// Sessions: a random 256-bit token handed to the client (cookie or X-API-KEY), only its sha256 stored.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { LoginFrom } from '../../types'
import type { AccountDb, AccountTx } from './db'
import { accounts, sessions } from './schema'
import { cachedSession, invalidateAccount, invalidateToken } from './session-cache'

export const SESSION_DAYS = 30
export type Account = typeof accounts.$inferSelect

/**
 * An account as one session sees it. sessionLoginFrom is how this session came in: the rules that
 * depend on it (the mini-program offers no downloads and no login controls) read it rather than
 * the account's loginFrom, since one account may be signed in on the web and in the mini-program.
 */
export type SessionAccount = Account & { sessionLoginFrom: LoginFrom; sessionOpenid: string | null }

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createSession(
  db: AccountDb,
  accountId: number,
  kind: 'web' | 'token',
  loginFrom: LoginFrom = 'web',
  /** the WeChat user a mini-program session belongs to (WeChat login, a link ticket) */
  openid: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000)
  await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt, kind, loginFrom, openid })
  return token
}

/** The account of a live session, or null; through the session cache (session-cache.ts). */
export async function accountForToken(db: AccountDb, token: string): Promise<SessionAccount | null> {
  if (!token || token.length > 200) return null
  const tokenHash = hashToken(token)
  return cachedSession(db, tokenHash, async () => {
    const rows = await db
      .select({
        account: accounts,
        smsVerifiedAt: sessions.smsVerifiedAt,
        expiresAt: sessions.expiresAt,
        loginFrom: sessions.loginFrom,
        openid: sessions.openid,
      })
      .from(sessions)
      .innerJoin(accounts, eq(sessions.accountId, accounts.id))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1)
    const row = rows[0]
    if (!row) return null
    const sessionLoginFrom: LoginFrom = row.loginFrom === 'weixin_mini' ? 'weixin_mini' : 'web'
    // a session that passed the SMS login check stays trusted even if the account is flagged again
    const account = row.smsVerifiedAt ? { ...row.account, smsRequired: false } : row.account
    return { account: { ...account, sessionLoginFrom, sessionOpenid: row.openid }, expiresAt: row.expiresAt }
  })
}

/** The SMS login check passed (the -499 phone journey): the account's flag is cleared; the caller drops its cached sessions after the commit. */
export async function clearSmsRequired(db: AccountDb | AccountTx, accountId: number): Promise<void> {
  await db.update(accounts).set({ smsRequired: false }).where(eq(accounts.id, accountId))
}

/** After a successful SMS login verification (POST /api/sms/verify/login). */
export async function markSessionSmsVerified(db: AccountDb | AccountTx, token: string, at = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ smsVerifiedAt: at })
    .where(eq(sessions.tokenHash, hashToken(token)))
  // inside a transaction the caller invalidates again after the commit (a lookup in between may read the old row)
  invalidateToken(hashToken(token))
}

/**
 * This session proved it holds one of the account's numbers (a verified SMS code to a phone on file):
 * phone changes from this session are allowed for a while (phoneConfirmedSince). Kept on the
 * session, not the account, so that the owner's confirmation opens nothing to another session
 * that holds only the password.
 */
export async function markSessionPhoneConfirmed(db: AccountDb | AccountTx, token: string, at = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ phoneConfirmedAt: at })
    .where(eq(sessions.tokenHash, hashToken(token)))
}

/** True when this session proved a number on file (setting or login code) after `since`. */
export async function phoneConfirmedSince(db: AccountDb | AccountTx, token: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ at: sessions.phoneConfirmedAt, sms: sessions.smsVerifiedAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1)
  const at = Math.max(rows[0]?.at?.getTime() ?? 0, rows[0]?.sms?.getTime() ?? 0)
  return at > since.getTime()
}

export async function deleteSession(db: AccountDb, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
  invalidateToken(hashToken(token))
}

/** Disables an account (data calls answer -424; the reason is the staff's note), or enables it again with null; at once for live sessions. */
export async function setAccountDisabled(db: AccountDb, accountId: number, reason: string | null): Promise<void> {
  await db.update(accounts).set({ disabledReason: reason }).where(eq(accounts.id, accountId))
  invalidateAccount(accountId)
}

export async function deleteExpiredSessions(db: AccountDb): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
}
