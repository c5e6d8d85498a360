// The account-store module's tests, written once and run on both connections: embedded PGlite and
// a PostgreSQL server through node-postgres. Durability is shown by reading back through a fresh
// connection; the SMS windows by an injected clock. They run in a tsx child process
// (pg-store-run.ts), because PGlite loads its files with import() that jest's module runtime refuses;
// pg-accounts.test.ts turns each case into a jest test. The SMS codes, SMS limits and login back-off
// cases are in files of their own (pg-store-sms-codes.ts, pg-store-sms-limits.ts, pg-store-login-backoff.ts).
import { expect } from 'expect'
import { sql } from 'drizzle-orm'
import type { AccountDb } from '../accounts/db'
import type { AccountStore } from '../accounts/db'
import { follow, isFollowed, listFollows, MAX_FOLLOWS, TooManyFollows, unfollow, type FollowKey } from '../accounts/follows'
import { FOLLOW_WORD_KEY, MIGRATIONS } from '../accounts/migrations'
import { listPhones, savePhone } from '../accounts/phones'
import { loadLink, saveLink } from '../accounts/saved-links'
import { accounts } from '../accounts/schema'
import { seedAccounts } from '../accounts/seed'
import { accountForToken, createSession, deleteSession, markSessionSmsVerified, setAccountDisabled } from '../accounts/sessions'
import { clearSessionCache, setSessionCacheTtl } from '../accounts/session-cache'
import { smsCodeCases } from './pg-store-sms-codes'
import { smsLimitCases } from './pg-store-sms-limits'
import { loginBackoffCases } from './pg-store-login-backoff'

export interface StoreCtx {
  db: AccountDb
  /** account ids by user name */
  ids: Record<string, number>
  /** a new connection to the same store (PGlite: the same folder after closing; PostgreSQL: a new pool) */
  reopen(): Promise<AccountStore>
  measured: Record<string, string>
  /** failures of idle server connections the store was told about (PostgreSQL only) */
  connectionErrors: string[]
  /** a new, empty store of the same kind (a PGlite folder, a server database), for migration cases */
  blank(): Promise<BlankStore>
}

export interface BlankStore {
  /** runs SQL on the store as it is, no migrations */
  raw(sql: string): Promise<Record<string, unknown>[]>
  /** opens it as the server does (migrations included); the raw connection is closed first */
  open(): Promise<AccountStore>
  /** closes what is open and deletes the store */
  dispose(): Promise<void>
}

const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000)
const demo = (ctx: StoreCtx, name: string) => ctx.ids[name.includes('@') ? name : `${name}@growthradar.demo`]

export async function prepareStore(store: AccountStore): Promise<Record<string, number>> {
  await seedAccounts(store.db)
  const rows = await store.db.select({ id: accounts.id, username: accounts.username }).from(accounts)
  return Object.fromEntries(rows.map((r) => [r.username, r.id]))
}

export type StoreKind = 'pglite' | 'postgres'

export const STORE_CASES: { name: string; only?: StoreKind; run(ctx: StoreCtx): Promise<void> }[] = []

/** The cases that apply to a connection kind (a server's dropped connections exist only on a server). */
export function casesFor(kind: StoreKind): typeof STORE_CASES {
  return STORE_CASES.filter((c) => !c.only || c.only === kind)
}

/** What a file of cases gets from the suite: its case registrar, a clock step and a demo account's id. */
export interface CaseHelpers {
  storeCase(name: string, run: (ctx: StoreCtx) => Promise<void>): void
  at(t0: Date, seconds: number): Date
  demo(ctx: StoreCtx, name: string): number
}

function storeCase(name: string, run: (ctx: StoreCtx) => Promise<void>, _timeout?: number): void {
  STORE_CASES.push({ name, run })
}

function serverTest(name: string, run: (ctx: StoreCtx) => Promise<void>): void {
  STORE_CASES.push({ name, only: 'postgres', run })
}

