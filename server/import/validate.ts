// Every staged row checked in SQL against the rules of its file (types, ranges, months, ids that
// exist, parents, references between files and to the store, duplicates). Each broken rule of a
// row is one rejection: file, line, column and what is wrong. Nothing is written to the store
// before every row of every file has passed.
import { DB, num, type Analytics } from '../analytics/client'
import { SOCIAL, SOURCES, STAGE_DB, type ImportKind, type Rejection } from './shapes'
import { stagePosition, type StagedFile } from './stage'

/**
 * Category ids travel to clients as JSON numbers and are followed (accounts' follows.category_id,
 * bigint) and checked against permission lists as numbers: exact up to 2⁵³ - 1 (Amazon's browse
 * nodes pass 2³², far below). A larger id was rounded by JavaScript and its items silently dropped.
 */
export const MAX_CATEGORY_ID = BigInt(Number.MAX_SAFE_INTEGER)
/**
 * Item ids are carried as decimal text (Douyin's have 19 digits, past 2⁵³), stored as UInt64;
 * bounded by the largest signed 64-bit integer so that every store and column (PostgreSQL bigint,
 * Int64 arithmetic) holds them.
 */
export const MAX_ITEM_ID = 2n ** 63n - 1n

interface Rule {
  /** the column whose place is reported */
  field: string
  /** SQL (String) on the staging row `s`: '' when the row keeps the rule, else the reason */
  check: string
}

const list = (xs: readonly string[]) => `(${xs.map((x) => `'${x}'`).join(', ')})`
const S = (kind: ImportKind) => `${STAGE_DB}.s_${kind}`
/** a value in a message: quoted, cut at 40 characters */
const shown = (col: string) => `concat('"', substringUTF8(s.${col}, 1, 40), if(lengthUTF8(s.${col}) > 40, '…', ''), '"')`
/** SQL string literal */
const lit = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const monthDate = `toDate(concat(s.month, '-01'))`
/** a rule from a condition and its message */
const when = (field: string, cond: string, message: string): Rule => ({ field, check: `if(${cond}, ${message}, '')` })

/**
 * An integer column written canonically: digits only, no sign, no leading zero (`09900002` and
 * `9900002` were two keys of one id), from `min` up to `max`. `why` says where the bound comes from.
 */
function integer(col: string, min: 0 | 1, max: bigint, why: string): Rule {
  const c = `s.${col}`
  const plain = "'is not written as a plain integer: digits only, without a sign, spaces, a decimal point, an exponent or separators'"
  return {
    field: col,
    check: `multiIf(
      ${c} = '', '${col}: empty',
      match(${c}, '^-[0-9]+$'), concat('${col}: ', ${shown(col)}, ' is not a ${min ? 'positive' : 'non-negative'} integer'),
      NOT match(${c}, '^[0-9]+$'), concat('${col}: ', ${shown(col)}, ' ', ${plain}),
      match(${c}, '^0[0-9]') AND length(${c}) <= 38,
        concat('${col}: ', ${shown(col)}, ' has a leading zero: write ', toString(toUInt128OrZero(${c})), ' (with the zero it would be another key than ', toString(toUInt128OrZero(${c})), ')'),
      length(${c}) > 38 OR toUInt128OrZero(${c}) > ${max}, concat('${col}: ', ${shown(col)}, ' is larger than ${max}, ', ${lit(why)}),
      ${min} = 1 AND ${c} = '0', '${col}: 0 is not an id (ids start at 1)',
      '')`,
  }
}
/** SQL: the column holds an integer that integer() accepts (so it may be compared with the store) */
const isInteger = (col: string, max: bigint) => `(match(s.${col}, '^(0|[1-9][0-9]{0,37})$') AND toUInt128OrZero(s.${col}) <= ${max})`
const CATEGORY_WHY = 'the largest id a JSON number carries exactly (2^53 - 1)'
const ITEM_WHY = 'the largest 64-bit id every store holds (2^63 - 1)'

