// Alerts as WeChat subscription messages: each acceptance of requestSubscribeMessage in the
// mini-program lets one message of that template go to the user (WeChat's one-time subscription),
// kept as a credit; the alert job spends one per message and gives it back when the send fails.
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { AccountDb } from './db'
import { wechatBindings, wechatSubscriptions } from './schema'

/** Acceptances kept at most: a user tapping many times is not owed more than a year of monthly alerts. */
export const MAX_WECHAT_CREDITS = 12

export async function wechatCredits(db: AccountDb, accountId: number, template: string): Promise<number> {
  const [row] = await db
    .select({ credits: wechatSubscriptions.credits })
    .from(wechatSubscriptions)
    .where(and(eq(wechatSubscriptions.accountId, accountId), eq(wechatSubscriptions.template, template)))
  return row?.credits ?? 0
}

/** One acceptance more (up to MAX_WECHAT_CREDITS); the credits now. */
export async function addWechatCredit(db: AccountDb, accountId: number, template: string): Promise<number> {
  const [row] = await db
    .insert(wechatSubscriptions)
    .values({ accountId, template, credits: 1 })
    .onConflictDoUpdate({
      target: [wechatSubscriptions.accountId, wechatSubscriptions.template],
      set: { credits: sql`least(${wechatSubscriptions.credits} + 1, ${MAX_WECHAT_CREDITS})`, updatedAt: new Date() },
    })
    .returning({ credits: wechatSubscriptions.credits })
  return row.credits
}

/** Spends one credit, atomically; false when there is none. */
export async function takeWechatCredit(db: AccountDb, accountId: number, template: string): Promise<boolean> {
  const rows = await db
    .update(wechatSubscriptions)
    .set({ credits: sql`${wechatSubscriptions.credits} - 1`, updatedAt: new Date() })
    .where(
      and(eq(wechatSubscriptions.accountId, accountId), eq(wechatSubscriptions.template, template), gt(wechatSubscriptions.credits, 0)),
    )
    .returning({ credits: wechatSubscriptions.credits })
  return rows.length > 0
}

/** A send that failed reached nobody: its credit is the user's again. */
export async function returnWechatCredit(db: AccountDb, accountId: number, template: string): Promise<void> {
  await addWechatCredit(db, accountId, template)
}

/** The WeChat user the account was linked to last (who receives its messages), or null. */
export async function linkedOpenid(db: AccountDb, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ openid: wechatBindings.openid })
    .from(wechatBindings)
    .where(eq(wechatBindings.accountId, accountId))
    .orderBy(desc(wechatBindings.createdAt))
    .limit(1)
  return row?.openid ?? null
}
