// Opens both stores for a Config and makes sure they hold data: finishes or undoes an import cut
// short, builds the dataset when the marker is missing or names another dataset/version, seeds the
// account store when it is empty.
import path from 'node:path'
import type { Analytics } from './analytics/client'
import { openConfiguredAnalytics } from './analytics/open-store'
import { loadCatalog, type Catalog } from './analytics/catalog'
import { readMeta } from './analytics/meta'
import { openAccountStore, type AccountStore, type AccountStoreOptions } from './accounts/db'
import { keyFollowWords } from './accounts/follows'
import { DEFAULT_SESSION_CACHE_MS, setSessionCacheTtl } from './accounts/session-cache'
import { seedAccounts } from './accounts/seed'
import { linkDemoWechatUser } from './accounts/wechat-links'
import type { Config } from './config'
import { buildDataset } from './dataset/build'
import { DATASET_VERSION } from './dataset/sizes'
import { recoverInterruptedImport, type Recovery } from './import/recover'

export interface Stores {
  analytics: Analytics
  accounts: AccountStore
  catalog: Catalog
  close(): Promise<void>
}

/** Where start-up and store events are told (the server's own logger exists only after the stores). */
export interface StoreLog {
  info(obj: object | string, msg?: string): void
  warn(obj: object, msg?: string): void
}

const SILENT: StoreLog = { info: () => undefined, warn: () => undefined }

export async function openStores(config: Config, log: StoreLog = SILENT): Promise<Stores> {
  const analytics = openConfiguredAnalytics(config, 'reader')
  let accounts: AccountStore | undefined
  try {
    await prepareAnalytics(analytics, config, log)
    accounts = await openAccounts({
      path: path.join(config.dataDir, 'accounts'),
      url: config.databaseUrl,
      sessionCacheMs: config.sessionCacheMs,
      onConnectionError: (err) =>
        log.warn({ err: err.message }, 'account store: an idle PostgreSQL connection failed; the pool opens a new one when needed'),
    })
    const { seeded } = await seedAccounts(accounts.db)
    if (seeded) log.info('account store seeded with the demo accounts')
    await linkDemoWechatUser(accounts.db)
    const catalog = await loadCatalog(analytics)
    const opened = accounts
    return {
      analytics,
      accounts: opened,
      catalog,
      async close() {
        await Promise.allSettled([analytics.close(), opened.close()])
      },
    }
  } catch (err) {
    await Promise.allSettled([analytics.close(), accounts?.close()])
    throw err
  }
}

export interface AccountsOptions extends AccountStoreOptions {
  /** TTL of the session cache, ms (session-cache.ts); default 30 s on PGlite, 0 (off) on a server */
  sessionCacheMs?: number
}

/**
 * The accounts half of start-up: the store opened with its SQL migrations (accounts/db.ts), then
 * the data step of a migration that SQL alone cannot do the same way on every server
 * (keyFollowWords, follows.ts), then the session cache's lifetime for this store. On a PostgreSQL
 * server other server processes may share the database (their logouts are not seen here), so the
 * cache is off by default; on PGlite only this process can write the folder (lock.ts), so its own
 * invalidations are complete.
 */
export async function openAccounts(options: AccountsOptions): Promise<AccountStore> {
  const store = await openAccountStore(options)
  await keyFollowWords(store.db)
  setSessionCacheTtl(store.db, options.sessionCacheMs ?? (options.url ? 0 : DEFAULT_SESSION_CACHE_MS))
  return store
}

/**
 * The analytics half of start-up: an import cut short (a kill, a crash) is finished or undone first
 * (server/import/recover.ts) — a kill inside an import's swap leaves the marker moved aside, and
 * a missing marker would rebuild the demo data, deleting every import — then the dataset is built
 * when the marker is missing or names another dataset/version (a build replaces the whole store).
 * Returns whether it built and what the recovery did.
 */
export async function prepareAnalytics(
  analytics: Analytics,
  config: Pick<Config, 'dataset'>,
  log: StoreLog = SILENT,
): Promise<{ built: boolean; recovered: Recovery }> {
  const recovered = await recoverInterruptedImport(analytics)
  if (recovered !== 'none') log.warn({ recovered }, `an import cut short was ${recovered === 'completed' ? 'completed' : 'undone'}`)
  const meta = await readMeta(analytics)
  if (meta && meta.dataset === config.dataset && meta.version === DATASET_VERSION) return { built: false, recovered }
  log.info(
    { found: meta ? `${meta.dataset} v${meta.version}` : 'nothing', wanted: `${config.dataset} v${DATASET_VERSION}` },
    'building the analytics dataset',
  )
  // on a cluster one writer builds, talking to one node (its scratch tables live there): not every
  // API process at its start, through a load balancer
  if (analytics.layout?.cluster)
    throw new Error(
      `the cluster holds no ${config.dataset} dataset of this version: run \`npm run dataset\` with CLICKHOUSE_CLUSTER and CLICKHOUSE_URL naming one node`,
    )
  const built = await buildDataset(analytics, { dataset: config.dataset })
  log.info({ seconds: built.seconds, factRows: built.fact_rows, ts: built.ts, checksum: built.checksum }, 'dataset built')
  return { built: true, recovered }
}
