// tsx server/test/csv-to-parquet.ts <from> <to>: writes every CSV file of a folder as Parquet, with
// the column types ClickHouse infers (integers as Int64, months as text), as a user's export would be.
// A child process of the import test: chDB's stateless engine here, the importer's store elsewhere.
import fs from 'node:fs'
import path from 'node:path'
import { query } from 'chdb'

const [from, to] = process.argv.slice(2)
fs.mkdirSync(to, { recursive: true })
for (const entry of fs.readdirSync(from).filter((e) => e.endsWith('.csv'))) {
  const target = path.join(to, entry.replace(/\.csv$/, '.parquet'))
  query(`SELECT * FROM file('${path.join(from, entry)}', 'CSVWithNames') INTO OUTFILE '${target}' FORMAT Parquet`, 'CSV')
  console.log(`${entry} → ${path.basename(target)}`)
}
