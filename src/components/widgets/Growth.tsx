import { Text, View } from '@tarojs/components'
import { formatMoney, formatPercent, type Currency } from '../../domain/format'
import { useT } from '../hooks/use-t'

/** YoY percentage with the absolute change beside it, coloured by direction. */
export interface GrowthProps {
  /** percent, e.g. 35.2; null when there was no base (a new concept) */
  yoy: number | null
  /**
   * absolute change of the sales amount; null when the base is unknown (a month of it has no data);
   * absent: the percentage alone (lists whose answer carries no change, such as the mini-program home)
   */
  change?: number | null
  /** the currency of the data source the change is in */
  currency: Currency
}

export function Growth({ yoy, change, currency }: GrowthProps) {
  const { lang } = useT()
  const direction = yoy === null ? 'new' : yoy > 0 ? 'up' : yoy < 0 ? 'down' : 'flat'
  const sign = change !== undefined && change !== null && change > 0 ? '+' : ''
  return (
    <View className={`gr-growth gr-growth--${direction}`}>
      <Text className='gr-growth__pct'>{formatPercent(yoy)}</Text>
      {change !== undefined && <Text className='gr-growth__abs'>{`${sign}${formatMoney(change, lang, currency)}`}</Text>}
    </View>
  )
}
