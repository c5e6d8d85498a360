// Store cases of the login back-off (accounts/login-backoff.ts) with an injected clock: free wrong
// passwords, then a lock that doubles up to its most, and parallel guesses taken in turn.
// Registered by pg-store-suite.ts, which passes its case registrar and helpers.
import { expect } from 'expect'
import { DEMO_PASSWORD } from '../accounts/demo-accounts'
import { attemptLogin, lockSeconds, LOGIN_FORGET_S, LOGIN_FREE_FAILURES, LOGIN_LOCK_MAX_S } from '../accounts/login-backoff'
import type { CaseHelpers } from './pg-store-suite'

export function loginBackoffCases({ storeCase, at }: CaseHelpers): void {
  storeCase(
    'login back-off: 5 free wrong passwords, then 1, 2, 4 … at most 15 minutes; the right password works after the lock',
    async (ctx) => {
      const name = 'analyst@growthradar.demo'
      const t0 = new Date('2030-05-01T00:00:00Z')
      const login = (password: string, s: number, who = name) => attemptLogin(ctx.db, who, password, at(t0, s))
      for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expect(await login(`wrong${i}`, i)).toEqual({ ok: false, reason: 'wrong' })
      // locked for a minute from the fifth: even the right password is refused, and refusals do not count
      expect(await login(DEMO_PASSWORD, 5)).toEqual({ ok: false, reason: 'locked', retryAfterS: 59 })
      expect(await login('wrong', 30, ' ANALYST@growthradar.demo ')).toEqual({ ok: false, reason: 'locked', retryAfterS: 34 })
      // the right password after the lock logs in and forgets the failures
      expect(await login(DEMO_PASSWORD, 64)).toMatchObject({ ok: true, account: { username: name } })
      for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expect((await login(`again${i}`, 100 + i)).ok).toBe(false)
      // each wrong password after a lock doubles the next, up to LOGIN_LOCK_MAX_S
      let t = 104
      const locks: number[] = []
      for (let n = 0; n < 6; n++) {
        const r = await login('still wrong', t + 0.5)
        if (r.ok || r.reason !== 'locked') throw new Error(`expected a lock, got ${JSON.stringify(r)}`)
        locks.push(r.retryAfterS)
        t += r.retryAfterS + 0.5
        expect(await login('guess', t)).toEqual({ ok: false, reason: 'wrong' })
      }
      expect(locks).toEqual([60, 120, 240, 480, LOGIN_LOCK_MAX_S, LOGIN_LOCK_MAX_S])
      expect(lockSeconds(50)).toBe(LOGIN_LOCK_MAX_S)
      // bounded: once the lock ends, the owner's right password works
      expect((await login(DEMO_PASSWORD, t + LOGIN_LOCK_MAX_S + 1)).ok).toBe(true)
      // an hour without a wrong password forgets them: four wrong, then a fifth an hour later, is no lock
      for (let i = 0; i < 4; i++) expect(await login('typo', t + 2000 + i)).toEqual({ ok: false, reason: 'wrong' })
      expect(await login('typo', t + 2000 + LOGIN_FORGET_S + 10)).toEqual({ ok: false, reason: 'wrong' })
      expect((await login(DEMO_PASSWORD, t + 2000 + LOGIN_FORGET_S + 11)).ok).toBe(true)
    },
  )

  storeCase(
    'login back-off: parallel guesses are taken in turn (exactly 5 are checked); unknown names are held back alike',
    async (ctx) => {
      const t0 = new Date('2030-06-01T00:00:00Z')
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attemptLogin(ctx.db, 'partial@growthradar.demo', `p${i}`, t0)))
      expect(results.filter((r) => !r.ok && r.reason === 'wrong')).toHaveLength(LOGIN_FREE_FAILURES)
      expect(results.filter((r) => !r.ok && r.reason === 'locked')).toHaveLength(12 - LOGIN_FREE_FAILURES)
      const ghost = await Promise.all(Array.from({ length: 6 }, (_, i) => attemptLogin(ctx.db, 'nobody@nowhere.example', `p${i}`, t0)))
      expect(ghost.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([...Array(5).fill('wrong'), 'locked'])
    },
  )
}
