// Seeds an empty account store with the demo accounts and notices; a store with accounts is left alone.
import { sql } from 'drizzle-orm'
import type { AccountDb } from './db'
import { accountPhones, accounts, notices } from './schema'
import { hashPassword } from './passwords'
import { DEMO_NOTICES, DEMO_PASSWORD, demoAccounts } from './demo-accounts'

export async function seedAccounts(db: AccountDb): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts)
  if (Number(n) > 0) return { seeded: false }
  for (const a of demoAccounts()) {
    const { hash, salt } = await hashPassword(DEMO_PASSWORD)
    const inserted = await db
      .insert(accounts)
      .values({
        username: a.username,
        passwordHash: hash,
        passwordSalt: salt,
        phone: a.phone,
        usertype: a.usertype,
        deadline: a.deadline,
        nick: a.nick,
        isFreeVersion: a.isFreeVersion ?? false,
        isPartner: a.isPartner ?? false,
        partnerLogoUrl: a.partnerLogoUrl ?? '',
        partnerTitle: a.partnerTitle ?? '',
        loginFrom: a.loginFrom ?? 'web',
        download: a.download ?? true,
        versionSelected: a.versionSelected ?? [],
        jdVersion: a.jdVersion ?? [],
        permissions: a.permissions,
        smsRequired: a.smsRequired ?? false,
        disabledReason: a.disabledReason ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id })
    // the account's own phone is its first phone option (SMS verification, phone alerts)
    if (inserted[0] && a.phone) await db.insert(accountPhones).values({ accountId: inserted[0].id, phone: a.phone }).onConflictDoNothing()
  }
  await db.insert(notices).values(DEMO_NOTICES)
  return { seeded: true }
}
