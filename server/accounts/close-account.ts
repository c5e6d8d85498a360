// Closing an account (注销账号 on /my): everything kept about the person goes in one transaction.
// The account row's delete takes its sessions, phones, follows, alert settings and alerts sent,
// saved links, SMS codes and WeChat links with it (the schema's cascades); what is kept without a
// foreign key is deleted here by hand: the SMS and WeChat outboxes (numbers and texts), the resend windows, the
// login back-off under its name, and the codes sent to its numbers before it existed (sign-up). The
// error and event logs keep their rows without the account (their retention ends them).
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AccountDb } from './db'
import { loginKey } from './login-backoff'
import { invalidateAccount } from './session-cache'
import { accountPhones, accounts, clientErrors, loginBackoff, smsCodes, smsOutbox, smsWindows, wechatOutbox } from './schema'

/** False when there is no such account (closed already). */
export async function closeAccount(db: AccountDb, accountId: number): Promise<boolean> {
  const closed = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ username: accounts.username, phone: accounts.phone })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    if (!account) return false
    const listed = await tx.select({ phone: accountPhones.phone }).from(accountPhones).where(eq(accountPhones.accountId, accountId))
    const phones = [...new Set([account.phone, ...listed.map((p) => p.phone)].filter(Boolean))]
    await tx.delete(smsOutbox).where(eq(smsOutbox.accountId, accountId))
    await tx.delete(wechatOutbox).where(eq(wechatOutbox.accountId, accountId))
    if (phones.length) {
      await tx.delete(smsOutbox).where(and(isNull(smsOutbox.accountId), inArray(smsOutbox.phone, phones)))
      await tx.delete(smsCodes).where(and(isNull(smsCodes.accountId), inArray(smsCodes.phone, phones)))
    }
    await tx.delete(smsWindows).where(eq(smsWindows.accountId, accountId))
    // the login page's windows of its numbers are kept under no account (0)
    if (phones.length) await tx.delete(smsWindows).where(and(eq(smsWindows.accountId, 0), inArray(smsWindows.phone, phones)))
    await tx.delete(loginBackoff).where(eq(loginBackoff.username, loginKey(account.username)))
    await tx.update(clientErrors).set({ accountId: null }).where(eq(clientErrors.accountId, accountId))
    await tx.delete(accounts).where(eq(accounts.id, accountId))
    return true
  })
  // a session looked up before the delete must not outlive it in the cache
  invalidateAccount(accountId)
  return closed
}
