// Password login with a per-account back-off. The login routes are also limited per
// address (LOGIN_RATE_MAX a minute, http/rate-limit.ts), but someone guessing from many addresses
// was never slowed down. Here the account name itself is held back:
//
// * a few wrong passwords cost nothing (typing mistakes); the LOGIN_FREE_FAILURES-th in a row locks
//   the name for LOGIN_LOCK_BASE_S, and each wrong one after a lock doubles it: 1 minute, then 2,
//   4, 8, never more than LOGIN_LOCK_MAX_S. While it is locked no password is checked — not even the right one, or the
//   lock would not stop guessing — and the attempts refused do not count, so nobody can push the
//   lock further out by hammering it;
// * a right password after the lock ends logs in and forgets the failures; so do LOGIN_FORGET_S
//   without a wrong password. An attacker can thus hold an account back by at most
//   LOGIN_LOCK_MAX_S after each guess, never lock it for good, and is held to about one guess per
//   LOGIN_LOCK_MAX_S after the first few.
//
// The name is the key, not the account: unknown names go through the same steps (and the dummy
// hash), so the 429 tells nothing about which accounts exist. Attempts on one name are taken in
// turn inside this process, so a burst of parallel guesses cannot all pass the check before the
// first failure is written; across processes sharing one PostgreSQL server the writes are atomic
// upserts, and at most one attempt per process can slip in. The clock is a parameter so the store
// tests can step over the intervals.
import { eq, lt, sql } from 'drizzle-orm'
import type { AccountDb } from './db'
import { dummyHash, verifyPassword } from './passwords'
import { accounts, loginBackoff } from './schema'
import type { Account } from './sessions'

export const LOGIN_FREE_FAILURES = 5
export const LOGIN_LOCK_BASE_S = 60
export const LOGIN_LOCK_MAX_S = 15 * 60
/** Longer than the longest lock, so that a patient guesser stays at the longest lock. */
export const LOGIN_FORGET_S = 60 * 60

export type LoginResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; retryAfterS: number }

/** The lock after the n-th wrong password in a row, seconds (0: none yet). */
export function lockSeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0
  return Math.min(LOGIN_LOCK_BASE_S * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_LOCK_MAX_S)
}

export function loginKey(username: string): string {
  return username.trim().toLowerCase()
}

const queues = new Map<string, Promise<unknown>>()

/** Runs `task` after every earlier task of the same name in this process has finished. */
function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.catch(() => undefined)
  queues.set(key, settled)
  // the last in line removes the entry, so the map holds only names being tried right now
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}

async function lockedFor(db: AccountDb, key: string, now: Date): Promise<number> {
  const [row] = await db.select({ until: loginBackoff.lockedUntil }).from(loginBackoff).where(eq(loginBackoff.username, key)).limit(1)
  const left = row?.until ? row.until.getTime() - now.getTime() : 0
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** One more wrong password for the name, in one atomic upsert (the count restarts after LOGIN_FORGET_S). */
async function recordFailure(db: AccountDb, key: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_FORGET_S * 1000).toISOString()
  const at = now.toISOString()
  const failures = sql`(CASE WHEN ${loginBackoff.lastFailureAt} <= ${forgetBefore}::timestamptz THEN 1 ELSE ${loginBackoff.failures} + 1 END)`
  // lockSeconds in SQL, on the count this statement writes
  const lock = sql`LEAST(${LOGIN_LOCK_BASE_S}::float8 * power(2, ${failures} - ${LOGIN_FREE_FAILURES}::int), ${LOGIN_LOCK_MAX_S}::float8)`
  await db
    .insert(loginBackoff)
    .values({
      username: key,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: lockSeconds(1) ? new Date(now.getTime() + lockSeconds(1) * 1000) : null,
    })
    .onConflictDoUpdate({
      target: loginBackoff.username,
      set: {
        failures,
        lastFailureAt: now,
        lockedUntil: sql`CASE WHEN ${failures} >= ${LOGIN_FREE_FAILURES}::int THEN ${at}::timestamptz + make_interval(secs => ${lock}) ELSE NULL END`,
      },
    })
  // names not tried for an hour are forgotten: the table holds only names being guessed now
  await db.delete(loginBackoff).where(lt(loginBackoff.lastFailureAt, new Date(now.getTime() - LOGIN_FORGET_S * 1000)))
}

/** The account for a user name and password, unless the name is locked by earlier wrong passwords. */
export async function attemptLogin(db: AccountDb, username: string, password: string, clock?: Date): Promise<LoginResult> {
  const key = loginKey(username)
  return inTurn(key, async () => {
    // read when the attempt's turn comes, not when it was queued
    const now = clock ?? new Date()
    const locked = await lockedFor(db, key, now)
    if (locked > 0) return { ok: false, reason: 'locked', retryAfterS: locked }
    const [account] = await db.select().from(accounts).where(eq(accounts.username, key)).limit(1)
    if (!account) {
      const d = await dummyHash()
      await verifyPassword(password, d.hash, d.salt) // same time as a real check
    } else if (await verifyPassword(password, account.passwordHash, account.passwordSalt)) {
      await db.delete(loginBackoff).where(eq(loginBackoff.username, key))
      return { ok: true, account }
    }
    await recordFailure(db, key, now)
    return { ok: false, reason: 'wrong' }
  })
}
