// The analytics events against a real account store (PGlite in a temporary folder), printing one
// JSON line of findings for events.test.ts: who an event is recorded for (through the route, with a
// token, a cookie, no session, a made-up token), and the cap and age limit of the table. A child
// process (`tsx server/test/events-store-run.ts`) because jest's module runtime cannot load PGlite,
// and the test server's own store is locked by its process.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import cookie from '@fastify/cookie'
import { asc, count, eq, min } from 'drizzle-orm'
import { SESSION_COOKIE } from '../../src/domain/constants'
import { recordEvents, type StoredEvent } from '../accounts/client-events'
import { openAccounts } from '../stores'
import { accounts, clientEvents } from '../accounts/schema'
import { seedAccounts } from '../accounts/seed'
import { createSession } from '../accounts/sessions'
import type { AppContext } from '../context'
import { installErrorHandlers } from '../http/errors'
import { eventRoutes } from '../routes/events'

export const RESULT_PREFIX = 'GR-EVENTS '

const event = (i: number): StoredEvent => ({ kind: 'search', props: { word: `w${i}` }, page: '/concept', at: Date.UTC(2026, 0, 1) + i })

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-events-'))
  const store = await openAccounts({ path: tmp, sessionCacheMs: 0 })
  const { db } = store
  try {
    await seedAccounts(db)
    const [analyst] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'analyst@growthradar.demo'))
    const token = await createSession(db, analyst.id, 'token')
    const webSession = await createSession(db, analyst.id, 'web')

    const app = Fastify()
    installErrorHandlers(app, () => undefined)
    await app.register(cookie)
    await eventRoutes(app, { db } as unknown as AppContext)
    const post = (page: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { events: [{ kind: 'contact', props: { panel: 'demo' }, page, at: Date.UTC(2026, 2, 1) }], finger: 'f1' },
      })
    const answers = [
      await post('/token', { 'x-api-key': token }),
      await post('/cookie', { cookie: `${SESSION_COOKIE}=${webSession}` }),
      await post('/anonymous'),
      await post('/made-up', { 'x-api-key': 'made-up-token' }),
    ].map((r) => r.json() as { status: string; data: { stored: number } })
    const attributed = await db
      .select({
        page: clientEvents.page,
        accountId: clientEvents.accountId,
        kind: clientEvents.kind,
        props: clientEvents.props,
        finger: clientEvents.finger,
        clientAt: clientEvents.clientAt,
      })
      .from(clientEvents)
      .orderBy(asc(clientEvents.id))
    // one bad event refuses the whole batch: nothing of it is stored
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: {
        events: [
          { kind: 'contact', props: { panel: 'demo' }, page: '/mixed', at: 1 },
          { kind: 'click', props: {}, page: '/mixed', at: 1 },
        ],
      },
    })
    const mixedStored = (await db.select({ n: count() }).from(clientEvents).where(eq(clientEvents.page, '/mixed')))[0].n
    // an account that goes away leaves its events, unattributed
    await db.delete(accounts).where(eq(accounts.id, analyst.id))
    const afterDelete = await db
      .select({ page: clientEvents.page, accountId: clientEvents.accountId })
      .from(clientEvents)
      .orderBy(asc(clientEvents.id))
    await db.delete(clientEvents)

    // the cap: pruned on every batch, at most 10 rows stay and they are the newest
    const capped = { maxRows: 10, maxAgeDays: 90, pruneEvery: 1 }
    const sizes: number[] = []
    for (let b = 0; b < 8; b++) {
      await recordEvents(db, { events: [0, 1, 2, 3].map((i) => event(b * 4 + i)), finger: '', accountId: null }, capped)
      sizes.push((await db.select({ n: count() }).from(clientEvents))[0].n)
    }
    const kept = (await db.select({ props: clientEvents.props }).from(clientEvents).orderBy(asc(clientEvents.id))).map((r) => r.props.word)
    await db.delete(clientEvents)

    // pruning every 5 ids: the table never passes cap + pruneEvery + one batch
    const sparse = { maxRows: 10, maxAgeDays: 90, pruneEvery: 5 }
    let largest = 0
    for (let b = 0; b < 20; b++) {
      await recordEvents(db, { events: [0, 1, 2].map((i) => event(b * 3 + i)), finger: '', accountId: null }, sparse)
      largest = Math.max(largest, (await db.select({ n: count() }).from(clientEvents))[0].n)
    }
    await db.delete(clientEvents)

    // the age limit: rows written 100 days ago go at the next pruning, today's stay
    const now = new Date()
    const aged = { maxRows: 1000, maxAgeDays: 90, pruneEvery: 1 }
    await recordEvents(db, { events: [event(1), event(2)], finger: '', accountId: null }, aged, new Date(now.getTime() - 100 * 86_400_000))
    await recordEvents(db, { events: [event(3)], finger: '', accountId: null }, aged, now)
    const afterAge = (await db.select({ props: clientEvents.props }).from(clientEvents)).map((r) => r.props.word)
    const [{ oldest }] = await db.select({ oldest: min(clientEvents.createdAt) }).from(clientEvents)

    process.stdout.write(
      `${RESULT_PREFIX}${JSON.stringify({
        answers,
        mixed: { code: (mixed.json() as { error_code: number }).error_code, stored: mixedStored },
        attributed,
        afterDelete,
        analystId: analyst.id,
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

// run as a script only: events.test.ts imports RESULT_PREFIX from here
if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
