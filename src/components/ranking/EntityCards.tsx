import { Text, View } from '@tarojs/components'
import { formatMoney } from '../../domain/format'
import { entityName } from '../../domain/entity-links'
import { Growth } from '../concept/Growth'
import { GrowthTag } from '../concept/GrowthTag'
import { CardTrend } from '../concept/Sparkline'
import { useT } from '../hooks/use-t'
import { CardStat } from '../widgets/CardStat'
import { pressable } from '../widgets/pressable'
import type { EntityTableProps } from './EntityTable'

/** The ranked brands or child categories as cards, for screens under 768 px and the mini-program. */
export type EntityCardsProps = EntityTableProps

export function EntityCards({ rows, currency, onOpen }: EntityCardsProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-cards' data-testid='entity-cards'>
      {rows.map((row) => {
        const name = entityName(row, lang)
        return (
          <View
            key={`${row.rank}-${name}`}
            className='gr-card gr-card--link'
            data-testid='entity-row'
            {...pressable(() => onOpen(row), 'link')}
          >
            <View className='gr-card__top'>
              <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
              <View className='gr-card__title'>
                <Text className='gr-word'>{name}</Text>
                <GrowthTag label={row.label} />
              </View>
              <Growth yoy={row.sales_yoy} change={row.sales_change} currency={currency} />
            </View>
            <View className='gr-card__stats gr-card__stats--entity'>
              <CardStat label={t('table.sales')} value={formatMoney(row.sales, lang, currency)} />
              <CardTrend values={row.trend} />
            </View>
          </View>
        )
      })}
    </View>
  )
}
