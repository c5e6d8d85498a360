import { Text, View } from '@tarojs/components'
import { formatCount, formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'

/**
 * A change of social volume: the % with the change in mentions beside it (issue 3: "the absolute
 * change beside every %"), coloured by direction like the sales growth (concept/Growth.tsx).
 */
export interface VolumeChangeProps {
  /** percent, e.g. 35.2; null without a base (a new concept, or no previous month) */
  pct: number | null
  /** mentions now minus mentions then */
  change: number
}

export function VolumeChange({ pct, change }: VolumeChangeProps) {
  const { lang } = useT()
  const direction = pct === null ? 'new' : pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat'
  return (
    <View className={`gr-growth gr-growth--${direction}`}>
      <Text className='gr-growth__pct'>{formatPercent(pct)}</Text>
      <Text className='gr-growth__abs'>{`${change > 0 ? '+' : ''}${formatCount(change, lang)}`}</Text>
    </View>
  )
}
