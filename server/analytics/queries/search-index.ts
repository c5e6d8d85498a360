// The concept search index. Scanning every fact row's title for a word costs 25–50 ms on 5 M
// rows; instead each source's facts and a title index are held in this process (source-facts.ts,
// title-index.ts), read once per data version when the server starts. An expression is matched
// against the titles when first used (well under a millisecond) and its match kept, so every
// trend, brand, category or item read of it is a loop over its items' rows (concept-facts.ts).
// The data version is the dataset marker's checksum and build time: answers cached under another
// version are never served (the keys of answers/answer-cache.ts carry it).
import { DB, type Analytics } from '../client'
import { readMeta } from '../meta'
import type { CompiledConcept } from '../concept-sql'
import { exprFacts, type ExprFacts } from './expr-facts'
import { buildSourceFacts, emptySourceFacts, sourceFactsBytes, type SourceFacts } from './source-facts'
import { readSourceBytes } from './source-facts-read'
import { clearComputedCaches } from '../computed-caches'
import { dropRankTable, loadRankTable } from '../rank-table'

/** Matches kept (per source and expression); a match is a list of segments, 4 bytes each (expr-facts.ts). */
const MAX_KEYS = 2000

let dataVersion = ''
let nextKey = 1
/** source → its facts */
let sources = new Map<string, SourceFacts>()
/** (source, expression key) → its match, in least-recently-used order */
const entries = new Map<string, ExprFacts>()

/** The data version the search caches are keyed by. */
export function searchDataVersion(): string {
  return dataVersion
}

/** What the index holds, for the start-up log and the bench. */
export interface SearchIndexStats {
  seconds: number
  factRows: number
  items: number
  titles: number
  megabytes: number
}

let stats: SearchIndexStats = { seconds: 0, factRows: 0, items: 0, titles: 0, megabytes: 0 }

/** What the last prepareSearchIndex read. */
export function searchIndexStats(): SearchIndexStats {
  return stats
}

/**
 * Reads every source's facts and builds its title index when `holdFacts` (the memory execution of
 * concept-reads.ts), notes the version of the data they come from,
 * forgets every expression's match and every cached answer, and drops the tables earlier layouts
 * of this index kept in the engine.
 */
export async function prepareSearchIndex(store: Analytics, holdFacts = true): Promise<void> {
  const started = performance.now()
  const meta = await readMeta(store)
  const version = meta ? `${meta.checksum}/${meta.built_at}` : 'none'
  const stale = await store.rows<{ name: string }>(
    `SELECT name FROM system.tables WHERE database = {db:String}
       AND (match(name, '^s[fi]_[0-9]+$') OR name IN ('search_facts', 'search_items', 'search_titles', 'search_meta'))`,
    { db: DB },
  )
  for (const t of stale) await store.exec(`DROP TABLE IF EXISTS ${DB}.${t.name} SYNC`)
  // the engine execution computes inside the engine and holds nothing here
  const platforms = holdFacts ? await store.rows<{ platform: string }>(`SELECT DISTINCT platform FROM ${DB}.items ORDER BY platform`) : []
  // the engine reads the next source while this thread lays out the last one; no more than two
  // sources' bytes are held at once
  const loaded: SourceFacts[] = []
  let next = platforms.length > 0 ? readSourceBytes(store, platforms[0].platform) : null
  for (let i = 0; next; i++) {
    const bytes = await next
    next = i + 1 < platforms.length ? readSourceBytes(store, platforms[i + 1].platform) : null
    loaded.push(buildSourceFacts(bytes))
  }
  sources = new Map(loaded.map((d) => [d.source, d]))
  // the rankings too: a partition's first read is then a slice of memory
  if (holdFacts) await loadRankTable(store)
  else dropRankTable()
  entries.clear()
  dataVersion = version
  clearComputedCaches()
  stats = {
    seconds: (performance.now() - started) / 1000,
    factRows: loaded.reduce((n, d) => n + d.month.length, 0),
    items: loaded.reduce((n, d) => n + d.itemIds.length, 0),
    titles: loaded.reduce((n, d) => n + d.index.titles.length, 0),
    megabytes: loaded.reduce((n, d) => n + sourceFactsBytes(d), 0) / 1048576,
  }
}

/**
 * Whether the expression is already matched in every source: using it then costs no title match
 * (routes bound the never-seen expressions one call may start).
 */
export function factsKnown(sourceList: readonly string[], concept: CompiledConcept): boolean {
  return sourceList.every((source) => entries.has(`${source}\u0000${concept.key}`))
}

/** The expression's match in each source (matched on first use, then kept). */
export function matchFacts(sourceList: readonly string[], concept: CompiledConcept): ExprFacts[] {
  return sourceList.map((source) => {
    const name = `${source}\u0000${concept.key}`
    const known = entries.get(name)
    if (known) {
      // most recently used last
      entries.delete(name)
      entries.set(name, known)
      return known
    }
    // a source without items (data of other platforms only) matches nothing
    const facts = exprFacts(sources.get(source) ?? emptySourceFacts(source), concept, nextKey++)
    entries.set(name, facts)
    while (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string)
    return facts
  })
}
