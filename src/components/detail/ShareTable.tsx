import { Text, View } from '@tarojs/components'
import type { GrowthLabel } from '../../../types'
import { formatCount, formatMoney, formatShare, type Currency } from '../../domain/format'
import { Growth } from '../concept/Growth'
import { GrowthTag } from '../concept/GrowthTag'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { CardStat } from '../widgets/CardStat'

/** One row of a share list: a category or a brand of the concept. */
export interface ShareItem {
  id: number
  rank: number
  name: string
  sales: number
  volume: number
  sales_yoy: number | null
  /** null when a month of the base has no data */
  sales_change: number | null
  label: GrowthLabel
}

/** Categories or brands with their part of the concept's sales: a table on desktop, cards under 768 px. */
export interface ShareTableProps {
  items: ShareItem[]
  /** the concept's sales in the whole scope: the base of every share */
  total: number
  currency: Currency
  /** heading of the name column, already translated */
  nameLabel: string
  /** what the share is a part of, already translated (the tooltip of its heading) */
  shareTip: string
  isMobile: boolean
  /** a row opens this item (rows are plain when absent) */
  onOpen?(item: ShareItem): void
  testId: string
}

function ShareBar({ part, total }: { part: number; total: number }) {
  const width = total > 0 ? Math.min(100, Math.max(0, (part / total) * 100)) : 0
  return (
    <View className='gr-dshare__bar' aria-hidden>
      <View className='gr-dshare__fill' style={{ width: `${width}%` }} />
    </View>
  )
}

export function ShareTable({ items, total, currency, nameLabel, shareTip, isMobile, onOpen, testId }: ShareTableProps) {
  const { t, lang } = useT()
  // rows that open something are reachable and pressed from the keyboard too; plain rows are not focusable
  const press = (item: ShareItem, role: 'row' | 'link') => (onOpen ? pressable(() => onOpen(item), role) : {})

  if (isMobile) {
    return (
      <View className='gr-cards' data-testid={testId}>
        {items.map((item) => (
          <View key={item.id} className={`gr-card${onOpen ? ' gr-card--link' : ''}`} data-testid='share-row' {...press(item, 'link')}>
            <View className='gr-card__top'>
              <Text className={`gr-rank${item.rank <= 3 ? ' gr-rank--top' : ''}`}>{item.rank}</Text>
              <View className='gr-card__title'>
                <Text className='gr-word'>{item.name}</Text>
                <GrowthTag label={item.label} />
              </View>
              <Growth yoy={item.sales_yoy} change={item.sales_change} currency={currency} />
            </View>
            <View className='gr-card__stats'>
              <CardStat label={t('table.sales')} value={formatMoney(item.sales, lang, currency)} />
              <CardStat label={t('detailTabs.share')} value={formatShare(item.sales, total)} />
              <CardStat label={t('table.volume')} value={formatCount(item.volume, lang)} />
            </View>
          </View>
        ))}
      </View>
    )
  }

  return (
    <View className='gr-table' role='table' data-testid={testId}>
      <View className='gr-table__head' role='row'>
        <View role='columnheader' className='gr-table__th col-rank'>{t('table.rank')}</View>
        <View role='columnheader' className='gr-table__th col-word'>{nameLabel}</View>
        <View role='columnheader' className='gr-table__th col-num col-share'>
          <Text>{t('detailTabs.share')}</Text>
          <View className='gr-tip'>
            <Text className='gr-tip__icon'>?</Text>
            <Text className='gr-tip__bubble'>{shareTip}</Text>
          </View>
        </View>
        <View role='columnheader' className='gr-table__th col-num'>{t('table.sales')}</View>
        <View role='columnheader' className='gr-table__th col-num col-growth'>{t('table.yoy')}</View>
        <View role='columnheader' className='gr-table__th col-num'>{t('table.volume')}</View>
      </View>
      {items.map((item) => (
        <View key={item.id} className={`gr-table__row${onOpen ? ' gr-table__row--link' : ''}`} role='row' data-testid='share-row' {...press(item, 'row')}>
          <View role='cell' className='gr-table__td col-rank'>
            <Text className={`gr-rank${item.rank <= 3 ? ' gr-rank--top' : ''}`}>{item.rank}</Text>
          </View>
          <View role='cell' className='gr-table__td col-word'>
            <Text className='gr-word'>{item.name}</Text>
            <GrowthTag label={item.label} />
          </View>
          <View role='cell' className='gr-table__td col-num col-share'>
            <Text>{formatShare(item.sales, total)}</Text>
            <ShareBar part={item.sales} total={total} />
          </View>
          <View role='cell' className='gr-table__td col-num'>
            <Text className='gr-strong'>{formatMoney(item.sales, lang, currency)}</Text>
          </View>
          <View role='cell' className='gr-table__td col-num col-growth'>
            <Growth yoy={item.sales_yoy} change={item.sales_change} currency={currency} />
          </View>
          <View role='cell' className='gr-table__td col-num'>
            <Text>{formatCount(item.volume, lang)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
