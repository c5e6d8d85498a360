// The concept search index. Scanning every fact row's title for a word costs 25–50 ms on 5 M
// rows; instead:
//  1. search_titles: each platform's DISTINCT titles with their item ids (the title dictionary),
//     built once per data version. An expression is matched against it once…
//  2. …and the matching items' facts are read into this process as typed columns, one set per
//     expression and source (expr-facts.ts). Every later trend, brand, category or item read of
//     that expression is a loop over its own columns (concept-facts.ts): no query at all.
// Memory is bounded by MAX_ROWS (~50 bytes a row); expressions are evicted least-recently-used.
// The title dictionary is derived data, rebuilt when the dataset changes (data version = the
// dataset marker's checksum).
import { DB, type Analytics } from '../client'
import { readMeta } from '../meta'
import type { CompiledConcept } from '../concept-sql'
import { loadExprFacts, type ExprFacts } from './expr-facts'
import { scheduleLoad } from './load-scheduler'
import { clearResults } from './result-cache'

/** Most expressions (per source) kept, and most fact rows across them (~50 bytes each). */
const MAX_KEYS = 400
const MAX_ROWS = 6_000_000
const TABLES = [
  `CREATE TABLE IF NOT EXISTS ${DB}.search_meta (key String, value String) ENGINE = MergeTree ORDER BY key`,
  `CREATE TABLE IF NOT EXISTS ${DB}.search_titles (
     platform LowCardinality(String), title_id UInt32, title String, item_ids Array(UInt64)
   ) ENGINE = MergeTree ORDER BY (platform, title_id)`,
]

interface Entry {
  rows: number
  ready: Promise<ExprFacts>
}

let dataVersion = ''
let nextKey = 1
/** (source, expression key) → its facts, in least-recently-used order */
const entries = new Map<string, Entry>()
let totalRows = 0

/** The data version the search caches are keyed by. */
export function searchDataVersion(): string {
  return dataVersion
}

/**
 * Creates the search tables, rebuilding the title dictionary when the dataset changed since it was
 * built, drops the per-expression tables of earlier versions, and forgets every expression's facts.
 */
export async function prepareSearchIndex(store: Analytics): Promise<void> {
  const meta = await readMeta(store)
  const version = meta ? `${meta.checksum}/${meta.built_at}` : 'none'
  for (const ddl of TABLES) await store.exec(ddl)
  const [built] = await store.rows<{ value: string }>(`SELECT value FROM ${DB}.search_meta WHERE key = 'version' ORDER BY value LIMIT 1`)
  if (built?.value !== version) {
    await store.exec(`TRUNCATE TABLE ${DB}.search_titles`)
    await store.exec(`INSERT INTO ${DB}.search_titles
      SELECT platform, toUInt32(row_number() OVER (PARTITION BY platform ORDER BY title)) AS title_id, title, item_ids
      FROM (SELECT platform, title, groupArray(item_id) AS item_ids FROM ${DB}.items GROUP BY platform, title)`)
    await store.exec(`TRUNCATE TABLE ${DB}.search_meta`)
    await store.insert(`${DB}.search_meta`, [{ key: 'version', value: version }])
  }
  // earlier layouts kept each expression's facts in tables (search_facts, search_items, sf_N, si_N)
  const stale = await store.rows<{ name: string }>(
    `SELECT name FROM system.tables WHERE database = {db:String} AND (match(name, '^s[fi]_[0-9]+$') OR name IN ('search_facts', 'search_items'))`,
    { db: DB })
  for (const t of stale) await store.exec(`DROP TABLE IF EXISTS ${DB}.${t.name} SYNC`)
  entries.clear()
  totalRows = 0
  dataVersion = version
  clearResults()
}

/** Forgets every cached answer and materialised expression (after an import); the tables are rebuilt. */
export async function clearSearchCache(store: Analytics): Promise<void> {
  await prepareSearchIndex(store)
}

function evict(): void {
  while (entries.size > MAX_KEYS || totalRows > MAX_ROWS) {
    const [oldestName, oldest] = entries.entries().next().value as [string, Entry]
    // a request holding the facts keeps them until it is done (plain objects)
    entries.delete(oldestName)
    totalRows -= oldest.rows
  }
}

/**
 * Whether the expression's facts in every source are held or already being read: using it then
 * starts no engine load (routes bound the never-seen expressions one call may start).
 */
export function factsKnown(sources: readonly string[], concept: CompiledConcept): boolean {
  return sources.every((source) => entries.has(`${source}\u0000${concept.key}`))
}

/**
 * The facts of the expression in each source (read on first use). A read waits its turn among
 * `owner`'s (the account's) reads in load-scheduler.ts, so one caller's burst of new expressions
 * does not hold up everyone else's. A caller asking for an expression another caller's read has
 * started shares that read.
 */
export async function matchFacts(store: Analytics, sources: readonly string[], concept: CompiledConcept, owner: string): Promise<ExprFacts[]> {
  return Promise.all(sources.map((source) => {
    const name = `${source}\u0000${concept.key}`
    const entry = entries.get(name)
    if (entry) {
      // most recently used last
      entries.delete(name)
      entries.set(name, entry)
      return entry.ready
    }
    // the key is taken now, not when the load runs: keys number expressions in the order first asked
    const key = nextKey++
    const created: Entry = { rows: 0, ready: scheduleLoad(owner, () => loadExprFacts(store, source, concept, key)) }
    entries.set(name, created)
    created.ready.then((facts) => {
      if (entries.get(name) !== created) return
      created.rows = facts.rows
      totalRows += facts.rows
      evict()
    }, () => {
      if (entries.get(name) === created) entries.delete(name)
    })
    return created.ready
  }))
}
