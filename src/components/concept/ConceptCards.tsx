import { Text, View } from '@tarojs/components'
import type { CatalogPlat, ConceptRankRow } from '../../../types'
import { formatCount, formatMoney, type Currency } from '../../domain/format'
import { FollowButton } from '../follow/FollowButton'
import { RankingCompare } from '../compare/RankingCompare'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { Growth } from './Growth'
import { GrowthTag } from './GrowthTag'
import { FewItemsTag } from './FewItemsTag'
import { CardTrend } from './Sparkline'
import type { FollowedState } from './use-followed'
import { CardStat } from '../widgets/CardStat'

/** The ranked concepts as cards, for screens under 768 px and the mini-program. */
export interface ConceptCardsProps {
  rows: ConceptRankRow[]
  /** the currency of the ranking's data source */
  currency: Currency
  /** opens the concept's detail (rows and cards open /detail) */
  onOpen(row: ConceptRankRow): void
  /** the ranking's data source: a row's follow heart follows the concept there */
  plat: CatalogPlat
  /** whether a row is followed (null: not known yet, no heart; undefined: the heart checks) */
  followed(row: ConceptRankRow): FollowedState
  /** the ranking's min_items: a row on fewer items is marked "few items" */
  minItems: number
}

export function ConceptCards({ rows, currency, onOpen, plat, followed, minItems }: ConceptCardsProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-cards' data-testid='concept-cards'>
      {rows.map((row) => (
        <View key={`${row.rank}-${row.word}`} className='gr-card gr-card--link' data-testid='concept-row' {...pressable(() => onOpen(row), 'link')}>
          <View className='gr-card__top'>
            <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
            <View className='gr-card__title'>
              <Text className='gr-word'>{row.word}</Text>
              <GrowthTag label={row.label} />
            <FewItemsTag count={row.item_count} min={minItems} />
            {followed(row) !== null && (
              <FollowButton compact word={row.word} plat={plat} categoryId={row.category_id} knownFollowed={followed(row) ?? undefined} />
            )}
            <RankingCompare entry={{ word: row.word, plat, cid: String(row.category_id) }} />
            </View>
            <Growth yoy={row.sales_yoy} change={row.sales_change} currency={currency} />
          </View>
          <Text className='gr-card__cat'>{(lang === 'en' && row.category_name_en) || row.category_name}</Text>
          <View className='gr-card__stats'>
            <CardStat label={t('table.sales')} value={formatMoney(row.sales, lang, currency)} />
            <CardStat label={t('table.volume')} value={formatCount(row.volume, lang)} />
            <CardTrend values={row.trend} />
          </View>
        </View>
      ))}
    </View>
  )
}
