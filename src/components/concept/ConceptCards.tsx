import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { CardHead, SalesStat, VolumeStat } from '../widgets/cells'
import { CardTrend } from '../widgets/Sparkline'
import { ConceptRowButtons, type ConceptTableProps } from './ConceptTable'

/** The ranked concepts as cards, for screens under 768 px and the mini-program. */
export type ConceptCardsProps = ConceptTableProps

export function ConceptCards({ rows, currency, onOpen, plat, followed, minItems }: ConceptCardsProps) {
  const { lang } = useT()
  return (
    <View className='gr-cards' data-testid='concept-cards'>
      {rows.map((row) => (
        <View
          key={`${row.rank}-${row.word}`}
          className='gr-card gr-card--link'
          data-testid='concept-row'
          {...pressable(() => onOpen(row), 'link')}
        >
          <CardHead rank={row.rank} name={row.word} label={row.label} figures={row} currency={currency}>
            <ConceptRowButtons row={row} plat={plat} followed={followed(row)} minItems={minItems} />
          </CardHead>
          <Text className='gr-card__cat'>{(lang === 'en' && row.category_name_en) || row.category_name}</Text>
          <View className='gr-card__stats'>
            <SalesStat sales={row.sales} currency={currency} />
            <VolumeStat volume={row.volume} />
            <CardTrend values={row.trend} />
          </View>
        </View>
      ))}
    </View>
  )
}
