// The concept search index. Scanning every fact row's title for a word costs 25–50 ms on 5 M
// rows; instead:
//  1. search_titles: each platform's DISTINCT titles with their item ids (the title dictionary),
//     built once per data version. An expression is matched against it once…
//  2. …and the matching items' facts are copied into search_facts under a small integer key (one
//     partition per expression and source). Every later trend, brand, category or item query of
//     that expression reads only its own partition, in any category and month, in a few ms.
// Partitions are evicted least-recently-used (DROP PARTITION is instant); the tables are derived
// data, rebuilt when the dataset changes (data version = the dataset marker's checksum).
import { DB, num, type Analytics } from '../client'
import { readMeta } from '../meta'
import { conceptCondition, type CompiledConcept } from '../concept-sql'
import { clearResults } from './result-cache'

/** Most expressions (per source) kept materialised, and most rows across them. */
const MAX_KEYS = 400
const MAX_ROWS = 12_000_000

const TABLES = [
  `CREATE TABLE IF NOT EXISTS ${DB}.search_meta (key String, value String) ENGINE = MergeTree ORDER BY key`,
  `CREATE TABLE IF NOT EXISTS ${DB}.search_titles (
     platform LowCardinality(String), title_id UInt32, title String, item_ids Array(UInt64)
   ) ENGINE = MergeTree ORDER BY (platform, title_id)`,
]
const MATCH_TABLES = [
  // price in cents so that sorting by price needs no join
  `CREATE TABLE ${DB}.search_facts (
     key UInt32, cat_l1 UInt64, cat_l2 UInt64, category_id UInt64, month Date, item_id UInt64,
     brand_id UInt32, price_cents UInt64, amt UInt64, qty UInt32
   ) ENGINE = MergeTree PARTITION BY key ORDER BY (cat_l1, cat_l2, category_id, month, item_id)`,
  `CREATE TABLE ${DB}.search_items (key UInt32, item_id UInt64, title String)
   ENGINE = MergeTree PARTITION BY key ORDER BY item_id`,
]

interface Entry {
  key: number
  rows: number
  ready: Promise<number>
}

let dataVersion = ''
let nextKey = 1
/** (source, expression key) → materialised partition, in least-recently-used order */
const entries = new Map<string, Entry>()
let totalRows = 0

/** The data version the search caches are keyed by. */
export function searchDataVersion(): string {
  return dataVersion
}

/**
 * Creates the search tables, rebuilding the title dictionary when the dataset changed since it was
 * built, and empties the per-expression partitions (their keys live in this process only).
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
  await store.exec(`DROP TABLE IF EXISTS ${DB}.search_facts SYNC`)
  await store.exec(`DROP TABLE IF EXISTS ${DB}.search_items SYNC`)
  for (const ddl of MATCH_TABLES) await store.exec(ddl)
  entries.clear()
  totalRows = 0
  dataVersion = version
  clearResults()
}

/** Forgets every cached answer and materialised expression (after an import); the tables are rebuilt. */
export async function clearSearchCache(store: Analytics): Promise<void> {
  await prepareSearchIndex(store)
}

async function materialise(store: Analytics, source: string, concept: CompiledConcept, key: number): Promise<number> {
  const cond = conceptCondition(concept.expr, 'title')
  await store.exec(
    `INSERT INTO ${DB}.search_items
     SELECT {key:UInt32}, arrayJoin(item_ids) AS item_id, title FROM ${DB}.search_titles
     WHERE platform = {src:String} AND ${cond.sql}`,
    { ...cond.params, key, src: source },
  )
  await store.exec(
    `INSERT INTO ${DB}.search_facts
     SELECT {key:UInt32}, f.cat_l1, f.cat_l2, f.category_id, f.month, f.item_id, f.brand_id,
            toUInt64(i.price * 100), f.sales, f.volume
     FROM ${DB}.facts AS f
     INNER JOIN (SELECT item_id, price FROM ${DB}.items
                 WHERE platform = {src:String} AND item_id IN (SELECT item_id FROM ${DB}.search_items WHERE key = {key:UInt32})) AS i
       ON f.item_id = i.item_id
     WHERE f.platform = {src:String} AND f.item_id IN (SELECT item_id FROM ${DB}.search_items WHERE key = {key:UInt32})`,
    { key, src: source },
  )
  const [c] = await store.rows<{ n: unknown }>(`SELECT count() AS n FROM ${DB}.search_facts WHERE key = {key:UInt32}`, { key })
  return num(c?.n)
}

async function evict(store: Analytics): Promise<void> {
  while (entries.size > MAX_KEYS || totalRows > MAX_ROWS) {
    const [oldestName, oldest] = entries.entries().next().value as [string, Entry]
    entries.delete(oldestName)
    totalRows -= oldest.rows
    // the key is our own integer, never input; DROP PARTITION takes no parameter
    await store.exec(`ALTER TABLE ${DB}.search_facts DROP PARTITION ${Number(oldest.key)}`)
    await store.exec(`ALTER TABLE ${DB}.search_items DROP PARTITION ${Number(oldest.key)}`)
  }
}

/** The partition keys holding the expression's items of each source (materialised on first use). */
export async function matchKeys(store: Analytics, sources: readonly string[], concept: CompiledConcept): Promise<number[]> {
  return Promise.all(sources.map(async (source) => {
    const name = `${source}\u0000${concept.key}`
    let entry = entries.get(name)
    if (entry) {
      // most recently used last
      entries.delete(name)
      entries.set(name, entry)
      return entry.ready
    }
    const key = nextKey++
    const created: Entry = { key, rows: 0, ready: Promise.resolve(key) }
    created.ready = materialise(store, source, concept, key).then(async (rows) => {
      created.rows = rows
      totalRows += rows
      await evict(store)
      return key
    })
    created.ready.catch(() => entries.delete(name))
    entries.set(name, created)
    entry = created
    return entry.ready
  }))
}
