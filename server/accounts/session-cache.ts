// An in-memory cache of resolved sessions (token hash → account), so a data call does not wait
// for the account store: PGlite runs one query at a time, and a session lookup on every request
// capped the whole server at a few hundred requests per second under load.
//
// Correctness: every change this process makes to what a lookup returns (logout, SMS verification,
// the SMS flag, disabling, phone changes shown by /api/user) calls invalidateToken or
// invalidateAccount, which take effect at once. A lookup that was in flight when an invalidation
// happened is returned to its caller but not stored (the generation check), so a stale row read
// just before a commit cannot be cached afterwards. Changes made by ANOTHER process are only seen
// when the entry expires: with PGlite no other process can write (the data-folder lock); on a
// shared PostgreSQL server the cache is off unless SESSION_CACHE_MS sets a TTL (openAccounts, server/stores.ts).
import type { SessionAccount } from './sessions'

/** Default time-to-live of an entry, ms: bounds how long a change made outside this process goes unseen. */
export const DEFAULT_SESSION_CACHE_MS = 30_000
/** Most sessions kept; the oldest entries go first. */
const MAX_ENTRIES = 10_000

interface Entry {
  /** the store the entry was read from: tests open several stores in one process */
  store: object
  account: SessionAccount | null
  until: number
}

const entries = new Map<string, Entry>()
const inflight = new Map<string, { store: object; pending: Promise<SessionAccount | null> }>()
const ttlByStore = new WeakMap<object, number>()
let generation = 0

/** The TTL for one store; 0 turns the cache off for it. */
export function setSessionCacheTtl(store: object, ttlMs: number): void {
  ttlByStore.set(store, Math.max(0, ttlMs))
}

function ttlOf(store: object): number {
  return ttlByStore.get(store) ?? DEFAULT_SESSION_CACHE_MS
}

/**
 * The account of a session through the cache. `load` reads the store and returns the account and
 * the session's expiry (an entry never outlives its session).
 */
export async function cachedSession(
  store: object,
  tokenHash: string,
  load: () => Promise<{ account: SessionAccount; expiresAt: Date } | null>,
): Promise<SessionAccount | null> {
  const ttl = ttlOf(store)
  if (ttl === 0) return (await load())?.account ?? null
  const now = Date.now()
  const hit = entries.get(tokenHash)
  if (hit && hit.store === store && hit.until > now) return hit.account
  const shared = inflight.get(tokenHash)
  if (shared && shared.store === store) return shared.pending
  const started = generation
  const pending = load().then(
    (row) => {
      if (inflight.get(tokenHash)?.pending === pending) inflight.delete(tokenHash)
      if (generation === started) {
        // an unknown token is remembered briefly too: made-up tokens must not each cost a query
        const until = Math.min(Date.now() + ttl, row ? row.expiresAt.getTime() : Infinity)
        entries.delete(tokenHash)
        entries.set(tokenHash, { store, account: row ? Object.freeze(row.account) : null, until })
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      }
      return row?.account ?? null
    },
    (err: unknown) => {
      if (inflight.get(tokenHash)?.pending === pending) inflight.delete(tokenHash)
      throw err
    },
  )
  inflight.set(tokenHash, { store, pending })
  return pending
}

/** One session changed (logout, SMS verification of this session). */
export function invalidateToken(tokenHash: string): void {
  generation++
  entries.delete(tokenHash)
  inflight.delete(tokenHash)
}

/** Something every session of the account sees changed (flags, disabling, phones). */
export function invalidateAccount(accountId: number): void {
  generation++
  for (const [hash, e] of entries) if (e.account?.id === accountId) entries.delete(hash)
  // in-flight lookups are not shared any more (their account is unknown until they finish)
  inflight.clear()
}

/** Forgets everything (tests, or a bulk change of the account store). */
export function clearSessionCache(): void {
  generation++
  entries.clear()
  inflight.clear()
}
