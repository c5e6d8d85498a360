// The load part of the bench: autocannon with many connections on a mix of read calls of one
// logged-in session (detail tabs of several expressions and categories, item pages, rankings),
// where about one request in twenty is an expression no one asked for before and one in twenty the
// first read of a ranking partition (a category and month no one ranked before).
// autocannon runs in a child process (load-client.ts): in the server's own process its HTTP
// client would share the event loop it is measuring, as no real client does.
import { spawn } from 'node:child_process'
import path from 'node:path'
import autocannon from 'autocannon'
import { multiMonthRange } from '../../src/domain/months'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: string
  /** makes each sending new (autocannon calls it before every send) */
  setupRequest?: (req: { method?: string; path: string; body?: string }) => { method?: string; path: string; body?: string }
}

/** Words of the default dataset's titles, paired into expressions no other request uses. */
const FRESH_WORDS = [
  '法式',
  '连衣裙',
  '纯棉',
  '加厚',
  '冰丝',
  '百搭',
  '休闲',
  '网红',
  '大码',
  '新款',
  '宽松',
  '显瘦',
  '学生',
  '复古',
  '韩版',
  '夏季',
  '秋冬',
  '男士',
  '儿童',
  '户外',
]
const FRESH_SHARE = 0.05

/**
 * The fixed mix with never-seen expressions and first partition reads mixed in, each about
 * FRESH_SHARE of the requests. `rankable` are (category, month) pairs of the 'all' rankings, used
 * once each (the caller lists enough of them for the run).
 */
export function withFreshRequests(fixed: LoadRequest[], ts: string, rankable: { cid: number; month: string }[]): LoadRequest[] {
  let expressions = 0
  let partitions = 0
  const fresh = (): LoadRequest => ({
    method: 'POST',
    path: '/api/search',
    setupRequest: (req) => {
      const n = expressions++
      const a = FRESH_WORDS[n % FRESH_WORDS.length]
      const b = FRESH_WORDS[Math.floor(n / FRESH_WORDS.length) % FRESH_WORDS.length]
      // the counter makes the expression new; the two words make it match real items
      return { ...req, body: JSON.stringify({ word: `${a} or ${b} or zq${n.toString(36)}`, cid: 16, ts }) }
    },
  })
  const firstRead = (): LoadRequest => ({
    method: 'POST',
    path: '/api/ecommerce',
    setupRequest: (req) => {
      const p = rankable[partitions++ % rankable.length]
      return { ...req, body: JSON.stringify({ plat: 'all', cid: p.cid, ts: p.month, page_size: 20 }) }
    },
  })
  const out: LoadRequest[] = []
  const every = Math.round(1 / FRESH_SHARE) - 2
  fixed.forEach((q, i) => {
    out.push(q)
    if (i % every === every - 1) out.push(fresh(), firstRead())
  })
  return out
}

const WORDS = ['纯棉 not 儿童', '法式 or 连衣裙', '网红', '百搭 and 休闲', '大容量', '冰丝 or 加厚']
const CIDS = [16, 1801]

/** The mixed reads: for each expression and category the four tabs (items on several pages), and the rankings. */
export function loadRequests(ts: string): LoadRequest[] {
  const out: LoadRequest[] = []
  const post = (path: string, body: unknown) => out.push({ method: 'POST', path, body: JSON.stringify(body) })
  for (const word of WORDS) {
    for (const cid of CIDS) {
      const body = { word, cid, ts }
      post('/api/search', body)
      post('/api/ecloud', body)
      out.push({ method: 'GET', path: `/api/cloud?${new URLSearchParams({ word, cid: String(cid), ts })}` })
      for (const page of [1, 2, 3]) post('/api/itemcloud', { ...body, page, page_size: 20 })
      post('/api/search', { ...body, is_multi_month: 1 })
      post('/api/search', { ...body, start: multiMonthRange(ts).start, end: ts })
    }
  }
  for (const cid of [16, 1801, 0]) for (const page of [1, 2]) post('/api/ecommerce', { plat: 'all', cid, page })
  for (const page of [1, 2]) out.push({ method: 'GET', path: `/api/list_gamazon?page=${page}` })
  return out
}

export interface LoadResult {
  connections: number
  duration: number
  distinct: number
  rps: number
  p50: number
  p99: number
  max: number
  errors: number
  timeouts: number
  non2xx: number
}

export interface LoadPlan {
  url: string
  token: string
  ts: string
  rankable: { cid: number; month: string }[]
}

/** The requests of a plan: the fixed mix with the fresh ones mixed in. */
export function planRequests(plan: LoadPlan): { fixed: LoadRequest[]; all: LoadRequest[] } {
  const fixed = loadRequests(plan.ts)
  return { fixed, all: withFreshRequests(fixed, plan.ts, plan.rankable) }
}

/** Runs the plan's load from a child process and returns what autocannon measured there. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const entry = path.join(__dirname, 'load-client.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(JSON.stringify(plan))
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the load client exited with ${code}`))
      else resolve(JSON.parse(out) as LoadResult)
    })
  })
}

/** Runs in the load client's process. */
export async function driveLoad(plan: LoadPlan): Promise<LoadResult> {
  const connections = Number(process.env.BENCH_CONNECTIONS || 64)
  const duration = Number(process.env.BENCH_DURATION || 30)
  const requests = planRequests(plan).all
  const r = await autocannon({
    url: plan.url,
    connections,
    duration,
    headers: { 'x-api-key': plan.token, 'content-type': 'application/json' },
    // autocannon calls setupRequest whenever the key is present
    requests: requests.map((q) => ({
      method: q.method,
      path: q.path,
      body: q.body,
      ...(q.setupRequest ? { setupRequest: q.setupRequest } : {}),
    })),
  })
  return {
    connections,
    duration,
    distinct: requests.length,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  }
}
