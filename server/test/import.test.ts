// npm run import -- <folder> (server/import/cli.ts) against its own temporary DATA_DIR (chDB opens
// one data folder per process, and the shared test server holds its own): a folder with one bad
// row is refused with file and line and leaves the store exactly as it was; a good folder loads,
// and a server started on the folder then shows the data; a running server's lock refuses imports.
import fs from 'node:fs'
import path from 'node:path'
import type { CategoryName, CategoryTree, ConceptRanking, SocialRanking } from '../../types'
import { at, importStore, refusals } from './import-store'
import { REPO_ROOT, run } from './server-process'

jest.setTimeout(240_000)

const FIXTURES = path.join(__dirname, 'fixtures')
const store = importStore('gr-import-')
const { importer, folder } = store

async function checksum(): Promise<{ checksum: string; factRows: number; itemRows: number; rankRows: number }> {
  const out = await importer('--checksum')
  expect(out.code).toBe(0)
  return JSON.parse(/\{.*\}/.exec(out.output)?.[0] ?? '{}')
}

function factsOf(folder: string): { item: number; month: string; sales: number }[] {
  return fs
    .readFileSync(path.join(FIXTURES, folder, 'facts.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => {
      const [, item, month, sales] = l.split(',')
      return { item: Number(item), month, sales: Number(sales) }
    })
}

/** Every refusal is the importer's own sentence with file:line:column: no engine message, code or stack. */
function expectOwnWords(output: string): void {
  expect(output).not.toMatch(/DB::Exception|Code: \d+|\n\s+at .+:\d+:\d+|Error: /)
  for (const line of refusals(output)) expect(line).toMatch(/^(\S+\.(csv|parquet):\d+:\d+: \S|… and \d+ more)/)
}

test('a folder with one bad row is refused with file and line, and the store is exactly as it was', async () => {
  const before = await checksum()
  const out = await importer(path.join(FIXTURES, 'import-bad'))
  expect(out.code).toBe(1)
  expect(out.output).toContain('1 row rejected')
  expect(out.output).toMatch(/facts\.csv:4:29: volume: "-3" is not a non-negative integer/)
  expect(await checksum()).toEqual(before)
})

test('the same folder as Parquet: the bad row is reported by its row number, and the store is unchanged', async () => {
  const folder = path.join(store.tmp, 'import-bad-parquet')
  const converted = await run(
    [path.join(REPO_ROOT, 'server', 'test', 'csv-to-parquet.ts'), path.join(FIXTURES, 'import-bad'), folder],
    store.env,
  )
  expect(converted.code).toBe(0)
  expect(fs.readdirSync(folder).sort()).toEqual(['categories.parquet', 'facts.parquet', 'items.parquet', 'social.parquet'])
  const before = await checksum()
  const out = await importer(folder)
  expect(out.code).toBe(1)
  expect(out.output).toContain('1 row rejected')
  // CSV line 4 (after the header) is Parquet row 3; volume is the file's fifth column
  expect(out.output).toMatch(/facts\.parquet:3:5: volume: "-3" is not a non-negative integer/)
  expect(await checksum()).toEqual(before)
})

test('unknown files and missing columns are refused before anything is read', async () => {
  const folder = path.join(store.tmp, 'odd')
  fs.mkdirSync(folder)
  fs.writeFileSync(path.join(folder, 'social.csv'), 'word,platform,month\n冻干,xhs,2025-01\n')
  const missing = await importer(folder)
  expect(missing.code).toBe(1)
  expect(missing.output).toContain('social.csv:1:1: missing columns social_plat, volume')
  fs.writeFileSync(path.join(folder, 'sales.csv'), 'a\n1\n')
  expect((await importer(folder)).output).toContain('sales.csv:1:1: unknown file')
})

/** The store before the refusals below; the last of them checks it is unchanged (each checksum is a process start). */
let beforeRefusals: Awaited<ReturnType<typeof checksum>>

