// Rate limits: a budget per account when the request carries a live session, else per
// address; over it, HTTP 429 with the envelope error_code 429. A second server with API_RATE_MAX=5
// (the env setting) on its own data folder, so the shared test server keeps its generous budget.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { serverEnv, startServer, stopChild } from './server-process'
import { freshAddress, PASSWORD } from './helpers'

const LIMIT = 5
let baseUrl = ''
let child: ChildProcess | undefined
let tmp = ''

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-ratelimit-'))
  const server = await startServer(serverEnv(path.join(tmp, 'data'), { API_RATE_MAX: String(LIMIT), LOGIN_RATE_MAX: '50' }))
  baseUrl = server.baseUrl
  child = server.child
}, 240_000)

afterAll(async () => {
  await stopChild(child)
  fs.rmSync(tmp, { recursive: true, force: true })
}, 30_000)

async function get(pathname: string, o: { address: string; token?: string }) {
  const headers: Record<string, string> = { 'x-forwarded-for': o.address }
  if (o.token) headers['x-api-key'] = o.token
  const res = await fetch(baseUrl + pathname, { headers })
  return { status: res.status, json: (await res.json()) as { status: string; error_code: number; error_msg: string; data: unknown } }
}

async function token(username = 'analyst@growthradar.demo'): Promise<string> {
  const res = await fetch(`${baseUrl}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  return ((await res.json()) as { data: { token: string } }).data.token
}

async function statuses(n: number, next: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await next(i)).status)
  return out
}

test('per address without a session: the 6th call in a minute is HTTP 429 with envelope 429', async () => {
  const address = freshAddress()
  expect(await statuses(LIMIT, () => get('/api/dw_notice', { address }))).toEqual(Array(LIMIT).fill(200))
  const over = await get('/api/dw_notice', { address })
  expect(over.status).toBe(429)
  expect(over.json).toEqual({
    status: 'error',
    error_code: 429,
    error_msg: expect.stringMatching(
      /^(请求过于频繁，请稍后再试（\d+ 秒后可重试）|Too many requests; please try again shortly \(retry in \d+ s\))$/,
    ),
    data: null,
  })
  // another address has its own budget
  expect((await get('/api/dw_notice', { address: freshAddress() })).status).toBe(200)
})

test('per account: the budget follows the account across its sessions and addresses; another account has its own', async () => {
  // a new session per call gets no new budget: sessions cost nothing to open
  const sessions = await Promise.all(Array.from({ length: LIMIT + 1 }, () => token('partner@acme.demo')))
  expect(await statuses(LIMIT, (i) => get('/api/user', { address: freshAddress(), token: sessions[i] }))).toEqual(Array(LIMIT).fill(200))
  const over = await get('/api/user', { address: freshAddress(), token: sessions[LIMIT] })
  expect(over.status).toBe(429)
  expect(over.json.error_code).toBe(429)
  expect((await get('/api/user', { address: freshAddress(), token: await token('staff@growthradar.cn') })).status).toBe(200)
})

test('a session does not use up its address budget, and made-up tokens do not escape it', async () => {
  const address = freshAddress()
  const t = await token('free@growthradar.demo')
  await statuses(LIMIT + 1, () => get('/api/user', { address, token: t }))
  // the address itself is untouched by the session's calls
  expect((await get('/api/dw_notice', { address })).status).toBe(200)
  // a new random token per call is no session: counted against the address
  const codes = await statuses(LIMIT, () => get('/api/dw_notice', { address, token: randomBytes(32).toString('base64url') }))
  expect(codes.slice(0, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(200))
  expect(codes[LIMIT - 1]).toBe(429)
})
