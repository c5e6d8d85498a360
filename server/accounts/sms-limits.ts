// How many SMS codes may go out, counted from the codes already sent (a refused request or a send the
// gateway failed costs nothing), inside the transaction that issues the next one (sms-codes.ts):
// * an account's budget over the codes it asks for while signed in (login and setting);
// * numbers not on the account's own list, per hour: few to any one of them and few in all, so that
//   no account can text a stranger every minute, nor many strangers once;
// * login-page codes per number per hour and for all numbers together, whoever asks and whether or not an account has the number: anyone may ask for those, so they spend no
//   account's budget (a stranger could otherwise use up the owner's) and have a limit of their own.
// Each answers the seconds until its oldest counted send leaves its window.
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm'
import type { AccountTx } from './db'
import { accountPhones, accounts, smsCodes } from './schema'

export const SMS_SENDS_PER_ACCOUNT = 10
export const SMS_BUDGET_WINDOW_S = 10 * 60
/** The window of the two limits below. */
export const SMS_HOUR_S = 60 * 60
/** Codes per hour to one number that is not on the account's own list. */
export const SMS_SENDS_PER_FOREIGN_NUMBER = 3
/** Codes per hour to all numbers that are not on the account's own list. */
export const SMS_FOREIGN_SENDS = 10
/** Login-page codes per hour to one number. */
export const SMS_SIGNIN_SENDS_PER_NUMBER = 5
/**
 * Login-page codes per hour to all numbers together: anyone may ask for them (a number without an
 * account too, which opens one), so one caller cycling through numbers must not text the country at
 * our cost; past it every number waits alike, and the password and WeChat still sign in.
 */
export const SMS_SIGNIN_SENDS_PER_HOUR = 300

export type LimitReason = 'budget' | 'foreign' | 'number' | 'busy'
export interface HeldBack {
  reason: LimitReason
  retryAfterS: number
}

interface SendInput {
  accountId: number | null
  purpose: string
  phone: string
}

/** When `times` (newest first) hold `max` sends of the window: the seconds until the oldest leaves it. */
function fullFor(times: Date[], max: number, windowS: number, now: Date): number | null {
  if (times.length < max) return null
  const left = (times[max - 1].getTime() + windowS * 1000 - now.getTime()) / 1000
  return Math.max(1, Math.ceil(left))
}

const since = (now: Date, s: number) => new Date(now.getTime() - s * 1000)
/** a send the gateway failed reached nobody */
const counted = ne(smsCodes.state, 'failed')

/** When the hour's login-page codes (to `phone`, or to every number) hold `max`: the seconds until one leaves the hour. */
async function signinFull(tx: AccountTx, now: Date, max: number, phone?: string): Promise<number | null> {
  const rows = await tx
    .select({ at: smsCodes.sentAt })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.purpose, 'signin'),
        phone ? eq(smsCodes.phone, phone) : undefined,
        gt(smsCodes.sentAt, since(now, SMS_HOUR_S)),
        counted,
      ),
    )
    .orderBy(desc(smsCodes.sentAt))
    .limit(max)
  return fullFor(
    rows.map((r) => r.at),
    max,
    SMS_HOUR_S,
    now,
  )
}

/** Why a send must wait, or null. Runs first in issueCode's transaction. */
export async function heldBack(tx: AccountTx, input: SendInput, now: Date): Promise<HeldBack | null> {
  if (input.purpose === 'signin' || input.accountId === null) {
    const number = await signinFull(tx, now, SMS_SIGNIN_SENDS_PER_NUMBER, input.phone)
    if (number !== null) return { reason: 'number', retryAfterS: number }
    const busy = await signinFull(tx, now, SMS_SIGNIN_SENDS_PER_HOUR)
    return busy === null ? null : { reason: 'busy', retryAfterS: busy }
  }
  const accountId = input.accountId
  // one account's sends in turn, so that two cannot both pass the counts below
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update')
  const own = await tx
    .select({ at: smsCodes.sentAt })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.accountId, accountId),
        inArray(smsCodes.purpose, ['login', 'setting']),
        gt(smsCodes.sentAt, since(now, SMS_BUDGET_WINDOW_S)),
        counted,
      ),
    )
    .orderBy(desc(smsCodes.sentAt))
    .limit(SMS_SENDS_PER_ACCOUNT)
  const budget = fullFor(
    own.map((r) => r.at),
    SMS_SENDS_PER_ACCOUNT,
    SMS_BUDGET_WINDOW_S,
    now,
  )
  if (budget !== null) return { reason: 'budget', retryAfterS: budget }
  if (input.purpose !== 'setting') return null
  const mine = (await tx.select({ phone: accountPhones.phone }).from(accountPhones).where(eq(accountPhones.accountId, accountId))).map(
    (p) => p.phone,
  )
  if (mine.includes(input.phone)) return null
  // a number that joined the list since is the account's own now and no longer counts
  const foreign = (
    await tx
      .select({ phone: smsCodes.phone, at: smsCodes.sentAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.accountId, accountId), eq(smsCodes.purpose, 'setting'), gt(smsCodes.sentAt, since(now, SMS_HOUR_S)), counted))
      .orderBy(desc(smsCodes.sentAt))
  ).filter((r) => !mine.includes(r.phone))
  const toThis = fullFor(
    foreign.filter((r) => r.phone === input.phone).map((r) => r.at),
    SMS_SENDS_PER_FOREIGN_NUMBER,
    SMS_HOUR_S,
    now,
  )
  const toAll = fullFor(
    foreign.map((r) => r.at),
    SMS_FOREIGN_SENDS,
    SMS_HOUR_S,
    now,
  )
  const s = Math.max(toThis ?? 0, toAll ?? 0)
  return s > 0 ? { reason: 'foreign', retryAfterS: s } : null
}
