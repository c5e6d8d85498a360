// Settings from the environment (DESIGN "What runs"). Read once; everything else takes a Config.
import path from 'node:path'

export type DatasetName = 'default' | 'small'

export interface Config {
  port: number
  host: string
  dataset: DatasetName
  /** absolute folder holding both embedded stores, the lock and the dataset marker */
  dataDir: string
  /** unset: embedded chDB in dataDir/analytics */
  clickhouseUrl: string | undefined
  /** unset: embedded PGlite in dataDir/accounts */
  databaseUrl: string | undefined
  logLevel: string
  /** behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per address) */
  trustProxy: boolean
  /** POST /sso/login and /sso/token per address per minute */
  loginRateMax: number
  /** /api calls per session (or address) per minute */
  apiRateMax: number
  /** folder of the H5 build served as the web app */
  h5Dir: string
  /** TTL of the in-process session cache (ms; 0 off); unset: 30 s on PGlite, off on a shared PostgreSQL server */
  sessionCacheMs: number | undefined
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`)
  return n
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dataset = env.DATASET || 'default'
  if (dataset !== 'default' && dataset !== 'small') {
    throw new Error(`DATASET must be "default" or "small", got "${dataset}"`)
  }
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataset,
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    clickhouseUrl: env.CLICKHOUSE_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginRateMax: intFrom(env.LOGIN_RATE_MAX, 10, 'LOGIN_RATE_MAX'),
    apiRateMax: intFrom(env.API_RATE_MAX, 1200, 'API_RATE_MAX'),
    // the build lands in the repository's dist/h5 whatever the working directory
    h5Dir: env.H5_DIR ? path.resolve(cwd, env.H5_DIR) : path.resolve(__dirname, '..', 'dist', 'h5'),
    sessionCacheMs: env.SESSION_CACHE_MS ? intFrom(env.SESSION_CACHE_MS, 0, 'SESSION_CACHE_MS') : undefined,
  }
}
