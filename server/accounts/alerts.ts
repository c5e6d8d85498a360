// Phone alerts in the account store: the threshold each follow alerts at (follows.
// alert_yoy_pct) and the alerts sent (phone_alerts). Sending once rests on the unique index
// phone_alerts_once: an alert is claimed by its insert before the SMS goes out, so a second run,
// a restart or a second server finds it taken.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { AlertKind } from '../../src/domain/alerts'
import type { AccountDb } from './db'
import { followWordKey, type FollowRow } from './follows'
import type { Account } from './sessions'
import { accounts, follows, phoneAlerts } from './schema'

/** Follows of the kind that alerts: concept follows (social follows have no sales growth). */
export const ALERT_FOLLOW_TYPE = 'concept'

/** Sets the threshold of one of the account's concept follows (null: no alert); false when the account has no such follow. */
export async function setAlertThreshold(db: AccountDb, accountId: number, followId: number, yoyPct: number | null): Promise<boolean> {
  const rows = await db
    .update(follows)
    .set({ alertYoyPct: yoyPct })
    .where(and(eq(follows.id, followId), eq(follows.accountId, accountId), eq(follows.type, ALERT_FOLLOW_TYPE)))
    .returning({ id: follows.id })
  return rows.length > 0
}

export interface AlertRule {
  account: Account
  follow: FollowRow
  thresholdPct: number
}

/** Every follow that alerts, of accounts that are not disabled, by account. */
export async function alertRules(db: AccountDb): Promise<AlertRule[]> {
  const rows = await db
    .select({ account: accounts, follow: follows })
    .from(follows)
    .innerJoin(accounts, eq(follows.accountId, accounts.id))
    .where(and(isNotNull(follows.alertYoyPct), eq(follows.type, ALERT_FOLLOW_TYPE), isNull(accounts.disabledReason)))
    .orderBy(follows.accountId, follows.id)
  return rows.map((r) => ({ ...r, thresholdPct: r.follow.alertYoyPct as number }))
}

export interface AlertClaim {
  rule: AlertRule
  month: string
  kind: AlertKind
  /** null for a new concept */
  yoyPct: number | null
  /** masked */
  phone: string
}

/** Takes the alert of (account, concept, month) for sending: its id, or null when it was taken before. */
export async function claimAlert(db: AccountDb, c: AlertClaim): Promise<number | null> {
  const f = c.rule.follow
  const rows = await db
    .insert(phoneAlerts)
    .values({
      accountId: f.accountId,
      platform: f.platform,
      categoryId: f.categoryId,
      wordKey: followWordKey(f.word),
      word: f.word,
      month: c.month,
      kind: c.kind,
      yoyPct: c.yoyPct,
      thresholdPct: c.rule.thresholdPct,
      phone: c.phone,
    })
    .onConflictDoNothing()
    .returning({ id: phoneAlerts.id })
  return rows[0]?.id ?? null
}

/** The kind of the alert of the follow's concept for `month`, or null when none was sent. */
export async function alertKindOf(db: AccountDb, rule: AlertRule, month: string): Promise<AlertKind | null> {
  const f = rule.follow
  const rows = await db
    .select({ kind: phoneAlerts.kind })
    .from(phoneAlerts)
    .where(
      and(
        eq(phoneAlerts.accountId, f.accountId),
        eq(phoneAlerts.platform, f.platform),
        eq(phoneAlerts.categoryId, f.categoryId),
        eq(phoneAlerts.wordKey, followWordKey(f.word)),
        eq(phoneAlerts.month, month),
      ),
    )
    .limit(1)
  return (rows[0]?.kind as AlertKind | undefined) ?? null
}

/** The channels a claimed alert went out on ('sms', 'wechat'). */
export async function setAlertChannels(db: AccountDb, claimId: number, channels: string[]): Promise<void> {
  await db
    .update(phoneAlerts)
    .set({ channels: channels.join(',') })
    .where(eq(phoneAlerts.id, claimId))
}

/** Gives a claim back after its SMS could not be handed over: a later run sends it. */
export async function releaseAlert(db: AccountDb, id: number): Promise<void> {
  await db.delete(phoneAlerts).where(eq(phoneAlerts.id, id))
}

export type SentAlert = typeof phoneAlerts.$inferSelect

/** The account's alerts, newest first. */
export async function listAlerts(db: AccountDb, accountId: number, limit: number): Promise<SentAlert[]> {
  return db
    .select()
    .from(phoneAlerts)
    .where(eq(phoneAlerts.accountId, accountId))
    .orderBy(desc(phoneAlerts.sentAt), desc(phoneAlerts.id))
    .limit(limit)
}
