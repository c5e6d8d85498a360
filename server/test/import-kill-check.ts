// tsx server/test/import-kill-check.ts <data dir>...: for each data folder (one after another, chDB
// opens one folder at a time), what the server's start-up makes of it — prepareAnalytics, the same
// function the server runs before serving (an interrupted import finished or undone, the demo data
// built only when no dataset marker is found) — then a content hash and row count of every table an
// import replaces, the marker, and any database or scratch table an import left behind. One JSON
// line per folder. A child process of server/test/import-kill.test.ts.
import path from 'node:path'
import { DB, num, openAnalytics } from '../analytics/client'
import { readMeta } from '../analytics/meta'
import { prepareAnalytics } from '../stores'

const TABLES = ['categories', 'brands', 'items', 'facts', 'item_words', 'concept_rank', 'social']

async function main(): Promise<void> {
  for (const dir of process.argv.slice(2)) {
    const store = openAnalytics({ path: path.join(dir, 'analytics') })
    try {
      const prepared = await prepareAnalytics(store, { dataset: 'small' })
      const tables: Record<string, { rows: number; hash: string }> = {}
      for (const t of TABLES) {
        const [r] = await store.rows<{ c: unknown; h: string }>(`SELECT count() AS c, toString(sum(cityHash64(*))) AS h FROM ${DB}.${t}`)
        tables[t] = { rows: num(r?.c), hash: r?.h ?? '' }
      }
      const meta = await readMeta(store)
      const leftovers = await store.rows<{ name: string }>(
        `SELECT concat(database, '.', name) AS name FROM system.tables WHERE database IN ('gr_next', 'gr_old', 'gr_import') OR (database = '${DB}' AND name LIKE 'tmp%')
         UNION ALL SELECT name FROM system.databases WHERE name IN ('gr_next', 'gr_old', 'gr_import')`,
      )
      console.log(JSON.stringify({ dir, ...prepared, tables, meta, leftovers: leftovers.map((l) => l.name) }))
    } finally {
      await store.close()
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
