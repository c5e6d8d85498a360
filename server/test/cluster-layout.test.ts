// The cluster layout of the dataset build and the importer (analytics/table-layout.ts), executed:
// no ClickHouse cluster or Keeper runs here, so its exact statements run on chDB through a narrow
// single-node rewrite of the cluster-only parts (single-node-rewrite.ts), and the store they leave
// after the build and after two imports (one replacing most tables, one only the social volumes,
// every other table carried over) must hold the same rows as the embedded layout's. Then what the
// rewrite hides is checked on the statements themselves: replication paths never shared, each
// Distributed table over its own local table, inserts through the Distributed tables, swaps of the
// local ones. A layout that forgets a table's rows or swaps the Distributed tables is caught.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { SHARDING_KEYS } from '../analytics/cluster-schema'
import { EMBEDDED_LAYOUT, tableLayout } from '../analytics/table-layout'
import { ConfigError, loadConfig } from '../config'
import { SWAPPED_TABLES } from '../import/shapes'
import { corpus, type Call } from './answer-corpus'
import { api, tokenFor } from './helpers'
import { serverEnv, startServer, stopChild, type StartedServer } from './server-process'
import type { LayoutRunInput, LayoutRunOutput } from './cluster-layout-run'
import { singleNode } from './single-node-rewrite'
import { tsNode } from './ts-node'

const FIXTURES = path.join(__dirname, 'fixtures')
let tmp = ''
let imports: string[] = []
let embedded: LayoutRunOutput
let cluster: LayoutRunOutput

/** A helper script of this folder run as its own process: `input` as JSON on stdin, its JSON output back. */
async function runHelper<T>(script: string, input: unknown): Promise<T> {
  const child = execFile(...tsNode(path.join(__dirname, script)), { maxBuffer: 64 << 20 })
  const done = promisify((cb: (err: Error | null, out: string) => void) => {
    let out = ''
    child.stdout?.on('data', (d) => (out += d))
    child.on('exit', (code) => cb(code === 0 ? null : new Error(`${script} exited ${code}`), out))
  })()
  child.stdin?.end(JSON.stringify(input))
  return JSON.parse(await done) as T
}

// a slice of the small dataset, its first 18 months: every table and statement of the build and
// the imports is there, at a sixth of the rows (four builds run here). The import folder's months
// (2024-01 to 2025-06) are moved seven years back into the slice, so the answers compared below
// read months that hold generated and imported data alike.
const SLICE_END = '2018-06'
const intoSlice = (csv: string) => csv.replace(/\b(2024|2025)-(\d\d)\b/g, (_, y: string, m: string) => `${Number(y) - 7}-${m}`)

const layoutRun = (name: string, input: Omit<LayoutRunInput, 'dir' | 'endMonth'>) =>
  runHelper<LayoutRunOutput>('cluster-layout-run.ts', { ...input, dir: path.join(tmp, name, 'analytics'), endMonth: SLICE_END })

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-cluster-layout-'))
  const social = path.join(tmp, 'social-only')
  fs.mkdirSync(social)
  fs.writeFileSync(path.join(social, 'social.csv'), intoSlice('word,social_plat,month,volume\n猫咪冻干,douyin,2024-06,1500\n'))
  const ok = path.join(tmp, 'import-ok')
  fs.mkdirSync(ok)
  for (const file of fs.readdirSync(path.join(FIXTURES, 'import-ok')))
    fs.writeFileSync(path.join(ok, file), intoSlice(fs.readFileSync(path.join(FIXTURES, 'import-ok', file), 'utf8')))
  imports = [ok, social]
  // one after the other: two cores, shared
  embedded = await layoutRun('embedded', { layout: 'embedded', imports })
  cluster = await layoutRun('cluster', { layout: 'cluster', imports })
}, 180_000)

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

/** The store's content with the marker table's hash left out (its rows carry build times; they are compared masked). */
const rowsOf = (run: LayoutRunOutput) =>
  run.content.map(({ tables, meta }) => ({ tables: Object.fromEntries(Object.entries(tables).filter(([t]) => t !== 'meta')), meta }))

test('the cluster layout builds and imports the same rows as the embedded layout', () => {
  expect(embedded.imports).toEqual(['imported', 'imported'])
  expect(cluster.imports).toEqual(['imported', 'imported'])
  expect(rowsOf(cluster)).toEqual(rowsOf(embedded))
  // the imports changed what they imported and left the rest as it was
  const [built, first, second] = rowsOf(embedded)
  expect(first.tables.items).not.toBe(built.tables.items)
  expect(first.tables.social_posts).toBe(built.tables.social_posts)
  expect(second.tables.social).not.toBe(first.tables.social)
  expect(second.tables.facts).toBe(first.tables.facts)
  expect(built.tables.facts).toMatch(/^[1-9]\d* rows/)
})

