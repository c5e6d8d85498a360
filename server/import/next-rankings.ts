// The concept ranking of an import's next store (item_words, concept_rank), computed by the
// dataset's own ranking SQL pointed at the next store's tables.
import { DB, type Analytics } from '../analytics/client'
import { GENERATOR_TABLES } from '../analytics/schema'
import { layoutOf } from '../analytics/table-layout'
import { monthIndex } from '../dataset/curves'
import { globalParams } from '../dataset/gen-params'
import {
  CREATE_CONCEPT_ITEMS,
  CREATE_CONCEPT_MONTH,
  CREATE_CONCEPT_PERIOD,
  DROP_SCRATCH,
  INSERT_CONCEPT_RANK,
  INSERT_ITEM_WORDS,
  conceptRankParams,
} from '../dataset/sql-rankings'
import { NEXT_DB } from './shapes'

/** A query of the dataset's ranking SQL pointed at the next store: every `gr.` table read or written becomes NEXT_DB's. */
function inNext(sql: string): string {
  const pointed = sql.replace(new RegExp(`\\b${DB}\\.`, 'g'), `${NEXT_DB}.`)
  if (pointed === sql) throw new Error(`a ranking query names no table of ${DB}: ${sql.slice(0, 80)}`)
  return pointed
}

/** item_words and concept_rank of the next store, by the dataset's ranking SQL over its items and facts. */
export async function rankingsInNext(store: Analytics, seed: number, tsMin: string, ts: string, minItems: number): Promise<void> {
  const genGlobal = GENERATOR_TABLES.find((q) => q.includes(`${DB}.gen_global `))
  if (!genGlobal) throw new Error('the ranked vocabulary table (gen_global) is not among GENERATOR_TABLES')
  for (const q of DROP_SCRATCH) await store.exec(inNext(q))
  await store.exec(inNext(genGlobal))
  await store.insert(`${NEXT_DB}.gen_global`, [globalParams(seed, monthIndex(ts))])
  // item_words and concept_rank of the next store start empty (created like the live ones, not shared)
  await store.exec(inNext(INSERT_ITEM_WORDS))
  // the scratch tables below read the words just written (on a cluster, through any replica)
  for (const q of layoutOf(store).settle(NEXT_DB, ['item_words'])) await store.exec(q)
  await store.exec(inNext(CREATE_CONCEPT_MONTH))
  await store.exec(inNext(CREATE_CONCEPT_PERIOD), { end: `${ts}-01` })
  await store.exec(inNext(CREATE_CONCEPT_ITEMS), { end: `${ts}-01` })
  await store.exec(inNext(INSERT_CONCEPT_RANK), conceptRankParams(tsMin, minItems))
  for (const q of DROP_SCRATCH) await store.exec(inNext(q))
}
