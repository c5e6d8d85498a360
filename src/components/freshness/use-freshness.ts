import { useEffect, useState } from 'react'
import { getFreshness } from '../../api/freshness'
import { useApi } from '../../data/use-api'
import { freshnessView, type FreshnessView, type SourceRef } from '../../domain/freshness'
import { useUserStore } from '../../store/user'
import { START_WAIT_MS } from '../shell/use-start-settled'

function useFreshnessAnswer() {
  const user = useUserStore((s) => s.user)
  return { signedIn: !!user, answer: useApi(user ? ['freshness'] : null, getFreshness) }
}

/** The freshness of `sources` (one GET /api/freshness per app life, shared by every screen); empty until it arrives. */
export function useFreshness(sources: readonly SourceRef[]): FreshnessView {
  return freshnessView(useFreshnessAnswer().answer.data, sources)
}

/**
 * Whether the freshness answer is in (or failed, or there is no user to ask for): a panel that
 * shows a freshness line above its figures waits for it, so the line never grows under figures
 * already on screen (on a phone it wraps to three lines; the figures below jumped by up to 60 px).
 */
export function useFreshnessSettled(): boolean {
  const { signedIn, answer } = useFreshnessAnswer()
  const settled = !signedIn || answer.data !== undefined || answer.error !== undefined
  // a slow freshness answer must not hold back the figures it only dates: after the page's own wait
  // they are shown, and the line fills in when it comes
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    if (settled || waited) return undefined
    const timer = setTimeout(() => setWaited(true), START_WAIT_MS)
    return () => clearTimeout(timer)
  }, [settled, waited])
  return settled || waited
}