/**
 * The first call of each endpoint on each platform and every third call besides: the layout decides
 * which tables an answer reads, the same for every call of an endpoint and platform, while how the
 * answers are computed is the execution contract's (execution-contract.test.ts, the whole corpus).
 */
function everyKindAndAThird(calls: Call[]): Call[] {
  const kind = (c: Call) => {
    const [route, query] = c.path.split('?')
    return `${route} ${String(c.body?.plat ?? new URLSearchParams(query).get('plat'))}`
  }
  const seen = new Set<string>()
  return calls.filter((c, k) => {
    const first = !seen.has(kind(c))
    seen.add(kind(c))
    return first || k % 3 === 0
  })
}

test("a server on the cluster layout's store gives the embedded layout's answers", async () => {
  let plain: StartedServer | undefined
  let clustered: StartedServer | undefined
  try {
    plain = await startServer(serverEnv(path.join(tmp, 'embedded')))
    // the engine execution, a cluster's default: every concept read goes through the tables the cluster layout wrote
    clustered = await startServer(serverEnv(path.join(tmp, 'cluster'), { ANALYTICS_EXECUTION: 'engine' }))
    const user = 'analyst@growthradar.demo'
    const [token, clusterToken] = await Promise.all([tokenFor(user, plain.baseUrl), tokenFor(user, clustered.baseUrl)])
    // the imported items and social volumes among the requests
    const calls: Call[] = [
      ...everyKindAndAThird(await corpus(token, '2017-01', plain.baseUrl)),
      { path: '/api/search', body: { word: '冻干', plat: 'all' } },
      { path: '/api/itemcloud', body: { word: '猫粮', plat: 'all' } },
      { path: '/api/douyin_search', body: { word: '猫咪冻干' } },
    ]
    let withFigures = 0
    for (let i = 0; i < calls.length; i += 8) {
      const batch = calls.slice(i, i + 8)
      const answers = await Promise.all(
        batch.flatMap((call) =>
          [plain, clustered].map((s, k) =>
            api(call.path, { token: k ? clusterToken : token, baseUrl: s?.baseUrl, method: call.method, body: call.body }),
          ),
        ),
      )
      batch.forEach((call, k) => {
        expect({ call, answer: answers[2 * k + 1].json }).toEqual({ call, answer: answers[2 * k].json })
        if (JSON.stringify(answers[2 * k].json.data).match(/"sales":[1-9]/)) withFigures++
      })
    }
    expect(withFigures).toBeGreaterThan(calls.length / 4)
  } finally {
    await stopChild(plain?.child)
    await stopChild(clustered?.child)
  }
}, 240_000)

