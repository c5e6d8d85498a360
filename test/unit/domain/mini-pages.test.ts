import { accountVersion, serviceDaysLeft } from '../../../src/domain/account-period'
import { rankChange } from '../../../src/domain/rank-change'

// 2026-11-23 10:00 in Shanghai
const NOW = new Date('2026-11-23T02:00:00Z')

test.each<[string, number | null, string]>([
  ['2026-11-23', 0, 'the last day'],
  ['2026-11-24', 1, 'tomorrow'],
  ['2027-12-31', 403, 'next year'],
  ['2026-11-22', -1, 'ended yesterday'],
  ['', null, 'no end date'],
  ['soon', null, 'unreadable'],
])('serviceDaysLeft(%s) = %s (%s)', (deadline, days) => {
  expect(serviceDaysLeft(deadline, NOW)).toBe(days)
})

test('the deadline day ends at midnight Shanghai time, not UTC', () => {
  // 2026-11-23 23:30 Shanghai is 15:30 UTC: still the last day
  expect(serviceDaysLeft('2026-11-23', new Date('2026-11-23T15:30:00Z'))).toBe(0)
  // 2026-11-24 00:30 Shanghai: over
  expect(serviceDaysLeft('2026-11-23', new Date('2026-11-23T16:30:00Z'))).toBe(-1)
})

test.each([
  [{ is_partner: true, is_free_version: false }, 'partner'],
  [{ is_partner: false, is_free_version: true }, 'free'],
  [{ is_partner: false, is_free_version: false }, 'full'],
])('accountVersion(%j) = %s', (user, version) => {
  expect(accountVersion(user)).toBe(version)
})

test.each([
  [3, 5, { kind: 'up', n: 2 }],
  [7, 4, { kind: 'down', n: 3 }],
  [2, 2, { kind: 'same' }],
  [9, null, { kind: 'new' }],
  [null, 6, { kind: 'out', before: 6 }],
  [null, null, { kind: 'none' }],
])('rank %s after %s → %j', (rank, before, change) => {
  expect(rankChange(rank, before)).toEqual(change)
})
