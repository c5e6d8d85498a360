// Append-only tables that nobody reads per request (the analytics events, the client-error reports)
// only need to stay bounded: every so many ids the oldest rows beyond a cap and the rows older than
// an age limit are deleted, in one statement that walks the primary key (the cap) and, where the
// table has one, the created_at index (the age limit). One helper for every such table, so that a
// new one gets the same bound and not a copy of it.
import { lt, lte, or } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AccountDb } from './db'

export interface Retention {
  /** at most this many rows are kept (the newest) */
  maxRows: number
  /** rows older than this are deleted */
  maxAgeDays: number
  /** the table is pruned each time its ids pass a multiple of this (pruning on every insert is wasted work) */
  pruneEvery: number
}

/** A table kept bounded: its increasing id (the cap goes by id) and its insertion time (the age limit). */
export interface BoundedTable {
  table: PgTable
  id: AnyPgColumn
  createdAt: AnyPgColumn
}

/**
 * After rows with these ids were inserted: prunes when they crossed a pruning point (a multiple of
 * `pruneEvery` lies in [first, last]), so the table never holds more than maxRows + pruneEvery + one batch.
 */
export async function pruneAfterInsert(
  db: AccountDb,
  t: BoundedTable,
  ids: number[],
  retention: Retention,
  now = new Date(),
): Promise<void> {
  if (ids.length === 0) return
  const first = Math.min(...ids)
  const last = Math.max(...ids)
  if (Math.floor((first - 1) / retention.pruneEvery) !== Math.floor(last / retention.pruneEvery)) {
    await pruneTable(db, t, last, retention, now)
  }
}

/** Deletes the rows beyond the cap (ids are increasing, so by id) and those past the age limit. */
export async function pruneTable(db: AccountDb, t: BoundedTable, newestId: number, retention: Retention, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - retention.maxAgeDays * 86_400_000)
  await db.delete(t.table).where(or(lte(t.id, newestId - retention.maxRows), lt(t.createdAt, cutoff)))
}
