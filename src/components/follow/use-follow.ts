// The follow state of one concept and its toggle: the state changes only once the server has taken
// the call (GET/POST /api/marked), and the status check is debounced by 500 ms.
import { useState } from 'react'
import type { FollowRequest, FollowStatus } from '../../../types'
import { getFollowStatus, setFollow } from '../../api/follow'
import { useApi, useApiWrite } from '../../data/use-api'
import { FOLLOW_CHECK_DEBOUNCE_MS } from '../../domain/constants'
import { followStatusKey, useFollowCache } from './follow-cache'
import { showFollowFailure, showFollowSuccess } from './follow-feedback'
import { followRequest, followStatusQuery, isFollowable, type FollowTarget } from './follow-request'
import { useSettled } from './use-settled'
import { useT } from '../hooks/use-t'

export interface UseFollowOptions {
  /**
   * The caller already knows the state (a /myAttention row is followed): no status check is made.
   * Left out, the state is asked from the server once the target has settled.
   */
  knownFollowed?: boolean
  /** after a successful toggle, with the new state */
  onChange?(followed: boolean): void
}

export interface FollowState {
  /** null while unknown: being checked, the check failed, or the target is incomplete */
  followed: boolean | null
  /** the status check is waiting for the inputs to settle or for its answer */
  checking: boolean
  /** a follow or unfollow call is running */
  saving: boolean
  /** the status check failed (toggle asks again) */
  failed: boolean
  /** follow or unfollow, depending on the current state; does nothing while checking or saving */
  toggle(): Promise<void>
}

export function useFollow(target: FollowTarget, { knownFollowed, onChange }: UseFollowOptions = {}): FollowState {
  const followable = isFollowable(target)
  const key = followStatusKey(target)
  const keyText = JSON.stringify(key)
  const settled = useSettled(keyText, FOLLOW_CHECK_DEBOUNCE_MS)
  const checkNeeded = knownFollowed === undefined && followable
  const status = useApi<FollowStatus>(
    checkNeeded && settled ? key : null,
    () => getFollowStatus(followStatusQuery(target)),
    // another concept's answer must never stand in for this one's while it loads
    { keepPreviousData: false },
  )
  // A caller that knew the state has no status cache: the toggle's answer is kept here, until the
  // caller's own knowledge changes (its list asked again after the change, or a change elsewhere).
  const [written, setWritten] = useState<{ key: string; followed: boolean } | null>(null)
  const [seenKnown, setSeenKnown] = useState(knownFollowed)
  if (seenKnown !== knownFollowed) {
    // React's way to reset state when a prop changes: during render, before anything is shown
    setSeenKnown(knownFollowed)
    setWritten(null)
  }
  const write = useApiWrite<FollowStatus, FollowRequest>('follow', setFollow)
  const cache = useFollowCache()
  const { t } = useT()

  let followed: boolean | null = null
  if (knownFollowed !== undefined) {
    followed = written && written.key === keyText && seenKnown === knownFollowed ? written.followed : knownFollowed
  } else if (followable && settled && status.data) followed = status.data.monitor_flag === 1

  const toggle = async () => {
    if (followed === null) {
      if (status.error) status.retry()
      return
    }
    if (write.isMutating) return
    try {
      const result = await write.trigger(followRequest(target, followed ? 'del' : 'add'))
      const now = result.monitor_flag === 1
      setWritten({ key: keyText, followed: now })
      cache.setStatus(key, result)
      cache.invalidate(key)
      showFollowSuccess(t, now)
      onChange?.(now)
    } catch (error) {
      showFollowFailure(error, t)
    }
  }

  return {
    followed,
    checking: checkNeeded && followed === null && (!settled || status.isLoading),
    saving: write.isMutating,
    failed: followed === null && Boolean(status.error),
    toggle,
  }
}
