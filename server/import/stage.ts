// Loads each file of an import folder into a staging table of text columns, each value with the
// place it was read from (line and column), so that every value can be validated in SQL and
// reported as file:line:column, however malformed it is.
//
// CSV is read here (csv.ts), not by the engine: the engine's CSV reader answered a blank line, an
// extra field, an unbalanced quote or an empty file with its own message (one cut off, one with a
// stack) and no line, and numbered rows by their order, which is off after a quoted field spanning
// lines. Parquet is read by the engine (it is a binary format with row numbers of its own); a file
// it cannot read is refused in the importer's words.
import fs from 'node:fs'
import path from 'node:path'
import type { Analytics } from '../analytics/client'
import { CsvSyntaxError, readCsvFile } from './csv'
import { SHAPES, STAGE_DB, type FileShape, type ImportKind, type Rejection } from './shapes'

export interface StagedFile {
  kind: ImportKind
  file: string
  /** name shown in reports: categories.csv */
  name: string
  format: 'CSV' | 'Parquet'
  rows: number
}

/** A problem with the folder as a whole (no file to point at). */
export class ImportError extends Error {}

/** A file that cannot be staged: refused at one place, the rest of it unread. */
export class FileRefusal extends Error {
  constructor(readonly rejection: Rejection) {
    super(`${rejection.file}:${rejection.line}:${rejection.column}: ${rejection.message}`)
  }
}

const refuse = (file: string, line: number, column: number, message: string) => new FileRefusal({ file, line, column, message })

/**
 * The staging table of a file: `line` (where the row starts), and for each column c of its shape
 * the trimmed text `c`, the line it starts on `c__l` (0: the row's line; a field after a quoted
 * field spanning lines starts on a later one) and its column `c__c`.
 */
export const stagePosition = (c: string) => ({ line: `if(s.${c}__l = 0, s.line, s.${c}__l)`, column: `s.${c}__c` })

export function findFiles(folder: string): {
  files: { shape: FileShape; file: string; format: StagedFile['format'] }[]
  rejections: Rejection[]
} {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new ImportError(`${folder}: not a folder`)
  const files: { shape: FileShape; file: string; format: StagedFile['format'] }[] = []
  const rejections: Rejection[] = []
  for (const entry of fs.readdirSync(folder).sort()) {
    const m = /^(\w+)\.(csv|parquet)$/i.exec(entry)
    if (!m) continue
    const shape = SHAPES.find((s) => s.kind === m[1].toLowerCase())
    // an unknown data file is refused so that a typo in a name is not silently skipped
    if (!shape) {
      rejections.push({
        file: entry,
        line: 1,
        column: 1,
        message: `unknown file; expected ${SHAPES.map((s) => `${s.kind}.csv|parquet`).join(', ')}`,
      })
      continue
    }
    if (files.some((f) => f.shape === shape)) {
      rejections.push({ file: entry, line: 1, column: 1, message: `${shape.kind} given twice (csv and parquet)` })
      continue
    }
    files.push({ shape, file: path.resolve(folder, entry), format: m[2].toLowerCase() === 'csv' ? 'CSV' : 'Parquet' })
  }
  if (!files.length && !rejections.length)
    throw new ImportError(`${folder}: no ${SHAPES.map((s) => s.kind).join(', ')} file (.csv or .parquet)`)
  return { files, rejections }
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const ident = (s: string) => `\`${s.replace(/`/g, '')}\``

function stagingColumns(shape: FileShape): string[] {
  return [...shape.required, ...shape.optional]
}

async function createStagingTable(store: Analytics, shape: FileShape): Promise<string> {
  const table = `${STAGE_DB}.s_${shape.kind}`
  const cols = stagingColumns(shape)
    .map((c) => `${ident(c)} String, ${ident(`${c}__l`)} UInt64, ${ident(`${c}__c`)} UInt32`)
    .join(', ')
  await store.exec(`CREATE TABLE ${table} (line UInt64, ${cols}) ENGINE = MergeTree ORDER BY line`)
  return table
}

export async function stageFile(store: Analytics, shape: FileShape, file: string, format: StagedFile['format']): Promise<StagedFile> {
  const name = path.basename(file)
  const rows = format === 'CSV' ? await stageCsv(store, shape, file, name) : await stageParquet(store, shape, file, name)
  return { kind: shape.kind, file, name, format, rows }
}

const BATCH = 20_000

