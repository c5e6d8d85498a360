// The one connection to the analytics store: embedded chDB in a data folder by default, or a
// ClickHouse server from CLICKHOUSE_URL. Same SQL either way (STORE-NOTES: only async calls;
// one chDB data folder per process; num() reads a 64-bit integer given as a number or a string).
import fs from 'node:fs'
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client'
import { createChdbConnection } from 'chdb/connection'
import type { TableLayout } from './table-layout'

/** Database holding every table of the analytics store. */
export const DB = 'gr'

export interface Analytics {
  /** rows of a SELECT (JSONEachRow) */
  rows<T = Record<string, unknown>>(query: string, params?: Record<string, unknown>): Promise<T[]>
  /** DDL and INSERT … SELECT */
  exec(query: string, params?: Record<string, unknown>): Promise<void>
  insert(table: string, values: Record<string, unknown>[]): Promise<void>
  /** rows as arrays in the table's column order (JSONCompactEachRow: no key per value, for bulk loads such as the importer's staging) */
  insertRows(table: string, rows: unknown[][]): Promise<void>
  /**
   * The result of a SELECT in RowBinary: fixed-width columns read with a DataView, for bulk reads of
   * millions of numeric rows (JSON costs ~1 µs a row to parse; these bytes cost nothing).
   */
  binary(query: string, params?: Record<string, unknown>): Promise<Buffer>
  close(): Promise<void>
  readonly embedded: boolean
  /** how the writers lay the tables out (table-layout.ts); unset: one MergeTree per table */
  readonly layout?: TableLayout
}

type ClientConnection = NonNullable<NonNullable<Parameters<typeof createClient>[0]>['connection']>

export interface AnalyticsOptions {
  /** folder of the embedded engine; ignored when url is set */
  path?: string
  url?: string
  /** the tables' layout on the server at `url` (a cluster's) */
  layout?: TableLayout
  /** settings of every statement on this connection, either engine (a writer's: TableLayout.settings) */
  settings?: Record<string, string | number>
}

export function openAnalytics(options: AnalyticsOptions): Analytics {
  let client: ClickHouseClient
  if (options.url) {
    // long dataset builds over HTTP need progress headers to keep the connection alive. Servers
    // before 25.8 quote 64-bit integers in JSON ("3" for a count()); the queries read numbers, as
    // the embedded engine gives them, so every server is asked for numbers. The client's own log
    // is off, as the embedded connection has none: it would print each failed query's exception
    // on the console, beside the server's log (http/errors.ts decides what of an error it keeps)
    // and into the importer's output, which refuses a file in its own words.
    client = createClient({
      url: options.url,
      request_timeout: 300_000,
      log: { level: ClickHouseLogLevel.OFF },
      clickhouse_settings: {
        send_progress_in_http_headers: 1,
        http_headers_progress_interval_ms: '10000',
        output_format_json_quote_64bit_integers: 0,
        ...options.settings,
      },
    })
  } else {
    if (!options.path) throw new Error('analytics: a data folder or a URL is needed')
    fs.mkdirSync(options.path, { recursive: true })
    // chdb types its connection against its own copy of @clickhouse/client-common; same contract
    const connection = createChdbConnection({ path: options.path }) as unknown as ClientConnection
    client = createClient({ connection, clickhouse_settings: options.settings })
  }
  let closed = false
  return {
    embedded: !options.url,
    layout: options.url ? options.layout : undefined,
    async rows<T>(query: string, params: Record<string, unknown> = {}) {
      const result = await client.query({ query, query_params: params, format: 'JSONEachRow' })
      return (await result.json()) as T[]
    },
    async exec(query: string, params: Record<string, unknown> = {}) {
      await client.command({ query, query_params: params })
    },
    async insert(table: string, values: Record<string, unknown>[]) {
      if (values.length === 0) return
      await client.insert({ table, values, format: 'JSONEachRow' })
    },
    async insertRows(table: string, rows: unknown[][]) {
      if (rows.length === 0) return
      await client.insert({ table, values: rows, format: 'JSONCompactEachRow' })
    },
    async binary(query: string, params: Record<string, unknown> = {}) {
      const result = await client.exec({ query: `${query} FORMAT RowBinary`, query_params: params })
      const chunks: Buffer[] = []
      for await (const chunk of result.stream) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    },
    async close() {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}

/** A 64-bit integer or a Decimal from either engine: a JSON number or a decimal string. */
export function num(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value !== '') {
    const n = Number(value)
    if (Number.isFinite(n)) return n
  }
  if (typeof value === 'bigint') return Number(value)
  return 0
}
