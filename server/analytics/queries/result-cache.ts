// A small least-recently-used cache of answers, keyed by the normalised request and the data
// version, so a repeated detail or ranking request costs no query at all. Concurrent identical
// requests share one computation; a failure is not cached. Emptied on import (clearResults).

const MAX_ENTRIES = 2000

const results = new Map<string, Promise<unknown>>()
let enabled = process.env.SEARCH_CACHE !== '0'

/** The bench turns the cache off to measure uncached queries. */
export function setResultCacheEnabled(on: boolean): void {
  enabled = on
  if (!on) results.clear()
}

export function clearResults(): void {
  results.clear()
}

export function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  if (!enabled) return compute()
  const hit = results.get(key)
  if (hit) {
    results.delete(key)
    results.set(key, hit)
    return hit as Promise<T>
  }
  const pending = compute()
  results.set(key, pending)
  pending.catch(() => results.delete(key))
  if (results.size > MAX_ENTRIES) results.delete(results.keys().next().value as string)
  return pending
}
