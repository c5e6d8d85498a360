// Applies a validated import so that a kill at any instant leaves the old store or the new one.
//
// The import used to write into the live tables step by step (categories, brands, items, facts,
// social, then the ranking refresh, which emptied the ranking before refilling it, then the
// dataset marker, emptied before it was written again). An error or a kill in between left a
// half-written store that refused the same folder again, an empty ranking, or no marker at all —
// and with no marker the next start rebuilt the demo data, deleting every import.
//
// Now nothing live is written until the end. The next store is built whole in NEXT_DB: a copy of
// each table the import replaces (ALTER TABLE … ATTACH PARTITION … FROM shares the existing parts
// by hard links: no data is copied), the imported rows added, the concept ranking computed there
// by the dataset's own SQL, row counts checked, and the new dataset marker written into NEXT_DB's
// own marker table. Then one RENAME statement moves every live table to OLD_DB and the next one
// into its place, the marker last, and the old tables are dropped. A kill before the swap leaves
// the live store untouched; a kill inside it is finished or undone by recover.ts, which the next
// importer run and the next server start run first. Which statements create, share and swap the
// tables is the store's layout's (analytics/table-layout.ts): these, or a cluster's ON CLUSTER ones.
import { DB, num, type Analytics } from '../analytics/client'
import { readMeta, writeMeta, type DatasetMeta } from '../analytics/meta'
import { FRESHNESS_KEY, importedFreshness, readFreshness, writeFreshness } from '../analytics/freshness'
import { currentMonthShanghai } from '../../src/domain/months'
import { layoutOf } from '../analytics/table-layout'
import { clearBrandCache } from '../analytics/brands'
import { clearSocialCache } from '../analytics/social'
import { clearComputedCaches } from '../analytics/computed-caches'
import { datasetChecksum } from '../dataset/checksum'
import { minRankedItems } from '../analytics/dataset-scale'
import type { DatasetName } from '../config'
import type { CategoryRow } from '../dataset/tree'
import { SOCIAL_CONTENT, buildSocialContent } from './apply-social'
import { checkpoint, swapSplit, type FaultPoint } from './fault'
import { rankingsInNext } from './next-rankings'
import { recoverInterruptedImport } from './recover'
import { NEXT_DB, OLD_DB, STAGE_DB, SWAPPED_TABLES, type ImportKind } from './shapes'

const S = (kind: ImportKind) => `${STAGE_DB}.s_${kind}`
const N = (table: string) => `${NEXT_DB}.${table}`

export interface ApplyInput {
  kinds: Set<ImportKind>
  categories: CategoryRow[]
  newParents: { platform: string; id: number }[]
}

/** What a step does, for the message of an apply that fails there. */
function stepWords(point: string): string {
  if (point.startsWith('swap:')) return 'swapping the new tables in'
  const words: Record<string, string> = {
    'build:tables': 'creating the new tables',
    'build:categories': 'building categories',
    'build:brands': 'building brands',
    'build:items': 'building items',
    'build:facts': 'building facts',
    'build:social': 'building social volumes',
    'build:rankings': 'building the concept ranking',
    'build:marker': 'checking the new tables and writing the dataset marker',
    swap: 'swapping the new tables in',
    cleanup: 'dropping the old tables',
  }
  return words[point] ?? point
}

/**
 * The apply stopped by an error: where, what the engine said (shown only on request: the
 * importer's own words are the message), and whether the store was left as it was or the import
 * completed (a failure after the swap).
 */
export class ApplyFailed extends Error {
  constructor(
    readonly step: string,
    readonly outcome: 'unchanged' | 'completed' | 'interrupted',
    readonly engineError: unknown,
  ) {
    super(`import failed while ${step}`)
  }
}

export async function applyImport(
  store: Analytics,
  input: ApplyInput,
  log: (step: string) => void,
): Promise<{ ts: string; rankingSeconds: number }> {
  const meta = await readMeta(store)
  if (!meta) throw new Error('the analytics store holds no dataset')
  let step: string = 'build:tables'
  const at = async (point: FaultPoint) => {
    step = point
    await checkpoint(point)
  }
  try {
    return await build(store, meta, input, log, at)
  } catch (err) {
    // finished or undone by the same code as after a kill: the store is the old one or the new one
    const recovered = await recoverInterruptedImport(store).catch(() => null)
    throw new ApplyFailed(stepWords(step), recovered === null ? 'interrupted' : recovered === 'completed' ? 'completed' : 'unchanged', err)
  }
}

