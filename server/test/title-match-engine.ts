// Test helper run as its own process: reads {titles, words}, puts the titles in a table of a fresh
// embedded store, and prints for each concept word the ids (row numbers) of the titles its SQL
// condition (concept-sql.ts) matches.
import { DB } from '../analytics/client'
import { compileConcept, conceptCondition } from '../analytics/concept-sql'
import { runWithScratchEngine } from './scratch-engine'

runWithScratchEngine(async (store, input: { titles: string[]; words: string[] }) => {
  await store.exec(`CREATE DATABASE IF NOT EXISTS ${DB}`)
  await store.exec(`CREATE TABLE ${DB}.t (id UInt32, title String) ENGINE = MergeTree ORDER BY id`)
  await store.insert(
    `${DB}.t`,
    input.titles.map((title, id) => ({ id, title })),
  )
  const out: number[][] = []
  for (const word of input.words) {
    const cond = conceptCondition(compileConcept(word).expr, 'title')
    const rows = await store.rows<{ id: number }>(`SELECT id FROM ${DB}.t WHERE ${cond.sql} ORDER BY id`, cond.params)
    out.push(rows.map((r) => Number(r.id)))
  }
  return out
})
