// swr keys of the follow data, and how a follow change reaches every screen that shows it.
import { useSWRConfig } from 'swr'
import type { FollowStatus } from '../../../types'
import type { ApiKey } from '../../data/use-api'
import { followStatusQuery, type FollowTarget } from './follow-request'

/** Every key that lists follows starts with this (myAttention's list). */
export const FOLLOWS_KEY = 'follows'
const STATUS_KEY = 'follow-status'
/** The monthly report (/report) lists the followed concepts: a follow changes it too. */
export const REPORT_KEY = 'report'

export function followStatusKey(target: FollowTarget): NonNullable<ApiKey> {
  const q = followStatusQuery(target)
  return [STATUS_KEY, q.type, q.plat, q.category_id, q.word]
}

function isFollowKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === FOLLOWS_KEY || key[0] === STATUS_KEY || key[0] === REPORT_KEY)
}

export interface FollowCache {
  /** store the answer of a follow call as the status of the concept it was made for */
  setStatus(key: NonNullable<ApiKey>, status: FollowStatus): void
  /**
   * Every other follow status and every follow list is asked again: at once where it is on screen,
   * on next use elsewhere. Answers live for the app's life with a 60 s deduplication (src/data), so
   * without this /myAttention would miss a follow made on /detail.
   */
  invalidate(except?: NonNullable<ApiKey>): void
}

export function useFollowCache(): FollowCache {
  const { mutate } = useSWRConfig()
  return {
    // by key, not through the hook's own mutate: that one follows the hook's current key, which may
    // already name another concept when the answer arrives
    setStatus: (key, status) => void mutate(key, status, { revalidate: false }),
    invalidate(except) {
      const skip = except ? JSON.stringify(except) : null
      void mutate((key: unknown) => isFollowKey(key) && JSON.stringify(key) !== skip)
    },
  }
}
