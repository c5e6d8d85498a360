// The bench's calls into the app in this process (app.inject: no socket, the handler's own time) and
// the median it reports.
import type { FastifyInstance } from 'fastify'

export function p50(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

export async function timed(runs: number, fn: () => Promise<unknown>, before?: () => void): Promise<number> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    before?.()
    const t = performance.now()
    await fn()
    times.push(performance.now() - t)
  }
  return p50(times)
}

export type Call = { method: 'GET' | 'POST'; url: string; body?: unknown }

export async function callApi(app: FastifyInstance, token: string, c: Call): Promise<void> {
  const res = await app.inject({ method: c.method, url: c.url, payload: c.body as object | undefined, headers: { 'x-api-key': token } })
  if (!res.body.includes('"status":"ok"')) throw new Error(`${c.url} answered ${res.body.slice(0, 200)}`)
}
