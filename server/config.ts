// Settings from the environment (DESIGN "What runs"). Read once, here; everything else takes a
// Config (test/environment.test.ts keeps it so, with a short list of tools that read their own).
import path from 'node:path'

export type DatasetName = 'default' | 'small' | 'large'

export interface Config {
  port: number
  host: string
  dataset: DatasetName
  /** absolute folder holding both embedded stores, the lock and the dataset marker */
  dataDir: string
  /** unset: embedded chDB in dataDir/analytics */
  clickhouseUrl: string | undefined
  /** the ClickHouse cluster the build and the importer write the tables across (analytics/table-layout.ts) */
  clickhouseCluster: string | undefined
  /** unset: embedded PGlite in dataDir/accounts */
  databaseUrl: string | undefined
  logLevel: string
  /** behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per address) */
  trustProxy: boolean
  /** POST /sso/login and /sso/token per address per minute */
  loginRateMax: number
  /** /api calls per session (or address) per minute */
  apiRateMax: number
  /**
   * Where a concept's detail figures are computed (analytics/queries/concept-reads.ts): 'memory' over
   * the facts held in this process, or 'engine' inside ClickHouse. ANALYTICS_EXECUTION; by default
   * memory on the embedded engine and engine with a ClickHouse server (CLICKHOUSE_URL).
   */
  analyticsExecution: 'memory' | 'engine'
  /**
   * API requests of one account handled at once (http/fair-share.ts). In the memory execution a
   * handler holds the CPU from start to end, so a place is a share of the one event loop: 4. In the
   * engine execution handlers mostly wait on ClickHouse, and more places keep the CPU busy: 16.
   */
  apiPerAccount: number
  /** folder of the H5 build served as the web app */
  h5Dir: string
  /** TTL of the in-process session cache (ms; 0 off); unset: 30 s on PGlite, off on a shared PostgreSQL server */
  sessionCacheMs: number | undefined
  /** NODE_ENV=production */
  production: boolean
  /**
   * PUBLIC_URL, the address users reach the server at ('https://radar.example.com', no trailing
   * slash): the origin of share links. Unset: the caller's Host header, in development only — in
   * production anyone could make the server print links to a host of their choosing.
   */
  publicUrl: string | undefined
  /** SKIP_H5_BUILD=1: serve dist/h5 as it is, without the staleness check (tests, e2e) */
  skipH5Build: boolean
  /** SEARCH_CACHE=0 turns off the in-memory answer cache of the concept queries */
  searchCache: boolean
  /** SMS_SENDER: where SMS codes go; only the outbox (a table of the account store) exists */
  smsSender: SmsSenderName
  /** the development SMS outbox page: never in production; SMS_DEV_OUTBOX=0 removes it elsewhere */
  smsDevOutbox: boolean
  /**
   * WECHAT_EXCHANGER: who turns a mini-program login code into an openid (server/wechat/). 'wechat'
   * (the default) asks WeChat's jscode2session with WECHAT_APP_ID and WECHAT_APP_SECRET; 'local' is
   * the development stand-in, chosen only explicitly and refused in production (checkServerConfig).
   */
  wechatExchanger: WechatExchangerName
  /** WECHAT_APP_ID, the mini-program's app id (wx…); unset with the secret: WeChat login is off */
  wechatAppId: string | undefined
  /** WECHAT_APP_SECRET; never logged */
  wechatAppSecret: string | undefined
  /**
   * WECHAT_ALERT_TEMPLATE_ID: the subscription-message template alerts go out on in WeChat (chosen in
   * the mini-program's console); unset, alerts go by SMS only. The local exchanger has its own.
   */
  wechatAlertTemplate: string | undefined
  /** ALERT_INTERVAL_MIN: minutes between runs of the phone alert job inside the server; 0 runs none (tests) */
  alertIntervalMin: number
}

export const SMS_SENDERS = ['outbox'] as const
export type SmsSenderName = (typeof SMS_SENDERS)[number]

export const WECHAT_EXCHANGERS = ['wechat', 'local'] as const
export type WechatExchangerName = (typeof WECHAT_EXCHANGERS)[number]

/** A setting the server cannot run with; its message is one line, printed alone (start.ts). */
export class ConfigError extends Error {}

function publicUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined
  const url = URL.canParse(value) ? new URL(value) : null
  // an http(s) origin with at most a path prefix: share links are it followed by a page's path
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || value.includes('?') || value.includes('#')) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address such as https://radar.example.com, got "${value}"`)
  }
  return (url.origin + url.pathname).replace(/\/+$/, '')
}

/**
 * What serving needs beyond loadConfig (the command-line tools run without it): PUBLIC_URL in
 * production, and never the local WeChat exchanger there (it signs anyone in as the demo account).
 */
