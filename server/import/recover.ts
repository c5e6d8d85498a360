// Finishing or undoing an import that was cut short (a kill, a crash, a power cut), so that the
// store is always the one before an import or the one after it, never a mix.
//
// An import builds the next store in NEXT_DB (every table it replaces, complete, the new dataset
// marker included) and then swaps it in with one RENAME statement that moves each live table to
// OLD_DB and the next one into its place, the marker last (apply.ts). ClickHouse carries out a
// RENAME of several tables one table at a time, each rename atomic (an Atomic database renames a
// table's metadata file); a kill can land between two of them. The databases that exist say where
// it stopped:
//   - no OLD_DB: the swap had not begun; NEXT_DB (if any) is an unfinished build: dropped.
//   - OLD_DB and a data table still in NEXT_DB: not every table was replaced: each table moved to
//     OLD_DB goes back (the new one in its place dropped), then both databases are dropped.
//   - OLD_DB and no data table left in NEXT_DB: every table was replaced; the new marker is moved
//     in if it is not yet, and the old tables are dropped.
// Each step keeps that reading true, so a kill during the recovery itself is recovered the same way:
// the rollback drops OLD_DB (empty by then) before NEXT_DB, the completion NEXT_DB before OLD_DB.
// Both the importer (before anything else) and the server's start-up (before it reads the marker:
// a missing marker rebuilds the demo data, which deletes every import) run it.
// On a cluster the tables that move are the ones holding the rows (table-layout.ts: a sharded
// table's `_local`), and every statement here runs ON CLUSTER, as the apply's own.
import { DB, type Analytics } from '../analytics/client'
import { layoutOf } from '../analytics/table-layout'
import { NEXT_DB, OLD_DB, STAGE_DB, SWAPPED_TABLES } from './shapes'

export type Recovery = 'none' | 'rolled back' | 'completed'

async function tablesOf(store: Analytics, db: string): Promise<Set<string>> {
  const rows = await store.rows<{ name: string }>('SELECT name FROM system.tables WHERE database = {db:String}', { db })
  return new Set(rows.map((r) => r.name))
}

async function databases(store: Analytics): Promise<Set<string>> {
  const rows = await store.rows<{ name: string }>('SELECT name FROM system.databases WHERE name IN {names:Array(String)}', {
    names: [NEXT_DB, OLD_DB, STAGE_DB],
  })
  return new Set(rows.map((r) => r.name))
}

/** Leaves the store as it was before an interrupted import, or as it is after it; says which. */
export async function recoverInterruptedImport(store: Analytics): Promise<Recovery> {
  const layout = layoutOf(store)
  const dbs = await databases(store)
  // staging tables of an interrupted run: never part of the store (on a cluster, of the one node the importer talks to)
  if (dbs.has(STAGE_DB)) await store.exec(`DROP DATABASE IF EXISTS ${STAGE_DB} SYNC`)
  if (!dbs.has(OLD_DB)) {
    if (!dbs.has(NEXT_DB)) return 'none'
    await store.exec(layout.dropDatabase(NEXT_DB))
    return 'rolled back'
  }
  const next = dbs.has(NEXT_DB) ? await tablesOf(store, NEXT_DB) : new Set<string>()
  const old = await tablesOf(store, OLD_DB)
  const live = await tablesOf(store, DB)
  const moved = SWAPPED_TABLES.map((t) => layout.stored(t))
  const notReplaced = moved.filter((t) => t !== 'meta' && next.has(t))
  if (notReplaced.length) {
    for (const t of moved) {
      if (!old.has(t)) continue
      // the live one is the new table moved in from NEXT_DB
      if (live.has(t)) await store.exec(layout.dropTable(`${DB}.${t}`))
      await store.exec(layout.rename([[`${OLD_DB}.${t}`, `${DB}.${t}`]]))
    }
    await store.exec(layout.dropDatabase(OLD_DB))
    await store.exec(layout.dropDatabase(NEXT_DB))
    return 'rolled back'
  }
  if (next.has('meta')) {
    // the old marker still in place (its rename had not run) goes with the other old tables
    if (live.has('meta')) {
      if (old.has('meta'))
        throw new Error(`${DB}.meta and ${OLD_DB}.meta both exist while ${NEXT_DB}.meta does: not a state an import leaves`)
      await store.exec(layout.rename([[`${DB}.meta`, `${OLD_DB}.meta`]]))
    }
    await store.exec(layout.rename([[`${NEXT_DB}.meta`, `${DB}.meta`]]))
  }
  await store.exec(layout.dropDatabase(NEXT_DB))
  await store.exec(layout.dropDatabase(OLD_DB))
  return 'completed'
}
