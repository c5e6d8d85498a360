// A ClickHouse HTTP interface in front of chDB, for the tests: no current ClickHouse server installs
// on this machine, and the server's CLICKHOUSE_URL path must meet the protocol @clickhouse/client
// speaks. `tsx clickhouse-http.ts <data folder> [port]` prints "ClickHouse HTTP at <url>".
//
// What it serves, as a ClickHouse server does: the query in the `query` URL parameter, the body, or
// both (URL text, a newline, then the body: an INSERT's rows); `param_<name>` values bound by the
// engine; every other URL parameter a setting of that query only; `database`; `default_format`
// or the statement's FORMAT; `query_id` (refused while the same id runs); GET as readonly = 2;
// request bodies in gzip, deflate or br (Content-Encoding); responses compressed when the query
// sets enable_http_compression = 1 and Accept-Encoding allows it; the X-ClickHouse-Query-Id,
// -Format, -Timezone, -Summary and -Server-Display-Name headers; errors as a 4xx/5xx status with
// X-ClickHouse-Exception-Code and the exception's text; /ping.
// What it refuses rather than pretend: sessions (session_id), ClickHouse's own block compression
// (compress/decompress), roles, multipart parameters; codecs Node has no codec for (zstd, xz, lz4).
// No progress headers: the engine answers a query at once, the response is sent whole.
import http from 'node:http'
import os from 'node:os'
import { randomUUID } from 'node:crypto'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { EngineError, openEngine, type Engine, type EngineRequest } from './clickhouse-http-engine'

// URL parameters of the HTTP layer itself, not settings (as the server's handler reserves them)
const ACCEPTED = new Set([
  'query',
  'query_id',
  'database',
  'default_format',
  'user',
  'password',
  'quota_key',
  'stacktrace',
  'buffer_size',
  'wait_end_of_query',
  'client_protocol_version',
  'session_timeout',
])
const REFUSED = new Set(['session_id', 'session_check', 'close_session', 'compress', 'decompress', 'role'])

// the status a ClickHouse server gives an exception, by its name (others: 500)
const STATUS: Record<string, number> = {
  SYNTAX_ERROR: 400,
  CANNOT_PARSE_TEXT: 400,
  CANNOT_PARSE_QUOTED_STRING: 400,
  CANNOT_PARSE_ESCAPE_SEQUENCE: 400,
  CANNOT_PARSE_DATE: 400,
  CANNOT_PARSE_DATETIME: 400,
  CANNOT_PARSE_NUMBER: 400,
  CANNOT_PARSE_INPUT_ASSERTION_FAILED: 400,
  INCORRECT_DATA: 400,
  TYPE_MISMATCH: 400,
  BAD_QUERY_PARAMETER: 400,
  UNKNOWN_QUERY_PARAMETER: 400,
  BAD_ARGUMENTS: 400,
  UNKNOWN_TABLE: 404,
  UNKNOWN_DATABASE: 404,
  UNKNOWN_IDENTIFIER: 404,
  UNKNOWN_FUNCTION: 404,
  UNKNOWN_SETTING: 404,
  UNKNOWN_FORMAT: 404,
  UNKNOWN_TYPE: 404,
  UNKNOWN_AGGREGATE_FUNCTION: 404,
  UNKNOWN_STORAGE: 404,
  READONLY: 403,
  ACCESS_DENIED: 403,
  NOT_IMPLEMENTED: 501,
}

const DECODERS: Record<string, (b: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
}

function contentType(format: string): string {
  if (/^(TabSeparated|TSV)/i.test(format)) return 'text/tab-separated-values; charset=UTF-8'
  if (/^CSV/i.test(format)) return 'text/csv; charset=UTF-8; header=absent'
  if (/^JSON/i.test(format)) return 'application/json; charset=UTF-8'
  if (/^(RowBinary|Native|Parquet|Arrow|ORC|Avro)/i.test(format)) return 'application/octet-stream'
  return 'text/plain; charset=UTF-8'
}

