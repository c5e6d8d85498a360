// A small least-recently-used cache of answers, keyed by the normalised request and the data
// version, so a repeated detail or ranking request costs no query at all. Concurrent identical
// requests share one computation; a failure is not cached. Emptied when the data changes, and
// bypassed while the caches are off (analytics/computed-caches.ts). Each entry also keeps its
// answer serialized once (cachedJson, sent by cached-reply.ts): re-serialising a 20-row answer on
// every hit cost more than the rest of a repeated request.
import { cachesEnabled, onClearCaches } from '../analytics/computed-caches'

const MAX_ENTRIES = 2000

interface Entry {
  value: Promise<unknown>
  /** the HTTP body of the answer, made by the first cachedJson call */
  json?: string
}

const results = new Map<string, Entry>()
onClearCaches(() => results.clear(), true)

function entryFor(key: string, compute: () => Promise<unknown>): Entry {
  const hit = results.get(key)
  if (hit) {
    results.delete(key)
    results.set(key, hit)
    return hit
  }
  const entry: Entry = { value: compute() }
  results.set(key, entry)
  entry.value.catch(() => {
    if (results.get(key) === entry) results.delete(key)
  })
  if (results.size > MAX_ENTRIES) results.delete(results.keys().next().value as string)
  return entry
}

/** Whether an answer for `key` is held or being computed (a later `cached` call costs no load). */
export function isCached(key: string): boolean {
  return cachesEnabled() && results.has(key)
}

export function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  if (!cachesEnabled()) return compute()
  return entryFor(key, compute).value as Promise<T>
}

/**
 * The answer serialized by `serialize` (the route's response serializer), computed and serialized
 * once per entry. Every caller of one key must serialize the same way (same response schema).
 */
export async function cachedJson<T>(key: string, compute: () => Promise<T>, serialize: (value: T) => string): Promise<string> {
  if (!cachesEnabled()) return serialize(await compute())
  const entry = entryFor(key, compute)
  if (entry.json !== undefined) return entry.json
  const json = serialize((await entry.value) as T)
  entry.json = json
  return json
}
