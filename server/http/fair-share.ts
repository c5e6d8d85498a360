// Fair share of the server between accounts: each account (or address, signed out) has at most
// API_PER_ACCOUNT API requests being handled at once (4 in the memory execution, where a handler
// holds the CPU throughout; 16 in the engine execution, where handlers mostly wait on ClickHouse
// and four places cut one account's 64-connection load to a tenth); the rest wait in that
// account's own line. The rate
// limit bounds how much an account may ask per minute, but not how much of this process it holds at
// one moment: 12 sessions of one account sending deep item pages kept dozens of handlers busy, and
// everyone else's cached read (0.5 ms alone) waited behind them (6–40×). With a line per account,
// another account's request is never behind more than those of anyone else's.
import type { FastifyInstance } from 'fastify'
import type { AccountDb } from '../accounts/db'
import { rateLimitKey } from './rate-limit'

interface Line {
  running: number
  waiting: (() => void)[]
}

const lines = new Map<string, Line>()

/** Waits for a place in key's line; resolves with the function that gives the place back (call it once). */
export function takePlace(key: string, perAccount: number): Promise<() => void> {
  let line = lines.get(key)
  if (!line) lines.set(key, (line = { running: 0, waiting: [] }))
  const held = line
  let given = false
  const release = () => {
    if (given) return
    given = true
    const next = held.waiting.shift()
    if (next) next()
    else if (--held.running === 0) lines.delete(key)
  }
  if (held.running < perAccount) {
    held.running++
    return Promise.resolve(release)
  }
  // the place passes straight to the next waiter: running stays as it is
  return new Promise((resolve) => held.waiting.push(() => resolve(release)))
}

/** Requests waiting in any line (tests and the bench). */
export function placesAwaited(): number {
  let n = 0
  for (const line of lines.values()) n += line.waiting.length
  return n
}

export function installFairShare(app: FastifyInstance, db: AccountDb, perAccount: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    const release = await takePlace(await rateLimitKey(request, db), perAccount)
    // 'close' comes when the response is done or the client went away, whichever is first; a client
    // that left while it waited in line gives the place back at once
    if (reply.raw.closed) release()
    else reply.raw.once('close', release)
  })
}
