import { getFreshness } from '../../api/freshness'
import { useApi } from '../../data/use-api'
import { freshnessView, type FreshnessView, type SourceRef } from '../../domain/freshness'
import { useUserStore } from '../../store/user'

/** The freshness of `sources` (one GET /api/freshness per app life, shared by every screen); empty until it arrives. */
export function useFreshness(sources: readonly SourceRef[]): FreshnessView {
  const user = useUserStore((s) => s.user)
  const answer = useApi(user ? ['freshness'] : null, getFreshness)
  return freshnessView(answer.data, sources)
}
