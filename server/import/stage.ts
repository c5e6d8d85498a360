// Loads each file of an import folder into a staging table of text columns plus its line number
// (CSV: the line in the file, header = line 1; Parquet: the row number), so that every value can
// be validated in SQL and reported with file and line, however malformed it is.
import fs from 'node:fs'
import path from 'node:path'
import type { Analytics } from '../analytics/client'
import { SHAPES, STAGE_DB, type FileShape, type ImportKind } from './shapes'

export interface StagedFile {
  kind: ImportKind
  file: string
  /** name shown in reports: categories.csv */
  name: string
  format: 'CSVWithNames' | 'Parquet'
  rows: number
  columns: string[]
}

export class ImportError extends Error {}

const READ_SETTINGS = 'SETTINGS max_threads = 1, input_format_parallel_parsing = 0, input_format_parquet_preserve_order = 1'

/** The files of a folder, by kind; an unknown data file is refused so a typo is not silently skipped. */
export function findFiles(folder: string): { shape: FileShape; file: string; format: StagedFile['format'] }[] {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new ImportError(`${folder}: not a folder`)
  const found: { shape: FileShape; file: string; format: StagedFile['format'] }[] = []
  for (const entry of fs.readdirSync(folder).sort()) {
    const m = /^(\w+)\.(csv|parquet)$/i.exec(entry)
    if (!m) continue
    const shape = SHAPES.find((s) => s.kind === m[1].toLowerCase())
    if (!shape) throw new ImportError(`${entry}: unknown file; expected ${SHAPES.map((s) => `${s.kind}.csv|parquet`).join(', ')}`)
    if (found.some((f) => f.shape === shape)) throw new ImportError(`${entry}: ${shape.kind} given twice (csv and parquet)`)
    found.push({ shape, file: path.resolve(folder, entry), format: m[2].toLowerCase() === 'csv' ? 'CSVWithNames' : 'Parquet' })
  }
  if (!found.length) throw new ImportError(`${folder}: no categories, items, facts or social file (.csv or .parquet)`)
  return found
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const ident = (s: string) => `\`${s.replace(/`/g, '')}\``

export async function stageFile(store: Analytics, shape: FileShape, file: string, format: StagedFile['format']): Promise<StagedFile> {
  const name = path.basename(file)
  let described: { name: string }[]
  try {
    described = await store.rows<{ name: string }>(`DESCRIBE file(${quote(file)}, ${quote(format)})`)
  } catch (err) {
    throw new ImportError(`${name}: cannot be read as ${format === 'Parquet' ? 'Parquet' : 'CSV with a header row'} (${String((err as Error).message).split('\n')[0]})`)
  }
  const columns = described.map((c) => c.name)
  const missing = shape.required.filter((c) => !columns.includes(c))
  if (missing.length) throw new ImportError(`${name}:1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (has ${columns.join(', ')})`)
  const wanted = [...shape.required, ...shape.optional]
  // CSV: every column read as text, so a bad value is a row to report rather than a parse failure
  const source = format === 'CSVWithNames'
    ? `file(${quote(file)}, 'CSVWithNames', ${quote(columns.map((c) => `${ident(c)} Nullable(String)`).join(', '))})`
    : `file(${quote(file)}, 'Parquet')`
  const select = wanted.map((c) => (columns.includes(c) ? `trim(ifNull(toString(${ident(c)}), '')) AS ${ident(c)}` : `'' AS ${ident(c)}`)).join(', ')
  const table = `${STAGE_DB}.s_${shape.kind}`
  const firstLine = format === 'CSVWithNames' ? 2 : 1
  await store.exec(`CREATE TABLE ${table} ENGINE = MergeTree ORDER BY line AS
    SELECT toUInt64(rowNumberInAllBlocks() + ${firstLine}) AS line, ${select} FROM ${source} ${READ_SETTINGS}`)
  const [c] = await store.rows<{ n: unknown }>(`SELECT count() AS n FROM ${table}`)
  return { kind: shape.kind, file, name, format, rows: Number(c?.n ?? 0), columns }
}
