// The pieces validation rules are written with: each rule is one SQL expression over a staging row
// `s` that is '' when the row keeps it, else the reason in the importer's words (validate.ts).
import { STAGE_DB, type ImportKind } from './shapes'

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

export interface Rule {
  /** the column whose place is reported */
  field: string
  /** SQL (String) on the staging row `s`: '' when the row keeps the rule, else the reason */
  check: string
}

export const list = (xs: readonly string[]) => `(${xs.map((x) => `'${x}'`).join(', ')})`
export const S = (kind: ImportKind) => `${STAGE_DB}.s_${kind}`
/** a value in a message: quoted, cut at 40 characters */
export const shown = (col: string) => `concat('"', substringUTF8(s.${col}, 1, 40), if(lengthUTF8(s.${col}) > 40, '…', ''), '"')`
/** SQL string literal */
export const lit = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
export const monthDate = `toDate(concat(s.month, '-01'))`
/** a rule from a condition and its message */
export const when = (field: string, cond: string, message: string): Rule => ({ field, check: `if(${cond}, ${message}, '')` })

/**
 * An integer column written canonically: digits only, no sign, no leading zero (`09900002` and
 * `9900002` were two keys of one id), from `min` up to `max`. `why` says where the bound comes from.
 */
export function integer(col: string, min: 0 | 1, max: bigint, why: string): Rule {
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
export const isInteger = (col: string, max: bigint) => `(match(s.${col}, '^(0|[1-9][0-9]{0,37})$') AND toUInt128OrZero(s.${col}) <= ${max})`
export const CATEGORY_WHY = 'the largest id a JSON number carries exactly (2^53 - 1)'
export const ITEM_WHY = 'the largest 64-bit id every store holds (2^63 - 1)'

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
export function text(col: string, max: number, required: boolean): Rule {
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
export function month(tsMin: string, current: string): Rule {
  return {
    field: 'month',
    check: `multiIf(
      NOT match(s.month, '^[0-9]{4}-(0[1-9]|1[0-2])$'), concat('month: ', ${shown('month')}, ' is not a month written YYYY-MM'),
      s.month < '${tsMin}', concat('month: ', s.month, ' is before ${tsMin}, the first month of the data (its figures could never be shown)'),
      s.month > '${current}', concat('month: ', s.month, ' is after the current month ${current}'),
      '')`,
  }
}
export const isMonth = `match(s.month, '^[0-9]{4}-(0[1-9]|1[0-2])$')`

/** A price in yuan (or US $): digits with at most two decimals, up to MAX_PRICE; optional. */
export const price: Rule = {
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

/** The key `key` (SQL over s) is given twice in the file: reported at `field` of each row. */
export const dup = (field: string, key: string, what: string): Rule =>
  when(field, `count() OVER (PARTITION BY ${key}) > 1`, `'${what}: appears more than once in the file'`)