/** The response codec, as a server picks it from Accept-Encoding (most preferred first). */
async function encode(bytes: Uint8Array, acceptEncoding: string, gzipLevel: number): Promise<{ body: Buffer; encoding?: string }> {
  const list = acceptEncoding.toLowerCase()
  if (list.includes('br')) return { body: await promisify(zlib.brotliCompress)(bytes), encoding: 'br' }
  if (list.includes('gzip')) return { body: await promisify(zlib.gzip)(bytes, { level: gzipLevel }), encoding: 'gzip' }
  if (list.includes('deflate')) return { body: await promisify(zlib.deflate)(bytes, { level: gzipLevel }), encoding: 'deflate' }
  return { body: Buffer.from(bytes) }
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  const encoding = String(req.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  if (encoding === '' || encoding === 'identity' || encoding === 'none') return raw
  const decode = DECODERS[encoding]
  if (!decode) throw new EngineError(48, 'NOT_IMPLEMENTED', `The test harness has no decoder for Content-Encoding '${encoding}'.`)
  try {
    return await decode(raw)
  } catch (err) {
    throw new EngineError(432, 'CANNOT_DECOMPRESS', `Cannot decompress the request body (${encoding}): ${(err as Error).message}.`)
  }
}

/** The URL's parameters sorted into what the engine needs. */
function requestOf(url: URL, queryId: string, readonly: boolean, body: Buffer): EngineRequest {
  const settings: [string, string][] = []
  const params: [string, string][] = []
  for (const [key, value] of url.searchParams) {
    if (REFUSED.has(key)) throw new EngineError(48, 'NOT_IMPLEMENTED', `The test harness does not implement the '${key}' URL parameter.`)
    if (key.startsWith('param_')) params.push([key.slice('param_'.length), value])
    else if (!ACCEPTED.has(key)) settings.push([key, value])
  }
  return {
    queryId,
    readonly,
    database: url.searchParams.get('database') || undefined,
    defaultFormat: url.searchParams.get('default_format') || 'TabSeparated',
    settings,
    params,
    urlQuery: url.searchParams.get('query') ?? '',
    body,
  }
}

function serve(engine: Engine): http.Server {
  const displayName = os.hostname()
  // a server takes URLs up to 1 MiB (http_max_uri_size): long parameter lists travel in the URL
  return http.createServer({ maxHeaderSize: 1 << 20 }, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://harness')
    if (url.pathname === '/ping' || (url.pathname === '/' && req.method === 'GET' && !url.searchParams.has('query'))) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end('Ok.\n')
      return
    }
    if (url.pathname !== '/') {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=UTF-8' })
        .end(`There is no handle ${url.pathname}\n\nUse / or /ping for health checks.\n`)
      return
    }
    const compress = url.searchParams.get('enable_http_compression') === '1'
    const level = Number(url.searchParams.get('http_zlib_compression_level') ?? 3)
    const accept = compress ? String(req.headers['accept-encoding'] ?? '') : ''
    const queryId = url.searchParams.get('query_id') || randomUUID()
    try {
      if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
        throw new EngineError(
          48,
          'NOT_IMPLEMENTED',
          'The test harness does not implement multipart requests (parameters or external tables in the body).',
        )
      }
      const result = await engine.run(requestOf(url, queryId, req.method === 'GET', await readBody(req)))
      const { body, encoding } = await encode(result.bytes, accept, level)
      res
        .writeHead(200, {
          'Content-Type': contentType(result.format),
          'X-ClickHouse-Server-Display-Name': displayName,
          'X-ClickHouse-Query-Id': queryId,
          'X-ClickHouse-Format': result.format,
          'X-ClickHouse-Timezone': engine.timezone,
          'X-ClickHouse-Summary': JSON.stringify(result.summary),
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        })
        .end(body)
    } catch (err) {
      const e = err instanceof EngineError ? err : new EngineError(1001, 'STD_EXCEPTION', (err as Error).message)
      const text = `Code: ${e.code}. DB::Exception: ${e.message} (${e.type}) (version ${engine.version})\n`
      const { body, encoding } = await encode(Buffer.from(text), accept, level)
      res
        .writeHead(STATUS[e.type] ?? 500, {
          'Content-Type': 'text/plain; charset=UTF-8',
          'X-ClickHouse-Server-Display-Name': displayName,
          'X-ClickHouse-Query-Id': queryId,
          'X-ClickHouse-Exception-Code': String(e.code),
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        })
        .end(body)
    }
  })
}

async function main(): Promise<void> {
  const [dataPath, port = '0'] = process.argv.slice(2)
  if (!dataPath) throw new Error('usage: clickhouse-http.ts <data folder> [port]')
  const engine = await openEngine(dataPath)
  const server = serve(engine)
  // longer than the client's idle-socket TTL (2.5 s), as a server's keep-alive is
  server.keepAliveTimeout = 10_000
  server.listen(Number(port), '127.0.0.1', () => {
    const address = server.address() as { port: number }
    process.stdout.write(`ClickHouse HTTP at http://127.0.0.1:${address.port} (chDB engine ${engine.version}, data ${dataPath})\n`)
  })
  process.on('SIGTERM', () => {
    server.close()
    server.closeAllConnections()
    engine.close()
    process.exit(0)
  })
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`)
  process.exit(1)
})