storeCase('migrations run again on a store that has them; the seed leaves a seeded store alone; phones come with accounts', async (ctx) => {
  const again = await ctx.reopen()
  try {
    expect(await seedAccounts(again.db)).toEqual({ seeded: false })
    expect(Object.keys(ctx.ids)).toHaveLength(9)
    expect((await listPhones(again.db, demo(ctx, 'analyst'))).map((p) => p.phone)).toEqual(['13812345678'])
  } finally {
    await again.close()
  }
})

storeCase('sessions: a live token finds its account; an SMS-verified session is trusted; deleted tokens are gone', async (ctx) => {
  const token = await createSession(ctx.db, demo(ctx, 'sms'), 'token')
  expect((await accountForToken(ctx.db, token))?.smsRequired).toBe(true)
  await markSessionSmsVerified(ctx.db, token)
  expect((await accountForToken(ctx.db, token))?.smsRequired).toBe(false)
  await deleteSession(ctx.db, token)
  expect(await accountForToken(ctx.db, token)).toBeNull()
})

storeCase('session cache: logout, disabling, the SMS flag and phone changes are seen at once by a cached session', async (ctx) => {
  // the cache is on for this case on both connections (a PostgreSQL server has it off by default)
  setSessionCacheTtl(ctx.db, 30_000)
  try {
    const id = demo(ctx, 'analyst')
    const token = await createSession(ctx.db, id, 'token')
    expect((await accountForToken(ctx.db, token))?.disabledReason).toBeNull()
    await setAccountDisabled(ctx.db, id, 'stopped')
    expect((await accountForToken(ctx.db, token))?.disabledReason).toBe('stopped')
    await setAccountDisabled(ctx.db, id, null)
    expect((await accountForToken(ctx.db, token))?.disabledReason).toBeNull()

    const [first] = await listPhones(ctx.db, id)
    await savePhone(ctx.db, id, '15500000099', { replaceId: first.id })
    expect((await accountForToken(ctx.db, token))?.phone).toBe('15500000099')
    await savePhone(ctx.db, id, first.phone, { replaceId: first.id })
    expect((await accountForToken(ctx.db, token))?.phone).toBe(first.phone)

    const sms = await createSession(ctx.db, demo(ctx, 'sms'), 'token')
    expect((await accountForToken(ctx.db, sms))?.smsRequired).toBe(true)
    await markSessionSmsVerified(ctx.db, sms)
    expect((await accountForToken(ctx.db, sms))?.smsRequired).toBe(false)

    await deleteSession(ctx.db, token)
    expect(await accountForToken(ctx.db, token)).toBeNull()
  } finally {
    clearSessionCache()
  }
})

storeCase('follows: idempotent, keyed by type/platform/category/word, committed (read back through a fresh connection)', async (ctx) => {
  const k: FollowKey = { accountId: demo(ctx, 'analyst'), type: 'concept', platform: 'all', categoryId: 16, word: '连衣裙' }
  await follow(ctx.db, k)
  await follow(ctx.db, k, 1801)
  expect(await isFollowed(ctx.db, { ...k, platform: 'jd' })).toBe(false)
  const fresh = await ctx.reopen()
  try {
    expect(await isFollowed(fresh.db, k)).toBe(true)
    expect((await listFollows(fresh.db, k.accountId)).filter((f) => f.word === '连衣裙').map((f) => f.jdCat1)).toEqual([1801])
  } finally {
    await fresh.close()
  }
  await unfollow(ctx.db, k)
  expect(await isFollowed(ctx.db, k)).toBe(false)
})

