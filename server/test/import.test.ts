// npm run import -- <folder> (server/import/cli.ts) against its own temporary DATA_DIR (chDB opens
// one data folder per process, and the shared test server holds its own): a folder with one bad
// row is refused with file and line and leaves the store exactly as it was; a good folder loads,
// and a server started on the folder then shows the data; a running server's lock refuses imports.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CategoryName, CategoryTree, ConceptRanking, SocialRanking } from '../../types'
import { REPO_ROOT, run, serverEnv, startServer, type StartedServer } from './server-process'

jest.setTimeout(240_000)

const FIXTURES = path.join(__dirname, 'fixtures')
let tmp: string
let env: NodeJS.ProcessEnv
let server: StartedServer | undefined

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-import-'))
  env = serverEnv(path.join(tmp, 'data'))
  const built = await run([path.join(REPO_ROOT, 'server', 'dataset', 'cli.ts')], env, 200_000)
  if (built.code !== 0) throw new Error(built.output)
})

afterAll(async () => {
  if (server) {
    const child = server.child
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  fs.rmSync(tmp, { recursive: true, force: true })
})

const importer = (...args: string[]) => run([path.join(REPO_ROOT, 'server', 'import', 'cli.ts'), ...args], env, 200_000)

async function checksum(): Promise<{ checksum: string; factRows: number; itemRows: number; rankRows: number }> {
  const out = await importer('--checksum')
  expect(out.code).toBe(0)
  return JSON.parse(/\{.*\}/.exec(out.output)?.[0] ?? '{}')
}

function factsOf(folder: string): { item: number; month: string; sales: number }[] {
  return fs.readFileSync(path.join(FIXTURES, folder, 'facts.csv'), 'utf8').trim().split('\n').slice(1).map((l) => {
    const [, item, month, sales] = l.split(',')
    return { item: Number(item), month, sales: Number(sales) }
  })
}

test('a folder with one bad row is refused with file and line, and the store is exactly as it was', async () => {
  const before = await checksum()
  const out = await importer(path.join(FIXTURES, 'import-bad'))
  expect(out.code).toBe(1)
  expect(out.output).toContain('1 row rejected')
  expect(out.output).toMatch(/facts\.csv:4: volume: "-3" is not a non-negative integer/)
  expect(await checksum()).toEqual(before)
})

test('the same folder as Parquet: the bad row is reported by its row number, and the store is unchanged', async () => {
  const folder = path.join(tmp, 'import-bad-parquet')
  const converted = await run([path.join(REPO_ROOT, 'server', 'test', 'csv-to-parquet.ts'), path.join(FIXTURES, 'import-bad'), folder], env)
  expect(converted.code).toBe(0)
  expect(fs.readdirSync(folder).sort()).toEqual(['categories.parquet', 'facts.parquet', 'items.parquet', 'social.parquet'])
  const before = await checksum()
  const out = await importer(folder)
  expect(out.code).toBe(1)
  expect(out.output).toContain('1 row rejected')
  // CSV line 4 (after the header) is Parquet row 3
  expect(out.output).toMatch(/facts\.parquet:3: volume: "-3" is not a non-negative integer/)
  expect(await checksum()).toEqual(before)
})

test('unknown files and missing columns are refused before anything is read', async () => {
  const folder = path.join(tmp, 'odd')
  fs.mkdirSync(folder)
  fs.writeFileSync(path.join(folder, 'social.csv'), 'word,platform,month\n冻干,xhs,2025-01\n')
  const missing = await importer(folder)
  expect(missing.code).toBe(1)
  expect(missing.output).toContain('social.csv:1: missing columns social_plat, volume')
  fs.writeFileSync(path.join(folder, 'sales.csv'), 'a\n1\n')
  expect((await importer(folder)).output).toContain('sales.csv: unknown file')
})

test('a good folder loads: counts and checksum change, and a server shows the data', async () => {
  const before = await checksum()
  const started = Date.now()
  const out = await importer(path.join(FIXTURES, 'import-ok'))
  expect(out.output).toMatch(/imported categories\.csv 3, facts\.csv 108, items\.csv 6, social\.csv 13/)
  expect(out.code).toBe(0)
  console.log(`import of the fixture folder: ${((Date.now() - started) / 1000).toFixed(1)} s (${/in [\d.]+ s \(ranking refresh [\d.]+ s\)/.exec(out.output)?.[0]})`)
  const after = await checksum()
  expect(after.factRows).toBe(before.factRows + 108)
  expect(after.itemRows).toBe(before.itemRows + 6)
  expect(after.checksum).not.toBe(before.checksum)
  // importing the same folder again is refused: its rows are now in the store
  const again = await importer(path.join(FIXTURES, 'import-ok'))
  expect(again.code).toBe(1)
  expect(again.output).toContain('categories.csv:2: category_id: 990001 already exists on all')

  server = await startServer(env)
  const base = server.baseUrl
  const login = await fetch(`${base}/sso/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'analyst@growthradar.demo', password: 'demo2026' }) })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const get = async <T>(p: string, body?: unknown) => {
    const res = await fetch(base + p, { method: body ? 'POST' : 'GET', headers: { 'x-api-key': token, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
    return ((await res.json()) as { data: T }).data
  }
  const tree = await get<CategoryTree>('/api/cats_tree?plat=all')
  expect(tree.bigCategory).toContain(990001)
  expect(tree.childrenList['990001']).toMatchObject({ name: '宠物用品', level: 1, chd: [990002, 990003] })
  const names = await get<CategoryName[]>('/api/get_catname', { cat: '990003', plat: 'all' })
  expect(names[0]).toMatchObject({ name: '狗粮, 干粮', level: 2, path: [{ category_id: 990001 }, { category_id: 990003 }] })

  // the refreshed ranking: 冻干 in the new category, summed from the imported facts
  const ranking = await get<ConceptRanking>('/api/ecommerce', { plat: 'all', cid: 990001, ts: '2025-06', sortby: 'sales', page_size: 50 })
  const row = ranking.rows.find((r) => r.word === '冻干')
  const facts = factsOf('import-ok')
  const frozen = new Set([990000001, 990000002, 990000003, 990000006])
  const sum = (month: string) => facts.filter((f) => frozen.has(f.item) && f.month === month).reduce((s, f) => s + f.sales, 0)
  expect(row).toMatchObject({ sales: sum('2025-06'), sales_base: sum('2024-06') })

  const social = await get<SocialRanking>(`/api/social?social_plat=xhs&ts=2025-06&word=${encodeURIComponent('猫咪冻干')}`)
  expect(social.rows[0]).toMatchObject({ word: '猫咪冻干', volume: 20000, volume_base: 2000, yoy: 900 })

  // while the server holds the folder, the importer refuses to run
  const locked = await importer(path.join(FIXTURES, 'import-ok'))
  expect(locked.code).toBe(2)
  expect(locked.output).toContain('stop the server')
})
