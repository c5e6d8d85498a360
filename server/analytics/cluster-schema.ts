// The analytics tables on a ClickHouse cluster (shards × replicas), derived from the one schema the
// embedded store uses (schema.ts), so the two never drift. Each table becomes either
//  - sharded: a ReplicatedMergeTree `<name>_local` on every node and a Distributed `<name>` over
//    them, with the sharding key below; queries keep their table names and read the Distributed one;
//  - everywhere: one ReplicatedMergeTree replicated to every node (small tables the queries join
//    on each shard: categories, brands, the marker, the talents).
// Items, their facts and their words share a key (the item), so the title match of an expression
// and the facts it selects lie on the same shard and every shard answers its part on its own
// (distributed_product_mode = 'local'); rankings and social rows are spread by word.
// Print it with: npx tsx server/analytics/cluster-schema.ts <cluster name>
import { ANALYTICS_TABLES } from './schema'

/** Table → its sharding key; a table not listed is replicated to every node. */
export const SHARDING_KEYS: Record<string, string> = {
  items: 'cityHash64(platform, item_id)',
  facts: 'cityHash64(platform, item_id)',
  item_words: 'cityHash64(platform, item_id)',
  concept_rank: 'cityHash64(word)',
  social: 'cityHash64(word)',
  social_posts: 'cityHash64(word)',
  social_brands: 'cityHash64(word)',
}

/**
 * Extra structure a table needs on a cluster: the engine execution reads an expression's facts by
 * item (concept-engine.ts), which the facts' sort order (by category, for the rankings) does not
 * serve; a projection ordered by item does.
 */
const PROJECTIONS: Record<string, string> = {
  facts: 'PROJECTION by_item (SELECT * ORDER BY platform, item_id, month)',
}

const CREATE = /^CREATE TABLE IF NOT EXISTS (\w+)\.(\w+) \(([\s\S]*)\)\s*ENGINE = MergeTree ORDER BY ([\s\S]+)$/
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

export interface ClusterDdlOptions {
  /** database the tables are created in: the schema's own (the live store) by default, or an import's next store */
  db?: string
  /**
   * A token naming this set of tables in the replication paths. A table keeps its path when it is
   * renamed, so the next store's tables, once swapped in, still carry the path they were created
   * with: the database name alone would make the following import's next tables meet the live
   * ones in Keeper. A new token per build or import keeps every path unique.
   */
  generation?: string
  /** only these tables (the schema's order is kept); all by default */
  tables?: readonly string[]
}

/** The table holding a table's rows on a node: `<name>_local` under a sharded table, the table itself otherwise. */
export function storedTable(table: string): string {
  return SHARDING_KEYS[table] ? `${table}_local` : table
}

/** The statements creating the analytics tables on `cluster`, in order. */
export function clusterDdl(cluster: string, options: ClusterDdlOptions = {}): string[] {
  const generation = options.generation ?? 'initial'
  for (const [what, name] of [
    ['cluster name', cluster],
    ['database', options.db ?? 'gr'],
    ['generation', generation],
  ])
    if (!NAME.test(name)) throw new Error(`cluster-schema: bad ${what} ${JSON.stringify(name)}`)
  const on = `ON CLUSTER ${cluster}`
  const out: string[] = []
  for (const ddl of ANALYTICS_TABLES) {
    const m = CREATE.exec(ddl.trim())
    if (!m) throw new Error(`cluster-schema: cannot read ${ddl.slice(0, 80)}`)
    const [, schemaDb, table, columns, orderBy] = m
    if (options.tables && !options.tables.includes(table)) continue
    const db = options.db ?? schemaDb
    const extra = PROJECTIONS[table] ? `,\n     ${PROJECTIONS[table]}` : ''
    const key = SHARDING_KEYS[table]
    const local = storedTable(table)
    const replicated = (shard: string) =>
      `ReplicatedMergeTree('/clickhouse/tables/${shard}/${db}/${local}/${generation}', '{replica}') ORDER BY ${orderBy.trim()}`
    out.push(
      `CREATE TABLE IF NOT EXISTS ${db}.${local} ${on} (${columns.trimEnd()}${extra}\n   ) ENGINE = ${replicated(key ? '{shard}' : 'all')}`,
    )
    // the Distributed table names its local table by database and name: it reads whatever table of that name is there
    if (key)
      out.push(
        `CREATE TABLE IF NOT EXISTS ${db}.${table} ${on} AS ${db}.${local} ENGINE = Distributed(${cluster}, ${db}, ${local}, ${key})`,
      )
  }
  return out
}

if (require.main === module) {
  const cluster = process.argv[2]
  if (!cluster) {
    console.error('usage: npx tsx server/analytics/cluster-schema.ts <cluster name>')
    process.exit(2)
  }
  console.log(`${clusterDdl(cluster).join(';\n\n')};`)
}
