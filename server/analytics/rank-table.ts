// The precomputed concept rankings (concept_rank) held whole in this process, read once at start
// as RowBinary: ~1.75 M rows, ~100 MB. A ranking partition's first read then builds it from memory
// (~1 ms) where the engine's query took 14–33 ms: under load, first reads of partitions (a category
// or a month no one ranked yet) kept the engine, and the requests waiting on it, busy.
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

const READ = `SELECT platform, cat_id, is_multi_month, toUInt32(toYYYYMM(month)), word, sales, sales_base, volume, volume_base,
    is_new, yoy_x10, rankable, item_count
  FROM ${DB}.concept_rank ORDER BY platform, cat_id, is_multi_month, month, word`

let table: RankTable | null = null

/** The table read by the last loadRankTable, or null (not read: the engine execution reads per partition). */
export function rankTable(): RankTable | null {
  return table
}

export function dropRankTable(): void {
  table = null
}

export async function loadRankTable(store: Analytics): Promise<RankTable> {
  const bytes = await store.binary(READ)
  const wordIds = new Map<string, number>()
  const words: string[] = []
  const cols = {
    word: [] as number[],
    sales: [] as number[],
    salesBase: [] as number[],
    volume: [] as number[],
    volumeBase: [] as number[],
    isNew: [] as number[],
    yoyX10: [] as number[],
    rankable: [] as number[],
    itemCount: [] as number[],
  }
  const partitions = new Map<string, [number, number]>()
  let last = ''
  let i = 0
  for (const r = new RowBinary(bytes); !r.done; i++) {
    const name = partitionName(r.string(), r.u64(), r.u8() === 1, r.u32())
    if (name !== last) {
      partitions.set(name, [i, i + 1])
      last = name
    } else (partitions.get(name) as [number, number])[1] = i + 1
    const w = r.string()
    let id = wordIds.get(w)
    if (id === undefined) {
      id = words.length
      wordIds.set(w, id)
      words.push(w)
    }
    cols.word.push(id)
    cols.sales.push(r.u64())
    cols.salesBase.push(r.u64())
    cols.volume.push(r.u64())
    cols.volumeBase.push(r.u64())
    cols.isNew.push(r.u8())
    cols.yoyX10.push(r.i64())
    cols.rankable.push(r.u8())
    cols.itemCount.push(r.u32())
  }
  table = {
    words,
    partitions,
    word: Uint32Array.from(cols.word),
    sales: Float64Array.from(cols.sales),
    salesBase: Float64Array.from(cols.salesBase),
    volume: Float64Array.from(cols.volume),
    volumeBase: Float64Array.from(cols.volumeBase),
    isNew: Uint8Array.from(cols.isNew),
    yoyX10: Float64Array.from(cols.yoyX10),
    rankable: Uint8Array.from(cols.rankable),
    itemCount: Uint32Array.from(cols.itemCount),
  }
  return table
}