test("malformed files are refused with file:line:column and a reason in the importer's words (unclear errors)", async () => {
  beforeRefusals = await checksum()
  const extra = 'platform,item_id,month,sales,volume\nall,990000001,2024-01,1,1,9\n'
  const unbalanced = 'word,social_plat,month,volume\n猫咪冻干,xhs,2024-06,2000\n"猫咪冻干,xhs,2024-07,2000\n'
  const a = await importer(
    folder('malformed-a', {
      'categories.csv': 'platform,category_id,parent_id,name\n',
      'items.csv': 'platform,item_id,category_id,title\nall,770000001,990002,x\n\nall,770000002,990002,y\n',
      'facts.csv': extra,
      'social.csv': unbalanced,
    }),
  )
  expect(a.code).toBe(1)
  expectOwnWords(a.output)
  expect(refusals(a.output)).toEqual([
    expect.stringMatching(/^categories\.csv:2:1: no rows after the header/),
    expect.stringMatching(/^facts\.csv:2:27: an extra field: the header names 5 columns, this row has 6/),
    expect.stringMatching(/^items\.csv:3:1: a blank line between rows/),
    `social.csv:${at(unbalanced, '"')}: the quoted field that starts here is never closed: its closing double quote is missing`,
  ])

  const short = 'platform,item_id,month,sales,volume\nall,990000001,2024-01,5\n'
  const b = await importer(
    folder('malformed-b', {
      'categories.csv': '',
      'items.parquet': Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(64, 7), Buffer.from('PAR1')]),
      'facts.csv': short,
      'social.csv': 'word,social_plat,month,volume\n猫"咪,xhs,2024-06,1\n',
    }),
  )
  expect(b.code).toBe(1)
  expectOwnWords(b.output)
  expect(refusals(b.output)).toEqual([
    expect.stringMatching(/^categories\.csv:1:1: the file is empty: the first line must be the header row naming the columns/),
    expect.stringMatching(/^facts\.csv:2:24: 4 fields where the header names 5 columns: volume is missing/),
    expect.stringMatching(/^items\.parquet:1:1: cannot be read as Parquet/),
    expect.stringMatching(/^social\.csv:2:2: a double quote inside a field that does not start with one/),
  ])

  const c = await importer(folder('malformed-c', { 'items.parquet': Buffer.from('PAR1 cut short') }))
  expect(c.code).toBe(1)
  expectOwnWords(c.output)
  expect(refusals(c.output)).toEqual([expect.stringMatching(/^items\.parquet:1:1: not a Parquet file/)])

  // a quoted field spanning two lines: the rows after it keep their lines; blank lines at the end are ignored
  const multi = 'word,social_plat,month,volume\n"猫咪\n冻干",xhs,2024-06,2000\n猫咪冻干,xhs,2024-07,-5\n\n\n'
  const d = await importer(folder('malformed-d', { 'social.csv': multi }))
  expect(d.code).toBe(1)
  expectOwnWords(d.output)
  expect(refusals(d.output)).toContain(`social.csv:${at(multi, '-5')}: volume: "-5" is not a non-negative integer`)
  expect(d.output).not.toMatch(/social\.csv:[56]:/)
})

test('ids: past 2⁵³ for a category, past 2⁶³ for an item, with a sign or a leading zero are refused where they stand (ids)', async () => {
  const categories =
    'platform,category_id,parent_id,name\nall,9007199254740993,0,Big\nall,09900002,0,Zero\nall,880001,0,Fine\nall,880002,+880001,Signed parent\n'
  const items =
    'platform,item_id,category_id,title\nall,9223372036854775808,880001,t1\nall,0880000001,880001,t2\nall,880000001,9007199254740993,t3\n'
  const facts = 'platform,item_id,month,sales,volume\nall,0880000001,2024-01,1,1\nall,880000001,2024-01,1,1\n'
  const out = await importer(folder('ids', { 'categories.csv': categories, 'items.csv': items, 'facts.csv': facts }))
  expect(out.code).toBe(1)
  expectOwnWords(out.output)
  const lines = refusals(out.output)
  expect(lines).toEqual(
    expect.arrayContaining([
      `categories.csv:${at(categories, '9007199254740993')}: category_id: "9007199254740993" is larger than 9007199254740991, the largest id a JSON number carries exactly (2^53 - 1)`,
      `categories.csv:${at(categories, '09900002')}: category_id: "09900002" has a leading zero: write 9900002 (with the zero it would be another key than 9900002)`,
      `categories.csv:${at(categories, '+880001')}: parent_id: "+880001" is not written as a plain integer: digits only, without a sign, spaces, a decimal point, an exponent or separators`,
      `items.csv:${at(items, '9223372036854775808')}: item_id: "9223372036854775808" is larger than 9223372036854775807, the largest 64-bit id every store holds (2^63 - 1)`,
      `items.csv:${at(items, '0880000001')}: item_id: "0880000001" has a leading zero: write 880000001 (with the zero it would be another key than 880000001)`,
      `items.csv:${at(items, '9007199254740993')}: category_id: "9007199254740993" is larger than 9007199254740991, the largest id a JSON number carries exactly (2^53 - 1)`,
      `facts.csv:${at(facts, '0880000001')}: item_id: "0880000001" has a leading zero: write 880000001 (with the zero it would be another key than 880000001)`,
    ]),
  )
  // nothing else: the fine rows (category 880001, item 880000001 and its fact) draw no refusal
  expect(lines).toHaveLength(7)
})

