import { CompareButton, type CompareButtonProps } from './CompareButton'

/**
 * The "+ Compare" of a ranking row or card. The mini-program's twin (RankingCompare.weapp.tsx) shows
 * none: its ranking tab lives in the main package, which has no room for it, and its comparisons
 * start from a detail page or the 关注 tab.
 */
export function RankingCompare(props: CompareButtonProps) {
  return <CompareButton compact {...props} />
}
