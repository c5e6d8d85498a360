// npm run dataset [-- --force] [--seed N] [--end YYYY-MM]: builds the analytics dataset in
// DATA_DIR (or CLICKHOUSE_URL) for DATASET, unless the same dataset is already there. It lives with
// the importer because it must first finish or undo an import cut short (recover.ts); the generator
// (dataset/) knows nothing of imports.
import { loadConfig } from '../config'
import { openConfiguredAnalytics } from '../analytics/open-store'
import { readMeta } from '../analytics/meta'
import { recoverInterruptedImport } from './recover'
import { acquireDataDirLock, DataDirLockedError } from '../lock'
import { buildDataset } from '../dataset/build'
import { DATASET_VERSION, DEFAULT_SEED } from '../dataset/sizes'

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const config = loadConfig()
  const force = args.includes('--force')
  const seed = Number(argValue(args, '--seed') ?? DEFAULT_SEED)
  const endMonth = argValue(args, '--end')
  const lock = await acquireDataDirLock(config.dataDir)
  const store = openConfiguredAnalytics(config, 'writer')
  try {
    // an import cut short leaves the marker aside until finished or undone: without this, the
    // missing marker would rebuild the dataset and delete every import
    await recoverInterruptedImport(store)
    const existing = await readMeta(store)
    const same =
      existing &&
      existing.dataset === config.dataset &&
      existing.version === DATASET_VERSION &&
      existing.seed === seed &&
      (!endMonth || existing.ts === endMonth)
    if (same && !force) {
      console.log(
        `dataset "${config.dataset}" already built (${existing.fact_rows} item-month rows, up to ${existing.ts}); --force rebuilds`,
      )
      console.log(`checksum: ${existing.checksum}`)
      return
    }
    const result = await buildDataset(store, { dataset: config.dataset, seed, endMonth })
    console.log(
      `dataset "${result.dataset}" built in ${result.seconds.toFixed(1)} s: ${result.fact_rows} item-month rows, ` +
        `${result.item_rows} items, ${result.rank_rows} ranking rows, months ${result.ts_min}..${result.ts}`,
    )
    console.log(`checksum: ${result.checksum}`)
  } finally {
    await store.close()
    lock.release()
  }
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : err)
  process.exit(1)
})
