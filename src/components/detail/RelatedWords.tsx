import { Text, View } from '@tarojs/components'
import type { Currency, RelatedWord } from '../../../types'
import { formatMoney, formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** The ranked words of the concept's titles: each word's share of the concept's sales and its growth inside it; a row opens the two together. */
export interface RelatedWordsProps {
  words: RelatedWord[]
  currency: Currency
  onOpen?(expression: string): void
}

export function RelatedWords({ words, currency, onOpen }: RelatedWordsProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-related' data-testid='related-words'>
      {words.map((w) => (
        <View
          key={w.key}
          className={`gr-related__row${onOpen ? ' gr-related__row--link' : ''}`}
          data-testid='related-word'
          aria-label={t('detailTabs.drivers.relatedOpen', { word: w.expression })}
          {...(onOpen ? pressable(() => onOpen(w.expression), 'link') : {})}
        >
          <Text className='gr-related__word'>{w.name}</Text>
          <View className='gr-related__bar' aria-hidden>
            <View className='gr-related__fill' style={{ width: `${Math.min(100, w.share ?? 0)}%` }} />
          </View>
          <Text className='gr-related__share'>{`${w.share ?? 0}%`}</Text>
          <Text className='gr-related__sales'>{formatMoney(w.sales, lang, currency)}</Text>
          <Text className={`gr-related__yoy gr-related__yoy--${(w.sales_yoy ?? 0) < 0 ? 'down' : 'up'}`}>{formatPercent(w.sales_yoy)}</Text>
        </View>
      ))}
    </View>
  )
}
