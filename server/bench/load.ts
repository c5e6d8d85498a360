// The load part of the bench: autocannon with many connections on a mix of read calls of one
// logged-in session (detail tabs of several expressions and categories, item pages, rankings).
import autocannon from 'autocannon'
import { multiMonthRange } from '../../src/domain/months'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: string
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

export async function runLoad(url: string, token: string, requests: LoadRequest[]): Promise<LoadResult> {
  const connections = Number(process.env.BENCH_CONNECTIONS || 64)
  const duration = Number(process.env.BENCH_DURATION || 30)
  const r = await autocannon({
    url,
    connections,
    duration,
    headers: { 'x-api-key': token, 'content-type': 'application/json' },
    requests: requests.map((q) => ({ method: q.method, path: q.path, body: q.body })),
  })
  return {
    connections, duration, distinct: requests.length, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
    max: r.latency.max, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx,
  }
}
