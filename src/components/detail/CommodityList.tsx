import { Text, View } from '@tarojs/components'
import type { CommodityRow } from '../../../types'
import { formatCount, formatMoney, type Currency } from '../../domain/format'
import { Growth } from '../concept/Growth'
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
              <Text className='gr-rank'>{row.rank}</Text>
              <View className='gr-card__title gr-ditem'>
                <HighlightedTitle title={row.title} words={words} />
              </View>
            </View>
            <Text className='gr-card__cat'>{`${row.brand_name} · ${categoryOf(row)}`}</Text>
            <View className='gr-card__stats'>
              <CardStat label={t('table.sales')} value={formatMoney(row.sales, lang, currency)} />
              <CardStat label={t('detailTabs.commodity.price')} value={formatMoney(row.price, lang, currency)} />
              <CardStat label={t('table.volume')} value={formatCount(row.volume, lang)} />
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
      <View className='gr-table__head' role='row'>
        <View role='columnheader' className='gr-table__th col-rank'>{t('table.rank')}</View>
        <View role='columnheader' className='gr-table__th col-item'>{t('detailTabs.commodity.item')}</View>
        <View role='columnheader' className={`gr-table__th col-num${sorted('price')}`}>{t('detailTabs.commodity.price')}</View>
        <View role='columnheader' className={`gr-table__th col-num${sorted('sales')}`}>{t('table.sales')}</View>
        <View role='columnheader' className={`gr-table__th col-num col-growth${sorted('growth')}`}>{t('table.yoy')}</View>
        <View role='columnheader' className={`gr-table__th col-num${sorted('volume')}`}>{t('table.volume')}</View>
      </View>
      {rows.map((row) => (
        <View key={row.item_id} className='gr-table__row' role='row' data-testid='commodity-row'>
          <View role='cell' className='gr-table__td col-rank'>
            <Text className='gr-rank'>{row.rank}</Text>
          </View>
          <View role='cell' className='gr-table__td col-item gr-ditem'>
            <HighlightedTitle title={row.title} words={words} />
            <Text className='gr-ditem__meta'>{`${row.brand_name} · ${categoryOf(row)}`}</Text>
          </View>
          <View role='cell' className='gr-table__td col-num'>
            <Text>{formatMoney(row.price, lang, currency)}</Text>
          </View>
          <View role='cell' className='gr-table__td col-num'>
            <Text className='gr-strong'>{formatMoney(row.sales, lang, currency)}</Text>
          </View>
          <View role='cell' className='gr-table__td col-num col-growth'>
            <Growth yoy={row.sales_yoy} change={row.sales_change} currency={currency} />
          </View>
          <View role='cell' className='gr-table__td col-num'>
            <Text>{formatCount(row.volume, lang)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