/**
 * Bounds of one row's figures. Far beyond any real item (a trillion yuan in a month is about a
 * month of all of Taobao), they keep sums of a category, a word and three months far from where
 * UInt64 sums wrap (sales of 18446744073709551615 showed as 1.8e19 and -100 % a year later) and
 * from Int64 in the ranking's growth formula; the store's totals are checked as well (validateTotals).
 */
export const MAX_SALES = 1_000_000_000_000n
/** volume is UInt32 in the store */
export const MAX_VOLUME = 1_000_000_000n
export const MAX_SOCIAL_VOLUME = 1_000_000_000_000n
/** price is Decimal(12, 2) in the store: a larger price was stored past the declared column or failed the apply */
export const MAX_PRICE = '99999999.99'
/** Text bounds, in characters: a title or name longer than these is not one (a 1 MB title was accepted). */
export const MAX_TITLE = 300
export const MAX_NAME = 100

/**
 * A text column: not empty when required, valid UTF-8 (a Parquet file can hold any bytes), at most
 * `max` characters, no line break, tab or other control character (a title or name is one line).
 */
function text(col: string, max: number, required: boolean): Rule {
  const c = `s.${col}`
  return {
    field: col,
    check: `multiIf(
      ${c} = '', ${required ? `'${col}: empty'` : "''"},
      NOT isValidUTF8(${c}), '${col}: is not UTF-8 text',
      lengthUTF8(${c}) > ${max}, concat('${col}: ', toString(lengthUTF8(${c})), ' characters; at most ${max}'),
      match(${c}, '[[:cntrl:]]'), '${col}: holds a line break, a tab or another control character',
      '')`,
  }
}

/** A month: YYYY-MM from the data's first month (earlier ones were stored but never shown) to the current one (2099-12 became every platform's latest month). */
function month(tsMin: string, current: string): Rule {
  return {
    field: 'month',
    check: `multiIf(
      NOT match(s.month, '^[0-9]{4}-(0[1-9]|1[0-2])$'), concat('month: ', ${shown('month')}, ' is not a month written YYYY-MM'),
      s.month < '${tsMin}', concat('month: ', s.month, ' is before ${tsMin}, the first month of the data (its figures could never be shown)'),
      s.month > '${current}', concat('month: ', s.month, ' is after the current month ${current}'),
      '')`,
  }
}
const isMonth = `match(s.month, '^[0-9]{4}-(0[1-9]|1[0-2])$')`

/** A price in yuan (or US $): digits with at most two decimals, up to MAX_PRICE; optional. */
const price: Rule = {
  field: 'price',
  check: `multiIf(
    s.price = '', '',
    match(s.price, '^-[0-9]'), concat('price: ', ${shown('price')}, ' is negative'),
    NOT match(s.price, '^[0-9]+([.][0-9]+)?$'), concat('price: ', ${shown('price')}, ' is not a price: digits with an optional decimal point'),
    match(s.price, '[.][0-9]{3,}$'), concat('price: ', ${shown('price')}, ' has more than 2 decimals'),
    length(replaceRegexpOne(splitByChar('.', s.price)[1], '^0+', '')) > ${MAX_PRICE.indexOf('.')},
      concat('price: ', ${shown('price')}, ' is larger than ${MAX_PRICE}, the largest price stored'),
    '')`,
}

/** Months the data may hold: from its first month to the current one. */
export interface MonthBounds {
  tsMin: string
  current: string
}