async function stageCsv(store: Analytics, shape: FileShape, file: string, name: string): Promise<number> {
  const wanted = stagingColumns(shape)
  const table = await createStagingTable(store, shape)
  let header: string[] | null = null
  let headerLine = 1
  let index: number[] = []
  /** the first blank line not yet followed by a row: blank lines are ignored only at the end */
  let blankLine = 0
  let rows = 0
  /** rows in the staging table's column order: line, then value, line (0: the row's), column of each column */
  const batch: unknown[][] = []
  const expected = `the first line must be the header row naming the columns (${shape.required.join(', ')}${shape.optional.length ? `, optional ${shape.optional.join(', ')}` : ''})`
  try {
    await readCsvFile(file, async (records) => {
      for (const r of records) {
        if (!header) {
          if (r.blank) throw refuse(name, r.lines[0], 1, `the first line is blank: ${expected}`)
          header = r.values.map((v) => v.trim())
          headerLine = r.lines[0]
          header.forEach((h, k) => {
            if (h === '') throw refuse(name, r.lines[k], r.columns[k], `the header names no column here (an empty name)`)
            const first = header?.indexOf(h) ?? k
            if (first < k) throw refuse(name, r.lines[k], r.columns[k], `the header names ${h} twice (also at column ${r.columns[first]})`)
          })
          const missing = shape.required.filter((c) => !header?.includes(c))
          if (missing.length)
            throw refuse(
              name,
              headerLine,
              1,
              `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (the header has ${header.join(', ')})`,
            )
          index = wanted.map((c) => header?.indexOf(c) ?? -1)
          continue
        }
        if (r.blank) {
          blankLine ||= r.lines[0]
          continue
        }
        if (blankLine)
          throw refuse(name, blankLine, 1, 'a blank line between rows: remove it (blank lines are ignored only at the end of the file)')
        const n = header.length
        if (r.values.length > n) {
          throw refuse(
            name,
            r.lines[n],
            r.columns[n],
            `an extra field: the header names ${n} columns, this row has ${r.values.length} fields (a value holding a comma must be in double quotes)`,
          )
        }
        if (r.values.length < n) {
          const lacking = header.slice(r.values.length)
          throw refuse(
            name,
            r.endLine,
            r.endColumn,
            `${r.values.length} field${r.values.length === 1 ? '' : 's'} where the header names ${n} columns: ${lacking.join(', ')} ${lacking.length === 1 ? 'is' : 'are'} missing`,
          )
        }
        const line = r.lines[0]
        const row: unknown[] = [line]
        for (const at of index) {
          // an optional column the file does not have: empty, never reported
          if (at < 0) row.push('', 0, 0)
          else row.push(r.values[at].trim(), r.lines[at] === line ? 0 : r.lines[at], r.columns[at])
        }
        batch.push(row)
        rows++
      }
      if (batch.length >= BATCH) await store.insertRows(table, batch.splice(0))
    })
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw refuse(name, err.line, err.column, err.message)
    throw err
  }
  if (batch.length) await store.insertRows(table, batch)
  if (!header) throw refuse(name, 1, 1, `the file is empty: ${expected}`)
  if (rows === 0)
    throw refuse(name, headerLine + 1, 1, 'no rows after the header (leave the file out when there is nothing of its kind to import)')
  return rows
}

/** Parquet files begin and end with these four bytes; a cut-short or mislabelled file does not. */
const PARQUET_MAGIC = 'PAR1'

async function stageParquet(store: Analytics, shape: FileShape, file: string, name: string): Promise<number> {
  const damaged = 'cannot be read as Parquet: the file is damaged or was not written completely'
  const fd = await fs.promises.open(file, 'r')
  try {
    const { size } = await fd.stat()
    const head = Buffer.alloc(4)
    const tail = Buffer.alloc(4)
    if (size >= 12) {
      await fd.read(head, 0, 4, 0)
      await fd.read(tail, 0, 4, size - 4)
    }
    if (head.toString('latin1') !== PARQUET_MAGIC || tail.toString('latin1') !== PARQUET_MAGIC) {
      throw refuse(
        name,
        1,
        1,
        `not a Parquet file: it does not begin and end with the Parquet marker ${PARQUET_MAGIC} (cut short, or another format under a .parquet name)`,
      )
    }
  } finally {
    await fd.close()
  }
  let columns: string[]
  try {
    columns = (await store.rows<{ name: string }>(`DESCRIBE file(${quote(file)}, 'Parquet')`)).map((c) => c.name)
  } catch {
    // the engine's message names its internals, not the file: the importer says what it means
    throw refuse(name, 1, 1, damaged)
  }
  const missing = shape.required.filter((c) => !columns.includes(c))
  if (missing.length)
    throw refuse(name, 1, 1, `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (the file has ${columns.join(', ')})`)
  const table = await createStagingTable(store, shape)
  // a Parquet row has no line: its row number stands for it, and a column its position in the file
  const select = stagingColumns(shape)
    .map((c) => {
      const k = columns.indexOf(c)
      return k >= 0 ? `trim(ifNull(toString(${ident(c)}), '')), 0, ${k + 1}` : `'', 0, 0`
    })
    .join(', ')
  try {
    await store.exec(`INSERT INTO ${table} SELECT toUInt64(rowNumberInAllBlocks() + 1), ${select} FROM file(${quote(file)}, 'Parquet')
      SETTINGS max_threads = 1, input_format_parquet_preserve_order = 1`)
  } catch {
    throw refuse(name, 1, 1, damaged)
  }
  const [c] = await store.rows<{ n: unknown }>(`SELECT count() AS n FROM ${table}`)
  const rows = Number(c?.n ?? 0)
  if (rows === 0) throw refuse(name, 1, 1, 'holds no rows (leave the file out when there is nothing of its kind to import)')
  return rows
}
