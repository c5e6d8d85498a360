// Builds the analytics dataset inside ClickHouse: trees, brands and vocabulary from Node (small),
// then items, facts, concept matches, the ranking table and social volume set-based in SQL.
import type { Analytics } from '../analytics/client'
import { DB } from '../analytics/client'
import { GENERATOR_TABLES } from '../analytics/schema'
import { ANALYTICS_TABLE_NAMES, layoutOf } from '../analytics/table-layout'
import { readMeta, writeMeta, type DatasetMeta } from '../analytics/meta'
import { generatedFreshness, socialRanges, writeFreshness } from '../analytics/freshness'
import type { DatasetName } from '../config'
import { currentMonthShanghai, shiftMonth } from '../../src/domain/months'
import { SOURCES } from './families'
import { monthIndex } from './curves'
import { brandsOf, categoryRows, globalParams, sourceParams } from './gen-params'
import { createProgress } from './progress'
import { DATASET_VERSION, DEFAULT_SEED } from './sizes'
import { minRankedItems } from '../analytics/dataset-scale'
import { INSERT_FACTS, INSERT_ITEMS } from './sql-items'
import {
  CREATE_CONCEPT_ITEMS,
  CREATE_CONCEPT_MONTH,
  CREATE_CONCEPT_PERIOD,
  DROP_SCRATCH,
  INSERT_CONCEPT_RANK,
  INSERT_ITEM_WORDS,
  INSERT_SOCIAL,
  conceptRankParams,
} from './sql-rankings'
import { datasetChecksum } from './checksum'
import { buildSocialContent, SOCIAL_CONTENT_STEPS } from './social-content'

export interface BuildOptions {
  dataset: DatasetName
  seed?: number
  /** last month with data, YYYY-MM; default: the previous month in Asia/Shanghai (the latest complete one) */
  endMonth?: string
  silent?: boolean
}

export interface BuildResult extends DatasetMeta {
  seconds: number
}

/** The first month of generated facts (FACT_START_INDEX in curves.ts). */
const TS_MIN = '2017-01'

export function defaultEndMonth(now = new Date()): string {
  return shiftMonth(currentMonthShanghai(now), -1)
}

export async function buildDataset(store: Analytics, options: BuildOptions): Promise<BuildResult> {
  const started = Date.now()
  const seed = options.seed ?? DEFAULT_SEED
  const endMonth = options.endMonth ?? defaultEndMonth()
  const e = monthIndex(endMonth)
  const progress = createProgress(6 + SOURCES.length * 2 + SOCIAL_CONTENT_STEPS, process.stderr, options.silent)

  // the analytics tables as the store lays them out (table-layout.ts); the generator's inputs are
  // scratch tables of the node the build talks to
  const layout = layoutOf(store)
  const settle = async (...tables: string[]) => {
    for (const q of layout.settle(DB, tables)) await store.exec(q)
  }
  progress.step('tables')
  await store.exec(layout.dropDatabase(DB))
  await store.exec(layout.createDatabase(DB))
  for (const ddl of [...layout.createTables(DB, ANALYTICS_TABLE_NAMES), ...GENERATOR_TABLES]) await store.exec(ddl)
  await store.insert(`${DB}.categories`, categoryRows(seed) as unknown as Record<string, unknown>[])
  await store.insert(`${DB}.brands`, SOURCES.flatMap((s) => brandsOf(s, seed)) as unknown as Record<string, unknown>[])
  await store.insert(`${DB}.gen_global`, [globalParams(seed, e)])
  const perSource = []
  for (const source of SOURCES) {
    const params = sourceParams(source, options.dataset, seed, e)
    perSource.push(params)
    await store.insert(`${DB}.gen_source`, [params])
  }
  await settle('categories', 'brands')

  for (const p of perSource) {
    progress.step(`items ${p.platform}`)
    await store.exec(INSERT_ITEMS, { p: p.platform, seed, e, n: p.items, id_base: p.id_base, scale: p.scale, english: p.english })
  }
  await settle('items')
  for (const source of SOURCES) {
    progress.step(`facts ${source}`)
    await store.exec(INSERT_FACTS, { p: source, e })
  }
  await settle('facts')
  progress.step('concept matches')
  await store.exec(INSERT_ITEM_WORDS)
  await settle('item_words')
  progress.step('concept months')
  await store.exec(CREATE_CONCEPT_MONTH)
  await store.exec(CREATE_CONCEPT_PERIOD, { end: `${endMonth}-01` })
  await store.exec(CREATE_CONCEPT_ITEMS, { end: `${endMonth}-01` })
  progress.step('ranking')
  await store.exec(INSERT_CONCEPT_RANK, conceptRankParams(TS_MIN, minRankedItems(options.dataset)))
  await settle('concept_rank')
  progress.step('social volume')
  await store.exec(INSERT_SOCIAL, { seed, e })
  await settle('social')
  for (const q of DROP_SCRATCH) await store.exec(q)
  await buildSocialContent(store, seed, progress)
  await settle('social_talents', 'social_posts', 'social_brands')

  progress.step('checksum')
  const sum = await datasetChecksum(store)
  const builtAt = new Date().toISOString()
  // written before the marker: a store with a marker always has its freshness
  await writeFreshness(store, generatedFreshness({ tsMin: TS_MIN, ts: endMonth, builtAt, social: await socialRanges(store) }))
  const meta: DatasetMeta = {
    dataset: options.dataset,
    version: DATASET_VERSION,
    seed,
    ts: endMonth,
    ts_min: TS_MIN,
    fact_rows: sum.factRows,
    item_rows: sum.itemRows,
    rank_rows: sum.rankRows,
    checksum: sum.checksum,
    built_at: builtAt,
  }
  await writeMeta(store, meta)
  await settle('meta')
  progress.done()
  const check = await readMeta(store)
  if (!check || check.checksum !== meta.checksum) throw new Error('dataset marker was not written')
  return { ...meta, seconds: (Date.now() - started) / 1000 }
}
