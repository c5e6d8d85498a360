// npm run alerts: one run of the phone alert job (job.ts) on DATA_DIR, as the server's schedule
// runs it. The embedded stores belong to one process at a time: with the server running on the same
// folder this refuses (the server runs the job itself, every ALERT_INTERVAL_MIN minutes).
import { loadConfig } from '../config'
import { loggableError } from '../text/loggable-error'
import { acquireDataDirLock, DataDirLockedError } from '../lock'
import { prepareSearchIndex } from '../analytics/queries/search-index'
import { createSmsSender } from '../sms/sender'
import { openStores } from '../stores'
import { createMessenger } from '../wechat/messenger'
import { runAlerts, type AlertLog } from './job'

const log: AlertLog = {
  info: (obj, msg) => console.log(msg, JSON.stringify(obj)),
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
  error: (obj, msg) => console.error(msg, JSON.stringify(obj)),
}

async function main(): Promise<number> {
  // one run reads only the followed concepts' figures: asking the engine for those answers the same
  // (the execution contract) without first loading every fact into this process, which took longer
  // than the run itself; the server's scheduled runs use its held facts
  const config = { ...loadConfig(), analyticsExecution: 'engine' as const }
  let lock
  try {
    lock = await acquireDataDirLock(config.dataDir)
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nA running server sends the alerts itself (every ALERT_INTERVAL_MIN minutes).`)
      return 2
    }
    throw err
  }
  const stores = await openStores(config).catch((err: Error) => {
    lock.release()
    throw err
  })
  try {
    await prepareSearchIndex(stores.analytics, false)
    const ctx = { db: stores.accounts.db, analytics: stores.analytics, catalog: stores.catalog, config }
    await runAlerts(ctx, createSmsSender(ctx.db, log, config.smsSender, null), log, createMessenger(config, ctx.db, log))
    return 0
  } catch (err) {
    console.error('alert run failed', JSON.stringify(loggableError(err as Error)))
    return 1
  } finally {
    await stores.close()
    lock.release()
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
