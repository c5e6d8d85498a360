import { Text, View } from '@tarojs/components'
import type { GrowthLabel } from '../../../types'
import { formatShare, type Currency } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { CardStat } from '../widgets/CardStat'
import { CardHead, Cell, FigureCells, HeadRow, NameCell, RankCell, SalesStat, VolumeStat } from '../widgets/cells'

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
  const { t } = useT()
  // rows that open something are reachable and pressed from the keyboard too; plain rows are not focusable
  const press = (item: ShareItem, role: 'row' | 'link') => (onOpen ? pressable(() => onOpen(item), role) : {})

  if (isMobile) {
    return (
      <View className='gr-cards' data-testid={testId}>
        {items.map((item) => (
          <View key={item.id} className={`gr-card${onOpen ? ' gr-card--link' : ''}`} data-testid='share-row' {...press(item, 'link')}>
            <CardHead rank={item.rank} name={item.name} label={item.label} figures={item} currency={currency} />
            <View className='gr-card__stats'>
              <SalesStat sales={item.sales} currency={currency} />
              <CardStat label={t('detailTabs.share')} value={formatShare(item.sales, total)} />
              <VolumeStat volume={item.volume} />
            </View>
          </View>
        ))}
      </View>
    )
  }

  return (
    <View className='gr-table' role='table' data-testid={testId}>
      <HeadRow
        name={nameLabel}
        columns={[
          { className: 'col-num col-share', text: t('detailTabs.share'), tip: shareTip },
          { className: 'col-num', text: t('table.sales') },
          { className: 'col-num col-growth', text: t('table.yoy') },
          { className: 'col-num', text: t('table.volume') },
        ]}
      />
      {items.map((item) => (
        <View
          key={item.id}
          className={`gr-table__row${onOpen ? ' gr-table__row--link' : ''}`}
          role='row'
          data-testid='share-row'
          {...press(item, 'row')}
        >
          <RankCell rank={item.rank} />
          <NameCell name={item.name} label={item.label} />
          <Cell className='col-num col-share'>
            <Text>{formatShare(item.sales, total)}</Text>
            <ShareBar part={item.sales} total={total} />
          </Cell>
          <FigureCells figures={item} currency={currency} />
        </View>
      ))}
    </View>
  )
}
