// The ClickHouse HTTP test harness (clickhouse-http.ts) holds each part of ClickHouse's HTTP
// interface that @clickhouse/client and the server's CLICKHOUSE_URL path use: if the harness drops
// one, the suite run over it (jest project server-http) would prove less than it says, so each has
// a test here, through the real client where the client sends it and raw HTTP for the wire details.
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { ClickHouseError, ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client'
import { openAnalytics, type Analytics } from '../analytics/client'
import { startClickHouseHttp, type StartedHarness } from './clickhouse-http-process'

jest.setTimeout(60_000)

// the client logs each failed request on the console; the failures here are expected
const quietClient = (config: Parameters<typeof createClient>[0]) => createClient({ ...config, log: { level: ClickHouseLogLevel.OFF } })

let tmp = ''
let harness: StartedHarness
let client: ClickHouseClient
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-chhttp-'))
  harness = await startClickHouseHttp(path.join(tmp, 'analytics'))
  client = quietClient({ url: harness.url })
  await client.command({ query: 'CREATE DATABASE IF NOT EXISTS h' })
  await client.command({ query: 'CREATE TABLE h.t (id UInt64, name String, n Int32) ENGINE = MergeTree ORDER BY id' })
})
afterAll(async () => {
  await client?.close()
  await harness?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
})

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request as sent, the answer as received (no decoding: fetch would hide Content-Encoding). */
function raw(pathAndQuery: string, o: { method?: string; body?: Buffer | string; headers?: Record<string, string> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      harness.url + pathAndQuery,
      { method: o.method ?? (o.body === undefined ? 'GET' : 'POST'), headers: o.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end(o.body)
  })
}

const q = (params: Record<string, string>) => `/?${new URLSearchParams(params)}`

type QueryOptions = Omit<Parameters<ClickHouseClient['query']>[0], 'query' | 'format'>

async function rows<T = Record<string, unknown>>(query: string, more: QueryOptions = {}): Promise<T[]> {
  return (await (await client.query({ ...more, query, format: 'JSONEachRow' })).json()) as T[]
}

async function clickHouseError(promise: Promise<unknown>): Promise<ClickHouseError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ClickHouseError)
  return err as ClickHouseError
}

test('/ping answers "Ok." (the client’s ping without a query), and so does GET / without a query', async () => {
  expect(await client.ping()).toEqual({ success: true })
  expect((await raw('/ping')).body.toString()).toBe('Ok.\n')
  expect((await raw('/')).body.toString()).toBe('Ok.\n')
})

test('the query in the body, in the URL (GET), or begun in the URL and ended in the body; TabSeparated unless told', async () => {
  const body = await raw('/', { body: 'SELECT 1 + 1' })
  const url = await raw(q({ query: 'SELECT 2 + 2' }))
  const both = await raw(q({ query: 'SELECT 3 +' }), { body: '3' })
  expect([body.body.toString(), url.body.toString(), both.body.toString()]).toEqual(['2\n', '4\n', '6\n'])
  expect(body.headers['x-clickhouse-format']).toBe('TabSeparated')
  expect(body.headers['content-type']).toBe('text/tab-separated-values; charset=UTF-8')
})

test('default_format, or the FORMAT the statement names, decides the output and the X-ClickHouse-Format header', async () => {
  const json = await raw(q({ default_format: 'JSONEachRow' }), { body: 'SELECT 7 AS n' })
  expect(json.body.toString()).toBe('{"n":7}\n')
  expect(json.headers['x-clickhouse-format']).toBe('JSONEachRow')
  const csv = await raw(q({ default_format: 'JSONEachRow' }), { body: "SELECT 'a' AS s FORMAT CSV" })
  expect(csv.body.toString()).toBe('"a"\n')
  expect(csv.headers['x-clickhouse-format']).toBe('CSV')
  // a column called format is not a FORMAT clause
  const column = await raw('/', { body: "SELECT format FROM (SELECT 'x' AS format)" })
  expect(column.headers['x-clickhouse-format']).toBe('TabSeparated')
})

test('param_* values are bound by their placeholder’s type, exactly as the client encodes them', async () => {
  const tricky = "L'Oréal \\ tab\there\nline 连衣裙"
  const [row] = await rows<Record<string, unknown>>(
    'SELECT {s:String} AS s, {a:Array(String)} AS a, {u:UInt64} AS u, {d:Date} AS d, {n:Nullable(String)} AS n, {ids:Array(UInt64)} AS ids',
    {
      query_params: { s: tricky, a: [tricky, "it's"], u: '18446744073709551615', d: '2026-10-01', n: null, ids: [1, 2, 3] },
      clickhouse_settings: { output_format_json_quote_64bit_integers: 1 },
    },
  )
  expect(row).toEqual({ s: tricky, a: [tricky, "it's"], u: '18446744073709551615', d: '2026-10-01', n: null, ids: ['1', '2', '3'] })
  const bad = await clickHouseError(client.query({ query: 'SELECT {x:UInt32}', query_params: { x: 'abc' } }))
  expect(bad.type).toBe('BAD_QUERY_PARAMETER')
  const missing = await clickHouseError(client.query({ query: 'SELECT {never:String}' }))
  expect(missing.type).toBe('UNKNOWN_QUERY_PARAMETER')
})

