/** The mini-program's ranking panel says nothing of freshness (RankingFreshness.tsx says why). */
export function RankingFreshness(_props: { month: string; plat: string }) {
  return null
}