test('the rewrite touches only the cluster-only parts', () => {
  // the embedded layout's statements (every INSERT … SELECT of the build and the import) pass unchanged
  for (const sql of embedded.statements) expect(singleNode(sql, 'gr_cluster')).toEqual({ sql, rules: [] })
  // a cluster statement the rewrite leaves alone is one the embedded layout runs too
  const same = new Set(embedded.statements)
  const untouched = cluster.statements.filter((_, k) => cluster.rules[k].length === 0)
  expect(untouched.filter((sql) => !same.has(sql))).toEqual([])
  expect(untouched.length).toBeGreaterThan(50)
  // every rule applied is counted in the statement's text, once per place
  cluster.statements.forEach((sql, k) => {
    const count = (re: RegExp) => (sql.match(re) ?? []).length
    const rules = cluster.rules[k]
    expect([sql, rules.filter((r) => r === 'on-cluster').length]).toEqual([sql, count(/ ON CLUSTER gr_cluster\b/g)])
    expect([sql, rules.filter((r) => r === 'replicated').length]).toEqual([sql, count(/ReplicatedMergeTree\(/g)])
    expect([sql, rules.filter((r) => r === 'distributed').length]).toEqual([sql, count(/Distributed\(/g)])
  })
  expect(singleNode('SELECT 1 AS on_cluster_x', 'gr_cluster')).toEqual({ sql: 'SELECT 1 AS on_cluster_x', rules: [] })
  // anything cluster-shaped it does not know is refused rather than passed on
  expect(() => singleNode('DROP TABLE gr.items ON CLUSTER other SYNC', 'gr_cluster')).toThrow()
  expect(() => singleNode("CREATE TABLE t (a UInt8) ENGINE = ReplicatedMergeTree('/x', 'r1') ORDER BY a", 'gr_cluster')).toThrow()
  expect(() => singleNode('CREATE TABLE t AS u ENGINE = Distributed(gr_cluster, gr, u, rand())', 'gr_cluster')).toThrow()
})

test("ClickHouse's parser accepts every cluster statement as sent (before the rewrite)", async () => {
  const clusterOnly = [...new Set(cluster.statements.filter((_, k) => cluster.rules[k].length > 0))]
  expect(clusterOnly.length).toBeGreaterThan(60)
  const errors = await runHelper<(string | null)[]>('engine-parse.ts', clusterOnly)
  expect(clusterOnly.map((sql, k) => [sql, errors[k]]).filter(([, e]) => e !== null)).toEqual([])
}, 60_000)

test('replication paths are unique per database, table and build, and name their table', () => {
  const creates = cluster.statements
    .map((sql) => /^CREATE TABLE IF NOT EXISTS (\w+)\.(\w+) ON CLUSTER gr_cluster [\s\S]*ReplicatedMergeTree\('([^']+)'/.exec(sql))
    .filter((m) => m !== null)
  // the build's 11 tables and the 11 each import's next store creates
  expect(creates.length).toBe(3 * SWAPPED_TABLES.length)
  const paths = creates.map((m) => m[3])
  expect(new Set(paths).size).toBe(paths.length)
  for (const [, db, table, p] of creates) {
    expect(p).toMatch(new RegExp(`^/clickhouse/tables/(\\{shard\\}|all)/${db}/${table}/\\w+$`))
    expect(p.startsWith(SHARDING_KEYS[table.replace(/_local$/, '')] ? '/clickhouse/tables/{shard}/' : '/clickhouse/tables/all/')).toBe(true)
  }
})

test('every sharded table has a Distributed table over its own local table, written through it and swapped by the local one', () => {
  const distributed = cluster.statements
    .map((sql) =>
      /^CREATE TABLE IF NOT EXISTS (\w+)\.(\w+) ON CLUSTER gr_cluster AS (\w+)\.(\w+) ENGINE = Distributed\(gr_cluster, (\w+), (\w+), (.+)\)$/.exec(
        sql,
      ),
    )
    .filter((m) => m !== null)
  expect(distributed.length).toBe(3 * Object.keys(SHARDING_KEYS).length)
  for (const [, db, table, asDb, asTable, overDb, overTable, key] of distributed) {
    expect([asDb, asTable, overDb, overTable, key]).toEqual([db, `${table}_local`, db, `${table}_local`, SHARDING_KEYS[table]])
  }
  const inserts = cluster.statements.map((sql) => /^\s*INSERT INTO (\w+)\.(\w+)/.exec(sql)?.[2]).filter((t) => t !== undefined)
  expect(inserts).toContain('facts')
  expect(inserts.filter((t) => t.endsWith('_local'))).toEqual([])
  const renames = cluster.statements.filter((sql) => sql.startsWith('RENAME TABLE'))
  expect(renames.length).toBe(2)
  for (const sql of renames) {
    const moved = [...sql.matchAll(/\w+\.(\w+) TO \w+\.(\w+)/g)].map((m) => m[1])
    expect(moved).toEqual(SWAPPED_TABLES.flatMap((t) => (SHARDING_KEYS[t] ? [`${t}_local`, `${t}_local`] : [t, t])))
    expect(sql.endsWith(' ON CLUSTER gr_cluster')).toBe(true)
  }
  // before each swap every next table is synced on every replica
  let from = 0
  for (const sql of renames) {
    const at = cluster.statements.indexOf(sql, from)
    const synced = cluster.statements.slice(from, at).join('\n')
    for (const t of SWAPPED_TABLES)
      expect(synced).toContain(`SYSTEM SYNC REPLICA ON CLUSTER gr_cluster gr_next.${SHARDING_KEYS[t] ? `${t}_local` : t}`)
    from = at + 1
  }
})

test.each(['forgets-a-carry-over', 'swaps-the-distributed-tables'] as const)(
  'a cluster layout that %s leaves a store unlike the embedded one',
  async (broken) => {
    const run = await layoutRun(broken, { layout: 'cluster', broken, imports: imports.slice(0, 1) })
    expect(rowsOf(run)[0]).toEqual(rowsOf(embedded)[0])
    expect(rowsOf(run)[1]).not.toEqual(rowsOf(embedded)[1])
  },
  120_000,
)

test('CLICKHOUSE_CLUSTER selects the cluster layout, beside a ClickHouse server only', () => {
  const url = 'http://127.0.0.1:8123'
  const env = (vars: Record<string, string>) => ({ ...vars }) as NodeJS.ProcessEnv
  expect(loadConfig(env({})).clickhouseCluster).toBeUndefined()
  expect(tableLayout(loadConfig(env({})).clickhouseCluster)).toBe(EMBEDDED_LAYOUT)
  const config = loadConfig(env({ CLICKHOUSE_URL: url, CLICKHOUSE_CLUSTER: 'gr_cluster' }))
  expect(tableLayout(config.clickhouseCluster).cluster).toBe('gr_cluster')
  expect(() => loadConfig(env({ CLICKHOUSE_CLUSTER: 'gr_cluster' }))).toThrow(ConfigError)
  expect(() => loadConfig(env({ CLICKHOUSE_URL: url, CLICKHOUSE_CLUSTER: 'a b' }))).toThrow(ConfigError)
})