test('URL settings apply to their own query only; an unknown setting is refused (404, code 115)', async () => {
  const setting = "SELECT getSetting('max_block_size') AS v"
  const [own] = await rows<{ v: number }>(setting, { clickhouse_settings: { max_block_size: '1234' } })
  const [next] = await rows<{ v: number }>(setting)
  expect(Number(own.v)).toBe(1234)
  expect(Number(next.v)).not.toBe(1234)
  const unknown = await raw(q({ no_such_setting: '1' }), { body: 'SELECT 1' })
  expect(unknown.status).toBe(404)
  expect(unknown.headers['x-clickhouse-exception-code']).toBe('115')
})

test('database: the query runs in it; an unknown one is refused', async () => {
  const inH = quietClient({ url: harness.url, database: 'h' })
  try {
    expect(await (await inH.query({ query: 'SELECT currentDatabase() AS d, count() AS c FROM t', format: 'JSONEachRow' })).json()).toEqual([
      { d: 'h', c: expect.anything() },
    ])
  } finally {
    await inH.close()
  }
  const unknown = await raw(q({ database: 'nowhere' }), { body: 'SELECT 1' })
  expect(unknown.status).toBe(404)
  expect(unknown.headers['x-clickhouse-exception-code']).toBe('81')
})

test('query_id: sent back in X-ClickHouse-Query-Id (one is made when none is given); the same id twice at once is refused', async () => {
  const given = await client.query({ query: 'SELECT 1', format: 'JSONEachRow', query_id: 'harness-id-1' })
  expect(given.query_id).toBe('harness-id-1')
  expect(given.response_headers['x-clickhouse-query-id']).toBe('harness-id-1')
  await given.json()
  const made = await raw('/', { body: 'SELECT 1' })
  expect(made.headers['x-clickhouse-query-id']).toMatch(/^[0-9a-f-]{36}$/)
  const slow = client.command({ query: 'SELECT sleep(1)', query_id: 'harness-twice' })
  await new Promise((r) => setTimeout(r, 200))
  const twice = await clickHouseError(client.command({ query: 'SELECT 1', query_id: 'harness-twice' }))
  expect(twice.code).toBe('216')
  await slow
})

