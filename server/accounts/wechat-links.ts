// WeChat users linked to accounts. A WeChat login names an openid; the account
// linked to it is signed in. An openid without one gets a link ticket instead: the user signs in
// once in the mini-program with the password or a phone code, sending the ticket, and from then on
// WeChat login goes straight in. The ticket is random, kept only as its sha256, lives a few minutes
// and is spent by the first login that uses it, so a leaked one links nothing later on.
import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { AccountDb } from './db'
import { accounts, sessions, wechatBindings, wechatLinkTickets } from './schema'
import { invalidateAccount } from './session-cache'
import { hashToken } from './sessions'

/** Long enough to type a password or wait for an SMS code, short enough that a ticket is not a credential. */
export const WECHAT_LINK_TICKET_S = 10 * 60

/** The openid the local exchanger gives a code from WeChat DevTools (wechat/local-exchanger.ts); linked to the demo account below. */
export const LOCAL_DEMO_OPENID = 'local-demo'
export const WECHAT_DEMO_ACCOUNT = 'mini@growthradar.demo'

export async function accountIdForOpenid(db: AccountDb, openid: string): Promise<number | null> {
  const [row] = await db
    .select({ accountId: wechatBindings.accountId })
    .from(wechatBindings)
    .where(eq(wechatBindings.openid, openid))
    .limit(1)
  return row?.accountId ?? null
}

/** A ticket for linking this openid at the next login; expired tickets are dropped on the way. */
export async function issueLinkTicket(db: AccountDb, openid: string, now = new Date()): Promise<string> {
  const ticket = randomBytes(24).toString('base64url')
  await db.delete(wechatLinkTickets).where(lt(wechatLinkTickets.expiresAt, now))
  await db
    .insert(wechatLinkTickets)
    .values({ ticketHash: hashToken(ticket), openid, expiresAt: new Date(now.getTime() + WECHAT_LINK_TICKET_S * 1000) })
  return ticket
}

/**
 * Spends a live ticket and links its openid to the account (an openid linked elsewhere before moves
 * here: the WeChat user proved both). The WeChat user linked, or null when the ticket is unknown,
 * spent or expired.
 */
export async function linkWithTicket(db: AccountDb, ticket: string, accountId: number, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(wechatLinkTickets)
      .where(and(eq(wechatLinkTickets.ticketHash, hashToken(ticket)), gt(wechatLinkTickets.expiresAt, now)))
      .returning({ openid: wechatLinkTickets.openid })
    if (!spent) return null
    await tx
      .insert(wechatBindings)
      .values({ openid: spent.openid, accountId })
      .onConflictDoUpdate({ target: wechatBindings.openid, set: { accountId, createdAt: now } })
    return spent.openid
  })
}

/**
 * The account's owner unlinks WeChat (the mini-program's /my): every WeChat user linked to the
 * account is forgotten, and so are the account's mini-program sessions, which those links opened;
 * the next WeChat login asks for the password or a phone code again. True when a link was removed.
 */
export async function unlinkAccount(db: AccountDb, accountId: number): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const links = await tx
      .delete(wechatBindings)
      .where(eq(wechatBindings.accountId, accountId))
      .returning({ openid: wechatBindings.openid })
    await tx.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.loginFrom, 'weixin_mini')))
    return links.length
  })
  // a session looked up before the delete must not outlive it in the cache
  invalidateAccount(accountId)
  return removed > 0
}

/**
 * The demo: `npm start` with WECHAT_EXCHANGER=local signs DevTools' WeChat user in as the
 * mini-program demo account. Runs at every start (stores made before this existed get it too); does
 * nothing without that account or once the openid is linked. No real openid takes this form.
 */
export async function linkDemoWechatUser(db: AccountDb): Promise<void> {
  const [demo] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, WECHAT_DEMO_ACCOUNT)).limit(1)
  if (!demo) return
  await db.insert(wechatBindings).values({ openid: LOCAL_DEMO_OPENID, accountId: demo.id }).onConflictDoNothing()
}
