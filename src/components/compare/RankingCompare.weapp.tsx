import type { CompareButtonProps } from './CompareButton'

/** The mini-program's ranking rows add nothing to a comparison (RankingCompare.tsx says why). */
export function RankingCompare(_props: CompareButtonProps) {
  return null
}
