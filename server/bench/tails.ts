// The load run's slowest requests and what they were: each request's time in the server (from its
// arrival to its reply's end, as Fastify measures it), what it asked, and the collector's pauses
// that fell inside it, so a tail can be told apart as a fresh expression, a first partition read or
// a pause of the garbage collector.
import { PerformanceObserver } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'

interface Served {
  at: number
  ms: number
  what: string
}

interface Pause {
  at: number
  ms: number
}

/** What a request asked, short: its method, path and body (a fresh expression carries its counter). */
function describe(method: string, url: string, body: unknown): string {
  const text = body && typeof body === 'object' ? JSON.stringify(body) : ''
  return `${method} ${url}${text ? ` ${text.slice(0, 90)}` : ''}`
}

/**
 * Records, from `start` (the hook is added before the app is ready, as Fastify requires), every
 * request the app serves and every collector pause; `report` stops and prints.
 */
export function recordTails(app: FastifyInstance): { start(): void; report(clientP50: number, slowest?: number): string[] } {
  const served: Served[] = []
  const pauses: Pause[] = []
  let on = false
  app.addHook('onResponse', async (request, reply) => {
    if (!on) return
    const ms = reply.elapsedTime
    served.push({ at: performance.now() - ms, ms, what: describe(request.method, request.url, request.body) })
  })
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ at: e.startTime, ms: e.duration })
  })
  return {
    start() {
      on = true
      gc.observe({ entryTypes: ['gc'] })
    },
    report(clientP50, slowest = 8) {
      on = false
      gc.disconnect()
      const times = served.map((s) => s.ms).sort((a, b) => a - b)
      const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
      const inside = (s: Served) => pauses.filter((p) => p.at < s.at + s.ms && p.at + p.ms > s.at)
      const longest = [...pauses].sort((a, b) => b.ms - a.ms)[0]
      const lines = [
        `  in the server: ${times.length} requests, p50 ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, p99.9 ${pct(0.999).toFixed(1)} ms;` +
          ` ${pauses.length} collector pauses, ${pauses.reduce((n, p) => n + p.ms, 0).toFixed(0)} ms in all, the longest ${longest ? longest.ms.toFixed(1) : 0} ms`,
        // what the client waits beyond the handler is the time before the server reads the request:
        // the one event loop's queue of parsing, routing and sending for every connection
        `  before the handler (the client's p50 less the server's): ${(clientP50 - pct(0.5)).toFixed(1)} ms, the event loop's queue`,
        `  the slowest ${slowest} (time in the server; collector pauses inside it):`,
      ]
      for (const s of [...served].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
        const gcMs = inside(s).reduce((n, p) => n + p.ms, 0)
        lines.push(`    ${s.ms.toFixed(1).padStart(7)} ms  gc ${gcMs.toFixed(1).padStart(5)} ms  ${s.what}`)
      }
      return lines
    },
  }
}
