// Analytics events in the account store (SPEC §7, POST /api/events). Written one batch at a time and
// never read by a request, so the table only needs to stay bounded: every so many ids the oldest rows
// beyond a cap and the rows older than an age limit are deleted, in one statement that walks the
// primary key and the created_at index.
import { lt, lte, or } from 'drizzle-orm'
import type { AccountDb } from './db'
import { clientEvents } from './schema'

export interface EventRetention {
  /** at most this many rows are kept (the newest) */
  maxRows: number
  /** rows older than this are deleted */
  maxAgeDays: number
  /** the table is pruned each time its ids pass a multiple of this (pruning on every insert is wasted work) */
  pruneEvery: number
}

/** ~200 k rows is tens of MB of jsonb: enough for months of this product's traffic, small for either engine. */
export const EVENT_RETENTION: EventRetention = { maxRows: 200_000, maxAgeDays: 90, pruneEvery: 500 }

export interface StoredEvent {
  kind: string
  props: Record<string, string>
  page: string
  /** client clock, ms since 1970 */
  at: number
}

export interface EventBatch {
  events: StoredEvent[]
  finger: string
  /** the session's account, or null for an anonymous visitor */
  accountId: number | null
}

/** Stores a batch; returns how many rows were written. */
export async function recordEvents(db: AccountDb, batch: EventBatch, retention = EVENT_RETENTION, now = new Date()): Promise<number> {
  if (batch.events.length === 0) return 0
  const rows = await db.insert(clientEvents).values(batch.events.map((e) => ({
    kind: e.kind, props: e.props, page: e.page, finger: batch.finger, accountId: batch.accountId, clientAt: new Date(e.at), createdAt: now,
  }))).returning({ id: clientEvents.id })
  const ids = rows.map((r) => r.id)
  const first = Math.min(...ids)
  const last = Math.max(...ids)
  // a multiple of pruneEvery lies in [first, last]: this batch crossed a pruning point
  if (Math.floor((first - 1) / retention.pruneEvery) !== Math.floor(last / retention.pruneEvery)) {
    await pruneEvents(db, last, retention, now)
  }
  return rows.length
}

/** Deletes the rows beyond the cap (ids are increasing, so by id) and those past the age limit. */
export async function pruneEvents(db: AccountDb, newestId: number, retention = EVENT_RETENTION, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - retention.maxAgeDays * 86_400_000)
  await db.delete(clientEvents).where(or(lte(clientEvents.id, newestId - retention.maxRows), lt(clientEvents.createdAt, cutoff)))
}
