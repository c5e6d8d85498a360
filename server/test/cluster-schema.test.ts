// The cluster's tables (analytics/cluster-schema.ts) are derived from the embedded schema: every
// table is there, the item-keyed tables share one sharding key (an expression's items and their
// facts on one shard), and the engine's own parser accepts every statement.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { ANALYTICS_TABLES } from '../analytics/schema'
import { clusterDdl, SHARDING_KEYS } from '../analytics/cluster-schema'
import { tsNode } from './ts-node'

const tableNames = ANALYTICS_TABLES.map((ddl) => /CREATE TABLE IF NOT EXISTS \w+\.(\w+)/.exec(ddl)?.[1] as string)

test('every analytics table is created on the cluster, sharded or replicated everywhere', () => {
  const ddl = clusterDdl('gr_cluster')
  for (const table of tableNames) {
    if (SHARDING_KEYS[table]) {
      expect(
        ddl.some(
          (s) => s.includes(`gr.${table}_local ON CLUSTER gr_cluster (`) && s.includes("ReplicatedMergeTree('/clickhouse/tables/{shard}/"),
        ),
      ).toBe(true)
      expect(ddl).toContain(
        `CREATE TABLE IF NOT EXISTS gr.${table} ON CLUSTER gr_cluster AS gr.${table}_local ENGINE = Distributed(gr_cluster, gr, ${table}_local, ${SHARDING_KEYS[table]})`,
      )
    } else {
      expect(
        ddl.some((s) => s.includes(`gr.${table} ON CLUSTER gr_cluster (`) && s.includes(`'/clickhouse/tables/all/gr/${table}/initial'`)),
      ).toBe(true)
    }
  }
  expect(SHARDING_KEYS.items).toBe(SHARDING_KEYS.facts)
  expect(() => clusterDdl('x; DROP TABLE gr.facts')).toThrow()
  expect(() => clusterDdl('gr_cluster', { db: 'gr; DROP' })).toThrow()
  // an import's next store: its own database in the statements and the paths, only the tables asked for
  const next = clusterDdl('gr_cluster', { db: 'gr_next', generation: 'g2', tables: ['items', 'meta'] })
  expect(next.map((s) => /^CREATE TABLE IF NOT EXISTS (\S+)/.exec(s)?.[1])).toEqual([
    'gr_next.meta',
    'gr_next.items_local',
    'gr_next.items',
  ])
  expect(next.join('\n')).toContain("'/clickhouse/tables/{shard}/gr_next/items_local/g2'")
})

test('the engine parses every statement', () => {
  const ddl = clusterDdl('gr_cluster')
  const out = execFileSync(...tsNode(path.join(__dirname, 'engine-parse.ts')), {
    input: JSON.stringify(ddl),
    encoding: 'utf8',
  })
  expect(JSON.parse(out)).toEqual(ddl.map(() => null))
}, 60_000)
