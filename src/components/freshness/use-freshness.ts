import { getFreshness } from '../../api/freshness'
import { useApi } from '../../data/use-api'
import { freshnessView, type FreshnessView, type SourceRef } from '../../domain/freshness'
import { useUserStore } from '../../store/user'
import { useStartWaitOver } from '../shell/use-start-settled'

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
  // a slow freshness answer must not hold back the figures it only dates: after the page's own wait
  // they are shown, and the line fills in when it comes
  const waitOver = useStartWaitOver()
  return !signedIn || answer.data !== undefined || answer.error !== undefined || waitOver
}
