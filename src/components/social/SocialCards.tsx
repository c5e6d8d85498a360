import { Text, View } from '@tarojs/components'
import { currencyOf, formatCount, formatMoney, formatPercent } from '../../domain/format'
import { socialRowSales } from '../../domain/social-row'
import { CountGrowth } from '../widgets/CountGrowth'
import { GrowthTag } from '../widgets/GrowthTag'
import { Sparkline } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import { CardStat } from '../widgets/CardStat'
import { pressable } from '../widgets/pressable'
import { SocialRowCompare, SocialRowFollow, SocialRowLeaders, SocialRowToggle, type SocialRowsProps } from './social-rows'

/** The ranked social concepts as cards, for screens under 768 px and the mini-program. */
export type SocialCardsProps = SocialRowsProps

export function SocialCards({ rows, onOpen, showSales, follow, leaders }: SocialCardsProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-cards' data-testid='social-cards'>
      {rows.map((row) => (
        <View key={`${row.rank}-${row.word}`} className='gr-card'>
          <View className='gr-card--link' data-testid='social-row' {...pressable(() => onOpen(row), 'link')}>
            <View className='gr-card__top'>
              <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
              <View className='gr-card__title'>
                <Text className='gr-word'>{row.word}</Text>
                <GrowthTag label={row.label} />
                <SocialRowFollow row={row} follow={follow} />
                <SocialRowCompare row={row} follow={follow} />
              </View>
              <CountGrowth pct={row.yoy} change={row.change} />
            </View>
            <View className='gr-card__stats'>
              <CardStat label={t('social.volume')} value={formatCount(row.volume, lang)} />
              <CardStat label={t('social.mom')} value={formatPercent(row.mom)} />
              {showSales && <CardStat label={t('social.sales')} value={formatMoney(socialRowSales(row), lang, currencyOf('all'))} />}
              <View className='gr-card__stat gr-card__stat--trend'>
                <Sparkline values={row.trend} />
              </View>
            </View>
          </View>
          {/* a section of the card, outside the link: on phones the lists stand under their concept */}
          <SocialRowToggle row={row} leaders={leaders} />
          <SocialRowLeaders row={row} leaders={leaders} />
        </View>
      ))}
    </View>
  )
}
