// npm run import -- <folder>: loads a folder of CSV/Parquet files into the analytics store of
// DATA_DIR (docs/api.md "Importing your own data"). Refuses to run while a server holds the data
// folder (stop it, import, start it again). Exit 0 imported, 1 rows rejected (nothing changed),
// 2 could not run or could not apply (the store is the old one, or the new one when only the
// clean-up failed). `npm run import -- --checksum` prints the store's live checksum and counts,
// `--freshness` what the store says of each source's months.
import path from 'node:path'
import { openConfiguredAnalytics } from '../analytics/open-store'
import { loadConfig } from '../config'
import { datasetChecksum } from '../dataset/checksum'
import { readMeta } from '../analytics/meta'
import { readFreshness } from '../analytics/freshness'
import { acquireDataDirLock, DataDirLockedError } from '../lock'
import { recoverInterruptedImport } from './recover'
import { printFailure, printReport, type ImportOutput } from './report'
import { runImport } from './run'
import { ImportError } from './stage'

// GR_IMPORT_DEBUG=1 prints the engine's own error: a switch of this command alone, for whoever runs
// it by hand, so it is read here rather than made a server setting in config.ts.
const DEBUG = process.env.GR_IMPORT_DEBUG === '1'

// where this command's lines go; what they say is report.ts's, which the importer's tests share
const print: ImportOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  debug: DEBUG ? (err) => console.error(err) : undefined,
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--')
  const config = loadConfig()
  if (!args.length) {
    console.error(
      'usage: npm run import -- <folder>   (files: categories, items, facts, social, social_talents, social_posts, social_brands; .csv with a header row or .parquet)',
    )
    return 2
  }
  let lock
  try {
    lock = await acquireDataDirLock(config.dataDir)
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nThe importer writes to the store directly: stop the server, import, then start it again.`)
      return 2
    }
    throw err
  }
  const store = openConfiguredAnalytics(config, 'writer')
  try {
    if (args[0] === '--checksum') {
      // the store as a server would find it: an import cut short finished or undone first
      await recoverInterruptedImport(store)
      const sum = await datasetChecksum(store)
      console.log(JSON.stringify(sum))
      return 0
    }
    if (args[0] === '--freshness') {
      // per source: its months, when it was last updated, which months are estimated or partial
      await recoverInterruptedImport(store)
      const meta = await readMeta(store)
      if (!meta) throw new ImportError('the analytics store holds no dataset yet')
      console.log(JSON.stringify(await readFreshness(store, meta)))
      return 0
    }
    const folder = path.resolve(args[0])
    return printReport(await runImport(store, folder, print.out), print)
  } catch (err) {
    return printFailure(err, print)
  } finally {
    await store.close()
    lock.release()
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err)
    process.exit(2)
  },
)
