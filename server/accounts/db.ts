// The one connection to the account store: embedded PGlite in a data folder by default, or a
// PostgreSQL server from DATABASE_URL (node-postgres pool). One drizzle schema over both. Opened
// with its SQL migrations run; what start-up does next (the data step of a migration, the session
// cache's lifetime) is server/stores.ts's openAccounts.
import fs from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { schema } from './schema'
import { MIGRATIONS } from './migrations'

export type Schema = typeof schema
export type AccountDb = PgDatabase<PgQueryResultHKT, Schema>
/** The handle inside db.transaction(); same query API. */
export type AccountTx = Parameters<Parameters<AccountDb['transaction']>[0]>[0]

export interface AccountStore {
  db: AccountDb
  close(): Promise<void>
}

export interface AccountStoreOptions {
  /** folder of the embedded engine; ignored when url is set */
  path?: string
  url?: string
  /** told when an idle server connection fails (a restart, a dropped link); default: one line on stderr */
  onConnectionError?: (err: Error) => void
}

export async function openAccountStore(options: AccountStoreOptions): Promise<AccountStore> {
  if (options.url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({ connectionString: options.url, max: 16 })
    // node-postgres re-emits an idle connection's failure on the pool, and an unheard 'error' event
    // ends the process; the pool has already dropped that connection and opens a new one when needed
    const onError =
      options.onConnectionError ?? ((err: Error) => process.stderr.write(`account store: idle connection failed: ${err.message}\n`))
    pool.on('error', onError)
    // one multi-statement string per migration: the simple query protocol runs it as is
    for (const sql of MIGRATIONS) await pool.query(sql)
    const db = drizzle(pool, { schema }) as unknown as AccountDb
    return { db, close: () => pool.end() }
  }
  if (!options.path) throw new Error('accounts: a data folder or a URL is needed')
  fs.mkdirSync(options.path, { recursive: true })
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const client = await PGlite.create({ dataDir: options.path })
  for (const sql of MIGRATIONS) await client.exec(sql)
  const db = drizzle(client, { schema }) as unknown as AccountDb
  return { db, close: () => client.close() }
}
