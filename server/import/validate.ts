// Every staged row checked in SQL against the rules of its file (types, ranges, months, ids that
// exist, parents, references between files and to the store, duplicates). Each broken rule of a
// row is one rejection: file, line, column and what is wrong. Nothing is written to the store
// before every row of every file has passed.
import { DB, num, type Analytics } from '../analytics/client'
import { SOCIAL, SOURCES, type ImportKind, type Rejection } from './shapes'
import {
  CATEGORY_WHY,
  ITEM_WHY,
  MAX_CATEGORY_ID,
  MAX_ITEM_ID,
  MAX_NAME,
  MAX_SALES,
  MAX_SOCIAL_VOLUME,
  MAX_TITLE,
  MAX_VOLUME,
  S,
  dup,
  integer,
  isInteger,
  isMonth,
  list,
  month,
  monthDate,
  price,
  shown,
  text,
  when,
  type MonthBounds,
  type Rule,
} from './rules'
import { socialContentRules } from './validate-social'

export type { MonthBounds }
import { stagePosition, type StagedFile } from './stage'

function rules(kind: ImportKind, staged: Set<ImportKind>, months: MonthBounds): Rule[] {
  const has = (k: ImportKind) => staged.has(k)
  const platform = when(
    'platform',
    `s.platform NOT IN ${list(SOURCES)}`,
    `concat('platform: ', ${shown('platform')}, ' is not one of ${SOURCES.join(', ')}')`,
  )
  // a category known on the row's platform: in the store, or (when given) in categories (ids are
  // canonical text once integer() passes, so the same id is the same text)
  const knownCategory = (col: string) =>
    `((s.platform, toUInt64OrZero(s.${col})) IN (SELECT platform, category_id FROM ${DB}.categories)` +
    (has('categories') ? ` OR (s.platform, s.${col}) IN (SELECT platform, category_id FROM ${S('categories')})` : '') +
    ')'
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
        when(
          'category_id',
          `${categoryId} AND (s.platform, toUInt64OrZero(s.category_id)) IN (SELECT platform, category_id FROM ${DB}.categories)`,
          `concat('category_id: ', s.category_id, ' already exists on ', s.platform)`,
        ),
        when(
          'parent_id',
          `${isInteger('parent_id', MAX_CATEGORY_ID)} AND s.parent_id != '0' AND NOT ${knownCategory('parent_id')}`,
          `concat('parent_id: no category ', s.parent_id, ' on ', s.platform)`,
        ),
      ]
    case 'items':
      return [
        platform,
        integer('item_id', 1, MAX_ITEM_ID, ITEM_WHY),
        dup('item_id', 's.platform, s.item_id', 'item_id'),
        when(
          'item_id',
          `${itemId} AND (s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)`,
          `concat('item_id: ', s.item_id, ' already exists on ', s.platform)`,
        ),
        integer('category_id', 1, MAX_CATEGORY_ID, CATEGORY_WHY),
        when(
          'category_id',
          `${categoryId} AND NOT ${knownCategory('category_id')}`,
          `concat('category_id: no category ', s.category_id, ' on ', s.platform)`,
        ),
        text('title', MAX_TITLE, true),
        text('brand', MAX_NAME, false),
        price,
      ]
    case 'facts':
      return [
        platform,
        integer('item_id', 1, MAX_ITEM_ID, ITEM_WHY),
        when(
          'item_id',
          `${itemId} AND NOT ((s.platform, toUInt64OrZero(s.item_id)) IN (SELECT platform, item_id FROM ${DB}.items)` +
            (has('items') ? ` OR (s.platform, s.item_id) IN (SELECT platform, item_id FROM ${S('items')})` : '') +
            ')',
          `concat('item_id: no item ', s.item_id, ' on ', s.platform)`,
        ),
        month(months.tsMin, months.current),
        integer('sales', 0, MAX_SALES, 'the most one item sells in a month here'),
        integer('volume', 0, MAX_VOLUME, 'the most pieces one item sells in a month here'),
        dup('month', 's.platform, s.item_id, s.month', 'month'),
        when(
          'month',
          `${isMonth} AND ${itemId} AND (s.platform, toUInt64OrZero(s.item_id), ${monthDate}) IN (SELECT platform, item_id, month FROM ${DB}.facts)`,
          `concat('month: item ', s.item_id, ' already has ', s.month, ' in the store')`,
        ),
      ]
    case 'social':
      return [
        when(
          'social_plat',
          `s.social_plat NOT IN ${list(SOCIAL)}`,
          `concat('social_plat: ', ${shown('social_plat')}, ' is not one of ${SOCIAL.join(', ')}')`,
        ),
        text('word', MAX_NAME, true),
        month(months.tsMin, months.current),
        integer('volume', 0, MAX_SOCIAL_VOLUME, 'the most mentions of a word in a month here'),
        dup('month', 's.word, s.social_plat, s.month', 'month'),
        when(
          'month',
          `${isMonth} AND (s.word, s.social_plat, ${monthDate}) IN (SELECT word, social_plat, month FROM ${DB}.social)`,
          `concat('month: ', s.word, ' on ', s.social_plat, ' already has ', s.month, ' in the store')`,
        ),
      ]
    default:
      return socialContentRules(kind, has, months)
  }
}

/** Rejections of every staged file, by file then line and column; `limit` caps what is returned, total counts all. */
export async function validate(
  store: Analytics,
  files: StagedFile[],
  months: MonthBounds,
  limit = 200,
): Promise<{ total: number; rejections: Rejection[] }> {
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
    `SELECT file, line, col, msg, count() OVER () AS total FROM (${parts.join(' UNION ALL ')}) ORDER BY file, line, col, msg LIMIT ${limit}`,
  )
  return {
    total: rows.length ? num(rows[0].total) : 0,
    rejections: rows.map((r) => ({ file: r.file, line: num(r.line), column: num(r.col), message: r.msg })),
  }
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
      `SELECT ${at.line} AS line, ${at.column} AS col FROM ${S(c.kind)} AS s ORDER BY toUInt128OrZero(s.${c.col}) DESC, line LIMIT 1`,
    )
    out.push({
      file: f.name,
      line: num(big?.line),
      column: num(big?.col),
      message: `${c.col}: with this file the store's ${c.what} would add up to ${total}, past ${MAX_TOTAL} (2^52), the most ${c.who} add up exactly`,
    })
  }
  return out
}
