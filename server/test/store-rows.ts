// Test helper run as its own process (chDB opens one data folder per process): prints as JSON the
// rows of one query against the analytics store of DATA_DIR (or CLICKHOUSE_URL), so a test can
// recompute an answer from the raw tables while no server holds the folder.
import path from 'node:path'
import { openAnalytics } from '../analytics/client'
import { runLocked } from './locked-run'

runLocked(async (config) => {
  const store = openAnalytics({ path: path.join(config.dataDir, 'analytics'), url: config.clickhouseUrl })
  try {
    process.stdout.write(`${JSON.stringify(await store.rows(process.argv[2]))}\n`)
  } finally {
    await store.close()
  }
})
