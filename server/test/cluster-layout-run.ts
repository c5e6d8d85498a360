// Test helper run as its own process (chDB opens one data folder per process): builds the small
// dataset into the folder given and applies each import folder given, with the embedded layout
// or with the cluster layout's statements run through the single-node rewrite; prints every
// statement the writers sent (as sent, before the rewrite) and the store's content after the build
// and after each import. `broken` swaps in a faulty cluster layout, for the test to see it caught.
import fs from 'node:fs'
import { openAnalytics, type Analytics } from '../analytics/client'
import { ANALYTICS_TABLE_NAMES, clusterLayout, type TableLayout } from '../analytics/table-layout'
import { buildDataset } from '../dataset/build'
import { runImport } from '../import/run'
import { singleNode } from './single-node-rewrite'

export const CLUSTER = 'gr_cluster'

export interface LayoutRunInput {
  dir: string
  layout: 'embedded' | 'cluster'
  broken?: 'forgets-a-carry-over' | 'swaps-the-distributed-tables'
  endMonth: string
  imports: string[]
}

export interface StoreContent {
  /** per table: rows and an order-free hash of every column, or the engine's error */
  tables: Record<string, string>
  /** the marker table's rows, times masked (they differ between runs) */
  meta: string[]
}

export interface LayoutRunOutput {
  statements: string[]
  rules: string[][]
  content: StoreContent[]
  /** each import's outcome: imported, rows refused, or the error that stopped it */
  imports: string[]
}

function brokenLayout(layout: TableLayout, broken: LayoutRunInput['broken']): TableLayout {
  if (broken === 'forgets-a-carry-over')
    return { ...layout, carryOver: (t, f, to) => (t === 'social_posts' ? [] : layout.carryOver(t, f, to)) }
  if (broken === 'swaps-the-distributed-tables') return { ...layout, stored: (t) => t }
  return layout
}

/** The store as the cluster layout leaves it, each statement rewritten for one node and logged. */
function onOneNode(store: Analytics, layout: TableLayout, out: LayoutRunOutput): Analytics {
  return {
    ...store,
    embedded: store.embedded,
    layout,
    async exec(query, params) {
      const { sql, rules } = singleNode(query, CLUSTER)
      out.statements.push(query)
      out.rules.push(rules)
      if (sql !== null) await store.exec(sql, params)
    },
  }
}

async function content(store: Analytics): Promise<StoreContent> {
  const tables: Record<string, string> = {}
  for (const t of ANALYTICS_TABLE_NAMES) {
    tables[t] = await store.rows<{ n: number; h: string }>(`SELECT count() AS n, toString(sum(cityHash64(*))) AS h FROM gr.${t}`).then(
      ([r]) => `${r.n} rows, ${r.h}`,
      (err: Error) => `error: ${err.message.slice(0, 120)}`,
    )
  }
  const meta = await store
    .rows<{ key: string; value: string }>('SELECT key, value FROM gr.meta ORDER BY key')
    .then((rows) => rows.map((r) => `${r.key}=${r.value.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')}`))
  return { tables, meta }
}

async function main(): Promise<void> {
  const input = JSON.parse(fs.readFileSync(0, 'utf8')) as LayoutRunInput
  const out: LayoutRunOutput = { statements: [], rules: [], content: [], imports: [] }
  const layout = input.layout === 'cluster' ? brokenLayout(clusterLayout(CLUSTER), input.broken) : undefined
  // the cluster writers' connection settings too: the engine must know them
  const chdb = openAnalytics({ path: input.dir, settings: layout?.settings })
  const logged: Analytics = {
    ...chdb,
    embedded: true,
    async exec(query, params) {
      out.statements.push(query)
      out.rules.push([])
      await chdb.exec(query, params)
    },
  }
  const store = layout ? onOneNode(chdb, layout, out) : logged
  try {
    await buildDataset(store, { dataset: 'small', endMonth: input.endMonth, silent: true })
    out.content.push(await content(chdb))
    for (const folder of input.imports) {
      out.imports.push(
        await runImport(store, folder).then(
          (r) => (r.ok ? 'imported' : `${r.rejected} rows refused: ${r.rejections[0]?.message}`),
          (err: Error) => `failed: ${err.message}`,
        ),
      )
      out.content.push(await content(chdb))
    }
  } finally {
    await chdb.close()
  }
  process.stdout.write(`${JSON.stringify(out)}\n`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
