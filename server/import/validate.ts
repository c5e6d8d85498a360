// Every staged row checked in SQL against the rules of its file (types, months, ids that exist,
// parents, references between files and to the store, non-negative numbers, duplicates). Each
// broken rule of a row is one rejection: file, line and what is wrong.
import { DB, num, type Analytics } from '../analytics/client'
import { SOCIAL, SOURCES, STAGE_DB, type ImportKind } from './shapes'
import type { StagedFile } from './stage'

export interface Rejection {
  file: string
  line: number
  message: string
}

interface Rule {
  /** WHERE condition on the staging table (alias s) */
  when: string
  /** message expression (SQL) */
  message: string
}

const list = (xs: readonly string[]) => `(${xs.map((x) => `'${x}'`).join(', ')})`
const S = (kind: ImportKind) => `${STAGE_DB}.s_${kind}`
const shown = (col: string) => `concat('"', substring(s.${col}, 1, 40), '"')`
const notUInt = (col: string) => `(toUInt64OrNull(s.${col}) IS NULL)`
const MONTH = `(NOT match(s.month, '^(19|20)\\\\d\\\\d-(0[1-9]|1[0-2])$'))`
const monthDate = `toDate(concat(s.month, '-01'))`

function rules(kind: ImportKind, staged: Set<ImportKind>): Rule[] {
  const has = (k: ImportKind) => staged.has(k)
  const platform: Rule = { when: `s.platform NOT IN ${list(SOURCES)}`, message: `concat('platform: ', ${shown('platform')}, ' is not one of ${SOURCES.join(', ')}')` }
  const dup = (key: string, what: string): Rule => ({ when: `count() OVER (PARTITION BY ${key}) > 1`, message: `'${what}: appears more than once in the file'` })
  // a category known on the row's platform: in the store, or (when given) in categories
  const knownCategory = (col: string) => `((s.platform, toUInt64OrZero(s.${col})) IN (SELECT platform, category_id FROM ${DB}.categories)` +
    (has('categories') ? ` OR (s.platform, s.${col}) IN (SELECT platform, category_id FROM ${S('categories')})` : '') + ')'
  switch (kind) {
    case 'categories':
      return [
        platform,
        { when: `${notUInt('category_id')} OR toUInt64OrZero(s.category_id) = 0`, message: `concat('category_id: ', ${shown('category_id')}, ' is not a positive integer')` },
        // ids travel to clients as JSON numbers, exact up to 2⁵³ - 1 (Amazon's pass 2³², far below)
        { when: `toUInt64OrZero(s.category_id) > ${Number.MAX_SAFE_INTEGER}`, message: `concat('category_id: ', ${shown('category_id')}, ' is larger than ${Number.MAX_SAFE_INTEGER}')` },
        { when: notUInt('parent_id'), message: `concat('parent_id: ', ${shown('parent_id')}, ' is not an integer (0 for a root)')` },
        { when: `s.name = ''`, message: `'name: empty'` },
        dup('s.platform, s.category_id', 'category_id'),
        { when: `(s.platform, toUInt64OrZero(s.category_id)) IN (SELECT platform, category_id FROM ${DB}.categories)`, message: `concat('category_id: ', s.category_id, ' already exists on ', s.platform)` },
        { when: `toUInt64OrZero(s.parent_id) != 0 AND NOT ${knownCategory('parent_id')}`, message: `concat('parent_id: no category ', s.parent_id, ' on ', s.platform)` },
      ]
    case 'items':
      return [
        platform,
        { when: `${notUInt('item_id')} OR toUInt64OrZero(s.item_id) = 0`, message: `concat('item_id: ', ${shown('item_id')}, ' is not a positive integer')` },
        dup('s.platform, s.item_id', 'item_id'),
        { when: `(s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)`, message: `concat('item_id: ', s.item_id, ' already exists on ', s.platform)` },
        { when: `${notUInt('category_id')} OR NOT ${knownCategory('category_id')}`, message: `concat('category_id: no category ', ${shown('category_id')}, ' on ', s.platform)` },
        { when: `s.title = ''`, message: `'title: empty'` },
        { when: `s.price != '' AND (toFloat64OrNull(s.price) IS NULL OR toFloat64OrZero(s.price) < 0 OR NOT isFinite(toFloat64OrZero(s.price)))`, message: `concat('price: ', ${shown('price')}, ' is not a non-negative number')` },
      ]
    case 'facts':
      return [
        platform,
        { when: `${notUInt('item_id')} OR NOT ((s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)` +
            (has('items') ? ` OR (s.platform, s.item_id) IN (SELECT platform, item_id FROM ${S('items')})` : '') + ')',
          message: `concat('item_id: no item ', ${shown('item_id')}, ' on ', s.platform)` },
        { when: MONTH, message: `concat('month: ', ${shown('month')}, ' is not YYYY-MM')` },
        { when: notUInt('sales'), message: `concat('sales: ', ${shown('sales')}, ' is not a non-negative integer')` },
        { when: `${notUInt('volume')} OR toUInt64OrZero(s.volume) > 4294967295`, message: `concat('volume: ', ${shown('volume')}, ' is not a non-negative integer')` },
        dup('s.platform, s.item_id, s.month', 'month'),
        { when: `NOT ${MONTH} AND (s.platform, toUInt64OrZero(s.item_id), ${monthDate}) IN (SELECT platform, item_id, month FROM ${DB}.facts)`,
          message: `concat('month: item ', s.item_id, ' already has ', s.month, ' in the store')` },
      ]
    case 'social':
      return [
        { when: `s.social_plat NOT IN ${list(SOCIAL)}`, message: `concat('social_plat: ', ${shown('social_plat')}, ' is not one of ${SOCIAL.join(', ')}')` },
        { when: `s.word = ''`, message: `'word: empty'` },
        { when: MONTH, message: `concat('month: ', ${shown('month')}, ' is not YYYY-MM')` },
        { when: notUInt('volume'), message: `concat('volume: ', ${shown('volume')}, ' is not a non-negative integer')` },
        dup('s.word, s.social_plat, s.month', 'month'),
        { when: `NOT ${MONTH} AND (s.word, s.social_plat, ${monthDate}) IN (SELECT word, social_plat, month FROM ${DB}.social)`,
          message: `concat('month: ', s.word, ' on ', s.social_plat, ' already has ', s.month, ' in the store')` },
      ]
  }
}