export function checkServerConfig(config: Pick<Config, 'production' | 'publicUrl' | 'wechatExchanger'>): void {
  if (config.production && !config.publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL must be set when NODE_ENV=production (the address users reach the server at, e.g. https://radar.example.com): share links would otherwise take their origin from the Host header',
    )
  }
  if (config.production && config.wechatExchanger === 'local') {
    throw new ConfigError(
      'WECHAT_EXCHANGER=local is for development and tests only and is refused when NODE_ENV=production: it accepts any login code. Set WECHAT_APP_ID and WECHAT_APP_SECRET and leave WECHAT_EXCHANGER unset (or "wechat")',
    )
  }
}

function wechatExchangerFrom(value: string | undefined): WechatExchangerName {
  const name = value || 'wechat'
  const known = WECHAT_EXCHANGERS.find((s) => s === name)
  if (!known) throw new ConfigError(`WECHAT_EXCHANGER "${name}" is unknown; use ${WECHAT_EXCHANGERS.map((s) => `"${s}"`).join(' or ')}`)
  return known
}

/** Both or neither: an app id without its secret (or the reverse) is a half-done deployment. */
function wechatCredentialsFrom(env: NodeJS.ProcessEnv): { wechatAppId: string | undefined; wechatAppSecret: string | undefined } {
  const wechatAppId = env.WECHAT_APP_ID || undefined
  const wechatAppSecret = env.WECHAT_APP_SECRET || undefined
  if (Boolean(wechatAppId) !== Boolean(wechatAppSecret)) {
    throw new ConfigError("WECHAT_APP_ID and WECHAT_APP_SECRET go together: set both (the mini-program's app id and its secret) or neither")
  }
  if (wechatAppId && !/^wx[0-9a-f]{16}$/i.test(wechatAppId))
    throw new ConfigError(`WECHAT_APP_ID must look like wx followed by 16 hex digits, got "${wechatAppId}"`)
  return { wechatAppId, wechatAppSecret }
}

function smsSenderFrom(value: string | undefined): SmsSenderName {
  const name = value || 'outbox'
  const known = SMS_SENDERS.find((s) => s === name)
  if (!known) throw new ConfigError(`SMS_SENDER "${name}" is unknown; the server ships only ${SMS_SENDERS.map((s) => `"${s}"`).join(', ')}`)
  return known
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`)
  return n
}

function executionFrom(value: string | undefined, fallback: 'memory' | 'engine'): 'memory' | 'engine' {
  if (value === undefined || value === '') return fallback
  if (value !== 'memory' && value !== 'engine') throw new ConfigError(`ANALYTICS_EXECUTION must be "memory" or "engine", got "${value}"`)
  return value
}

function clusterFrom(value: string | undefined, url: string | undefined): string | undefined {
  if (!value) return undefined
  if (!url) throw new ConfigError('CLICKHOUSE_CLUSTER needs CLICKHOUSE_URL: the embedded store is one node')
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value)) throw new ConfigError(`CLICKHOUSE_CLUSTER must be a cluster name, got "${value}"`)
  return value
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dataset = env.DATASET || 'default'
  if (dataset !== 'default' && dataset !== 'small' && dataset !== 'large') {
    throw new ConfigError(`DATASET must be "default", "small" or "large", got "${dataset}"`)
  }
  const production = env.NODE_ENV === 'production'
  const execution = executionFrom(env.ANALYTICS_EXECUTION, env.CLICKHOUSE_URL ? 'engine' : 'memory')
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataset,
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    clickhouseUrl: env.CLICKHOUSE_URL || undefined,
    clickhouseCluster: clusterFrom(env.CLICKHOUSE_CLUSTER, env.CLICKHOUSE_URL),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginRateMax: intFrom(env.LOGIN_RATE_MAX, 10, 'LOGIN_RATE_MAX'),
    apiRateMax: intFrom(env.API_RATE_MAX, 1200, 'API_RATE_MAX'),
    analyticsExecution: execution,
    apiPerAccount: Math.max(1, intFrom(env.API_PER_ACCOUNT, execution === 'memory' ? 4 : 16, 'API_PER_ACCOUNT')),
    // the build lands in the repository's dist/h5 whatever the working directory
    h5Dir: env.H5_DIR ? path.resolve(cwd, env.H5_DIR) : path.resolve(__dirname, '..', 'dist', 'h5'),
    sessionCacheMs: env.SESSION_CACHE_MS ? intFrom(env.SESSION_CACHE_MS, 0, 'SESSION_CACHE_MS') : undefined,
    production,
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    skipH5Build: env.SKIP_H5_BUILD === '1',
    searchCache: env.SEARCH_CACHE !== '0',
    smsSender: smsSenderFrom(env.SMS_SENDER),
    smsDevOutbox: !production && env.SMS_DEV_OUTBOX !== '0',
    wechatExchanger: wechatExchangerFrom(env.WECHAT_EXCHANGER),
    ...wechatCredentialsFrom(env),
    wechatAlertTemplate: env.WECHAT_ALERT_TEMPLATE_ID || undefined,
    // data changes monthly; hourly finds a new month (or a changed threshold) soon enough
    alertIntervalMin: intFrom(env.ALERT_INTERVAL_MIN, 60, 'ALERT_INTERVAL_MIN'),
  }
}