test('request compression: a gzip, deflate or br body (Content-Encoding) is read decompressed; the client’s compressed inserts arrive whole', async () => {
  for (const [encoding, pack] of [
    ['gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['br', zlib.brotliCompressSync],
  ] as const) {
    const res = await raw('/', { body: pack(Buffer.from("SELECT 'packed' AS s")), headers: { 'content-encoding': encoding } })
    expect([encoding, res.status, res.body.toString()]).toEqual([encoding, 200, 'packed\n'])
  }
  const packing = quietClient({ url: harness.url, compression: { request: true } })
  try {
    await packing.insert({ table: 'h.t', values: [{ id: 100, name: 'gz', n: 1 }], format: 'JSONEachRow' })
  } finally {
    await packing.close()
  }
  expect(await rows('SELECT name FROM h.t WHERE id = 100')).toEqual([{ name: 'gz' }])
  const unknown = await raw('/', { body: 'SELECT 1', headers: { 'content-encoding': 'snappy' } })
  expect(unknown.status).toBe(501)
})

test('response compression: only with enable_http_compression = 1, in the codec Accept-Encoding allows; the client reads it', async () => {
  const body = 'SELECT number FROM numbers(1000)'
  const off = await raw('/', { body, headers: { 'accept-encoding': 'gzip' } })
  expect(off.headers['content-encoding']).toBeUndefined()
  const gzip = await raw(q({ enable_http_compression: '1' }), { body, headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gzip.body).equals(off.body)).toBe(true)
  const br = await raw(q({ enable_http_compression: '1' }), { body, headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(br.headers['content-encoding']).toBe('br')
  expect(zlib.brotliDecompressSync(br.body).equals(off.body)).toBe(true)
  const unpacking = quietClient({ url: harness.url, compression: { response: true } })
  try {
    const result = await unpacking.query({ query: 'SELECT count() AS c FROM numbers(1000)', format: 'JSONEachRow' })
    expect(result.response_headers['content-encoding']).toBe('gzip')
    expect(await result.json()).toEqual([{ c: '1000' }])
  } finally {
    await unpacking.close()
  }
})

test('errors: a 4xx/5xx status, X-ClickHouse-Exception-Code and the exception’s text, read by the client as ClickHouseError', async () => {
  const missing = await raw('/', { body: 'SELECT * FROM h.nothing' })
  expect(missing.status).toBe(404)
  expect(missing.headers['x-clickhouse-exception-code']).toBe('60')
  expect(missing.body.toString()).toMatch(/^Code: 60\. DB::Exception: .*\(UNKNOWN_TABLE\) \(version [\d.]+\)\n$/)
  const err = await clickHouseError(client.query({ query: 'SELECT * FROM h.nothing' }))
  expect([err.code, err.type]).toEqual(['60', 'UNKNOWN_TABLE'])
  expect((await clickHouseError(client.query({ query: 'SELEC 1' }))).code).toBe('62')
  // chDB would run both; a ClickHouse server refuses a second statement over HTTP
  const two = await raw('/', { body: 'SELECT 1; SELECT 2' })
  expect([two.status, two.headers['x-clickhouse-exception-code']]).toEqual([400, '62'])
  // compressed when the request asked for compression: the client decompresses failed answers too
  const packed = quietClient({ url: harness.url, compression: { response: true } })
  try {
    expect((await clickHouseError(packed.query({ query: 'SELECT * FROM h.nothing' }))).type).toBe('UNKNOWN_TABLE')
  } finally {
    await packed.close()
  }
})

test('a GET runs read-only (as on a server: readonly = 2); what the harness does not implement is refused, not ignored', async () => {
  const write = await raw(q({ query: 'CREATE TABLE h.never (x UInt8) ENGINE = Memory' }))
  expect(write.status).toBe(403)
  expect(write.headers['x-clickhouse-exception-code']).toBe('164')
  const session = await raw(q({ session_id: 'a' }), { body: 'SELECT 1' })
  expect([session.status, session.headers['x-clickhouse-exception-code']]).toEqual([501, '48'])
})

test('insert(): JSONEachRow and JSONCompactEachRow rows in the body, the statement in the URL; X-ClickHouse-Summary counts them', async () => {
  const objects = await client.insert({
    table: 'h.t',
    format: 'JSONEachRow',
    values: [
      { id: 1, name: 'a "quoted"\nline', n: -1 },
      { id: '18446744073709551615', name: '品牌', n: 2 },
    ],
  })
  expect(objects.summary).toMatchObject({ written_rows: '2' })
  const arrays = await client.insert({
    table: 'h.t',
    format: 'JSONCompactEachRow',
    values: [
      [3, 'c', 3],
      [4, "d'", 4],
    ],
  })
  expect(arrays.summary).toMatchObject({ written_rows: '2' })
  expect(
    await rows('SELECT id, name, n FROM h.t WHERE id IN (1, 3, 4, 18446744073709551615) ORDER BY id', {
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
    }),
  ).toEqual([
    { id: 1, name: 'a "quoted"\nline', n: -1 },
    { id: 3, name: 'c', n: 3 },
    { id: 4, name: "d'", n: 4 },
    { id: Number('18446744073709551615'), name: '品牌', n: 2 }, // unquoted, the largest UInt64 reads as the nearest double
  ])
  const select = await client.exec({ query: 'SELECT id FROM h.t FORMAT RowBinary' })
  for await (const _ of select.stream) void _
  expect(Number(select.summary?.read_rows)).toBeGreaterThan(0)
})

test('64-bit integers come quoted in JSON, as from a server before 25.8, unless the query says otherwise', async () => {
  expect(await rows('SELECT toUInt64(5) AS u, toInt32(5) AS i')).toEqual([{ u: '5', i: 5 }])
  expect(await rows('SELECT toUInt64(5) AS u', { clickhouse_settings: { output_format_json_quote_64bit_integers: 0 } })).toEqual([{ u: 5 }])
})

describe('the server’s own client (analytics/client.ts) over HTTP', () => {
  let store: Analytics
  beforeAll(() => {
    store = openAnalytics({ url: harness.url })
  })
  afterAll(async () => {
    await store?.close()
  })

  test('rows() gives 64-bit integers as numbers whatever the server’s default, as the embedded engine does', async () => {
    expect(await store.rows('SELECT toUInt64(7) AS c, count() AS n FROM numbers(3)')).toEqual([{ c: 7, n: 3 }])
  })

  test('a failed query is thrown to the caller as ClickHouseError and printed nowhere (the caller decides what is logged)', async () => {
    const printed = (['error', 'warn', 'info', 'log'] as const).map((name) => jest.spyOn(console, name).mockImplementation(() => undefined))
    try {
      const err = await store.rows('SELECT {phone:UInt64}', { phone: '13800138000x' }).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(err).toBeInstanceOf(ClickHouseError)
      for (const spy of printed) expect(spy).not.toHaveBeenCalled()
    } finally {
      for (const spy of printed) spy.mockRestore()
    }
  })

  test('exec, insert, insertRows and binary: the writes arrive, RowBinary comes back byte for byte', async () => {
    await store.exec('CREATE TABLE h.s (id UInt32, word String) ENGINE = MergeTree ORDER BY id')
    await store.insert('h.s', [{ id: 1, word: 'one' }])
    await store.insertRows('h.s', [
      [2, 'two'],
      [3, "th'ree"],
    ])
    expect(await store.rows('SELECT id, word FROM h.s WHERE id >= {from:UInt32} ORDER BY id', { from: 2 })).toEqual([
      { id: 2, word: 'two' },
      { id: 3, word: "th'ree" },
    ])
    const bytes = await store.binary('SELECT id FROM h.s ORDER BY id')
    expect([...new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4)]).toEqual([1, 2, 3])
  })
})
