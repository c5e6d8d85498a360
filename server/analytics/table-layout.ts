// How the analytics tables are laid out, as the two writers (the dataset build and the importer)
// see it: which statements create a database's tables, carry an unchanged table into an import's
// next store, wait for written rows to be in place, and swap the next store in.
//
//  - embedded (chDB, or one ClickHouse server; the default): one MergeTree per table. These are the
//    statements the writers always ran.
//  - cluster (CLICKHOUSE_CLUSTER): the tables of cluster-schema.ts, every statement ON CLUSTER. A
//    sharded table's rows live in `<name>_local` on each shard; writers INSERT into `<name>`, the
//    Distributed table over them, which sends each row to its shard by the sharding key. Only the
//    `_local` tables (and the tables replicated everywhere) move in a swap: a Distributed table
//    names its local table by database and name, so the live `gr.items` reads whichever
//    `gr.items_local` is there, the new one once renamed in, and is never recreated. The next
//    store's own Distributed tables stay behind and go with its database.
//
// Writers name a table by its usual name in both layouts (`gr_next.items`): the MergeTree table
// here, the Distributed one on a cluster. The staging tables of an import and the build's scratch
// tables are plain tables of the one node the writer talks to, never part of the layout.
import { clusterDdl, SHARDING_KEYS, storedTable } from './cluster-schema'
import { ANALYTICS_TABLES } from './schema'

export interface TableLayout {
  /** the cluster's name, or undefined for the embedded layout */
  readonly cluster: string | undefined
  /** settings of a writer's connection (the build's, the importer's; not the server's reads) */
  readonly settings: Record<string, string | number>
  dropDatabase(db: string): string
  createDatabase(db: string): string
  /**
   * Statements creating `tables` in `db`: from the schema, or, when `like` names the live database
   * (an import's next store), with the live tables' structure, which a carry-over needs.
   */
  createTables(db: string, tables: readonly string[], like?: string): string[]
  /** Statements sharing `table`'s rows of database `from` into its empty copy in `to` (parts shared by hard links: no data copied). */
  carryOver(table: string, from: string, to: string): string[]
  /** Statements after `tables` of `db` were written, before they are read again or swapped in. */
  settle(db: string, tables: readonly string[]): string[]
  /** The table that holds `table`'s rows and moves in a swap. */
  stored(table: string): string
  /** One statement renaming each `[from, to]` pair (qualified names), in order. */
  rename(pairs: readonly (readonly [string, string])[]): string
  dropTable(name: string): string
}

const tableOf = (ddl: string) => /CREATE TABLE IF NOT EXISTS \w+\.(\w+)/.exec(ddl)?.[1]
/** Every analytics table's name, in the schema's order. */
export const ANALYTICS_TABLE_NAMES: readonly string[] = ANALYTICS_TABLES.map((ddl) => tableOf(ddl) ?? '')
const renameList = (pairs: readonly (readonly [string, string])[]) => pairs.map(([a, b]) => `${a} TO ${b}`).join(', ')

export const EMBEDDED_LAYOUT: TableLayout = {
  cluster: undefined,
  settings: {},
  dropDatabase: (db) => `DROP DATABASE IF EXISTS ${db} SYNC`,
  createDatabase: (db) => `CREATE DATABASE ${db}`,
  createTables: (db, tables, like) =>
    like
      ? tables.map((t) => `CREATE TABLE ${db}.${t} AS ${like}.${t}`)
      : ANALYTICS_TABLES.filter((ddl) => tables.includes(tableOf(ddl) ?? '')).map((ddl) =>
          ddl.replace(/^CREATE TABLE IF NOT EXISTS \w+\./, `CREATE TABLE IF NOT EXISTS ${db}.`),
        ),
  carryOver: (table, from, to) => [`ALTER TABLE ${to}.${table} ATTACH PARTITION tuple() FROM ${from}.${table}`],
  settle: () => [],
  stored: (table) => table,
  rename: (pairs) => `RENAME TABLE ${renameList(pairs)}`,
  dropTable: (name) => `DROP TABLE ${name} SYNC`,
}

/** A fresh token for the replication paths of one build's or one import's tables (cluster-schema.ts). */
const newGeneration = () => `g${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`

export function clusterLayout(cluster: string, generation: () => string = newGeneration): TableLayout {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(cluster)) throw new Error(`CLICKHOUSE_CLUSTER: bad cluster name ${JSON.stringify(cluster)}`)
  const on = `ON CLUSTER ${cluster}`
  return {
    cluster,
    // The writers read what they wrote in the next step (facts from items, the ranking from both)
    // and swap once every row is written: an insert into a Distributed table returns only when its
    // rows are on their shards, instead of queueing them on the node that took it. Their joins and
    // IN read one sharded table beside another (social volumes beside items' words): `global`
    // reads the right side once, whole, so each answers as on one node.
    settings: { insert_distributed_sync: 1, distributed_product_mode: 'global' },
    dropDatabase: (db) => `DROP DATABASE IF EXISTS ${db} ${on} SYNC`,
    createDatabase: (db) => `CREATE DATABASE ${db} ${on}`,
    // the live structure comes from the same schema (a store of another schema is rebuilt, not
    // imported into), so both stores' tables are created from it
    createTables: (db, tables) => clusterDdl(cluster, { db, tables, generation: generation() }),
    // An ALTER of a replicated table is carried out once per shard (ON CLUSTER: by one replica of
    // each) and the other replicas repeat it from the replication log. So a sharded table's local
    // parts are attached ON CLUSTER, each shard its own; a table replicated to every node is one
    // table across the shards and is attached once, on this node, or its rows would be there once per shard.
    carryOver: (table, from, to) =>
      SHARDING_KEYS[table]
        ? [`ALTER TABLE ${to}.${storedTable(table)} ${on} ATTACH PARTITION tuple() FROM ${from}.${storedTable(table)}`]
        : EMBEDDED_LAYOUT.carryOver(table, from, to),
    // every replica holds the written parts before anything reads them through another replica
    settle: (db, tables) => tables.map((t) => `SYSTEM SYNC REPLICA ${on} ${db}.${storedTable(t)}`),
    stored: storedTable,
    rename: (pairs) => `RENAME TABLE ${renameList(pairs)} ${on}`,
    dropTable: (name) => `DROP TABLE ${name} ${on} SYNC`,
  }
}

/** The layout a setting names: CLICKHOUSE_CLUSTER, or the embedded one. */
export function tableLayout(cluster: string | undefined): TableLayout {
  return cluster ? clusterLayout(cluster) : EMBEDDED_LAYOUT
}

/** The layout of a store's tables (a store opened without one has the embedded layout). */
export function layoutOf(store: { layout?: TableLayout }): TableLayout {
  return store.layout ?? EMBEDDED_LAYOUT
}
