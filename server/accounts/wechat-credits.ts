// Alerts as WeChat subscription messages: each acceptance of requestSubscribeMessage in the
// mini-program lets one message of that template go to the WeChat user who accepted (WeChat's
// one-time subscription), kept as a credit of that account and WeChat user; the alert job spends
// one per message, to a WeChat user still linked to the account, and gives it back when the send
// failed for a passing reason.
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { AccountDb } from './db'
import { wechatBindings, wechatCredits } from './schema'

/** Acceptances kept at most: a user tapping many times is not owed more than a year of monthly alerts. */
export const MAX_WECHAT_CREDITS = 12

export interface CreditKey {
  accountId: number
  openid: string
  template: string
}

const keyOf = (k: CreditKey) =>
  and(eq(wechatCredits.accountId, k.accountId), eq(wechatCredits.openid, k.openid), eq(wechatCredits.template, k.template))

export async function wechatCreditsOf(db: AccountDb, k: CreditKey): Promise<number> {
  const [row] = await db.select({ credits: wechatCredits.credits }).from(wechatCredits).where(keyOf(k))
  return row?.credits ?? 0
}

/** One acceptance more (up to MAX_WECHAT_CREDITS); the credits now. */
export async function addWechatCredit(db: AccountDb, k: CreditKey): Promise<number> {
  const [row] = await db
    .insert(wechatCredits)
    .values({ ...k, credits: 1 })
    .onConflictDoUpdate({
      target: [wechatCredits.accountId, wechatCredits.openid, wechatCredits.template],
      set: { credits: sql`least(${wechatCredits.credits} + 1, ${MAX_WECHAT_CREDITS})`, updatedAt: new Date() },
    })
    .returning({ credits: wechatCredits.credits })
  return row.credits
}

/** The account's WeChat users, still linked to it, with a credit left: the latest to accept first. */
async function creditedOpenids(db: AccountDb, accountId: number, template: string): Promise<string[]> {
  const rows = await db
    .select({ openid: wechatCredits.openid })
    .from(wechatCredits)
    .innerJoin(wechatBindings, and(eq(wechatBindings.openid, wechatCredits.openid), eq(wechatBindings.accountId, wechatCredits.accountId)))
    .where(and(eq(wechatCredits.accountId, accountId), eq(wechatCredits.template, template), gt(wechatCredits.credits, 0)))
    .orderBy(desc(wechatCredits.updatedAt))
  return rows.map((r) => r.openid)
}

export async function hasWechatCredit(db: AccountDb, accountId: number, template: string): Promise<boolean> {
  return (await creditedOpenids(db, accountId, template)).length > 0
}

/** Spends one credit, atomically, and names whose it was; null when the account has none left. */
export async function takeWechatCredit(db: AccountDb, accountId: number, template: string): Promise<string | null> {
  for (const openid of await creditedOpenids(db, accountId, template)) {
    const taken = await db
      .update(wechatCredits)
      .set({ credits: sql`${wechatCredits.credits} - 1`, updatedAt: new Date() })
      .where(and(keyOf({ accountId, openid, template }), gt(wechatCredits.credits, 0)))
      .returning({ openid: wechatCredits.openid })
    if (taken.length > 0) return openid
  }
  return null
}

/** A send that failed for a passing reason reached nobody: its credit is the user's again. */
export async function returnWechatCredit(db: AccountDb, k: CreditKey): Promise<void> {
  await addWechatCredit(db, k)
}

/** WeChat says the user took the subscription back: nothing more may be sent to that user. */
export async function dropWechatCredits(db: AccountDb, k: CreditKey): Promise<void> {
  await db.update(wechatCredits).set({ credits: 0, updatedAt: new Date() }).where(keyOf(k))
}