async function build(
  store: Analytics,
  meta: DatasetMeta,
  input: ApplyInput,
  log: (step: string) => void,
  at: (point: FaultPoint) => Promise<void>,
): Promise<{ ts: string; rankingSeconds: number }> {
  const { kinds } = input
  // the next store's tables as the store lays them out (table-layout.ts): one MergeTree each, or
  // a cluster's, written through their Distributed tables and swapped by their local ones
  const layout = layoutOf(store)
  const run = async (statements: string[]) => {
    for (const q of statements) await store.exec(q)
  }
  /** the live table's rows shared into its next copy (hard links; an empty table has none) */
  const share = (table: string) => run(layout.carryOver(table, DB, NEXT_DB))
  /** the next tables written so far are in place before they are read again or swapped in */
  const settle = (...tables: string[]) => run(layout.settle(NEXT_DB, tables))
  const count = async (table: string) => num((await store.rows<{ n: unknown }>(`SELECT count() AS n FROM ${table}`))[0]?.n)

  await at('build:tables')
  log('new tables')
  await store.exec(layout.dropDatabase(NEXT_DB))
  await store.exec(layout.createDatabase(NEXT_DB))
  await run(layout.createTables(NEXT_DB, SWAPPED_TABLES, DB))

  await at('build:categories')
  if (input.categories.length || input.newParents.length) {
    log(`categories: ${input.categories.length}`)
    // existing leaves that receive children become parents (ids validated: integers of known platforms)
    const parents = input.newParents.map((p) => `('${p.platform}', ${p.id})`).join(', ')
    await store.exec(`INSERT INTO ${N('categories')}
      SELECT platform, category_id, parent_id, level, name, name_en,
             ${parents ? `if((platform, category_id) IN (${parents}), toUInt8(1), is_parent)` : 'is_parent'}, path, family
      FROM ${DB}.categories`)
    await store.insert(N('categories'), input.categories as unknown as Record<string, unknown>[])
  } else {
    await share('categories')
  }
  await settle('categories')

  await at('build:brands')
  await share('brands')
  if (kinds.has('items')) {
    log('brands')
    await store.exec(`INSERT INTO ${N('brands')}
      SELECT n.platform, toUInt32(ifNull(m.top, 0) + row_number() OVER (PARTITION BY n.platform ORDER BY n.name)), n.name, 'import'
      FROM (SELECT DISTINCT platform, brand AS name FROM ${S('items')}
            WHERE brand != '' AND (platform, brand) NOT IN (SELECT platform, name FROM ${DB}.brands)) AS n
      LEFT JOIN (SELECT platform, max(brand_id) AS top FROM ${DB}.brands GROUP BY platform) AS m ON m.platform = n.platform`)
  }
  await settle('brands')

  await at('build:items')
  await share('items')
  if (kinds.has('items')) {
    log('items')
    await store.exec(`INSERT INTO ${N('items')}
      SELECT s.platform, toUInt64(s.item_id), c.category_id, c.path[1], if(length(c.path) >= 2, c.path[2], 0), b.brand_id, s.title,
             0, 0, 0, if(s.price = '', toDecimal64(0, 2), toDecimal64(s.price, 2)), 0, 0
      FROM ${S('items')} AS s
      INNER JOIN ${N('categories')} AS c ON c.platform = s.platform AND c.category_id = toUInt64(s.category_id)
      ANY LEFT JOIN ${N('brands')} AS b ON b.platform = s.platform AND b.name = s.brand`)
  }
  await settle('items')

  await at('build:facts')
  await share('facts')
  if (kinds.has('facts')) {
    log('facts')
    await store.exec(`INSERT INTO ${N('facts')}
      SELECT s.platform, i.cat_l1, i.cat_l2, i.category_id, toDate(concat(s.month, '-01')), i.item_id, i.brand_id, toUInt64(s.sales), toUInt32(s.volume)
      FROM ${S('facts')} AS s INNER JOIN ${N('items')} AS i ON i.platform = s.platform AND i.item_id = toUInt64(s.item_id)`)
  }
  await settle('facts')

  await at('build:social')
  await share('social')
  if (kinds.has('social')) {
    log('social')
    await store.exec(
      `INSERT INTO ${N('social')} SELECT word, social_plat, toDate(concat(month, '-01')), toUInt64(volume) FROM ${S('social')}`,
    )
  }
  await settle('social')
  await buildSocialContent(store, kinds, log)
  await settle(...SOCIAL_CONTENT)

  // a later month in the import moves the dataset's latest month forward (validation keeps it at most the current month)
  const [latest] = await store.rows<{ m: string }>(`SELECT formatDateTime(max(month), '%Y-%m') AS m FROM ${N('facts')}`)
  const ts = latest?.m && latest.m > meta.ts ? latest.m : meta.ts

  await at('build:rankings')
  let rankingSeconds = 0
  if (kinds.has('items') || kinds.has('facts')) {
    log('concept ranking')
    const started = Date.now()
    await rankingsInNext(store, meta.seed, meta.ts_min, ts, minRankedItems(meta.dataset as DatasetName))
    rankingSeconds = (Date.now() - started) / 1000
  } else {
    await share('item_words')
    await share('concept_rank')
  }
  await settle('item_words', 'concept_rank')

  await at('build:marker')
  log('dataset marker')
  // every staged row is in the next store: a join that dropped one (an id rounded on its way, a
  // category or item not found) stops the import here, before anything live changes
  const added: Record<string, number> = { categories: input.categories.length }
  for (const k of ['items', 'facts', 'social', ...SOCIAL_CONTENT] as const) if (kinds.has(k)) added[k] = await count(S(k))
  for (const [table, n] of Object.entries(added)) {
    const want = (await count(`${DB}.${table}`)) + n
    const got = await count(N(table))
    if (got !== want) throw new Error(`${table}: ${got} rows built where ${want} were expected`)
  }
  const sum = await datasetChecksum(store, NEXT_DB)
  // other keys of the marker table, if any, are kept; the freshness is rewritten for the sources delivered
  const now = new Date().toISOString()
  const freshness = importedFreshness(await readFreshness(store, meta), await deliveredMonths(store, kinds), now, currentMonthShanghai())
  await store.exec(`INSERT INTO ${N('meta')} SELECT key, value FROM ${DB}.meta WHERE key NOT IN ('dataset', {f:String})`, {
    f: FRESHNESS_KEY,
  })
  await writeFreshness(store, freshness, NEXT_DB)
  await writeMeta(
    store,
    {
      ...meta,
      ts,
      fact_rows: sum.factRows,
      item_rows: sum.itemRows,
      rank_rows: sum.rankRows,
      checksum: sum.checksum,
      built_at: now,
    },
    NEXT_DB,
  )
  await settle('meta')

  await at('swap')
  log('swap')
  await store.exec(layout.createDatabase(OLD_DB))
  // the marker last: recover.ts counts the store as the new one once no other table is left in
  // NEXT_DB. Only the tables holding the rows move (a cluster's live Distributed tables stay and
  // read the new local tables by name)
  const renames = SWAPPED_TABLES.map((t) => layout.stored(t)).flatMap((t) => [
    [`${DB}.${t}`, `${OLD_DB}.${t}`] as const,
    [`${NEXT_DB}.${t}`, `${DB}.${t}`] as const,
  ])
  const split = swapSplit(renames.length)
  if (split < renames.length) {
    // test only (fault.ts): the statement's first renames, a stop, the rest — a kill inside the statement
    await store.exec(layout.rename(renames.slice(0, split)))
    await at(`swap:${split}` as FaultPoint)
    await store.exec(layout.rename(renames.slice(split)))
  } else {
    await store.exec(layout.rename(renames))
  }

  await at('cleanup')
  // the new store is in place: what is left is the old tables (recover.ts drops them the same way after a kill)
  await recoverInterruptedImport(store)
  await clearCaches(store)
  return { ts, rankingSeconds }
}

/** The months each source's rows in this import cover (facts per platform, social volume per social platform). */
async function deliveredMonths(
  store: Analytics,
  kinds: Set<ImportKind>,
): Promise<{ kind: 'sales' | 'social'; source: string; months: string[] }[]> {
  const read = (table: string, column: string) =>
    store.rows<{ s: string; months: string[] }>(
      `SELECT ${column} AS s, arraySort(groupUniqArray(month)) AS months FROM ${table} GROUP BY ${column}`,
    )
  return [
    ...(kinds.has('facts')
      ? (await read(S('facts'), 'platform')).map((r) => ({ kind: 'sales' as const, source: r.s, months: r.months }))
      : []),
    ...(kinds.has('social')
      ? (await read(S('social'), 'social_plat')).map((r) => ({ kind: 'social' as const, source: r.s, months: r.months }))
      : []),
  ]
}

/** Result caches of this process (a running server holds the lock, so it cannot be importing). */
async function clearCaches(store: Analytics): Promise<void> {
  clearSocialCache(store)
  clearBrandCache(store)
  clearComputedCaches()
}
