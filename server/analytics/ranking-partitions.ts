// The concept ranking of one (platform, category, period) kept whole in memory: a partition of the
// precomputed table is at most a few hundred words, and every query to the embedded engine costs
// 2–3 ms of fixed overhead, more than the ranking lists' 5 ms budget allows under load. So the
// first request of a partition reads it in one query (both orders and the 12-month trends) and
// every page of it afterwards is a slice. The table only changes with a dataset build or an import:
// entries are keyed by the data version and emptied with the other caches when the data changes (computed-caches.ts).
import { DB, num, type Analytics } from './client'
import { GROWTH_ORDER, SALES_ORDER } from './ranking-order'
import { onClearCaches } from './computed-caches'
import { partitionName, rankTable, type RankTable } from './rank-table'
import { shiftMonth } from '../../src/domain/months'

/** One word of a ranking: its sales and volume in the period and the base period, and its trend. */
export interface RankedWordWithTrend {
  word: string
  sales: number
  salesBase: number
  volume: number
  volumeBase: number
  /** distinct items with sales in the period (the thin-evidence rule) */
  itemCount: number
  /** monthly sales keyed by YYYYMM */
  trend: Map<number, number>
}

export interface RankingPartition {
  /** rankable words in the growth order */
  growth: RankedWordWithTrend[]
  /** every word in the sales order */
  sales: RankedWordWithTrend[]
  /** every word by volume (pieces sold), largest first; ties keep the sales order */
  volume: RankedWordWithTrend[]
}

/** Partitions kept (each ≤ ~200 words with 12 trend points; a month has ~750); least recently used go first. */
const MAX_PARTITIONS = 3000

const partitions = new Map<string, Promise<RankingPartition>>()
onClearCaches(() => partitions.clear())
/** the last warm-up (warmRankingPartitions) */
let warming: Promise<number> = Promise.resolve(0)

/** Forgets every partition (the bench measures a partition's first read with it). */
export function clearRankingPartitions(): void {
  partitions.clear()
}

export interface PartitionKey {
  plat: string
  catId: number
  isMulti: boolean
  /** last month of the period, YYYY-MM */
  month: string
  /** first month of the trend, YYYY-MM */
  trendStart: string
  /** data version (search-index.ts): a rebuilt dataset never answers from an old entry */
  version: string
}

// `scope` narrows both sides to one (platform, category) or leaves them whole (warm-up)
const partitionSql = (scope: string, period: string) => `SELECT pg.*, t.trend AS trend
  FROM (
    SELECT platform, cat_id, is_multi_month, word, sales, sales_base, volume, volume_base, is_new, yoy_x10, rankable, item_count,
           row_number() OVER (PARTITION BY platform, cat_id, is_multi_month ORDER BY ${SALES_ORDER}) AS sales_pos
    FROM ${DB}.concept_rank WHERE ${scope} AND ${period} AND month = {d:Date}
  ) AS pg
  LEFT JOIN (
    SELECT platform, cat_id, word, groupArray((toYYYYMM(month), sales)) AS trend FROM ${DB}.concept_rank
    WHERE ${scope} AND is_multi_month = 0 AND month BETWEEN {s:Date} AND {d:Date}
    GROUP BY platform, cat_id, word
  ) AS t ON pg.platform = t.platform AND pg.cat_id = t.cat_id AND pg.word = t.word
  ORDER BY platform, cat_id, is_multi_month, ${GROWTH_ORDER}
  SETTINGS max_threads = 1`

const keyOf = (k: PartitionKey) => `${k.version}|${k.plat}|${k.catId}|${k.isMulti ? 1 : 0}|${k.month}|${k.trendStart}`

/** Rows of one or more partitions (sorted by partition, then the growth order) → partitions by key. */
function partitionsOf(
  rows: Record<string, unknown>[],
  base: Omit<PartitionKey, 'plat' | 'catId' | 'isMulti'>,
): Map<string, RankingPartition> {
  const out = new Map<string, { growth: RankedWordWithTrend[]; sales: { pos: number; row: RankedWordWithTrend }[] }>()
  for (const r of rows) {
    const key = keyOf({ ...base, plat: String(r.platform), catId: num(r.cat_id), isMulti: num(r.is_multi_month) === 1 })
    let p = out.get(key)
    if (!p) out.set(key, (p = { growth: [], sales: [] }))
    const row: RankedWordWithTrend = {
      word: String(r.word),
      sales: num(r.sales),
      salesBase: num(r.sales_base),
      volume: num(r.volume),
      volumeBase: num(r.volume_base),
      itemCount: num(r.item_count),
      trend: new Map(((r.trend as unknown[][] | null) ?? []).map(([ym, s]) => [num(ym), num(s)])),
    }
    if (num(r.rankable) === 1) p.growth.push(row)
    p.sales.push({ pos: num(r.sales_pos), row })
  }
  return new Map(
    [...out].map(([key, p]) => {
      const sales = p.sales.sort((a, b) => a.pos - b.pos).map((x) => x.row)
      // Array.prototype.sort is stable, so equal volumes stay in the sales order
      return [key, { growth: p.growth, sales, volume: [...sales].sort((a, b) => b.volume - a.volume) }]
    }),
  )
}

