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
import { ApplyFailed } from './apply'
import { InjectedFault } from './fault'
import { recoverInterruptedImport } from './recover'
import { runImport } from './run'
import { formatRejection } from './shapes'
import { ImportError } from './stage'

// GR_IMPORT_DEBUG=1 prints the engine's own error: a switch of this command alone, for whoever runs
// it by hand, so it is read here rather than made a server setting in config.ts.
const DEBUG = process.env.GR_IMPORT_DEBUG === '1'

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
    const report = await runImport(store, folder, (line) => console.log(line))
    if (!report.ok) {
      console.error(`import refused: ${report.rejected} row${report.rejected === 1 ? '' : 's'} rejected; the store is unchanged`)
      for (const r of report.rejections) console.error(`  ${formatRejection(r)}`)
      if (report.rejected > report.rejections.length) console.error(`  … and ${report.rejected - report.rejections.length} more`)
      return 1
    }
    const rows = report.files.map((f) => `${f.name} ${f.rows}`).join(', ')
    console.log(
      `imported ${rows} in ${report.seconds.toFixed(1)} s (ranking refresh ${(report.rankingSeconds ?? 0).toFixed(1)} s); latest month ${report.ts}`,
    )
    return 0
  } catch (err) {
    if (err instanceof ImportError) {
      console.error(`import refused: ${err.message}; the store is unchanged`)
      return 1
    }
    if (err instanceof ApplyFailed) {
      // the importer's words; the engine's message only on request (it names internals, not the data)
      const outcome =
        err.outcome === 'unchanged'
          ? 'the store is unchanged'
          : err.outcome === 'completed'
            ? 'the import is complete'
            : 'the next import run or server start completes or undoes it'
      console.error(`${err.message}${err.engineError instanceof InjectedFault ? ' (test fault)' : ''}; ${outcome}`)
      if (DEBUG) console.error(err.engineError)
      else console.error("(GR_IMPORT_DEBUG=1 shows the engine's message)")
      return 2
    }
    // anything else happened before the apply began (reading, staging, checking): nothing was written
    console.error(
      `import failed before anything was written: an unexpected error${DEBUG ? '' : ' (GR_IMPORT_DEBUG=1 shows it)'}; the store is unchanged`,
    )
    if (DEBUG) console.error(err)
    return 2
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
