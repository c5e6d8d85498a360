// The importer (npm run import -- <folder>) against a temporary DATA_DIR of this file's own: a
// folder with bad rows or unreadable files is refused at file:line:column in the importer's own
// words and leaves the store exactly as it was; an apply that fails half-way leaves nothing of
// itself; a good folder loads, and a server started on the folder then shows the data; a running
// server's lock refuses imports.
//
// The refusals run inside this process (import-store.ts), one table row each, printed as the
// command prints them; three runs of the command itself prove its wiring: a refused folder (exit
// code 1 and the printed refusal), a good folder, and the refusal while a server holds the folder.
import fs from 'node:fs'
import path from 'node:path'
import { currentMonthShanghai } from '../../src/domain/months'
import type { CategoryName, CategoryTree, ConceptRanking, SocialRanking } from '../../types'
import type { Checksum } from '../dataset/checksum'
import { at, importStore, refusals } from './import-store'

jest.setTimeout(240_000)

const FIXTURES = path.join(__dirname, 'fixtures')
const store = importStore('gr-import-')
const { folder } = store

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

/** A copy of a fixture folder with every CSV file written as Parquet, with the column types the engine infers (integers as Int64, months as text), as a user's export would be. */
async function asParquet(fixture: string, name: string): Promise<string> {
  const from = path.join(FIXTURES, fixture)
  const to = folder(name, {})
  const analytics = await store.analytics()
  for (const csv of fs.readdirSync(from).filter((f) => f.endsWith('.csv'))) {
    const target = path.join(to, csv.replace(/\.csv$/, '.parquet'))
    await analytics.exec(`INSERT INTO FUNCTION file('${target}', 'Parquet') SELECT * FROM file('${path.join(from, csv)}', 'CSVWithNames')`)
  }
  return to
}

const current = currentMonthShanghai()
const ok = (file: string) => fs.readFileSync(path.join(FIXTURES, 'import-ok', file), 'utf8')

// the files of the cases below, where a line's expectation points into them
const unbalanced = 'word,social_plat,month,volume\n猫咪冻干,xhs,2024-06,2000\n"猫咪冻干,xhs,2024-07,2000\n'
const multiLine = 'word,social_plat,month,volume\n"猫咪\n冻干",xhs,2024-06,2000\n猫咪冻干,xhs,2024-07,-5\n\n\n'
const ids = {
  categories:
    'platform,category_id,parent_id,name\nall,9007199254740993,0,Big\nall,09900002,0,Zero\nall,880001,0,Fine\nall,880002,+880001,Signed parent\n',
  items:
    'platform,item_id,category_id,title\nall,9223372036854775808,880001,t1\nall,0880000001,880001,t2\nall,880000001,9007199254740993,t3\n',
  facts: 'platform,item_id,month,sales,volume\nall,0880000001,2024-01,1,1\nall,880000001,2024-01,1,1\n',
}
const title = '冻干'.repeat(500_000)
const values = {
  items: `platform,item_id,category_id,title,price\nall,880000011,880010,ok,100000000\nall,880000012,880010,${title},1\nall,880000013,880010,ok,1.234\nall,880000014,880010,ok,-1\n`,
  facts:
    'platform,item_id,month,sales,volume\nall,880000011,2099-12,1,1\nall,880000011,2016-12,1,1\nall,880000011,2024-01,18446744073709551615,1\nall,880000011,2024-02,+5,1\nall,880000011,2024-03,1,4294967295\n',
  social: 'word,social_plat,month,volume\n猫咪冻干,xhs,2099-12,1\n猫咪冻干,xhs,2024-01,18446744073709551615\n',
  categories: `platform,category_id,parent_id,name,name_en\nall,880010,0,Values,Values\nall,880011,880010,${'猫'.repeat(101)},x\n`,
}
// each fact within bounds, together past 2⁵²: the ranking's integer growth formula would overflow
let manySales = 'platform,item_id,month,sales,volume\n'
for (let i = 0; i < 100; i++) {
  for (let m = 0; m < 46; m++)
    manySales += `all,${880100000 + i},${2021 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')},1000000000000,1\n`
}
let manyItems = 'platform,item_id,category_id,title\n'
for (let i = 0; i < 100; i++) manyItems += `all,${880100000 + i},990002,冻干 ${i}\n`
// a category id past 2³¹ (followed below, on the server), as Amazon's browse nodes are
const half = {
  categories: 'platform,category_id,parent_id,name\nall,3000000020,0,Half\n',
  facts: 'platform,item_id,month,sales,volume\nall,880000020,2024-01,100,1\n',
  items: (price: string) => `platform,item_id,category_id,brand,title,price\nall,880000020,3000000020,HalfBrand,half,${price}\n`,
}