storeCase(
  'follow cap: 20 concurrent follows at 999 end at exactly 1,000; a follow already there still succeeds at the cap',
  async (ctx) => {
    const accountId = demo(ctx, 'partner@acme.demo')
    const key = (word: string): FollowKey => ({ accountId, type: 'concept', platform: 'all', categoryId: 16, word })
    for (let i = 0; i < MAX_FOLLOWS - 1; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, MAX_FOLLOWS - 1 - i) }, (_, j) => follow(ctx.db, key(`cap${i + j}`))))
    }
    expect(await listFollows(ctx.db, accountId)).toHaveLength(MAX_FOLLOWS - 1)
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => follow(ctx.db, key(`race${i}`))))
    expect((await listFollows(ctx.db, accountId)).length).toBe(MAX_FOLLOWS)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(TooManyFollows)
    // at the cap: following again (in another case, with another jd_cat1) is no new follow and is not refused
    await follow(ctx.db, key('CAP7'), 1801)
    const [again] = (await listFollows(ctx.db, accountId)).filter((f) => f.word.toLowerCase() === 'cap7')
    expect(again).toMatchObject({ word: 'cap7', jdCat1: 1801 })
    await expect(follow(ctx.db, key('one more'))).rejects.toBeInstanceOf(TooManyFollows)
    expect((await listFollows(ctx.db, accountId)).length).toBe(MAX_FOLLOWS)
  },
  120_000,
)

storeCase('follows differing only by letter case are one follow (matching ignores case), kept as first written', async (ctx) => {
  const accountId = demo(ctx, 'sms2')
  const key = (word: string): FollowKey => ({ accountId, type: 'concept', platform: 'all', categoryId: 16, word })
  await follow(ctx.db, key('iPhone 手机壳'))
  await follow(ctx.db, key('IPHONE 手机壳'), 5)
  await Promise.all(['iphone 手机壳', 'Iphone 手机壳', 'IPhone 手机壳'].map((w) => follow(ctx.db, key(w))))
  await follow(ctx.db, key('Écharpe'))
  await follow(ctx.db, key('éCHARPE'))
  const rows = await listFollows(ctx.db, accountId)
  expect(rows.map((r) => r.word).sort()).toEqual(['iPhone 手机壳', 'Écharpe'].sort())
  expect(await isFollowed(ctx.db, key('iphone 手机壳'))).toBe(true)
  expect(await isFollowed(ctx.db, key('ÉCHARPE'))).toBe(true)
  // another word, platform or category is still another follow
  expect(await isFollowed(ctx.db, { ...key('iphone 手机壳'), platform: 'jd' })).toBe(false)
  expect(await isFollowed(ctx.db, key('iphone'))).toBe(false)
  await unfollow(ctx.db, key('IPHONE 手机壳'))
  await unfollow(ctx.db, key('écharpe'))
  expect(await listFollows(ctx.db, accountId)).toEqual([])
})

storeCase(
  'the follow-key migration merges follows stored twice by letter case: the first kept, the latest jd_cat1; idempotent',
  async (ctx) => {
    const blank = await ctx.blank()
    try {
      // a store as the previous version left it: every migration before the follow key
      const before = MIGRATIONS.indexOf(FOLLOW_WORD_KEY[0])
      expect(before).toBeGreaterThan(0)
      for (const statement of MIGRATIONS.slice(0, before)) await blank.raw(statement)
      await blank.raw(`INSERT INTO accounts (username, password_hash, password_salt, usertype, version_selected, jd_version, permissions)
      VALUES ('a@example.com', 'h', 's', 'analyst', '{}', '{}', '{}'), ('b@example.com', 'h', 's', 'analyst', '{}', '{}', '{}')`)
      await blank.raw(`INSERT INTO follows (account_id, type, platform, category_id, word, jd_cat1, created_at) VALUES
      (1, 'concept', 'all', 16, 'iPhone', 0, '2024-01-01'),
      (1, 'concept', 'all', 16, 'IPHONE', 7, '2024-02-01'),
      (1, 'concept', 'all', 16, 'iphone', 9, '2024-03-01'),
      (1, 'concept', 'jd', 16, 'IPHONE', 0, '2024-01-01'),
      (1, 'concept', 'all', 16, 'Écharpe', 0, '2024-01-01'),
      (1, 'concept', 'all', 16, 'écharpe', 3, '2024-01-02'),
      (2, 'concept', 'all', 16, 'iphone', 0, '2024-01-01'),
      (1, 'concept', 'all', 16, '连衣裙', 0, '2024-01-01')`)
      const opened = await blank.open()
      try {
        const rows = (await listFollows(opened.db, 1)).map((r) => [r.platform, r.word, r.jdCat1, r.createdAt.toISOString().slice(0, 10)])
        expect(rows.sort()).toEqual(
          [
            ['all', 'iPhone', 9, '2024-01-01'],
            ['all', 'Écharpe', 3, '2024-01-01'],
            ['all', '连衣裙', 0, '2024-01-01'],
            ['jd', 'IPHONE', 0, '2024-01-01'],
          ].sort(),
        )
        expect(await listFollows(opened.db, 2)).toHaveLength(1)
        // the merged store keeps one follow per word from now on
        await follow(opened.db, { accountId: 1, type: 'concept', platform: 'all', categoryId: 16, word: 'IPhone' })
        expect(await listFollows(opened.db, 1)).toHaveLength(4)
      } finally {
        await opened.close()
      }
      // opened again: the migration has nothing left to do
      const again = await blank.open()
      try {
        expect(await listFollows(again.db, 1)).toHaveLength(4)
      } finally {
        await again.close()
      }
    } finally {
      await blank.dispose()
    }
  },
  120_000,
)