/** Rejections of every staged file, by file then line; `limit` caps what is returned, total counts all. */
export async function validate(store: Analytics, files: StagedFile[], limit = 200): Promise<{ total: number; rejections: Rejection[] }> {
  const staged = new Set(files.map((f) => f.kind))
  const parts: string[] = []
  for (const f of files) {
    for (const r of rules(f.kind, staged)) {
      // window rules (duplicates) need the window in a subquery
      const inner = r.when.includes('OVER') ? `SELECT line, msg FROM (SELECT s.line AS line, ${r.message} AS msg, ${r.when} AS bad FROM ${S(f.kind)} AS s) WHERE bad`
        : `SELECT s.line AS line, ${r.message} AS msg FROM ${S(f.kind)} AS s WHERE ${r.when}`
      parts.push(`SELECT '${f.name}' AS file, line, msg FROM (${inner})`)
    }
  }
  if (!parts.length) return { total: 0, rejections: [] }
  const rows = await store.rows<{ file: string; line: unknown; msg: string; total: unknown }>(
    `SELECT file, line, msg, count() OVER () AS total FROM (${parts.join(' UNION ALL ')}) ORDER BY file, line, msg LIMIT ${limit}`)
  return { total: rows.length ? num(rows[0].total) : 0, rejections: rows.map((r) => ({ file: r.file, line: num(r.line), message: r.msg })) }
}