interface Refused {
  name: string
  /** the folder: its files (name → content), or how it is made */
  files: Record<string, string | Buffer> | (() => Promise<string>)
  /** every refusal line, in the order printed; a RegExp matches a line */
  lines: (string | RegExp)[]
  /** what the report's first line says */
  rejected?: string
}

const REFUSED: Refused[] = [
  {
    name: 'the bad row of import-bad as Parquet: reported by its row number and column position',
    files: async () => {
      const dir = await asParquet('import-bad', 'import-bad-parquet')
      expect(fs.readdirSync(dir).sort()).toEqual(['categories.parquet', 'facts.parquet', 'items.parquet', 'social.parquet'])
      return dir
    },
    // CSV line 4 (after the header) is Parquet row 3; volume is the file's fifth column
    lines: [/^facts\.parquet:3:5: volume: "-3" is not a non-negative integer/],
    rejected: '1 row rejected',
  },
  {
    name: 'missing columns, before anything is read',
    files: { 'social.csv': 'word,platform,month\n冻干,xhs,2025-01\n' },
    lines: [/^social\.csv:1:1: missing columns social_plat, volume/],
  },
  {
    name: 'an unknown file, before anything is read',
    files: { 'social.csv': 'word,platform,month\n冻干,xhs,2025-01\n', 'sales.csv': 'a\n1\n' },
    lines: [/^sales\.csv:1:1: unknown file/, /^social\.csv:1:1: missing columns social_plat, volume/],
  },
  {
    name: 'malformed CSV: no rows, an extra field, a blank line, a quote never closed',
    files: {
      'categories.csv': 'platform,category_id,parent_id,name\n',
      'items.csv': 'platform,item_id,category_id,title\nall,770000001,990002,x\n\nall,770000002,990002,y\n',
      'facts.csv': 'platform,item_id,month,sales,volume\nall,990000001,2024-01,1,1,9\n',
      'social.csv': unbalanced,
    },
    lines: [
      /^categories\.csv:2:1: no rows after the header/,
      /^facts\.csv:2:27: an extra field: the header names 5 columns, this row has 6/,
      /^items\.csv:3:1: a blank line between rows/,
      `social.csv:${at(unbalanced, '"')}: the quoted field that starts here is never closed: its closing double quote is missing`,
    ],
  },
  {
    name: 'malformed files: empty, a field short, not Parquet inside, a stray quote',
    files: {
      'categories.csv': '',
      'items.parquet': Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(64, 7), Buffer.from('PAR1')]),
      'facts.csv': 'platform,item_id,month,sales,volume\nall,990000001,2024-01,5\n',
      'social.csv': 'word,social_plat,month,volume\n猫"咪,xhs,2024-06,1\n',
    },
    lines: [
      /^categories\.csv:1:1: the file is empty: the first line must be the header row naming the columns/,
      /^facts\.csv:2:24: 4 fields where the header names 5 columns: volume is missing/,
      /^items\.parquet:1:1: cannot be read as Parquet/,
      /^social\.csv:2:2: a double quote inside a field that does not start with one/,
    ],
  },
  {
    name: 'a Parquet file cut short',
    files: { 'items.parquet': Buffer.from('PAR1 cut short') },
    lines: [/^items\.parquet:1:1: not a Parquet file/],
  },
  {
    // the rows after a quoted field spanning two lines keep their lines (the word with a line break
    // is refused where it starts); blank lines at the end are ignored, so nothing at lines 5 and 6
    name: 'a quoted field over two lines, blank lines at the end',
    files: { 'social.csv': multiLine },
    lines: [/^social\.csv:2:1: word: /, `social.csv:${at(multiLine, '-5')}: volume: "-5" is not a non-negative integer`],
  },
  {
    // the fine rows (category 880001, item 880000001 and its fact) draw no refusal
    name: 'ids: past 2⁵³ for a category, past 2⁶³ for an item, with a sign or a leading zero',
    files: { 'categories.csv': ids.categories, 'items.csv': ids.items, 'facts.csv': ids.facts },
    lines: [
      `categories.csv:${at(ids.categories, '9007199254740993')}: category_id: "9007199254740993" is larger than 9007199254740991, the largest id a JSON number carries exactly (2^53 - 1)`,
      `categories.csv:${at(ids.categories, '09900002')}: category_id: "09900002" has a leading zero: write 9900002 (with the zero it would be another key than 9900002)`,
      `categories.csv:${at(ids.categories, '+880001')}: parent_id: "+880001" is not written as a plain integer: digits only, without a sign, spaces, a decimal point, an exponent or separators`,
      `facts.csv:${at(ids.facts, '0880000001')}: item_id: "0880000001" has a leading zero: write 880000001 (with the zero it would be another key than 880000001)`,
      `items.csv:${at(ids.items, '9223372036854775808')}: item_id: "9223372036854775808" is larger than 9223372036854775807, the largest 64-bit id every store holds (2^63 - 1)`,
      `items.csv:${at(ids.items, '0880000001')}: item_id: "0880000001" has a leading zero: write 880000001 (with the zero it would be another key than 880000001)`,
      `items.csv:${at(ids.items, '9007199254740993')}: category_id: "9007199254740993" is larger than 9007199254740991, the largest id a JSON number carries exactly (2^53 - 1)`,
    ],
  },
  {
    name: 'values that are not data: a future or too early month, sums past 2⁶³, a price past its column, +5, a 1 MB title',
    files: { 'items.csv': values.items, 'facts.csv': values.facts, 'social.csv': values.social, 'categories.csv': values.categories },
    lines: [
      `categories.csv:${at(values.categories, '猫')}: name: 101 characters; at most 100`,
      `facts.csv:${at(values.facts, '2099-12')}: month: 2099-12 is after the current month ${current}`,
      `facts.csv:${at(values.facts, '2016-12')}: month: 2016-12 is before 2017-01, the first month of the data (its figures could never be shown)`,
      `facts.csv:${at(values.facts, '18446744073709551615')}: sales: "18446744073709551615" is larger than 1000000000000, the most one item sells in a month here`,
      `facts.csv:${at(values.facts, '+5')}: sales: "+5" is not written as a plain integer: digits only, without a sign, spaces, a decimal point, an exponent or separators`,
      `facts.csv:${at(values.facts, '4294967295')}: volume: "4294967295" is larger than 1000000000, the most pieces one item sells in a month here`,
      `items.csv:${at(values.items, '100000000')}: price: "100000000" is larger than 99999999.99, the largest price stored`,
      `items.csv:${at(values.items, title.slice(0, 4))}: title: 1000000 characters; at most 300`,
      `items.csv:${at(values.items, '1.234')}: price: "1.234" has more than 2 decimals`,
      `items.csv:${at(values.items, '-1')}: price: "-1" is negative`,
      `social.csv:${at(values.social, '2099-12')}: month: 2099-12 is after the current month ${current}`,
      `social.csv:${at(values.social, '18446744073709551615')}: volume: "18446744073709551615" is larger than 1000000000000, the most mentions of a word in a month here`,
    ],
  },
  {
    // two facts of 2⁶³ in a month that later months take as their growth base: the ranking is kept, never wiped
    name: 'rankings: sales past 2⁶³',
    files: {
      'categories.csv': ok('categories.csv'),
      'items.csv': ok('items.csv'),
      'facts.csv':
        'platform,item_id,month,sales,volume\nall,990000001,2023-01,9223372036854775808,1\nall,990000002,2023-01,9223372036854775808,1\n',
    },
    lines: [
      `facts.csv:2:23: sales: "9223372036854775808" is larger than 1000000000000, the most one item sells in a month here`,
      `facts.csv:3:23: sales: "9223372036854775808" is larger than 1000000000000, the most one item sells in a month here`,
    ],
  },
  {
    name: 'rankings: sums past what the rankings add exactly (2⁵²)',
    files: { 'categories.csv': ok('categories.csv'), 'items.csv': manyItems, 'facts.csv': manySales },
    lines: [
      /^facts\.csv:2:\d+: sales: with this file the store's sales would add up to \d+, past 4503599627370496 \(2\^52\), the most the rankings add up exactly$/,
    ],
  },
  {
    // such a price used to fail the apply after the category and brand were written
    name: 'a price past its column (Decimal(12, 2)) with a new category and brand',
    files: { 'categories.csv': half.categories, 'items.csv': half.items('100000000000000000000'), 'facts.csv': half.facts },
    lines: [
      `items.csv:2:${'all,880000020,3000000020,HalfBrand,half,'.length + 1}: price: "100000000000000000000" is larger than 99999999.99, the largest price stored`,
    ],
  },
]

