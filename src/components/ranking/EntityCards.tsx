import { View } from '@tarojs/components'
import { entityName } from '../../domain/entity-links'
import { CardTrend } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import { CardHead, SalesStat } from '../widgets/cells'
import { pressable } from '../widgets/pressable'
import type { EntityTableProps } from './EntityTable'

/** The ranked brands or child categories as cards, for screens under 768 px and the mini-program. */
export type EntityCardsProps = EntityTableProps

export function EntityCards({ rows, currency, onOpen }: EntityCardsProps) {
  const { lang } = useT()
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
            <CardHead rank={row.rank} name={name} label={row.label} figures={row} currency={currency} />
            <View className='gr-card__stats gr-card__stats--entity'>
              <SalesStat sales={row.sales} currency={currency} />
              <CardTrend values={row.trend} />
            </View>
          </View>
        )
      })}
    </View>
  )
}