function rules(kind: ImportKind, staged: Set<ImportKind>, months: MonthBounds): Rule[] {
  const has = (k: ImportKind) => staged.has(k)
  const platform = when('platform', `s.platform NOT IN ${list(SOURCES)}`, `concat('platform: ', ${shown('platform')}, ' is not one of ${SOURCES.join(', ')}')`)
  const dup = (field: string, key: string, what: string) => when(field, `count() OVER (PARTITION BY ${key}) > 1`, `'${what}: appears more than once in the file'`)
  // a category known on the row's platform: in the store, or (when given) in categories (ids are
  // canonical text once integer() passes, so the same id is the same text)
  const knownCategory = (col: string) => `((s.platform, toUInt64OrZero(s.${col})) IN (SELECT platform, category_id FROM ${DB}.categories)` +
    (has('categories') ? ` OR (s.platform, s.${col}) IN (SELECT platform, category_id FROM ${S('categories')})` : '') + ')'
  const categoryId = isInteger('category_id', MAX_CATEGORY_ID)
  const itemId = isInteger('item_id', MAX_ITEM_ID)
  switch (kind) {
    case 'categories':
      return [
        platform,
        integer('category_id', 1, MAX_CATEGORY_ID, CATEGORY_WHY),
        integer('parent_id', 0, MAX_CATEGORY_ID, `${CATEGORY_WHY}; 0 for a root`),
        text('name', MAX_NAME, true),
        text('name_en', MAX_NAME, false),
        dup('category_id', 's.platform, s.category_id', 'category_id'),
        when('category_id', `${categoryId} AND (s.platform, toUInt64OrZero(s.category_id)) IN (SELECT platform, category_id FROM ${DB}.categories)`,
          `concat('category_id: ', s.category_id, ' already exists on ', s.platform)`),
        when('parent_id', `${isInteger('parent_id', MAX_CATEGORY_ID)} AND s.parent_id != '0' AND NOT ${knownCategory('parent_id')}`,
          `concat('parent_id: no category ', s.parent_id, ' on ', s.platform)`),
      ]
    case 'items':
      return [
        platform,
        integer('item_id', 1, MAX_ITEM_ID, ITEM_WHY),
        dup('item_id', 's.platform, s.item_id', 'item_id'),
        when('item_id', `${itemId} AND (s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)`,
          `concat('item_id: ', s.item_id, ' already exists on ', s.platform)`),
        integer('category_id', 1, MAX_CATEGORY_ID, CATEGORY_WHY),
        when('category_id', `${categoryId} AND NOT ${knownCategory('category_id')}`, `concat('category_id: no category ', s.category_id, ' on ', s.platform)`),
        text('title', MAX_TITLE, true),
        text('brand', MAX_NAME, false),
        price,
      ]
    case 'facts':
      return [
        platform,
        integer('item_id', 1, MAX_ITEM_ID, ITEM_WHY),
        when('item_id', `${itemId} AND NOT ((s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)` +
            (has('items') ? ` OR (s.platform, s.item_id) IN (SELECT platform, item_id FROM ${S('items')})` : '') + ')',
          `concat('item_id: no item ', s.item_id, ' on ', s.platform)`),
        month(months.tsMin, months.current),
        integer('sales', 0, MAX_SALES, 'the most one item sells in a month here'),
        integer('volume', 0, MAX_VOLUME, 'the most pieces one item sells in a month here'),
        dup('month', 's.platform, s.item_id, s.month', 'month'),
        when('month', `${isMonth} AND ${itemId} AND (s.platform, toUInt64OrZero(s.item_id), ${monthDate}) IN (SELECT platform, item_id, month FROM ${DB}.facts)`,
          `concat('month: item ', s.item_id, ' already has ', s.month, ' in the store')`),
      ]
    case 'social':
      return [
        when('social_plat', `s.social_plat NOT IN ${list(SOCIAL)}`, `concat('social_plat: ', ${shown('social_plat')}, ' is not one of ${SOCIAL.join(', ')}')`),
        text('word', MAX_NAME, true),
        month(months.tsMin, months.current),
        integer('volume', 0, MAX_SOCIAL_VOLUME, 'the most mentions of a word in a month here'),
        dup('month', 's.word, s.social_plat, s.month', 'month'),
        when('month', `${isMonth} AND (s.word, s.social_plat, ${monthDate}) IN (SELECT word, social_plat, month FROM ${DB}.social)`,
          `concat('month: ', s.word, ' on ', s.social_plat, ' already has ', s.month, ' in the store')`),
      ]
  }
}