describe('imports inside this process', () => {
  let before: Checksum
  beforeAll(async () => {
    before = await store.checksum()
  })

  test.each(REFUSED)('refused, the store exactly as it was: $name', async ({ name, files, lines, rejected }) => {
    const dir = typeof files === 'function' ? await files() : folder(name.replace(/\W+/g, '-'), files)
    const out = await store.importHere(dir)
    expect(out.code).toBe(1)
    expectOwnWords(out.output)
    if (rejected) expect(out.output).toContain(rejected)
    expect(refusals(out.output)).toEqual(lines.map((l) => (typeof l === 'string' ? l : expect.stringMatching(l))))
    // the rows, their rankings (rank rows) and every other table as before
    expect(await store.checksum()).toEqual(before)
  })

  test('a failed apply leaves the store as it was, and the fixed folder then imports (half-written store)', async () => {
    const good = folder('half-good', { 'categories.csv': half.categories, 'items.csv': half.items('99.50'), 'facts.csv': half.facts })
    // an apply that fails after the category and brand tables are built (test-only fault point): nothing of it is left
    process.env.GR_IMPORT_FAULT = 'fail:build:items'
    const failed = await store.importHere(good).finally(() => delete process.env.GR_IMPORT_FAULT)
    expect(failed.code).toBe(2)
    expect(failed.output).toContain('import failed while building items (test fault); the store is unchanged')
    expect(failed.output).not.toMatch(/DB::Exception|\n\s+at /)
    expect(await store.checksum()).toEqual(before)

    const fixed = await store.importHere(good)
    expect(fixed.code).toBe(0)
    const after = await store.checksum()
    expect(after.itemRows).toBe(before.itemRows + 1)
    expect(after.factRows).toBe(before.factRows + 1)
  })
})

