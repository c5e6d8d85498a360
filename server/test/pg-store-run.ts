// Runs the account-store cases (pg-store-suite.ts) on one connection and prints one JSON line per
// case: `tsx server/test/pg-store-run.ts pglite|postgres`. A child of pg-accounts.test.ts; for
// postgres it starts and stops its own server (pg-server.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openAccounts } from '../stores'
import type { AccountStore } from '../accounts/db'
import { findPostgres, PG_MISSING, startPostgres, type PgServer } from './pg-server'
import { casesFor, prepareStore, type BlankStore, type StoreCtx } from './pg-store-suite'

export const RESULT_PREFIX = 'GR-STORE-CASE '

function report(result: object): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`)
}

async function main(kind: string): Promise<void> {
  let server: PgServer | undefined
  let tmp: string | undefined
  let open: () => Promise<AccountStore>
  const connectionErrors: string[] = []
  if (kind === 'postgres') {
    const bin = findPostgres()
    if (!bin) {
      report({ skipped: PG_MISSING })
      return
    }
    // a busy machine (or a port taken between choosing and binding it) can fail one start: retry
    for (let attempt = 1; !server; attempt++) {
      try {
        server = await startPostgres(bin)
      } catch (err) {
        if (attempt >= 3) throw err
        console.error(`PostgreSQL start ${attempt} failed, retrying: ${String(err)}`)
      }
    }
    const url = server.url
    open = () => openAccounts({ url, onConnectionError: (err) => connectionErrors.push(err.message) })
  } else if (kind === 'pglite') {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-pglite-'))
    const dir = tmp
    open = () => openAccounts({ path: dir })
  } else {
    throw new Error(`unknown store kind ${kind}`)
  }
  let main: AccountStore = await open()
  let blanks = 0
  try {
    const ctx: StoreCtx = {
      db: main.db,
      ids: await prepareStore(main),
      measured: {},
      connectionErrors,
      // PGlite holds its folder alone: the main connection closes while the fresh one reads
      reopen: async () => {
        if (kind === 'postgres') return open()
        await main.close()
        const fresh = await open()
        return {
          db: fresh.db,
          async close() {
            await fresh.close()
            main = await open()
            ctx.db = main.db
          },
        }
      },
      blank: async (): Promise<BlankStore> => {
        blanks += 1
        if (kind === 'postgres') {
          const url = await server!.createDatabase(`growthradar_blank_${blanks}`)
          const { Client } = await import('pg')
          let client: InstanceType<typeof Client> | null = new Client({ connectionString: url })
          await client.connect()
          const closeRaw = async () => {
            await client?.end()
            client = null
          }
          return {
            raw: async (text) => {
              const result = await client!.query(text)
              const last = Array.isArray(result) ? result[result.length - 1] : result
              return (last?.rows ?? []) as Record<string, unknown>[]
            },
            open: async () => {
              await closeRaw()
              return openAccounts({ url })
            },
            dispose: closeRaw,
          }
        }
        // PGlite: another folder; the main store is closed meanwhile (each instance holds ~0.5 GB)
        await main.close()
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-pglite-blank-'))
        const { PGlite } = await import('@electric-sql/pglite')
        let client: InstanceType<typeof PGlite> | null = await PGlite.create({ dataDir: dir })
        const closeRaw = async () => {
          await client?.close()
          client = null
        }
        return {
          raw: async (text) => {
            const results = await client!.exec(text)
            return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[]
          },
          open: async () => {
            await closeRaw()
            return openAccounts({ path: dir })
          },
          dispose: async () => {
            await closeRaw()
            fs.rmSync(dir, { recursive: true, force: true })
            main = await open()
            ctx.db = main.db
          },
        }
      },
    }
    for (const c of casesFor(kind)) {
      const started = performance.now()
      try {
        await c.run(ctx)
        report({ name: c.name, ok: true, ms: Math.round(performance.now() - started) })
      } catch (err) {
        report({ name: c.name, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) })
      }
    }
    report({ measured: ctx.measured })
  } finally {
    await main.close().catch(() => undefined)
    await server?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

main(process.argv[2] ?? '').then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