const yyyymm = (month: string) => Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7))

/** One partition built from the rankings held in memory (rank-table.ts): the same lists, orders and trends as partitionSql. */
function partitionFromTable(t: RankTable, k: PartitionKey): RankingPartition {
  const range = t.partitions.get(partitionName(k.plat, k.catId, k.isMulti, yyyymm(k.month)))
  if (!range) return { growth: [], sales: [], volume: [] }
  // each word's monthly sales over the trend's months, from the monthly partitions of the category
  const trends = new Map<number, Map<number, number>>()
  for (let m = k.trendStart; m <= k.month; m = shiftMonth(m, 1)) {
    const at = yyyymm(m)
    const monthly = t.partitions.get(partitionName(k.plat, k.catId, false, at))
    if (!monthly) continue
    for (let i = monthly[0]; i < monthly[1]; i++) {
      let trend = trends.get(t.word[i])
      if (!trend) trends.set(t.word[i], (trend = new Map()))
      trend.set(at, t.sales[i])
    }
  }
  // rows are in word order within the partition: their place is the orders' last tie-break
  const rows: { pos: number; i: number; row: RankedWordWithTrend }[] = []
  for (let i = range[0]; i < range[1]; i++) {
    rows.push({
      pos: i,
      i,
      row: {
        word: t.words[t.word[i]],
        sales: t.sales[i],
        salesBase: t.salesBase[i],
        volume: t.volume[i],
        volumeBase: t.volumeBase[i],
        itemCount: t.itemCount[i],
        trend: trends.get(t.word[i]) ?? new Map(),
      },
    })
  }
  const growth = rows
    .filter((r) => t.rankable[r.i] === 1)
    .sort((a, b) => t.isNew[b.i] - t.isNew[a.i] || t.yoyX10[b.i] - t.yoyX10[a.i] || t.sales[b.i] - t.sales[a.i] || a.pos - b.pos)
  const sales = [...rows].sort((a, b) => t.sales[b.i] - t.sales[a.i] || a.pos - b.pos).map((r) => r.row)
  // Array.prototype.sort is stable, so equal volumes stay in the sales order
  return { growth: growth.map((r) => r.row), sales, volume: [...sales].sort((a, b) => b.volume - a.volume) }
}

async function loadPartition(store: Analytics, k: PartitionKey): Promise<RankingPartition> {
  const held = rankTable()
  if (held) return partitionFromTable(held, k)
  const rows = await store.rows<Record<string, unknown>>(
    partitionSql('platform = {p:String} AND cat_id = {c:UInt64}', 'is_multi_month = {m:UInt8}'),
    { p: k.plat, c: k.catId, m: k.isMulti ? 1 : 0, d: `${k.month}-01`, s: `${k.trendStart}-01` },
  )
  return partitionsOf(rows, k).get(keyOf(k)) ?? { growth: [], sales: [], volume: [] }
}

/**
 * Reads every partition of one month (both periods; ~750 partitions, ~17 k words) in one query,
 * so that the first request of a ranking page is a slice too. Run in the background at start-up.
 */
export function warmRankingPartitions(store: Analytics, base: Omit<PartitionKey, 'plat' | 'catId' | 'isMulti'>): Promise<number> {
  warming = readMonth(store, base)
  return warming
}

/** Settles when the last warm-up has (the bench waits for it before measuring). */
export function rankingWarmUp(): Promise<unknown> {
  return warming.catch(() => undefined)
}

async function readMonth(store: Analytics, base: Omit<PartitionKey, 'plat' | 'catId' | 'isMulti'>): Promise<number> {
  const rows = await store.rows<Record<string, unknown>>(partitionSql('1', '1'), { d: `${base.month}-01`, s: `${base.trendStart}-01` })
  const loaded = partitionsOf(rows, base)
  for (const [key, p] of loaded) if (!partitions.has(key)) remember(key, Promise.resolve(p))
  return loaded.size
}

function remember(key: string, pending: Promise<RankingPartition>): void {
  partitions.set(key, pending)
  if (partitions.size > MAX_PARTITIONS) partitions.delete(partitions.keys().next().value as string)
}

/** The whole ranking of one partition, read once per data version. */
export function rankingPartition(store: Analytics, k: PartitionKey): Promise<RankingPartition> {
  const key = keyOf(k)
  const hit = partitions.get(key)
  if (hit) {
    partitions.delete(key)
    partitions.set(key, hit)
    return hit
  }
  const pending = loadPartition(store, k)
  remember(key, pending)
  pending.catch(() => {
    if (partitions.get(key) === pending) partitions.delete(key)
  })
  return pending
}