describe('the importer command', () => {
  test('a folder with one bad row is refused with file and line (exit code 1), and the store is exactly as it was', async () => {
    const before = await store.checksum()
    const out = await store.importer(path.join(FIXTURES, 'import-bad'))
    expect(out.code).toBe(1)
    expectOwnWords(out.output)
    expect(out.output).toContain('import refused: 1 row rejected; the store is unchanged')
    expect(refusals(out.output)).toEqual(['facts.csv:4:29: volume: "-3" is not a non-negative integer'])
    expect(await store.checksum()).toEqual(before)
  })

  test('a good folder loads: counts and checksum change, and a server shows the data; meanwhile the importer refuses to run', async () => {
    const before = await store.checksum()
    const started = Date.now()
    const out = await store.importer(path.join(FIXTURES, 'import-ok'))
    expect(out.output).toMatch(/imported categories\.csv 3, facts\.csv 108, items\.csv 6, social\.csv 13/)
    expect(out.code).toBe(0)
    console.log(
      `import of the fixture folder: ${((Date.now() - started) / 1000).toFixed(1)} s (${/in [\d.]+ s \(ranking refresh [\d.]+ s\)/.exec(out.output)?.[0]})`,
    )
    const after = await store.checksum()
    expect(after.factRows).toBe(before.factRows + 108)
    expect(after.itemRows).toBe(before.itemRows + 6)
    expect(after.checksum).not.toBe(before.checksum)
    // importing the same folder again is refused: its rows are now in the store
    const again = await store.importHere(path.join(FIXTURES, 'import-ok'))
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
    const locked = await store.importer(path.join(FIXTURES, 'import-ok'))
    expect(locked.code).toBe(2)
    expect(locked.output).toContain('stop the server')
  })
})
