import { Text, View } from '@tarojs/components'
import type { CommodityRow } from '../../../types'
import { formatMoney, type Currency } from '../../domain/format'
import { Growth } from '../widgets/Growth'
import { Cell, FigureCells, HeadRow, Rank, RankCell, SalesStat, VolumeStat } from '../widgets/cells'
import { useT } from '../hooks/use-t'
import type { CommoditySortKey } from './commodity-sort'
import { HighlightedTitle } from './HighlightedTitle'
import { CardStat } from '../widgets/CardStat'

/** A page of the concept's items: a table on desktop, cards under 768 px. */
export interface CommodityListProps {
  rows: CommodityRow[]
  /** the searched words, marked in the titles */
  words: readonly string[]
  currency: Currency
  /** the column the rows are sorted by (its heading is marked) */
  sortBy: CommoditySortKey
  isMobile: boolean
}

export function CommodityList({ rows, words, currency, sortBy, isMobile }: CommodityListProps) {
  const { t, lang } = useT()
  const categoryOf = (row: CommodityRow) => (lang === 'en' && row.category_name_en) || row.category_name
  const sorted = (by: CommoditySortKey) => (sortBy === by ? ' gr-dtab__th--sorted' : '')

  if (isMobile) {
    return (
      <View className='gr-cards' data-testid='commodity-list'>
        {rows.map((row) => (
          <View key={row.item_id} className='gr-card' data-testid='commodity-row'>
            <View className='gr-card__top'>
              <Rank rank={row.rank} top={false} />
              <View className='gr-card__title gr-ditem'>
                <HighlightedTitle title={row.title} words={words} />
              </View>
            </View>
            <Text className='gr-card__cat'>{`${row.brand_name} · ${categoryOf(row)}`}</Text>
            <View className='gr-card__stats'>
              <SalesStat sales={row.sales} currency={currency} />
              <CardStat label={t('detailTabs.commodity.price')} value={formatMoney(row.price, lang, currency)} />
              <VolumeStat volume={row.volume} />
              <View className='gr-card__stat gr-card__stat--trend'>
                <Growth yoy={row.sales_yoy} change={row.sales_change} currency={currency} />
              </View>
            </View>
          </View>
        ))}
      </View>
    )
  }

  return (
    <View className='gr-table' role='table' data-testid='commodity-list'>
      <HeadRow
        name={t('detailTabs.commodity.item')}
        nameClass='col-item'
        columns={[
          { className: `col-num${sorted('price')}`, text: t('detailTabs.commodity.price') },
          { className: `col-num${sorted('sales')}`, text: t('table.sales') },
          { className: `col-num col-growth${sorted('growth')}`, text: t('table.yoy') },
          { className: `col-num${sorted('volume')}`, text: t('table.volume') },
        ]}
      />
      {rows.map((row) => (
        <View key={row.item_id} className='gr-table__row' role='row' data-testid='commodity-row'>
          <RankCell rank={row.rank} top={false} />
          <Cell className='col-item gr-ditem'>
            <HighlightedTitle title={row.title} words={words} />
            <Text className='gr-ditem__meta'>{`${row.brand_name} · ${categoryOf(row)}`}</Text>
          </Cell>
          <Cell className='col-num'>
            <Text>{formatMoney(row.price, lang, currency)}</Text>
          </Cell>
          <FigureCells figures={row} currency={currency} />
        </View>
      ))}
    </View>
  )
}
