import { Text, View } from '@tarojs/components'
import { formatCount, formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'

/**
 * A count's growth (units sold, social mentions): the same look as Growth — the % with the change
 * beside it, coloured by direction — for a number that is not money.
 */
export interface CountGrowthProps {
  /** percent, e.g. 35.2; null without a base (a new concept, a month without data) */
  pct: number | null
  /** the count now minus the count then; null when the base is unknown */
  change: number | null
}

export function CountGrowth({ pct, change }: CountGrowthProps) {
  const { lang } = useT()
  const direction = pct === null ? 'new' : pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat'
  return (
    <View className={`gr-growth gr-growth--${direction}`}>
      <Text className='gr-growth__pct'>{formatPercent(pct)}</Text>
      <Text className='gr-growth__abs'>{`${change !== null && change > 0 ? '+' : ''}${formatCount(change, lang)}`}</Text>
    </View>
  )
}
