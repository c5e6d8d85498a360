// The dataset marker: which dataset, version and seed the analytics store holds. Kept in the store
// itself so it can never disagree with the data (a half-built store has no marker).
import { DB, num, type Analytics } from './client'

export interface DatasetMeta {
  dataset: string
  version: number
  seed: number
  /** last month with data */
  ts: string
  ts_min: string
  fact_rows: number
  item_rows: number
  rank_rows: number
  checksum: string
  built_at: string
}

export async function readMeta(store: Analytics): Promise<DatasetMeta | null> {
  try {
    const rows = await store.rows<{ key: string; value: string }>(`SELECT key, value FROM ${DB}.meta`)
    const row = rows.find((r) => r.key === 'dataset')
    if (!row) return null
    const meta = JSON.parse(row.value) as DatasetMeta
    return { ...meta, version: num(meta.version), seed: num(meta.seed) }
  } catch {
    // no database or no table yet: nothing built
    return null
  }
}

/** `db`: the store's database, or the next store an import builds before swapping it in (server/import/apply.ts). */
export async function writeMeta(store: Analytics, meta: DatasetMeta, db = DB): Promise<void> {
  await store.insert(`${db}.meta`, [{ key: 'dataset', value: JSON.stringify(meta) }])
}
