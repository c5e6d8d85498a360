// A source's items and facts read from the engine as RowBinary bytes, in the order the in-memory
// layout (source-facts.ts) keys them by: items by category path, then id; each item's facts by
// category, brand and month.
import { DB, type Analytics } from '../client'

// Items of a source ordered by their category path, then id: every category (level 1, level 2, leaf)
// is then one run of item indexes, and a scan of a category's figures visits only its run
// (categoryRuns). The item's position in this order is the index the facts are keyed by.
const ITEM_ORDER = `SELECT item_id, any(title) AS title, toUInt64(any(price) * 100) AS price_cents,
    any(cat_l1) AS l1, any(cat_l2) AS l2, any(category_id) AS leaf
  FROM ${DB}.items WHERE platform = {src:String} GROUP BY item_id`
const ORDER = 'l1, l2, leaf, item_id'

const ITEMS = `SELECT toString(item_id), title, price_cents, l1, l2, leaf FROM (${ITEM_ORDER}) ORDER BY ${ORDER}`

// Each fact with its item's index (the engine numbers the items in the order of ITEMS), ordered so
// that a segment's rows are contiguous and in month order. Facts of an item without an item row have
// nothing to show (no title) and are left out by the join, as the old per-expression read did.
const FACTS = `SELECT i.idx, f.category_id, f.cat_l1, f.cat_l2, f.brand_id,
    toUInt16(toYear(f.month) * 12 + toMonth(f.month) - 1) AS m, f.sales, f.volume
  FROM ${DB}.facts AS f
  INNER JOIN (SELECT item_id, toUInt32(row_number() OVER (ORDER BY ${ORDER}) - 1) AS idx FROM (${ITEM_ORDER})) AS i
    ON f.item_id = i.item_id
  WHERE f.platform = {src:String}
  ORDER BY i.idx, f.category_id, f.brand_id, m`

// The ranked words of each item's title (item-words.ts), by the same item index; an item counted
// twice in the items table is one item here
const WORDS = `SELECT DISTINCT i.idx, toString(w.word)
  FROM ${DB}.item_words AS w
  INNER JOIN (SELECT item_id, toUInt32(row_number() OVER (ORDER BY ${ORDER}) - 1) AS idx FROM (${ITEM_ORDER})) AS i
    ON w.item_id = i.item_id
  WHERE w.platform = {src:String}
  ORDER BY i.idx, toString(w.word)`

export interface SourceBytes {
  source: string
  items: Buffer
  facts: Buffer
  words: Buffer
}

/** Reads a source's items, facts and item words from the engine (three queries; the engine works off the main thread). */
export async function readSourceBytes(store: Analytics, source: string): Promise<SourceBytes> {
  const params = { src: source }
  const [items, facts, words] = await Promise.all([store.binary(ITEMS, params), store.binary(FACTS, params), store.binary(WORDS, params)])
  return { source, items, facts, words }
}
