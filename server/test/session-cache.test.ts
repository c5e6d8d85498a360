// The session cache (server/accounts/session-cache.ts): a cached session must never outlive a
// logout or an invalidation. Over HTTP against the test server (logout), and the cache module
// itself with a stand-in loader (invalidation, lookups racing an invalidation, TTL, size, stores).
// Disabling, the SMS flag and phone changes on a real store: pg-store-suite.ts ("session cache").
import type { SessionAccount } from '../accounts/sessions'
import { cachedSession, clearSessionCache, invalidateAccount, invalidateToken, setSessionCacheTtl } from '../accounts/session-cache'
import { api, call, tokenFor } from './helpers'

describe('over HTTP', () => {
  test('logout takes effect immediately, even right after the session was used (and cached)', async () => {
    const token = await tokenFor('analyst@growthradar.demo')
    // warm the cache: the data call and /api/user resolve (and cache) the session
    expect((await api('/api/ecommerce', { token, body: { plat: 'all' } })).json.status).toBe('ok')
    expect((await api('/api/user', { token })).json.data).toMatchObject({ username: 'analyst@growthradar.demo' })
    expect((await call('/mj_logout', { token, method: 'POST' })).status).toBe(302)
    expect((await api('/api/ecommerce', { token, body: { plat: 'all' } })).json.error_code).toBe(-401)
    expect((await api('/api/user', { token })).json.data).toMatchObject({ usertype: 'logged_out' })
  })

  test('a cookie session logged out is refused at once; another session of the account stays', async () => {
    const a = await tokenFor('analyst@growthradar.demo')
    const b = await tokenFor('analyst@growthradar.demo')
    for (const t of [a, b]) expect((await api('/api/user', { cookie: `gr_session=${t}` })).json.status).toBe('ok')
    await call('/mj_logout', { cookie: `gr_session=${a}`, method: 'POST' })
    expect((await api('/api/ecommerce', { cookie: `gr_session=${a}`, body: { plat: 'all' } })).json.error_code).toBe(-401)
    expect((await api('/api/ecommerce', { cookie: `gr_session=${b}`, body: { plat: 'all' } })).json.status).toBe('ok')
  })

  test('a made-up token is refused (and stays refused)', async () => {
    for (let i = 0; i < 2; i++)
      expect((await api('/api/ecommerce', { token: 'made-up-token', body: { plat: 'all' } })).json.error_code).toBe(-401)
  })
})

describe('the cache module', () => {
  const account = (id: number, extra: Partial<SessionAccount> = {}) =>
    ({ id, username: `u${id}`, disabledReason: null, smsRequired: false, ...extra }) as SessionAccount
  const later = () => new Date(Date.now() + 3_600_000)
  let store: object
  beforeEach(() => {
    clearSessionCache()
    store = {}
  })

  /** A stand-in store: the current row of each token hash, and how often it was read. */
  function fakeStore(rows: Map<string, SessionAccount | null>) {
    let reads = 0
    const lookup = (hash: string) =>
      cachedSession(store, hash, async () => {
        reads++
        const a = rows.get(hash)
        return a ? { account: a, expiresAt: later() } : null
      })
    return { lookup, reads: () => reads }
  }

  test('a repeated lookup is served from memory; invalidating the token reads the store again', async () => {
    const rows = new Map([['h1', account(1)]])
    const s = fakeStore(rows)
    await s.lookup('h1')
    await s.lookup('h1')
    expect(s.reads()).toBe(1)
    rows.delete('h1')
    invalidateToken('h1')
    expect(await s.lookup('h1')).toBeNull()
    expect(s.reads()).toBe(2)
  })

  test('invalidating an account drops every session of it, and only those', async () => {
    const rows = new Map([
      ['a1', account(1)],
      ['a2', account(1)],
      ['b', account(2)],
    ])
    const s = fakeStore(rows)
    for (const h of ['a1', 'a2', 'b']) await s.lookup(h)
    rows.set('a1', account(1, { disabledReason: 'off' }))
    rows.set('a2', account(1, { disabledReason: 'off' }))
    invalidateAccount(1)
    expect((await s.lookup('a1'))?.disabledReason).toBe('off')
    expect((await s.lookup('a2'))?.disabledReason).toBe('off')
    await s.lookup('b')
    expect(s.reads()).toBe(5)
  })

  test('a lookup in flight during an invalidation is answered but not cached', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => {
      release = r
    })
    const stale = cachedSession(store, 'h', async () => {
      await gate
      return { account: account(1), expiresAt: later() }
    })
    invalidateToken('h')
    release()
    expect(await stale).toMatchObject({ id: 1 })
    // the next lookup goes to the store (which now says: logged out)
    expect(await cachedSession(store, 'h', async () => null)).toBeNull()
  })

  test('concurrent lookups of one token share one read', async () => {
    const s = fakeStore(new Map([['h', account(1)]]))
    await Promise.all([s.lookup('h'), s.lookup('h'), s.lookup('h')])
    expect(s.reads()).toBe(1)
  })

  test('entries expire with the TTL and never outlive their session; TTL 0 turns the cache off', async () => {
    setSessionCacheTtl(store, 40)
    const s = fakeStore(new Map([['h', account(1)]]))
    await s.lookup('h')
    await s.lookup('h')
    expect(s.reads()).toBe(1)
    await new Promise((r) => setTimeout(r, 60))
    await s.lookup('h')
    expect(s.reads()).toBe(2)

    setSessionCacheTtl(store, 60_000)
    const soon = () => ({ account: account(3), expiresAt: new Date(Date.now() + 30) })
    let reads = 0
    const load = async () => {
      reads++
      return soon()
    }
    await cachedSession(store, 'e', load)
    await new Promise((r) => setTimeout(r, 50))
    await cachedSession(store, 'e', load)
    expect(reads).toBe(2)

    setSessionCacheTtl(store, 0)
    await s.lookup('h')
    await s.lookup('h')
    expect(s.reads()).toBe(4)
  })

  test('an entry of one store is never an answer for another', async () => {
    await cachedSession(store, 'h', async () => ({ account: account(1), expiresAt: later() }))
    const other = {}
    expect(await cachedSession(other, 'h', async () => null)).toBeNull()
  })

  test('a failed read is not cached', async () => {
    await expect(
      cachedSession(store, 'h', async () => {
        throw new Error('store down')
      }),
    ).rejects.toThrow('store down')
    expect(await cachedSession(store, 'h', async () => ({ account: account(1), expiresAt: later() }))).toMatchObject({ id: 1 })
  })
})
