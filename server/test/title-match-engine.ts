// Test helper run as its own process (chDB opens one data folder per process): reads
// {titles, words} as JSON on stdin, puts the titles in a table of a fresh embedded store, and prints
// for each concept word the ids (row numbers) of the titles its SQL condition (concept-sql.ts) matches.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DB, openAnalytics } from '../analytics/client'
import { compileConcept, conceptCondition } from '../analytics/concept-sql'

async function main(): Promise<void> {
  const input = JSON.parse(fs.readFileSync(0, 'utf8')) as { titles: string[]; words: string[] }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-title-match-'))
  const store = openAnalytics({ path: dir })
  try {
    await store.exec(`CREATE DATABASE IF NOT EXISTS ${DB}`)
    await store.exec(`CREATE TABLE ${DB}.t (id UInt32, title String) ENGINE = MergeTree ORDER BY id`)
    await store.insert(`${DB}.t`, input.titles.map((title, id) => ({ id, title })))
    const out: number[][] = []
    for (const word of input.words) {
      const cond = conceptCondition(compileConcept(word).expr, 'title')
      const rows = await store.rows<{ id: number }>(`SELECT id FROM ${DB}.t WHERE ${cond.sql} ORDER BY id`, cond.params)
      out.push(rows.map((r) => Number(r.id)))
    }
    process.stdout.write(`${JSON.stringify(out)}\n`)
  } finally {
    await store.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
