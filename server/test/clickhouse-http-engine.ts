// The engine behind the ClickHouse HTTP test harness: chDB on one data folder, one chDB session
// per request, so that a request's settings, database and query parameters are its own as on a
// ClickHouse server (a chDB session keeps what SET changed; a fresh one per request costs ≈ 1 ms).
// The parameters are bound by the engine itself from their text exactly as it came in the URL
// (`SET param_x = '…'` before the statement; no re-encoding by a JavaScript binder in between).
import { Session } from 'chdb'
import { plainInsert, sqlShape } from './clickhouse-http-sql'

export interface EngineRequest {
  queryId: string
  /** a GET: ClickHouse runs those with readonly = 2 (settings may change, data may not) */
  readonly: boolean
  database?: string
  /** default_format, or TabSeparated */
  defaultFormat: string
  /** URL parameters that are settings, in their order */
  settings: [string, string][]
  /** param_<name> values as sent, names without the prefix */
  params: [string, string][]
  /** the `query` URL parameter ('' if none) */
  urlQuery: string
  /** the request body, decompressed */
  body: Buffer
}

export interface EngineResult {
  bytes: Uint8Array
  format: string
  summary: Record<string, string>
}

/** A ClickHouse exception: its number, its name, and the text the server would send. */
export class EngineError extends Error {
  constructor(
    readonly code: number,
    readonly type: string,
    message: string,
  ) {
    super(message)
  }
}

// A server's defaults where the embedded engine's differ. Servers before 25.8 (24.8 and 25.3 LTS
// among them) quote 64-bit integers in JSON formats; chDB never does. The harness plays the older
// server so that the suite over HTTP meets the quoting the embedded runs never see.
const SERVER_DEFAULTS: [string, string][] = [
  ['output_format_json_quote_64bit_integers', '1'],
  ['implicit_select', '0'],
]

// The insert formats chDB takes as raw bytes (its engine parses them; the harness only passes them on).
const RAW_INSERT_FORMATS = new Set([
  'JSONEachRow',
  'JSONCompactEachRow',
  'TSV',
  'TabSeparated',
  'TSVWithNames',
  'TabSeparatedWithNames',
  'CSV',
  'CSVWithNames',
])

const READ_ONLY_KINDS = new Set(['SELECT', 'WITH', 'SHOW', 'DESCRIBE', 'DESC', 'EXISTS', 'EXPLAIN'])

export interface Engine {
  run(request: EngineRequest): Promise<EngineResult>
  readonly version: string
  readonly timezone: string
  close(): void
}

export async function openEngine(dataPath: string): Promise<Engine> {
  // held for the process's life: it owns the folder, the per-request sessions join it
  const base = new Session(dataPath)
  const text = async (sql: string) => (await base.queryAsync(sql, { format: 'TabSeparated' })).text().trim()
  const version = await text('SELECT version()')
  const timezone = await text('SELECT timezone()')
  const formats = new Set((await text('SELECT lower(name) FROM system.formats')).split('\n'))
  const isFormat = (name: string) => formats.has(name.toLowerCase())
  const running = new Set<string>()

  async function execute(request: EngineRequest): Promise<EngineResult> {
    // @clickhouse/client's insert(): the statement in the URL, the rows in the body, handed to the
    // engine as bytes; any other request is one SQL text, the URL's query and then the body
    const insert = request.body.length > 0 ? plainInsert(request.urlQuery) : undefined
    const raw = insert && RAW_INSERT_FORMATS.has(insert.format) ? insert : undefined
    const sql = raw ? request.urlQuery : [request.urlQuery, request.body.toString('utf8')].filter(Boolean).join('\n')
    if (sql.trim() === '') throw new EngineError(62, 'SYNTAX_ERROR', 'Syntax error: Empty query.')
    const shape = sqlShape(sql, isFormat)
    if (shape.secondStatement) throw new EngineError(62, 'SYNTAX_ERROR', 'Syntax error: Multi-statements are not allowed.')
    const format = shape.kind !== 'INSERT' && shape.format ? shape.format : request.defaultFormat
    const session = new Session(dataPath)
    try {
      const prelude = preludeOf(request)
      if (prelude.length) await engineCall(session.queryAsync(prelude.join('; ')))
      if (raw) {
        const written = await engineCall(
          session.insert({ table: raw.table, columns: raw.columns, values: request.body, format: raw.format as 'JSONEachRow' }),
        )
        const rows = String(written.rowsWritten)
        const bytes = String(written.bytesWritten)
        return {
          bytes: new Uint8Array(0),
          format,
          summary: { read_rows: rows, read_bytes: bytes, written_rows: rows, written_bytes: bytes, elapsed_ns: nanos(written.elapsed) },
        }
      }
      const result = await engineCall(session.queryAsync(sql, { format: request.defaultFormat }))
      const summary: Record<string, string> = {
        read_rows: String(result.rowsRead),
        read_bytes: String(result.bytesRead),
        elapsed_ns: nanos(result.elapsed),
      }
      // written counts only where they are known: a read writes nothing; chDB does not count a statement's writes
      if (READ_ONLY_KINDS.has(shape.kind)) Object.assign(summary, { written_rows: '0', written_bytes: '0' })
      return { bytes: result.bytes(), format, summary }
    } finally {
      session.close()
    }
  }

  return {
    version,
    timezone,
    async run(request) {
      // a server refuses a query id that is still running (a client's retry must not run twice)
      if (running.has(request.queryId))
        throw new EngineError(216, 'QUERY_WITH_SAME_ID_IS_ALREADY_RUNNING', `Query with id = ${request.queryId} is already running.`)
      running.add(request.queryId)
      try {
        return await execute(request)
      } finally {
        running.delete(request.queryId)
      }
    },
    close: () => base.close(),
  }
}

/** SET and USE statements that give the request's session what the URL asked for. */
function preludeOf(request: EngineRequest): string[] {
  const statements = [...SERVER_DEFAULTS.map(([k, v]) => `SET ${k} = ${literal(v)}`)]
  if (request.readonly) statements.push('SET readonly = 2')
  for (const [name, value] of request.settings) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new EngineError(115, 'UNKNOWN_SETTING', `Unknown setting '${name}'.`)
    statements.push(`SET ${name} = ${literal(value)}`)
  }
  for (const [name, value] of request.params) {
    if (!/^[A-Za-z0-9_]+$/.test(name)) throw new EngineError(457, 'BAD_QUERY_PARAMETER', `Bad query parameter name '${name}'.`)
    statements.push(`SET param_${name} = ${literal(value)}`)
  }
  if (request.database) statements.push(`USE \`${request.database.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``)
  return statements
}

/** A SQL string literal whose value is exactly `text`. */
function literal(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

function nanos(seconds: number): string {
  return String(Math.round(seconds * 1e9))
}

/** chDB's errors carry the server's text: "Code: 60. DB::Exception: … (UNKNOWN_TABLE)". */
async function engineCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err)
    const code = /Code: (\d+)\./.exec(text)
    const type = /\(([A-Z][A-Z0-9_]+)\)\s*$/.exec(text)
    if (!code || !type) throw err
    const message = text.replace(/^[\s\S]*?DB::Exception: /, '').replace(/\s*\([A-Z][A-Z0-9_]+\)\s*$/, '')
    throw new EngineError(Number(code[1]), type[1], message)
  }
}
