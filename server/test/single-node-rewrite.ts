// The cluster layout's statements made runnable on one embedded engine (chDB has no Keeper, no
// cluster and no Distributed tables over one), by rewriting only what is cluster-only:
//  - `ON CLUSTER <cluster>` is dropped: one node is the whole cluster;
//  - `ReplicatedMergeTree('<path>', '{replica}')` becomes `MergeTree`: one replica;
//  - `Distributed(<cluster>, <db>, <table>, <key>)` becomes `Buffer(<db>, <table>, 1, 0, 0, 0, 0, 0, 0)`:
//    like a Distributed table it names its target by database and name, reads it and writes into
//    it (with every threshold 0 an insert goes straight through), so a swap that renames the
//    target under it is seen the same way;
//  - `SYSTEM SYNC REPLICA …` is skipped: a single replica has nothing to wait for.
// Anything else cluster-shaped left after the rewrite is refused, so nothing passes unrewritten
// and nothing else is touched.

export interface Rewritten {
  /** the statement to run, or null when it is skipped */
  sql: string | null
  /** each rule applied, once per place: 'on-cluster', 'replicated', 'distributed', 'sync-replica' */
  rules: string[]
}

const LEFT_OVER = /ON CLUSTER|Replicated|Distributed|SYSTEM SYNC/i

export function singleNode(sql: string, cluster: string): Rewritten {
  const rules: string[] = []
  let out = sql.replace(new RegExp(` ON CLUSTER ${cluster}\\b`, 'g'), () => {
    rules.push('on-cluster')
    return ''
  })
  out = out.replace(/ReplicatedMergeTree\('\/clickhouse\/tables\/[\w{}/]+', '\{replica\}'\)/g, () => {
    rules.push('replicated')
    return 'MergeTree'
  })
  out = out.replace(new RegExp(`Distributed\\(${cluster}, (\\w+), (\\w+), cityHash64\\([\\w, ]+\\)\\)`, 'g'), (_, db, table) => {
    rules.push('distributed')
    return `Buffer(${db}, ${table}, 1, 0, 0, 0, 0, 0, 0)`
  })
  if (/^SYSTEM SYNC REPLICA \w+\.\w+$/.test(out.trim())) return { sql: null, rules: [...rules, 'sync-replica'] }
  if (LEFT_OVER.test(out)) throw new Error(`single-node rewrite: a cluster-only part it does not know: ${out.slice(0, 200)}`)
  return { sql: out, rules }
}
