// A new account of the free version, opened by the phone-code login for a number no account has
// (routes/phone-login.ts): the code proved the number, which becomes its first phone. Its user name is
// random, not the number: /my shows a name's last five characters beside the masked phone, and the
// two together would give the number away. It has no password (a random one nobody is told); the
// phone code and WeChat sign it in.
import { randomBytes } from 'node:crypto'
import { maskPhone } from '../../src/domain/mask'
import type { AccountTx } from './db'
import { allCategoryLists, FREE_VERSION } from './free-version'
import { hashPassword } from './passwords'
import { accountPhones, accounts } from './schema'

export interface NewAccount {
  id: number
  loginFrom: string
}

/** Creates the account inside the transaction that spends the code. */
export async function createFreeAccount(tx: AccountTx, phone: string): Promise<NewAccount> {
  const { hash, salt } = await hashPassword(randomBytes(24).toString('base64url'))
  const [row] = await tx
    .insert(accounts)
    .values({
      ...FREE_VERSION,
      // 60 random bits: no two accounts meet on one
      username: `u${randomBytes(8).toString('hex').slice(0, 15)}`,
      passwordHash: hash,
      passwordSalt: salt,
      phone,
      nick: maskPhone(phone),
      // where a session comes from is the session's (sso/token-session.ts), not the account's
      loginFrom: 'web',
      versionSelected: [],
      jdVersion: [],
      permissions: allCategoryLists(),
    })
    .returning({ id: accounts.id, loginFrom: accounts.loginFrom })
  await tx.insert(accountPhones).values({ accountId: row.id, phone })
  return row
}
