// HTTP helpers for the server tests. Each call comes "from" its own address (X-Forwarded-For; the
// test server trusts the proxy header) so that the per-address login limit only bites where a
// test means it to.
import fs from 'node:fs'
import { HTTP_STATE_FILE, STATE_FILE } from './global-setup'
import type { Envelope } from '../../types'

export interface TestState {
  baseUrl: string
  pid: number
  dataDir: string
  checksum: string
  ts: string
  /** the ClickHouse HTTP harness the server's analytics store is on (jest project server-http) */
  clickhouseUrl?: string
}

/** True in the jest project server-http (its `globals`): the shared server reaches its analytics store over ClickHouse's HTTP interface. */
export const viaClickHouseHttp = (globalThis as { GR_CLICKHOUSE_HTTP?: boolean }).GR_CLICKHOUSE_HTTP === true

export function state(): TestState {
  return JSON.parse(fs.readFileSync(viaClickHouseHttp ? HTTP_STATE_FILE : STATE_FILE, 'utf8')) as TestState
}

// random start: jest may load this module again in the same worker for another test file
let counter = Math.floor(Math.random() * 16_000_000)
export function freshAddress(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

export interface CallOptions {
  method?: string
  body?: unknown
  form?: Record<string, string>
  token?: string
  cookie?: string
  address?: string
  headers?: Record<string, string>
  /** another server than the shared one (a test that starts its own) */
  baseUrl?: string
}

// The development SMS and WeChat outboxes answer only a caller on this machine (routes/sms-dev-outbox.ts):
// the tests read them as the local developer does, from the loopback address.
const LOCAL_ONLY = /^\/sso\/dev\/(wechat_)?outbox(\?|$)/

export async function call(path: string, o: CallOptions = {}): Promise<Response> {
  const address = o.address ?? (LOCAL_ONLY.test(path) ? '127.0.0.1' : freshAddress())
  // English unless a test asks for another language: the assertions read the English wording (a
  // request without any language gets Chinese, the product's default; lang.test.ts covers that)
  const headers: Record<string, string> = { 'x-forwarded-for': address, 'accept-language': 'en', ...o.headers }
  let body: string | undefined
  if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(o.form).toString()
  } else if (o.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
  }
  if (o.token) headers['x-api-key'] = o.token
  if (o.cookie) headers.cookie = o.cookie
  // a browser says where a write comes from; the server refuses cookie-authenticated writes from
  // elsewhere or from nowhere (http/same-origin.ts). A test may send its own Origin or Referer.
  const method = o.method ?? (body ? 'POST' : 'GET')
  const baseUrl = o.baseUrl ?? state().baseUrl
  if (o.cookie && !['GET', 'HEAD'].includes(method.toUpperCase()) && !('origin' in headers) && !('referer' in headers)) {
    headers.origin = baseUrl
  }
  return fetch(baseUrl + path, { method, headers, body, redirect: 'manual' })
}

export async function api<T = unknown>(path: string, o: CallOptions = {}): Promise<{ status: number; json: Envelope<T> }> {
  const res = await call(path, o)
  return { status: res.status, json: (await res.json()) as Envelope<T> }
}

export const PASSWORD = 'demo2026'

/** A session token for a demo account, through the mini-program token login. */
export async function tokenFor(username: string, baseUrl?: string): Promise<string> {
  const { json } = await api<{ token: string }>('/sso/token', { body: { username, password: PASSWORD }, baseUrl })
  if (json.status !== 'ok') throw new Error(`login failed for ${username}: ${JSON.stringify(json)}`)
  return json.data.token
}

export function expectEnvelope(json: unknown): void {
  expect(json).toEqual(expect.objectContaining({ status: expect.stringMatching(/^(ok|error)$/), error_code: expect.any(Number) }))
  expect(Object.keys(json as object).sort()).toEqual(['data', 'error_code', 'error_msg', 'status'])
}
