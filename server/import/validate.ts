// Every staged row checked in SQL against the rules of its file (types, months, ids that exist,
// parents, references between files and to the store, non-negative numbers, duplicates). Each
// broken rule of a row is one rejection: file, line, column and what is wrong.
import { DB, num, type Analytics } from '../analytics/client'
import { SOCIAL, SOURCES, STAGE_DB, type ImportKind, type Rejection } from './shapes'
import { stagePosition, type StagedFile } from './stage'

interface Rule {
  /** the column whose place is reported */
  field: string
  /** SQL (String) on the staging row `s`: '' when the row keeps the rule, else the reason */
  check: string
}

const list = (xs: readonly string[]) => `(${xs.map((x) => `'${x}'`).join(', ')})`
const S = (kind: ImportKind) => `${STAGE_DB}.s_${kind}`
const shown = (col: string) => `concat('"', substring(s.${col}, 1, 40), '"')`
const notUInt = (col: string) => `(toUInt64OrNull(s.${col}) IS NULL)`
const MONTH = `(NOT match(s.month, '^(19|20)\\\\d\\\\d-(0[1-9]|1[0-2])$'))`
const monthDate = `toDate(concat(s.month, '-01'))`
/** a rule from a condition and its message */
const when = (field: string, cond: string, message: string): Rule => ({ field, check: `if(${cond}, ${message}, '')` })

function rules(kind: ImportKind, staged: Set<ImportKind>): Rule[] {
  const has = (k: ImportKind) => staged.has(k)
  const platform = when('platform', `s.platform NOT IN ${list(SOURCES)}`, `concat('platform: ', ${shown('platform')}, ' is not one of ${SOURCES.join(', ')}')`)
  const dup = (field: string, key: string, what: string) => when(field, `count() OVER (PARTITION BY ${key}) > 1`, `'${what}: appears more than once in the file'`)
  // a category known on the row's platform: in the store, or (when given) in categories
  const knownCategory = (col: string) => `((s.platform, toUInt64OrZero(s.${col})) IN (SELECT platform, category_id FROM ${DB}.categories)` +
    (has('categories') ? ` OR (s.platform, s.${col}) IN (SELECT platform, category_id FROM ${S('categories')})` : '') + ')'
  switch (kind) {
    case 'categories':
      return [
        platform,
        when('category_id', `${notUInt('category_id')} OR toUInt64OrZero(s.category_id) = 0`, `concat('category_id: ', ${shown('category_id')}, ' is not a positive integer')`),
        // ids travel to clients as JSON numbers, exact up to 2⁵³ - 1 (Amazon's pass 2³², far below)
        when('category_id', `toUInt64OrZero(s.category_id) > ${Number.MAX_SAFE_INTEGER}`, `concat('category_id: ', ${shown('category_id')}, ' is larger than ${Number.MAX_SAFE_INTEGER}')`),
        when('parent_id', notUInt('parent_id'), `concat('parent_id: ', ${shown('parent_id')}, ' is not an integer (0 for a root)')`),
        when('name', `s.name = ''`, `'name: empty'`),
        dup('category_id', 's.platform, s.category_id', 'category_id'),
        when('category_id', `(s.platform, toUInt64OrZero(s.category_id)) IN (SELECT platform, category_id FROM ${DB}.categories)`, `concat('category_id: ', s.category_id, ' already exists on ', s.platform)`),
        when('parent_id', `toUInt64OrZero(s.parent_id) != 0 AND NOT ${knownCategory('parent_id')}`, `concat('parent_id: no category ', s.parent_id, ' on ', s.platform)`),
      ]
    case 'items':
      return [
        platform,
        when('item_id', `${notUInt('item_id')} OR toUInt64OrZero(s.item_id) = 0`, `concat('item_id: ', ${shown('item_id')}, ' is not a positive integer')`),
        dup('item_id', 's.platform, s.item_id', 'item_id'),
        when('item_id', `(s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)`, `concat('item_id: ', s.item_id, ' already exists on ', s.platform)`),
        when('category_id', `${notUInt('category_id')} OR NOT ${knownCategory('category_id')}`, `concat('category_id: no category ', ${shown('category_id')}, ' on ', s.platform)`),
        when('title', `s.title = ''`, `'title: empty'`),
        when('price', `s.price != '' AND (toFloat64OrNull(s.price) IS NULL OR toFloat64OrZero(s.price) < 0 OR NOT isFinite(toFloat64OrZero(s.price)))`, `concat('price: ', ${shown('price')}, ' is not a non-negative number')`),
      ]
    case 'facts':
      return [
        platform,
        when('item_id', `${notUInt('item_id')} OR NOT ((s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)` +
            (has('items') ? ` OR (s.platform, s.item_id) IN (SELECT platform, item_id FROM ${S('items')})` : '') + ')',
          `concat('item_id: no item ', ${shown('item_id')}, ' on ', s.platform)`),
        when('month', MONTH, `concat('month: ', ${shown('month')}, ' is not YYYY-MM')`),
        when('sales', notUInt('sales'), `concat('sales: ', ${shown('sales')}, ' is not a non-negative integer')`),
        when('volume', `${notUInt('volume')} OR toUInt64OrZero(s.volume) > 4294967295`, `concat('volume: ', ${shown('volume')}, ' is not a non-negative integer')`),
        dup('month', 's.platform, s.item_id, s.month', 'month'),
        when('month', `NOT ${MONTH} AND (s.platform, toUInt64OrZero(s.item_id), ${monthDate}) IN (SELECT platform, item_id, month FROM ${DB}.facts)`,
          `concat('month: item ', s.item_id, ' already has ', s.month, ' in the store')`),
      ]
    case 'social':
      return [
        when('social_plat', `s.social_plat NOT IN ${list(SOCIAL)}`, `concat('social_plat: ', ${shown('social_plat')}, ' is not one of ${SOCIAL.join(', ')}')`),
        when('word', `s.word = ''`, `'word: empty'`),
        when('month', MONTH, `concat('month: ', ${shown('month')}, ' is not YYYY-MM')`),
        when('volume', notUInt('volume'), `concat('volume: ', ${shown('volume')}, ' is not a non-negative integer')`),
        dup('month', 's.word, s.social_plat, s.month', 'month'),
        when('month', `NOT ${MONTH} AND (s.word, s.social_plat, ${monthDate}) IN (SELECT word, social_plat, month FROM ${DB}.social)`,
          `concat('month: ', s.word, ' on ', s.social_plat, ' already has ', s.month, ' in the store')`),
      ]
  }
}

/** Rejections of every staged file, by file then line and column; `limit` caps what is returned, total counts all. */
export async function validate(store: Analytics, files: StagedFile[], limit = 200): Promise<{ total: number; rejections: Rejection[] }> {
  const staged = new Set(files.map((f) => f.kind))
  const parts: string[] = []
  for (const f of files) {
    for (const r of rules(f.kind, staged)) {
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