test('values that are not data: a future or too early month, sums past 2⁶³, a price past its column, +5, a 1 MB title are refused (values)', async () => {
  const title = '冻干'.repeat(500_000)
  const items = `platform,item_id,category_id,title,price\nall,880000011,880010,ok,100000000\nall,880000012,880010,${title},1\nall,880000013,880010,ok,1.234\nall,880000014,880010,ok,-1\n`
  const facts =
    'platform,item_id,month,sales,volume\nall,880000011,2099-12,1,1\nall,880000011,2016-12,1,1\nall,880000011,2024-01,18446744073709551615,1\nall,880000011,2024-02,+5,1\nall,880000011,2024-03,1,4294967295\n'
  const social = 'word,social_plat,month,volume\n猫咪冻干,xhs,2099-12,1\n猫咪冻干,xhs,2024-01,18446744073709551615\n'
  const categories = `platform,category_id,parent_id,name,name_en\nall,880010,0,Values,Values\nall,880011,880010,${'猫'.repeat(101)},x\n`
  const out = await importer(
    folder('values', { 'items.csv': items, 'facts.csv': facts, 'social.csv': social, 'categories.csv': categories }),
  )
  expect(out.code).toBe(1)
  expectOwnWords(out.output)
  const month = /after the current month (\d{4}-\d{2})/.exec(out.output)?.[1]
  expect(month).toMatch(/^20\d\d-\d\d$/)
  expect(refusals(out.output)).toEqual([
    `categories.csv:${at(categories, '猫')}: name: 101 characters; at most 100`,
    `facts.csv:${at(facts, '2099-12')}: month: 2099-12 is after the current month ${month}`,
    `facts.csv:${at(facts, '2016-12')}: month: 2016-12 is before 2017-01, the first month of the data (its figures could never be shown)`,
    `facts.csv:${at(facts, '18446744073709551615')}: sales: "18446744073709551615" is larger than 1000000000000, the most one item sells in a month here`,
    `facts.csv:${at(facts, '+5')}: sales: "+5" is not written as a plain integer: digits only, without a sign, spaces, a decimal point, an exponent or separators`,
    `facts.csv:${at(facts, '4294967295')}: volume: "4294967295" is larger than 1000000000, the most pieces one item sells in a month here`,
    `items.csv:${at(items, '100000000')}: price: "100000000" is larger than 99999999.99, the largest price stored`,
    `items.csv:${at(items, title.slice(0, 4))}: title: 1000000 characters; at most 300`,
    `items.csv:${at(items, '1.234')}: price: "1.234" has more than 2 decimals`,
    `items.csv:${at(items, '-1')}: price: "-1" is negative`,
    `social.csv:${at(social, '2099-12')}: month: 2099-12 is after the current month ${month}`,
    `social.csv:${at(social, '18446744073709551615')}: volume: "18446744073709551615" is larger than 1000000000000, the most mentions of a word in a month here`,
  ])
})

test('rankings are never wiped: sales past 2⁶³ and sums past what the rankings add exactly are refused, the ranking kept (rankings wiped)', async () => {
  // two facts of 2⁶³ in a month that later months take as their growth base
  const huge =
    'platform,item_id,month,sales,volume\nall,990000001,2023-01,9223372036854775808,1\nall,990000002,2023-01,9223372036854775808,1\n'
  const items = fs.readFileSync(path.join(FIXTURES, 'import-ok', 'items.csv'), 'utf8')
  const categories = fs.readFileSync(path.join(FIXTURES, 'import-ok', 'categories.csv'), 'utf8')
  const a = await importer(folder('huge-sales', { 'categories.csv': categories, 'items.csv': items, 'facts.csv': huge }))
  expect(a.code).toBe(1)
  expectOwnWords(a.output)
  expect(refusals(a.output)).toEqual([
    `facts.csv:2:23: sales: "9223372036854775808" is larger than 1000000000000, the most one item sells in a month here`,
    `facts.csv:3:23: sales: "9223372036854775808" is larger than 1000000000000, the most one item sells in a month here`,
  ])

  // each fact within bounds, together past 2⁵²: the ranking's integer growth formula would overflow
  let many = 'platform,item_id,month,sales,volume\n'
  for (let i = 0; i < 100; i++) {
    for (let m = 0; m < 46; m++)
      many += `all,${880100000 + i},${2021 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')},1000000000000,1\n`
  }
  let manyItems = 'platform,item_id,category_id,title\n'
  for (let i = 0; i < 100; i++) manyItems += `all,${880100000 + i},990002,冻干 ${i}\n`
  const b = await importer(folder('many-sales', { 'categories.csv': categories, 'items.csv': manyItems, 'facts.csv': many }))
  expect(b.code).toBe(1)
  expectOwnWords(b.output)
  expect(refusals(b.output)).toEqual([
    expect.stringMatching(
      /^facts\.csv:2:\d+: sales: with this file the store's sales would add up to \d+, past 4503599627370496 \(2\^52\), the most the rankings add up exactly$/,
    ),
  ])
  // after every refusal since the malformed files: the store exactly as it was, its ranking (rank rows) kept
  expect(await checksum()).toEqual(beforeRefusals)
})

