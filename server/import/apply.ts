// Applies a validated import: categories, brands, items, facts and social rows inserted from the
// staging tables, then the derived data refreshed — the precomputed concept ranking (the dataset's
// own SQL, server/dataset/sql-rankings.ts), the dataset marker (months, counts, checksum: the
// search index rebuilds when the checksum changes) and every in-memory result cache.
import { DB, type Analytics } from '../analytics/client'
import { readMeta, writeMeta } from '../analytics/meta'
import { GENERATOR_TABLES } from '../analytics/schema'
import { clearBrandCache } from '../analytics/brands'
import { clearSocialCache } from '../analytics/social'
import { datasetChecksum } from '../dataset/checksum'
import { monthIndex } from '../dataset/curves'
import { globalParams } from '../dataset/gen-params'
import { CREATE_CONCEPT_MONTH, CREATE_CONCEPT_PERIOD, DROP_SCRATCH, INSERT_CONCEPT_RANK, INSERT_ITEM_WORDS, conceptRankParams } from '../dataset/sql-rankings'
import type { CategoryRow } from '../dataset/tree'
import { STAGE_DB, type ImportKind } from './shapes'

const S = (kind: ImportKind) => `${STAGE_DB}.s_${kind}`
const SYNC = 'SETTINGS mutations_sync = 2'

export interface ApplyInput {
  kinds: Set<ImportKind>
  categories: CategoryRow[]
  newParents: { platform: string; id: number }[]
}

export async function applyImport(store: Analytics, input: ApplyInput, log: (step: string) => void): Promise<{ ts: string; rankingSeconds: number }> {
  const meta = await readMeta(store)
  if (!meta) throw new Error('the analytics store holds no dataset')
  const { kinds } = input
  if (input.categories.length) {
    log(`categories: ${input.categories.length}`)
    await store.insert(`${DB}.categories`, input.categories as unknown as Record<string, unknown>[])
    for (const p of input.newParents) {
      await store.exec(`ALTER TABLE ${DB}.categories UPDATE is_parent = 1 WHERE platform = {p:String} AND category_id = {c:UInt64} ${SYNC}`, { p: p.platform, c: p.id })
    }
  }
  if (kinds.has('items')) {
    log('brands and items')
    await store.exec(`INSERT INTO ${DB}.brands
      SELECT n.platform, toUInt32(ifNull(m.top, 0) + row_number() OVER (PARTITION BY n.platform ORDER BY n.name)), n.name, 'import'
      FROM (SELECT DISTINCT platform, brand AS name FROM ${S('items')}
            WHERE brand != '' AND (platform, brand) NOT IN (SELECT platform, name FROM ${DB}.brands)) AS n
      LEFT JOIN (SELECT platform, max(brand_id) AS top FROM ${DB}.brands GROUP BY platform) AS m ON m.platform = n.platform`)
    await store.exec(`INSERT INTO ${DB}.items
      SELECT s.platform, toUInt64(s.item_id), c.category_id, c.path[1], if(length(c.path) >= 2, c.path[2], 0), b.brand_id, s.title,
             0, 0, 0, toDecimal64(toFloat64OrZero(s.price), 2), 0, 0
      FROM ${S('items')} AS s
      INNER JOIN ${DB}.categories AS c ON c.platform = s.platform AND c.category_id = toUInt64(s.category_id)
      ANY LEFT JOIN ${DB}.brands AS b ON b.platform = s.platform AND b.name = s.brand`)
  }
  if (kinds.has('facts')) {
    log('facts')
    await store.exec(`INSERT INTO ${DB}.facts
      SELECT s.platform, i.cat_l1, i.cat_l2, i.category_id, toDate(concat(s.month, '-01')), i.item_id, i.brand_id, toUInt64(s.sales), toUInt32(s.volume)
      FROM ${S('facts')} AS s INNER JOIN ${DB}.items AS i ON i.platform = s.platform AND i.item_id = toUInt64(s.item_id)`)
  }
  if (kinds.has('social')) {
    log('social')
    await store.exec(`INSERT INTO ${DB}.social SELECT word, social_plat, toDate(concat(month, '-01')), toUInt64(volume) FROM ${S('social')}`)
  }

  // a later month in the import moves the dataset's latest month forward
  const [latest] = await store.rows<{ m: string }>(`SELECT formatDateTime(max(month), '%Y-%m') AS m FROM ${DB}.facts`)
  const ts = latest?.m && latest.m > meta.ts ? latest.m : meta.ts
  let rankingSeconds = 0
  if (kinds.has('items') || kinds.has('facts')) {
    log('concept ranking')
    const started = Date.now()
    await refreshRankings(store, meta.seed, meta.ts_min, ts)
    rankingSeconds = (Date.now() - started) / 1000
  }
  log('dataset marker')
  const sum = await datasetChecksum(store)
  await store.exec(`TRUNCATE TABLE ${DB}.meta`)
  await writeMeta(store, {
    ...meta, ts, fact_rows: sum.factRows, item_rows: sum.itemRows, rank_rows: sum.rankRows, checksum: sum.checksum,
    built_at: new Date().toISOString(),
  })
  await clearCaches(store)
  return { ts, rankingSeconds }
}

/** Rebuilds item_words and concept_rank with the dataset's ranking SQL over the whole store. */
async function refreshRankings(store: Analytics, seed: number, tsMin: string, ts: string): Promise<void> {
  for (const q of DROP_SCRATCH) await store.exec(q)
  await store.exec(GENERATOR_TABLES[1]) // gen_global: the ranked vocabulary
  await store.insert(`${DB}.gen_global`, [globalParams(seed, monthIndex(ts))])
  try {
    await store.exec(`TRUNCATE TABLE ${DB}.item_words`)
    await store.exec(INSERT_ITEM_WORDS)
    await store.exec(CREATE_CONCEPT_MONTH)
    await store.exec(CREATE_CONCEPT_PERIOD, { end: `${ts}-01` })
    await store.exec(`TRUNCATE TABLE ${DB}.concept_rank`)
    await store.exec(INSERT_CONCEPT_RANK, conceptRankParams(tsMin))
  } finally {
    for (const q of DROP_SCRATCH) await store.exec(q)
  }
}

/** Result caches of this process (a running server holds the lock, so it cannot be importing). */
async function clearCaches(store: Analytics): Promise<void> {
  clearSocialCache(store)
  clearBrandCache(store)
  const results = (await import('../analytics/queries/result-cache').catch(() => null)) as { clearResults?: () => void } | null
  results?.clearResults?.()
}