/** Rejections of every staged file, by file then line and column; `limit` caps what is returned, total counts all. */
export async function validate(store: Analytics, files: StagedFile[], months: MonthBounds, limit = 200): Promise<{ total: number; rejections: Rejection[] }> {
  const staged = new Set(files.map((f) => f.kind))
  const parts: string[] = []
  for (const f of files) {
    for (const r of rules(f.kind, staged, months)) {
      const at = stagePosition(r.field)
      // the check may hold a window function (duplicates), which WHERE cannot see: filter outside
      parts.push(`SELECT '${f.name}' AS file, line, col, msg FROM (
        SELECT ${at.line} AS line, ${at.column} AS col, ${r.check} AS msg FROM ${S(f.kind)} AS s) WHERE msg != ''`)
    }
  }
  if (!parts.length) return { total: 0, rejections: [] }
  const rows = await store.rows<{ file: string; line: unknown; col: unknown; msg: string; total: unknown }>(
    `SELECT file, line, col, msg, count() OVER () AS total FROM (${parts.join(' UNION ALL ')}) ORDER BY file, line, col, msg LIMIT ${limit}`)
  return { total: rows.length ? num(rows[0].total) : 0, rejections: rows.map((r) => ({ file: r.file, line: num(r.line), column: num(r.col), message: r.msg })) }
}

/**
 * The largest total of sales (or volumes) the store may hold. The ranking's growth is integer
 * arithmetic on Int64, diff × 2000 + base with diff and base at most the total: below 2⁶³ while
 * the total stays below 2⁵² (two facts of 2⁶³ wrapped a UInt64 sum to 0 and the refresh failed
 * with "Division by zero"; sums short of that overflowed the formula, about -40 % for a rise).
 * Below 2⁵² every sum is also exact as a JavaScript number. Real data stays far below: all of
 * Taobao for ten years is about 10¹⁴ yuan.
 */
export const MAX_TOTAL = 2n ** 52n

/** Sums the rows of every file would bring the store to, checked once every row has passed. */
export async function validateTotals(store: Analytics, files: StagedFile[]): Promise<Rejection[]> {
  const checks: { kind: ImportKind; col: string; store: string; what: string; who: string }[] = [
    { kind: 'facts', col: 'sales', store: `${DB}.facts`, what: 'sales', who: 'the rankings' },
    { kind: 'facts', col: 'volume', store: `${DB}.facts`, what: 'volumes', who: 'the app' },
    { kind: 'social', col: 'volume', store: `${DB}.social`, what: 'social volumes', who: 'the app' },
  ]
  const out: Rejection[] = []
  for (const c of checks) {
    const f = files.find((x) => x.kind === c.kind)
    if (!f) continue
    const [row] = await store.rows<{ total: unknown }>(`SELECT toString(
        (SELECT toUInt128(sum(${c.col})) FROM ${c.store}) + (SELECT sum(toUInt128OrZero(${c.col})) FROM ${S(c.kind)})) AS total`)
    const total = BigInt(String(row?.total ?? '0'))
    if (total <= MAX_TOTAL) continue
    // reported at the file's largest figure, the likeliest mistake
    const at = stagePosition(c.col)
    const [big] = await store.rows<{ line: unknown; col: unknown }>(
      `SELECT ${at.line} AS line, ${at.column} AS col FROM ${S(c.kind)} AS s ORDER BY toUInt128OrZero(s.${c.col}) DESC, line LIMIT 1`)
    out.push({ file: f.name, line: num(big?.line), column: num(big?.col),
      message: `${c.col}: with this file the store's ${c.what} would add up to ${total}, past ${MAX_TOTAL} (2^52), the most ${c.who} add up exactly` })
  }
  return out
}
