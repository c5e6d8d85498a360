// Phones of an account, each a phone_id and a number: the numbers SMS codes go to and
// phone alerts use. Numbers are stored unmasked and masked only at the HTTP edge. The account's
// `phone` (shown in /api/user) follows its first phone, so the two never disagree.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AccountDb, AccountTx } from './db'
import { accountPhones, accounts } from './schema'
import { invalidateAccount } from './session-cache'

/** More would make the verification dialog's phone list unwieldy; alerts need one or two. */
export const MAX_PHONES = 5

export interface StoredPhone {
  id: number
  phone: string
}

export class PhoneError extends Error {
  constructor(
    readonly reason: 'not_found' | 'duplicate' | 'too_many' | 'last_phone' | 'not_verified' | 'not_confirmed',
    message: string,
  ) {
    super(message)
  }
}

type Tx = AccountTx

export async function listPhones(db: AccountDb | Tx, accountId: number): Promise<StoredPhone[]> {
  return db
    .select({ id: accountPhones.id, phone: accountPhones.phone })
    .from(accountPhones)
    .where(eq(accountPhones.accountId, accountId))
    .orderBy(asc(accountPhones.id))
}

export async function phoneById(db: AccountDb | Tx, accountId: number, phoneId: number): Promise<StoredPhone | null> {
  const [row] = await db
    .select({ id: accountPhones.id, phone: accountPhones.phone })
    .from(accountPhones)
    .where(and(eq(accountPhones.accountId, accountId), eq(accountPhones.id, phoneId)))
    .limit(1)
  return row ?? null
}

async function syncPrimary(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`UPDATE accounts SET phone = COALESCE(
    (SELECT phone FROM account_phones WHERE account_id = ${accountId} ORDER BY id LIMIT 1), '') WHERE id = ${accountId}`)
}

export interface SavePhoneOptions {
  /** the phone_id whose number is replaced; absent: the number is added */
  replaceId?: number
  /** spends the SMS verification of the number inside the same transaction; false refuses the change */
  verified?: (tx: Tx) => Promise<boolean>
  /**
   * whether the caller proved it holds a number already on file; false refuses the change (with
   * the password alone, a number of one's own could otherwise be put on file and then pass
   * the SMS login check). Not asked when the account has no phone yet: there is nothing to prove.
   */
  confirmed?: (tx: Tx) => Promise<boolean>
}

/**
 * Adds `phone`, or replaces the number of `replaceId`, in one transaction (acknowledged after commit).
 * Throws PhoneError for an unknown id, a number the account already has, one phone too many, a
 * number whose SMS verification is missing, or a change not confirmed by a number on file.
 */
export async function savePhone(db: AccountDb, accountId: number, phone: string, options: SavePhoneOptions = {}): Promise<StoredPhone> {
  const { replaceId, verified, confirmed } = options
  // the account's phone (cached with its sessions, shown by /api/user) may change: drop it after the commit
  return db
    .transaction(async (tx) => {
      // serialises concurrent changes of one account's phones (the count check below)
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update')
      if (verified && !(await verified(tx))) {
        throw new PhoneError('not_verified', 'verify this number by SMS first (POST /api/sms/send/setting, then /api/sms/verify/setting)')
      }
      const current = await listPhones(tx, accountId)
      // after the new number's check, so its message comes first; a refusal rolls back the spent verification
      if (confirmed && current.length > 0 && !(await confirmed(tx))) {
        throw new PhoneError(
          'not_confirmed',
          'confirm this change with a code sent to a number already on file (POST /api/sms/send/setting with its phone_id, then /api/sms/verify/setting)',
        )
      }
      const same = current.find((p) => p.phone === phone)
      if (replaceId !== undefined) {
        if (!current.some((p) => p.id === replaceId)) throw new PhoneError('not_found', `phone_id ${replaceId} is not one of your phones`)
        if (same && same.id !== replaceId) throw new PhoneError('duplicate', 'this number is already one of your phones')
        await tx.update(accountPhones).set({ phone }).where(eq(accountPhones.id, replaceId))
        await syncPrimary(tx, accountId)
        return { id: replaceId, phone }
      }
      if (same) throw new PhoneError('duplicate', 'this number is already one of your phones')
      if (current.length >= MAX_PHONES) throw new PhoneError('too_many', `at most ${MAX_PHONES} phones per account`)
      const [row] = await tx
        .insert(accountPhones)
        .values({ accountId, phone })
        .returning({ id: accountPhones.id, phone: accountPhones.phone })
      await syncPrimary(tx, accountId)
      return row
    })
    .finally(() => invalidateAccount(accountId))
}

/** Deletes one phone; the last one stays, since SMS login verification needs a number to send to. */
export async function deletePhone(db: AccountDb, accountId: number, phoneId: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update')
      const current = await listPhones(tx, accountId)
      if (!current.some((p) => p.id === phoneId)) throw new PhoneError('not_found', `phone_id ${phoneId} is not one of your phones`)
      if (current.length === 1) throw new PhoneError('last_phone', 'the last phone cannot be deleted; add another one first')
      await tx.delete(accountPhones).where(eq(accountPhones.id, phoneId))
      await syncPrimary(tx, accountId)
    })
    .finally(() => invalidateAccount(accountId))
}

/** The accounts that have this number on file (phone-code login, routes/phone-login.ts); at most two are read, enough to tell one from several. */
export async function accountIdsWithPhone(db: AccountDb, phone: string): Promise<number[]> {
  const rows = await db
    .select({ accountId: accountPhones.accountId })
    .from(accountPhones)
    .where(eq(accountPhones.phone, phone))
    .orderBy(asc(accountPhones.accountId))
    .limit(2)
  return rows.map((r) => r.accountId)
}
