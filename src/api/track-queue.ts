// The queue behind track() (track.ts): events wait a short while and leave in batches, the queue is
// bounded, a failure is never shown and a batch is tried at most twice. Built from its dependencies
// so tests drive it with a fake clock and a fake server.
import type { TrackBatch, TrackEvent, TrackKind, TrackPropsByKind } from '../../types'
import { TRACK_LIMITS, TRACK_PROP_NAME_PATTERN } from '../domain/track'
import { ApiError, NETWORK_ERROR_CODE } from './errors'
import { ERROR_CODES } from '../../types/envelope'

/**
 * At most `max` UTF-16 units, never cutting a character in two: half an emoji is a lone surrogate,
 * which the server refuses (-400) and PostgreSQL cannot store as JSON.
 */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

export interface TrackQueueDeps {
  /** posts one batch; rejects on failure */
  send(batch: TrackBatch): Promise<unknown>
  /** delivers a batch after the page is gone; false when it could not */
  beacon(batch: TrackBatch): boolean
  /** subscribes to the user leaving; returns an unsubscribe function */
  onHide(listener: () => void): () => void
  /** the route the user is on, path only */
  page(): string
  /** the browser or device id */
  finger(): string
  now(): number
  /** ms an event waits for others to join its batch */
  delayMs: number
  /** events kept waiting at most; past it the oldest are dropped */
  queueMax: number
}

export interface TrackQueue {
  track<K extends TrackKind>(kind: K, props: TrackPropsByKind[K]): void
  /** sends the next batch now (normally the timer does it) */
  flush(): void
  /** the user is leaving: everything waiting goes now, by beacon where there is one */
  leave(): void
  /** events waiting (tests, diagnostics) */
  pending(): number
  /** stops the timer and the page-hide listener; what waits is dropped */
  stop(): void
}

// A batch that got no answer, a timeout, a busy answer (429) or a server error may succeed later; a
// -400 never will.
const RETRYABLE = new Set<number>([
  NETWORK_ERROR_CODE,
  ERROR_CODES.httpTooManyRequests,
  ERROR_CODES.httpServerError,
  ERROR_CODES.httpBadGateway,
  503,
  ERROR_CODES.httpTooSlow,
  ERROR_CODES.serverError,
  ERROR_CODES.gatewayError,
])
const MAX_ATTEMPTS = 2
const PROP_NAME = new RegExp(TRACK_PROP_NAME_PATTERN)

interface Waiting {
  event: TrackEvent
  attempts: number
}

/** Props as the server takes them: at most propsMax named props, text cut to length, no empty values. */
function cleanProps(props: object): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(props)) {
    if (Object.keys(out).length >= TRACK_LIMITS.propsMax) break
    if (!PROP_NAME.test(name) || value === undefined || value === null) continue
    if (typeof value === 'number') {
      if (Number.isFinite(value)) out[name] = value
    } else {
      out[name] = clip(String(value), TRACK_LIMITS.propValueMax)
    }
  }
  return out
}

export function createTrackQueue(deps: TrackQueueDeps): TrackQueue {
  let queue: Waiting[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let sending = false
  let unsubscribeHide: (() => void) | undefined

  const batchOf = (items: Waiting[]): TrackBatch => {
    const finger = clip(deps.finger(), TRACK_LIMITS.fingerMax)
    return { events: items.map((w) => w.event), ...(finger ? { finger } : {}) }
  }

  const enqueue = (items: Waiting[], atFront = false) => {
    queue = atFront ? [...items, ...queue] : [...queue, ...items]
    // bounded: the oldest go first
    if (queue.length > deps.queueMax) queue = queue.slice(queue.length - deps.queueMax)
  }

  const schedule = () => {
    if (timer === undefined && queue.length > 0) timer = setTimeout(flush, deps.delayMs)
  }

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    // one request at a time; the one in flight schedules the rest when it ends
    if (sending || queue.length === 0) return
    const items = queue.slice(0, TRACK_LIMITS.batchMax)
    queue = queue.slice(items.length)
    sending = true
    let request: Promise<unknown>
    try {
      request = deps.send(batchOf(items))
    } catch (error) {
      request = Promise.reject(error)
    }
    request
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : NETWORK_ERROR_CODE
        const again = items.filter((w) => w.attempts + 1 < MAX_ATTEMPTS).map((w) => ({ ...w, attempts: w.attempts + 1 }))
        if (RETRYABLE.has(code) && again.length > 0) enqueue(again, true)
      })
      .finally(() => {
        sending = false
        schedule()
      })
  }

  // Leaving: everything waiting goes now, by beacon where the platform has one (a request started
  // during unload may be cancelled); otherwise by the normal send.
  const leave = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    while (queue.length > 0) {
      const items = queue.slice(0, TRACK_LIMITS.batchMax)
      if (!deps.beacon(batchOf(items))) break
      queue = queue.slice(items.length)
    }
    flush()
  }

  return {
    track(kind, props) {
      // never in the caller's way: whatever goes wrong here is dropped with the event
      try {
        if (!unsubscribeHide) unsubscribeHide = deps.onHide(leave)
        const page = clip(deps.page(), TRACK_LIMITS.pageMax)
        enqueue([{ event: { kind, props: cleanProps(props) as TrackPropsByKind[typeof kind], page, at: deps.now() }, attempts: 0 }])
        schedule()
      } catch {
        /* analytics must never break a screen */
      }
    },
    flush,
    leave,
    pending: () => queue.length,
    stop() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      unsubscribeHide?.()
      unsubscribeHide = undefined
      queue = []
    },
  }
}
