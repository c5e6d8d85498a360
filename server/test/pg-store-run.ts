// Runs the account-store cases (pg-store-suite.ts) on one connection and prints one JSON line per
// case: `tsx server/test/pg-store-run.ts pglite|postgres`. A child of pg-accounts.test.ts; for
// postgres it starts and stops its own server (pg-server.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openAccountStore, type AccountStore } from '../accounts/db'
import { findPostgres, PG_MISSING, startPostgres, type PgServer } from './pg-server'
import { casesFor, prepareStore, type StoreCtx } from './pg-store-suite'

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
    open = () => openAccountStore({ url, onConnectionError: (err) => connectionErrors.push(err.message) })
  } else if (kind === 'pglite') {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-pglite-'))
    const dir = tmp
    open = () => openAccountStore({ path: dir })
  } else {
    throw new Error(`unknown store kind ${kind}`)
  }
  let main: AccountStore = await open()
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
    }
    for (const c of casesFor(kind)) {
      const started = performance.now()
      try {
        await c.run(ctx)
        report({ name: c.name, ok: true, ms: Math.round(performance.now() - started) })
      } catch (err) {
        report({ name: c.name, ok: false, error: err instanceof Error ? err.stack ?? err.message : String(err) })
      }
    }
    report({ measured: ctx.measured })
  } finally {
    await main.close().catch(() => undefined)
    await server?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

main(process.argv[2] ?? '').then(() => process.exit(0), (err) => {
  console.error(err)
  process.exit(1)
})
