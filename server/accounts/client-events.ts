// Analytics events in the account store (POST /api/events, docs/api.md). Written one batch at a time and
// never read by a request, so the table only needs to stay bounded: the newest rows up to a cap, none
// older than an age limit (retention.ts, shared with the client-error reports).
import type { AccountDb } from './db'
import { pruneAfterInsert, type Retention } from './retention'
import { clientEvents } from './schema'

export type EventRetention = Retention

/** ~200 k rows is tens of MB of jsonb: enough for months of this product's traffic, small for either engine. */
export const EVENT_RETENTION: EventRetention = { maxRows: 200_000, maxAgeDays: 90, pruneEvery: 500 }

const BOUNDED = { table: clientEvents, id: clientEvents.id, createdAt: clientEvents.createdAt }

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
  const rows = await db
    .insert(clientEvents)
    .values(
      batch.events.map((e) => ({
        kind: e.kind,
        props: e.props,
        page: e.page,
        finger: batch.finger,
        accountId: batch.accountId,
        clientAt: new Date(e.at),
        createdAt: now,
      })),
    )
    .returning({ id: clientEvents.id })
  await pruneAfterInsert(
    db,
    BOUNDED,
    rows.map((r) => r.id),
    retention,
    now,
  )
  return rows.length
}
