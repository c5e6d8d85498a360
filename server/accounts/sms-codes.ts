// SMS verification codes: six digits from crypto.randomInt, kept only as a salted
// sha256; one send per account, purpose and number per 60 s (an atomic upsert, so two racing
// requests cannot both send, and one account's codes never hold back another's); a code lives 5
// minutes and five wrong entries lock it until a new one is sent. How many codes may go out at all
// is sms-limits.ts's. The clock is a parameter so the store tests can step over the windows without
// waiting.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { AccountDb, AccountTx } from './db'
import { smsCodes, smsWindows } from './schema'
import { heldBack, type LimitReason } from './sms-limits'

export const SMS_CODE_DIGITS = 6
export const SMS_RESEND_S = 60
export const SMS_CODE_TTL_S = 5 * 60
export const SMS_MAX_ATTEMPTS = 5
/** How long a verified "setting" code lets PUT /api/phone/setting save that number. */
export const SMS_SETTING_GRACE_S = 10 * 60

/** login: the -499 verification; setting: a phone to save; signin: a phone-code login of the login page */
export type SmsPurpose = 'login' | 'setting' | 'signin'
export type Tx = AccountTx

export function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0')
}

// A 6-digit code has only a million values, so the hash is no defence against someone holding the
// table for longer than the code lives; its job is that the table never shows a usable code.
function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`
}

function codeMatches(code: string, stored: string): boolean {
  const salt = stored.split(':', 1)[0]
  const a = Buffer.from(hashCode(code, salt))
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

export type IssueResult =
  | { ok: true; codeId: number; code: string; expiresAt: Date }
  | { ok: false; reason: 'wait' | LimitReason; retryAfterS: number }

/**
 * Whose code for what to which number: the key of the resend window too. accountId null: a number
 * no account has, asked for on the login page, where its code opens a new free account
 * (routes/phone-login.ts). It is kept, sent and checked like any other, so the page cannot tell
 * which numbers have accounts.
 */
export interface CodeKey {
  accountId: number | null
  purpose: SmsPurpose
  phone: string
}

export interface IssueInput extends CodeKey {
  now?: Date
}

/** the window table's key has no null: 0 (no account has that id) stands for none */
const windowAccount = (key: CodeKey) => key.accountId ?? 0
const ownedBy = (accountId: number | null) => (accountId === null ? isNull(smsCodes.accountId) : eq(smsCodes.accountId, accountId))

function windowOf(key: CodeKey) {
  return and(eq(smsWindows.accountId, windowAccount(key)), eq(smsWindows.purpose, key.purpose), eq(smsWindows.phone, key.phone))
}

/**
 * Checks the limits, takes the resend window and stores a new code (earlier pending codes of the
 * same kind are replaced), in one transaction: a refusal leaves nothing behind.
 */
export async function issueCode(db: AccountDb, input: IssueInput): Promise<IssueResult> {
  const now = input.now ?? new Date()
  const windowStart = new Date(now.getTime() - SMS_RESEND_S * 1000)
  const code = newCode()
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000)
  const key: CodeKey = { accountId: input.accountId, purpose: input.purpose, phone: input.phone }
  return db.transaction(async (tx): Promise<IssueResult> => {
    const held = await heldBack(tx, key, now)
    if (held) return { ok: false, ...held }
    const taken = await tx
      .insert(smsWindows)
      .values({ ...key, accountId: windowAccount(key), lastSentAt: now })
      .onConflictDoUpdate({
        target: [smsWindows.accountId, smsWindows.purpose, smsWindows.phone],
        set: { lastSentAt: now },
        setWhere: sql`${smsWindows.lastSentAt} <= ${windowStart.toISOString()}`,
      })
      .returning({ phone: smsWindows.phone })
    if (taken.length === 0) {
      const [row] = await tx.select({ at: smsWindows.lastSentAt }).from(smsWindows).where(windowOf(key))
      const left = row ? SMS_RESEND_S - (now.getTime() - row.at.getTime()) / 1000 : 1
      return { ok: false, reason: 'wait', retryAfterS: Math.max(1, Math.ceil(left)) }
    }
    await tx
      .update(smsCodes)
      .set({ state: 'replaced' })
      .where(and(ownedBy(key.accountId), eq(smsCodes.purpose, key.purpose), eq(smsCodes.phone, key.phone), eq(smsCodes.state, 'pending')))
    const [row] = await tx
      .insert(smsCodes)
      .values({ ...key, codeHash: hashCode(code), sentAt: now, expiresAt })
      .returning({ id: smsCodes.id })
    return { ok: true, codeId: row.id, code, expiresAt }
  })
}

/** The sender failed: the code is void and may be asked for again at once (the client's countdown ends early). */
export async function abandonCode(db: AccountDb, codeId: number, key: CodeKey): Promise<void> {
  await db.update(smsCodes).set({ state: 'failed' }).where(eq(smsCodes.id, codeId))
  await db.delete(smsWindows).where(windowOf(key))
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'none' | 'expired' | 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }

export interface VerifyInput extends IssueInput {
  code: string
  /** runs in the transaction that uses the code, so its effect and the code's use commit together */
  onSuccess?: (tx: Tx) => Promise<void>
}

export async function verifyCode(db: AccountDb, input: VerifyInput): Promise<VerifyResult> {
  const now = input.now ?? new Date()
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(ownedBy(input.accountId), eq(smsCodes.purpose, input.purpose), eq(smsCodes.phone, input.phone)))
    .orderBy(desc(smsCodes.id))
    .limit(1)
  if (latest?.state !== 'pending') return { ok: false, reason: latest?.state === 'locked' ? 'locked' : 'none' }
  if (latest.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }

  if (!codeMatches(input.code, latest.codeHash)) {
    // one atomic step per wrong entry: parallel guesses cannot slip past the fifth
    const [row] = await db
      .update(smsCodes)
      .set({
        attempts: sql`${smsCodes.attempts} + 1`,
        state: sql`CASE WHEN ${smsCodes.attempts} + 1 >= ${SMS_MAX_ATTEMPTS} THEN 'locked' ELSE ${smsCodes.state} END`,
      })
      .where(and(eq(smsCodes.id, latest.id), eq(smsCodes.state, 'pending')))
      .returning({ attempts: smsCodes.attempts })
    if (!row) return { ok: false, reason: 'locked' }
    const left = SMS_MAX_ATTEMPTS - row.attempts
    return left <= 0 ? { ok: false, reason: 'locked' } : { ok: false, reason: 'wrong', attemptsLeft: left }
  }

  const used = await db.transaction(async (tx) => {
    // login codes are spent here; setting codes stay "verified" until PUT /api/phone/setting spends them
    const [row] = await tx
      .update(smsCodes)
      .set({ state: input.purpose === 'setting' ? 'verified' : 'used', verifiedAt: now })
      .where(and(eq(smsCodes.id, latest.id), eq(smsCodes.state, 'pending')))
      .returning({ id: smsCodes.id })
    if (!row) return false
    await input.onSuccess?.(tx)
    return true
  })
  return used ? { ok: true } : { ok: false, reason: 'none' }
}

/** Spends a verified "setting" code for this number (within the grace period); false when there is none. */
export async function consumeSettingVerification(tx: Tx | AccountDb, accountId: number, phone: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - SMS_SETTING_GRACE_S * 1000)
  const rows = await tx
    .update(smsCodes)
    .set({ state: 'used' })
    .where(
      and(
        eq(smsCodes.accountId, accountId),
        eq(smsCodes.purpose, 'setting'),
        eq(smsCodes.phone, phone),
        eq(smsCodes.state, 'verified'),
        sql`${smsCodes.verifiedAt} > ${since.toISOString()}`,
      ),
    )
    .returning({ id: smsCodes.id })
  return rows.length > 0
}
