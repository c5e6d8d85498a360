import { Text } from '@tarojs/components'
import { rankChange } from '../../domain/rank-change'
import { useT } from '../hooks/use-t'

/** A concept's category-ranking move from last month: up 2, down 3, new, out … */
export interface RankMoveProps {
  rank: number | null
  before: number | null
}

export function RankMove({ rank, before }: RankMoveProps) {
  const { t } = useT()
  const change = rankChange(rank, before)
  let text: string
  if (change.kind === 'up') text = `↑ ${t('report.rankUp', { n: change.n })}`
  else if (change.kind === 'down') text = `↓ ${t('report.rankDown', { n: change.n })}`
  else if (change.kind === 'same') text = t('report.rankSame')
  else if (change.kind === 'new') text = t('report.rankNew')
  else if (change.kind === 'out') text = t('report.rankOut', { rank: change.before })
  else return null
  return (
    <Text className={`gr-report__move gr-report__move--${change.kind}`} data-testid='rank-move'>
      {text}
    </Text>
  )
}
