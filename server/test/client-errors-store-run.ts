// The client-error reports (POST /api/client_error) against a real account store (PGlite in a
// temporary folder), printing one JSON line of findings for client-errors.test.ts: a report through
// the route is stored, and the table keeps its cap and age limit. A child process for the reasons
// given in events-store-run.ts (jest cannot load PGlite; the test server's store is locked).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { asc, count, min } from 'drizzle-orm'
import { recordClientError, type ClientErrorReport } from '../accounts/client-errors'
import { openAccounts } from '../stores'
import { clientErrors } from '../accounts/schema'
import type { AppContext } from '../context'
import { installErrorHandlers } from '../http/errors'
import { publicRoutes } from '../routes/public'

export const RESULT_PREFIX = 'GR-CLIENT-ERRORS '

const report = (i: number): ClientErrorReport => ({
  errorUrl: `/detail?n=${i}`,
  ua: 'ua',
  tab: 'TrendList',
  browserFinger: 'f',
  message: `m${i}`,
  accountId: null,
})

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-client-errors-'))
  const store = await openAccounts({ path: tmp, sessionCacheMs: 0 })
  const { db } = store
  try {
    const app = Fastify()
    installErrorHandlers(app, () => undefined)
    await publicRoutes(app, { db, catalog: { ts: '2026-01', tsMin: '2017-01' } } as unknown as AppContext)
    const posted = await app.inject({
      method: 'POST',
      url: '/api/client_error',
      headers: { 'content-type': 'application/json' },
      payload: { error_url: '/concept', ua: 'jest', tab: 'TrendList', browser_finger: 'abc', message: 'TypeError: x is undefined' },
    })
    const viaRoute = await db
      .select({ errorUrl: clientErrors.errorUrl, message: clientErrors.message, accountId: clientErrors.accountId })
      .from(clientErrors)
    await db.delete(clientErrors)

    // the cap: pruned on every report, at most 10 rows stay and they are the newest
    const capped = { maxRows: 10, maxAgeDays: 30, pruneEvery: 1 }
    const sizes: number[] = []
    for (let i = 0; i < 25; i++) {
      await recordClientError(db, report(i), capped)
      sizes.push((await db.select({ n: count() }).from(clientErrors))[0].n)
    }
    const kept = (await db.select({ message: clientErrors.message }).from(clientErrors).orderBy(asc(clientErrors.id))).map((r) => r.message)
    await db.delete(clientErrors)

    // pruning every 7 ids: the table never passes cap + pruneEvery
    const sparse = { maxRows: 10, maxAgeDays: 30, pruneEvery: 7 }
    let largest = 0
    for (let i = 0; i < 60; i++) {
      await recordClientError(db, report(i), sparse)
      largest = Math.max(largest, (await db.select({ n: count() }).from(clientErrors))[0].n)
    }
    await db.delete(clientErrors)

    // the age limit: reports written 40 days ago go at the next pruning, today's stay
    const now = new Date()
    const aged = { maxRows: 1000, maxAgeDays: 30, pruneEvery: 1 }
    await recordClientError(db, report(1), aged, new Date(now.getTime() - 40 * 86_400_000))
    await recordClientError(db, report(2), aged, new Date(now.getTime() - 40 * 86_400_000))
    await recordClientError(db, report(3), aged, now)
    const afterAge = (await db.select({ message: clientErrors.message }).from(clientErrors)).map((r) => r.message)
    const [{ oldest }] = await db.select({ oldest: min(clientErrors.createdAt) }).from(clientErrors)

    process.stdout.write(
      `${RESULT_PREFIX}${JSON.stringify({
        posted: posted.json(),
        viaRoute,
        sizes,
        kept,
        largest,
        afterAge,
        oldestAgeDays: oldest ? (now.getTime() - oldest.getTime()) / 86_400_000 : null,
      })}\n`,
    )
    await app.close()
  } finally {
    await store.close().catch(() => undefined)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

// run as a script only: client-errors.test.ts imports RESULT_PREFIX from here
if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
