// The facts of one expression in one source, held in this process as typed columns. Every query
// to the embedded engine costs several ms before its first row (parsing, planning, reading parts:
// measured 2–3 ms for SELECT 1 and 5–10 ms for a small MergeTree or Memory read on a busy 2-core
// machine), while an expression's facts are tens of thousands of rows, which a loop over typed
// arrays sums in well under a millisecond. So the detail reads (concept-facts.ts) run here, and
// the engine is asked once per expression and source: when it is first used (search-index.ts).
import { DB, num, type Analytics } from '../client'
import { conceptCondition, type CompiledConcept } from '../concept-sql'

export interface ExprFacts {
  /** the expression's key in search-index.ts (one per expression and source) */
  key: number
  rows: number
  // Category ids in doubles: Amazon browse-node ids pass 2³² (7141123011), and a double holds
  // every id the store's UInt64 columns can carry to a JSON answer (below 2⁵³; the importer
  // refuses larger category ids).
  catL1: Float64Array
  catL2: Float64Array
  category: Float64Array
  /** year * 12 + month - 1 */
  month: Uint16Array
  /** the row's item: an index into itemIds, titles and priceCents (dense, from 0) */
  item: Uint32Array
  /** brand ids are the store's own (UInt32, numbered by the generator and the importer) */
  brand: Uint32Array
  amt: Float64Array
  qty: Float64Array
  /**
   * Item ids as decimal strings, exact: Douyin product ids have 19 digits, past 2⁵³, where a
   * double (a JSON number, a Float64Array) rounds them to multiples of 512 and merges items.
   */
  itemIds: string[]
  titles: string[]
  priceCents: Float64Array
}

/** 'YYYY-MM' → the month index of ExprFacts.month. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
}

type Columns = Record<'l1' | 'l2' | 'c' | 'm' | 'i' | 'b' | 'a' | 'q', unknown[]>

/**
 * Reads the expression's items (matched against the distinct titles: title, price) and their
 * facts: two queries; the facts come back as one row of arrays (columns), cheaper to parse.
 * Item ids are read as strings (toString): the engine hands UInt64 over as JSON numbers.
 */
export async function loadExprFacts(store: Analytics, source: string, concept: CompiledConcept, key: number): Promise<ExprFacts> {
  const cond = conceptCondition(concept.expr, 'title')
  const matched = `SELECT arrayJoin(item_ids) FROM ${DB}.search_titles WHERE platform = {src:String} AND ${cond.sql}`
  const params = { ...cond.params, src: source }
  const itemRows = await store.rows<{ item_id: string; title: string; price_cents: unknown }>(
    `SELECT toString(item_id) AS item_id, title, toUInt64(price * 100) AS price_cents FROM ${DB}.items
     WHERE platform = {src:String} AND item_id IN (${matched})`, params)
  const index = new Map<string, number>()
  const itemIds: string[] = []
  const titles: string[] = []
  const priceCents = new Float64Array(itemRows.length)
  for (const r of itemRows) {
    const id = String(r.item_id)
    if (index.has(id)) continue
    priceCents[itemIds.length] = num(r.price_cents)
    index.set(id, itemIds.length)
    itemIds.push(id)
    titles.push(r.title)
  }
  const [cols] = await store.rows<Columns>(
    `SELECT groupArray(cat_l1) AS l1, groupArray(cat_l2) AS l2, groupArray(category_id) AS c,
            groupArray(toUInt16(toYear(month) * 12 + toMonth(month) - 1)) AS m, groupArray(toString(item_id)) AS i,
            groupArray(brand_id) AS b, groupArray(sales) AS a, groupArray(volume) AS q
     FROM ${DB}.facts WHERE platform = {src:String} AND item_id IN (${matched})`,
    params,
  )
  const n = cols?.i.length ?? 0
  // chDB hands 64-bit integers over as JSON numbers (a server may send strings): copy numbers as is
  const plain = (xs: unknown[] | undefined) => (xs ?? []).every((x) => typeof x === 'number') ? (xs as number[] ?? []) : (xs ?? []).map(num)
  const u32 = (xs: unknown[] | undefined) => Uint32Array.from(plain(xs))
  const f64 = (xs: unknown[] | undefined) => Float64Array.from(plain(xs))
  // every fact's item is one of the matched items (same condition); an unknown one would be a bug
  const item = Uint32Array.from(cols?.i ?? [], (id) => {
    const at = index.get(String(id))
    if (at === undefined) throw new Error(`expr-facts: fact of item ${String(id)} without its item row`)
    return at
  })
  return {
    key, rows: n, itemIds, titles, priceCents,
    catL1: f64(cols?.l1), catL2: f64(cols?.l2), category: f64(cols?.c), month: Uint16Array.from(plain(cols?.m)),
    item, brand: u32(cols?.b), amt: f64(cols?.a), qty: f64(cols?.q),
  }
}
