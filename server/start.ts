// npm start: build H5 if missing or stale, lock the data folder, create and seed the stores if
// needed, serve on HOST:PORT and run the phone alert job on its schedule; on SIGINT/SIGTERM close
// both stores and release the lock, within SHUTDOWN_DEADLINE_MS.
import path from 'node:path'
import { runAlerts } from './alerts/job'
import { createMessenger } from './wechat/messenger'
import { startAlertSchedule } from './alerts/schedule'
import { buildApp } from './app'
import { checkServerConfig, ConfigError, loadConfig } from './config'
import { buildH5, h5IsFresh } from './h5-build'
import { precompress } from './h5-precompress'
import { loggableError } from './text/loggable-error'
import { deleteExpiredSessions } from './accounts/sessions'
import { acquireDataDirLock, DataDirLockedError } from './lock'
import { createSmsSender, smsSenderWarning } from './sms/sender'
import { openStores, type StoreLog } from './stores'

/** How long a graceful shutdown may take before the process exits anyway, ms. */
const SHUTDOWN_DEADLINE_MS = 10_000

async function main(): Promise<void> {
  const started = Date.now()
  const config = loadConfig()
  checkServerConfig(config)
  const root = path.resolve(__dirname, '..')
  if (!config.skipH5Build && !h5IsFresh(root)) buildH5(root)
  // a build made with `npm run build:h5` has no compressed copies yet; a fresh one costs nothing here
  precompress(config.h5Dir)

  const lock = await acquireDataDirLock(config.dataDir)
  let stores: Awaited<ReturnType<typeof openStores>> | undefined
  try {
    const bootLog: StoreLog = {
      info: (obj, msg) => console.log(msg ?? obj, msg ? JSON.stringify(obj) : ''),
      warn: (obj, msg) => console.warn(msg ?? '', JSON.stringify(obj)),
    }
    stores = await openStores(config, bootLog)
    const ctx = { db: stores.accounts.db, analytics: stores.analytics, catalog: stores.catalog, config }
    const app = await buildApp(ctx)
    // one messenger for every run: WeChat's access token is kept between them
    const messenger = createMessenger(config, ctx.db, app.log)
    const alerts = startAlertSchedule(
      () => runAlerts(ctx, createSmsSender(ctx.db, app.log, config.smsSender, null), app.log, messenger),
      config.alertIntervalMin * 60_000,
      (err) => app.log.error({ error: loggableError(err) }, 'alert run failed'),
    )
    // an expired session is refused when presented; its row is swept here, at start and hourly
    const sweepSessions = () =>
      deleteExpiredSessions(ctx.db).catch((err: Error) => app.log.warn({ error: loggableError(err) }, 'session sweep failed'))
    void sweepSessions()
    const sweeper = setInterval(() => void sweepSessions(), 3_600_000)
    sweeper.unref()
    let closing = false
    const shutdown = async (signal: string) => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down')
      // a step that never ends (a request or a query that hangs) must not keep the process, and the
      // data folder's lock, forever: a supervisor waits about this long before it kills
      let step = 'the alert job'
      const deadline = setTimeout(() => {
        app.log.error({ signal, waitingFor: step }, `shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`)
        lock.release()
        process.exit(1)
      }, SHUTDOWN_DEADLINE_MS)
      deadline.unref()
      try {
        clearInterval(sweeper)
        await alerts.stop()
        step = 'requests in flight'
        await app.close()
        step = 'closing the stores'
        await stores?.close()
      } finally {
        lock.release()
        process.exit(0)
      }
    }
    process.on('SIGINT', () => void shutdown('SIGINT'))
    process.on('SIGTERM', () => void shutdown('SIGTERM'))
    const smsWarning = smsSenderWarning(config.production, config.smsSender)
    if (smsWarning) console.warn(smsWarning)
    await app.listen({ host: config.host, port: config.port })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    console.log(`Growth Radar is running at http://${config.host}:${port}/ (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (err) {
    await stores?.close()
    lock.release()
    throw err
  }
}

main().catch((err) => {
  // a known refusal is one line of its own; anything else with its stack
  console.error(err instanceof DataDirLockedError || err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
