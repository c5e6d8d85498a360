// The precomputed concept rankings (concept_rank) held whole in this process, read once at start
// as RowBinary (~1.5 M rows and ~75 MB on the small dataset). A ranking partition's first read
// then builds it from memory (~1 ms) where the engine's query took 14–33 ms: under load, first
// reads of partitions (a category or a month no one ranked yet) kept the engine, and the requests
// waiting on it, busy.
// Rows are kept in the table's own order (platform, category, period kind, month, word), so the
// words of a partition are contiguous and in the engine's word order, which the orders' last
// tie-break (word ascending) uses.
import { DB, type Analytics } from './client'
import { RowBinary } from './row-binary'

export interface RankTable {
  words: string[]
  word: Uint32Array
  sales: Float64Array
  salesBase: Float64Array
  volume: Float64Array
  volumeBase: Float64Array
  isNew: Uint8Array
  yoyX10: Float64Array
  rankable: Uint8Array
  itemCount: Uint32Array
  /** `platform|cat_id|is_multi_month|YYYYMM` → its rows [from, to) */
  partitions: Map<string, [number, number]>
}

export const partitionName = (plat: string, catId: number, isMulti: boolean, yyyymm: number) =>
  `${plat}|${catId}|${isMulti ? 1 : 0}|${yyyymm}`

// Read in three parts so the big one has fixed-width rows: the distinct words in the engine's
// order, each partition's row count, then the rows with the word's index in place of the word.
// Decoding 1.5 M strings and partition names one row at a time took 2.4 s of a server start's
// 3.8 s on the small dataset; fixed-width rows lay out in a tenth of that.
const WORDS = `SELECT word FROM ${DB}.concept_rank GROUP BY word ORDER BY word`
const PARTITIONS = `SELECT platform, cat_id, is_multi_month, toUInt32(toYYYYMM(month)), toUInt32(count())
  FROM ${DB}.concept_rank GROUP BY platform, cat_id, is_multi_month, month ORDER BY platform, cat_id, is_multi_month, month`
const ROWS = `SELECT w.idx, r.sales, r.sales_base, r.volume, r.volume_base, r.is_new, r.yoy_x10, r.rankable, r.item_count
  FROM ${DB}.concept_rank AS r
  INNER JOIN (SELECT word, toUInt32(row_number() OVER (ORDER BY word) - 1) AS idx FROM (SELECT DISTINCT word FROM ${DB}.concept_rank)) AS w
    ON r.word = w.word
  ORDER BY r.platform, r.cat_id, r.is_multi_month, r.month, w.idx`
// 4 + 8 + 8 + 8 + 8 + 1 + 8 + 1 + 4 bytes a row
const ROW_BYTES = 50

let table: RankTable | null = null

/** The table read by the last loadRankTable, or null (not read: the engine execution reads per partition). */
export function rankTable(): RankTable | null {
  return table
}

export function dropRankTable(): void {
  table = null
}

export async function loadRankTable(store: Analytics): Promise<RankTable> {
  const [wordBytes, partitionBytes, bytes] = await Promise.all([store.binary(WORDS), store.binary(PARTITIONS), store.binary(ROWS)])
  const words: string[] = []
  for (const r = new RowBinary(wordBytes); !r.done; ) words.push(r.string())
  const partitions = new Map<string, [number, number]>()
  let from = 0
  for (const r = new RowBinary(partitionBytes); !r.done; ) {
    const name = partitionName(r.string(), r.u64(), r.u8() === 1, r.u32())
    const count = r.u32()
    partitions.set(name, [from, from + count])
    from += count
  }
  const rows = bytes.length / ROW_BYTES
  if (rows !== from) throw new Error(`concept_rank changed while it was read (${rows} rows, partitions count ${from})`)
  const t: RankTable = {
    words,
    partitions,
    word: new Uint32Array(rows),
    sales: new Float64Array(rows),
    salesBase: new Float64Array(rows),
    volume: new Float64Array(rows),
    volumeBase: new Float64Array(rows),
    isNew: new Uint8Array(rows),
    yoyX10: new Float64Array(rows),
    rankable: new Uint8Array(rows),
    itemCount: new Uint32Array(rows),
  }
  const r = new RowBinary(bytes)
  for (let i = 0; i < rows; i++) {
    t.word[i] = r.u32()
    t.sales[i] = r.u64()
    t.salesBase[i] = r.u64()
    t.volume[i] = r.u64()
    t.volumeBase[i] = r.u64()
    t.isNew[i] = r.u8()
    t.yoyX10[i] = r.i64()
    t.rankable[i] = r.u8()
    t.itemCount[i] = r.u32()
  }
  table = t
  return table
}