test('a failed apply leaves the store as it was, and the fixed folder then imports (half-written store)', async () => {
  const before = await checksum()
  // a category id past 2³¹ (followed below, in the server's test), as Amazon's browse nodes are
  const categories = 'platform,category_id,parent_id,name\nall,3000000020,0,Half\n'
  const facts = 'platform,item_id,month,sales,volume\nall,880000020,2024-01,100,1\n'
  const items = (price: string) => `platform,item_id,category_id,brand,title,price\nall,880000020,3000000020,HalfBrand,half,${price}\n`
  // a price past the column's range (Decimal(12, 2)) used to fail the apply after the category and brand were written
  const bad = await importer(
    folder('half-bad', { 'categories.csv': categories, 'items.csv': items('100000000000000000000'), 'facts.csv': facts }),
  )
  expect(bad.code).toBe(1)
  expectOwnWords(bad.output)
  expect(refusals(bad.output)).toEqual([
    `items.csv:2:${'all,880000020,3000000020,HalfBrand,half,'.length + 1}: price: "100000000000000000000" is larger than 99999999.99, the largest price stored`,
  ])
  expect(await checksum()).toEqual(before)

  // an apply that fails after the category and brand tables are built (test-only fault point): nothing of it is left
  const good = folder('half-good', { 'categories.csv': categories, 'items.csv': items('99.50'), 'facts.csv': facts })
  const failed = await run(
    [path.join(REPO_ROOT, 'server', 'import', 'cli.ts'), good],
    { ...store.env, GR_IMPORT_FAULT: 'fail:build:items' },
    200_000,
  )
  expect(failed.code).toBe(2)
  expect(failed.output).toContain('import failed while building items (test fault); the store is unchanged')
  expect(failed.output).not.toMatch(/DB::Exception|\n\s+at /)
  expect(await checksum()).toEqual(before)

  const fixed = await importer(good)
  expect(fixed.code).toBe(0)
  const after = await checksum()
  expect(after.itemRows).toBe(before.itemRows + 1)
  expect(after.factRows).toBe(before.factRows + 1)
})

test('a good folder loads: counts and checksum change, and a server shows the data', async () => {
  const before = await checksum()
  const started = Date.now()
  const out = await importer(path.join(FIXTURES, 'import-ok'))
  expect(out.output).toMatch(/imported categories\.csv 3, facts\.csv 108, items\.csv 6, social\.csv 13/)
  expect(out.code).toBe(0)
  console.log(
    `import of the fixture folder: ${((Date.now() - started) / 1000).toFixed(1)} s (${/in [\d.]+ s \(ranking refresh [\d.]+ s\)/.exec(out.output)?.[0]})`,
  )
  const after = await checksum()
  expect(after.factRows).toBe(before.factRows + 108)
  expect(after.itemRows).toBe(before.itemRows + 6)
  expect(after.checksum).not.toBe(before.checksum)
  // importing the same folder again is refused: its rows are now in the store
  const again = await importer(path.join(FIXTURES, 'import-ok'))
  expect(again.code).toBe(1)
  expect(again.output).toContain('categories.csv:2:5: category_id: 990001 already exists on all')

  const server = await store.serve()
  const base = server.baseUrl
  const login = await fetch(`${base}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'analyst@growthradar.demo', password: 'demo2026' }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const get = async <T>(p: string, body?: unknown) => {
    const res = await fetch(base + p, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-api-key': token, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
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

  // a category imported with an id past 2³¹ (the half-written store's test) can be followed
  expect(
    await get<{ monitor_flag: number }>('/api/marked', { category_id: 3000000020, func: 'add', word: 'half', platform: 'all' }),
  ).toEqual({ monitor_flag: 1 })

  const social = await get<SocialRanking>(`/api/social?social_plat=xhs&ts=2025-06&word=${encodeURIComponent('猫咪冻干')}`)
  expect(social.rows[0]).toMatchObject({ word: '猫咪冻干', volume: 20000, volume_base: 2000, yoy: 900 })

  // while the server holds the folder, the importer refuses to run
  const locked = await importer(path.join(FIXTURES, 'import-ok'))
  expect(locked.code).toBe(2)
  expect(locked.output).toContain('stop the server')
})