storeCase('saved links: short random ids, the same params give the same id, committed', async (ctx) => {
  const a = await saveLink(ctx.db, demo(ctx, 'analyst'), { word: '防晒', plat: 'all', cid: 16 })
  expect(await saveLink(ctx.db, demo(ctx, 'analyst'), { cid: 16, plat: 'all', word: '防晒' })).toBe(a)
  expect(await saveLink(ctx.db, demo(ctx, 'partial'), { word: '防晒', plat: 'all', cid: 16 })).not.toBe(a)
  const fresh = await ctx.reopen()
  try {
    expect(await loadLink(fresh.db, a)).toEqual({ word: '防晒', plat: 'all', cid: 16 })
  } finally {
    await fresh.close()
  }
  expect(await loadLink(ctx.db, 'AAAAAAAAAAAA')).toBeNull()
})

smsCodeCases({ storeCase, at, demo })

smsLimitCases({ storeCase, at, demo })

loginBackoffCases({ storeCase, at, demo })

storeCase(
  'throughput of follow writes (acknowledged = committed)',
  async (ctx) => {
    const accountId = demo(ctx, 'staff@growthradar.cn')
    const n = 200
    let t = performance.now()
    for (let i = 0; i < n; i++) await follow(ctx.db, { accountId, type: 'concept', platform: 'all', categoryId: 16, word: `seq${i}` })
    const sequential = n / ((performance.now() - t) / 1000)
    t = performance.now()
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        follow(ctx.db, { accountId, type: 'concept', platform: 'jd', categoryId: 1801, word: `par${i}` }),
      ),
    )
    const parallel = n / ((performance.now() - t) / 1000)
    ctx.measured.follows = `${Math.round(sequential)} follows/s one at a time, ${Math.round(parallel)} follows/s with ${n} in flight`
    expect((await listFollows(ctx.db, accountId)).length).toBe(2 * n)
  },
  120_000,
)

serverTest('an idle connection the server ends is reported and replaced; the process lives on', async (ctx) => {
  const accountId = demo(ctx, 'analyst')
  // several idle connections in the pool
  await Promise.all(Array.from({ length: 4 }, () => listPhones(ctx.db, accountId)))
  const killer = await ctx.reopen()
  let ended = 0
  try {
    const result = await killer.db.execute(sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`)
    ended = (result as { rows: unknown[] }).rows.length
  } finally {
    await killer.close()
  }
  expect(ended).toBeGreaterThan(0)
  // every ended connection was idle in the pool: each is reported, and dropped from the pool
  for (let i = 0; i < 100 && ctx.connectionErrors.length < ended; i++) await new Promise((r) => setTimeout(r, 20))
  expect(ctx.connectionErrors).toHaveLength(ended)
  expect(ctx.connectionErrors.join('\n')).toMatch(/terminating connection/)
  expect((await listPhones(ctx.db, accountId)).map((p) => p.phone)).toEqual(['13812345678'])
})
