/** The mini-program's ranking panel says nothing of freshness (RankingFreshness.tsx says why). */
export function RankingFreshness(_props: { month: string; plat: string }) {
  return null
}

/** With no freshness line there is nothing for the rows to wait for. */
export function useRankingFreshnessSettled(): boolean {
  return true
}
