// "kill -9 during the apply": the importer (a child process) is killed with SIGKILL at
// each step of its apply — paused there by the test-only GR_IMPORT_FAULT hook (server/import/fault.ts)
// so that the kill lands exactly there — and every killed store must then be, after what the next
// start-up does (import-kill-check.ts runs the server's own prepareAnalytics), exactly the store
// before the import or exactly the store after it: the same rows and content hash in every table an
// import replaces, the matching dataset marker, no staging or scratch table left, and no rebuild of
// the demo data. The store is the small dataset cut at 2017-12, so that an import takes seconds.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { COMMITTED_AT, FAULT_POINTS } from '../import/fault'
import { REPO_ROOT, run, serverEnv, startServer, stopChild } from './server-process'
import { tsNode } from './ts-node'

jest.setTimeout(300_000)

const IMPORTER = path.join(REPO_ROOT, 'server', 'import', 'cli.ts')
const FOLDER = path.join(__dirname, 'fixtures', 'import-ok')
let tmp: string
let base: string

interface Check {
  dir: string
  built: boolean
  tables: Record<string, { rows: number; hash: string }>
  meta: { ts: string; checksum: string; fact_rows: number; item_rows: number; rank_rows: number } | null
  leftovers: string[]
}

const envOf = (dir: string, extra: Record<string, string> = {}) => serverEnv(dir, extra)

/** A fresh copy of the base store (the importer's lock file is not copied). */
function copyOfBase(name: string): string {
  const dir = path.join(tmp, name)
  fs.cpSync(base, dir, { recursive: true, filter: (src) => path.basename(src) !== '.lock' })
  return dir
}

/** Runs the importer until it pauses at `point`, then kills it with SIGKILL; resolves with its output. */
function killAt(dir: string, point: string): Promise<string> {
  const child = spawn(...tsNode(IMPORTER, FOLDER), {
    cwd: REPO_ROOT,
    env: envOf(dir, { GR_IMPORT_FAULT: `pause:${point}` }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let paused = false
  const onData = (c: Buffer) => {
    out += c.toString()
    const m = new RegExp(`import paused at ${point} \\(pid (\\d+)\\)\n`).exec(out)
    if (!paused && m) {
      paused = true
      // the process that paused: the one spawned here (node runs the importer itself, see ts-node.ts)
      expect(Number(m[1])).toBe(child.pid)
      child.kill('SIGKILL')
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (paused) resolve(out)
      else reject(new Error(`the importer did not pause at ${point} (exit ${code}, ${signal}):\n${out}`))
    })
  })
}

async function check(dirs: string[]): Promise<Check[]> {
  const out = await run([path.join(__dirname, 'import-kill-check.ts'), ...dirs], envOf(base), 240_000)
  if (out.code !== 0) throw new Error(out.output)
  return out.output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Check)
}

const marker = (c: Check) =>
  c.meta && {
    ts: c.meta.ts,
    checksum: c.meta.checksum,
    fact_rows: c.meta.fact_rows,
    item_rows: c.meta.item_rows,
    rank_rows: c.meta.rank_rows,
  }

let old: Check
let fresh: Check
/** the killed stores, by fault point */
let dirs: string[] = []
/** each killed store as the next start-up left it, by fault point */
let after: Check[] = []

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-import-kill-'))
  base = path.join(tmp, 'base')
  const built = await run([path.join(REPO_ROOT, 'server', 'import', 'dataset-cli.ts'), '--end', '2017-12'], envOf(base), 200_000)
  if (built.code !== 0) throw new Error(built.output)
  // the store after an import that was not interrupted
  const whole = copyOfBase('whole')
  dirs = FAULT_POINTS.map((_, k) => copyOfBase(`kill-${k}`))
  const imported = await run([IMPORTER, FOLDER], envOf(whole), 200_000)
  if (imported.code !== 0) throw new Error(imported.output)
  const started = Date.now()
  // two importers at a time (each folder its own store): most of a run is starting up
  const queue = [...FAULT_POINTS.keys()]
  await Promise.all(
    [0, 1].map(async () => {
      for (let k = queue.shift(); k !== undefined; k = queue.shift()) await killAt(dirs[k], FAULT_POINTS[k])
    }),
  )
  const killed = Date.now()
  // the stores before and after the whole import and every killed one, in one run of the check
  ;[old, fresh, ...after] = await check([base, whole, ...dirs])
  console.log(
    `${FAULT_POINTS.length} kills in ${((killed - started) / 1000).toFixed(1)} s, checked in ${((Date.now() - killed) / 1000).toFixed(1)} s`,
  )
})

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

test('a SIGKILL at each step of the apply leaves exactly the old store or exactly the new one, and the next start keeps it', () => {
  expect(old.tables.facts.rows).toBeGreaterThan(0)
  expect(fresh.tables.facts.rows).toBe(old.tables.facts.rows + 108)
  expect(fresh.tables.concept_rank).not.toEqual(old.tables.concept_rank)
  expect(after.length).toBe(FAULT_POINTS.length)
  const seen = after.map((c, k) => {
    const point = FAULT_POINTS[k]
    const expected = COMMITTED_AT.includes(point) ? fresh : old
    return {
      point,
      // the start-up found a dataset marker: no rebuild of the demo data
      built: c.built,
      state:
        JSON.stringify(c.tables) === JSON.stringify(old.tables)
          ? 'old'
          : JSON.stringify(c.tables) === JSON.stringify(fresh.tables)
            ? 'new'
            : 'mixed',
      expected: expected === fresh ? 'new' : 'old',
      markerMatches: JSON.stringify(marker(c)) === JSON.stringify(marker(expected)),
      leftovers: c.leftovers,
    }
  })
  expect(seen).toEqual(seen.map((s) => ({ ...s, built: false, state: s.expected, markerMatches: true, leftovers: [] })))
})

test('after a kill the same folder imports, and a server started on a killed store keeps the import', async () => {
  // killed during the ranking refresh (and started up since, above): the old store, from which the same folder imports
  const dir = dirs[FAULT_POINTS.indexOf('build:rankings')]
  expect(dir).toBeDefined()
  const again = await run([IMPORTER, FOLDER], envOf(dir), 200_000)
  expect(again.output).toMatch(/imported categories\.csv 3, facts\.csv 108, items\.csv 6, social\.csv 13/)
  expect(again.code).toBe(0)

  // killed with the new marker not yet in place: a server starting there must not rebuild the demo data
  const late = copyOfBase('late')
  await killAt(late, FAULT_POINTS[FAULT_POINTS.length - 2])
  const server = await startServer(envOf(late))
  try {
    expect(server.output()).not.toContain('building the analytics dataset')
    const login = await fetch(`${server.baseUrl}/sso/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'analyst@growthradar.demo', password: 'demo2026' }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const tree = (await (await fetch(`${server.baseUrl}/api/cats_tree?plat=all`, { headers: { 'x-api-key': token } })).json()) as {
      data: { bigCategory: number[] }
    }
    expect(tree.data.bigCategory).toContain(990001)
  } finally {
    await stopChild(server.child)
  }
  const checked = await check([dir, late])
  expect(checked.map((c) => c.tables)).toEqual([fresh.tables, fresh.tables])
})
