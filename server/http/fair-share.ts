// Fair share of the server between accounts: each account (or address, signed out) has at most
// API_PER_ACCOUNT API requests being handled at once while it is alone (4 in the memory execution,
// where a handler holds the CPU throughout; 16 in the engine execution, where handlers mostly wait
// on ClickHouse), and one while other accounts are asking too; the rest wait in that account's
// own line. The rate
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

/**
 * When each line last took a request: an account is alone while no other has asked within this
 * long. Alone, it may use its places; with others about, one place each, so that requests of
 * different accounts take turns (one handler's sync work is ~1–2 ms; four of another account's
 * ahead made another's 0.5 ms read 3–4× slower).
 */
const SHARED_WINDOW_MS = 1000
const lastAsked = new Map<string, number>()

function othersAbout(key: string, now: number): boolean {
  for (const [other, at] of lastAsked) {
    if (now - at > SHARED_WINDOW_MS) lastAsked.delete(other)
    else if (other !== key) return true
  }
  return false
}

const placesOf = (key: string, perAccount: number) => (othersAbout(key, Date.now()) ? 1 : perAccount)

/** Starts waiters while the line has places; forgets the line when it is empty. */
function pump(key: string, line: Line, perAccount: number): void {
  while (line.waiting.length > 0 && line.running < placesOf(key, perAccount)) {
    line.running++
    // the next of the line starts after the event loop has taken in what arrived meanwhile: handed
    // on at once, a place passes from request to request of one account in promise callbacks, which
    // run before any socket is read, and another account's request waits for the whole line
    setImmediate(line.waiting.shift() as () => void)
  }
  if (line.running === 0 && line.waiting.length === 0) lines.delete(key)
}

/** Waits for a place in key's line; resolves with the function that gives the place back (call it once). */
export function takePlace(key: string, perAccount: number): Promise<() => void> {
  // most recently asked last, so that othersAbout meets the stale entries first
  lastAsked.delete(key)
  lastAsked.set(key, Date.now())
  let line = lines.get(key)
  if (!line) lines.set(key, (line = { running: 0, waiting: [] }))
  const held = line
  let given = false
  const release = () => {
    if (given) return
    given = true
    held.running--
    pump(key, held, perAccount)
  }
  if (held.waiting.length === 0 && held.running < placesOf(key, perAccount)) {
    held.running++
    return Promise.resolve(release)
  }
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
