// What /my says of an account's version and service period (from the login info's deadline,
// is_free_version and is_partner).
import type { LoginInfo } from '../../types'

export type AccountVersion = 'partner' | 'free' | 'full'

export function accountVersion(user: Pick<LoginInfo, 'is_partner' | 'is_free_version'>): AccountVersion {
  if (user.is_partner) return 'partner'
  return user.is_free_version ? 'free' : 'full'
}

const DAY_MS = 24 * 60 * 60 * 1000
// Shanghai keeps UTC+8 all year: the deadline day ends at 24:00 there, as every date is Shanghai's
// (docs/rules.md "Units and currency")
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * Whole days of service left until the end of the deadline day (Shanghai time): 0 on the last
 * day, negative once it has passed; null without a deadline ('' = no end date) or an unreadable one.
 */
export function serviceDaysLeft(deadline: string, now: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(deadline)
  if (!m) return null
  const endOfDay = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1) - SHANGHAI_OFFSET_MS
  return Math.ceil((endOfDay - now.getTime()) / DAY_MS) - 1
}
