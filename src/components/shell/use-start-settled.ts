import { useEffect, useState } from 'react'
import { useUserStore } from '../../store/user'
import { useNoticesStore } from '../../store/notices'

/** How long a page stays unseen at most while the answers that shape it are on their way. */
export const START_WAIT_MS = 1500

/**
 * Whether the page may be shown: once the two answers that change its layout are in, the notices
 * above it and the session its controls depend on (the platform select and category picker appear
 * with it). Shown before them, the page would be pushed down and its filters would wrap anew as
 * they arrive (layout shifts). After START_WAIT_MS it is shown regardless, with its loading states.
 */
export function useStartSettled(): boolean {
  const noticesSettled = useNoticesStore((s) => s.settled)
  const userSettled = useUserStore((s) => s.user !== null || s.error !== null)
  return useStartWaitOver() || (noticesSettled && userSettled)
}

/** Whether START_WAIT_MS have passed since the caller mounted: what it waits for is shown regardless then. */
export function useStartWaitOver(): boolean {
  const [over, setOver] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), START_WAIT_MS)
    return () => clearTimeout(timer)
  }, [])
  return over
}
