import { Text, View } from '@tarojs/components'
import type { BrandRankRow, CategoryRankRow } from '../../../types'
import { formatMoney, type Currency } from '../../domain/format'
import { entityName } from '../../domain/entity-links'
import { Growth } from '../concept/Growth'
import { GrowthTag } from '../concept/GrowthTag'
import { Sparkline } from '../concept/Sparkline'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import type { EntityKind } from './use-entity-ranking'

export type EntityRow = BrandRankRow | CategoryRankRow

/** The ranked brands or child categories as a desktop table; a row opens its detail. */
export interface EntityTableProps {
  kind: EntityKind
  rows: EntityRow[]
  /** the currency of the ranking's data source */
  currency: Currency
  onOpen(row: EntityRow): void
}

export function EntityTable({ kind, rows, currency, onOpen }: EntityTableProps) {
  const { t, lang } = useT()
  const heads: [string, string][] = [
    ['col-rank', t('table.rank')],
    ['col-word', kind === 'brand' ? t('rankings.brand') : t('rankings.childCategory')],
    ['col-num', t('table.sales')],
    ['col-num col-growth', t('table.yoy')],
    ['col-trend', t('table.trend')],
  ]
  return (
    <View className='gr-table' role='table' data-testid='entity-table'>
      <View className='gr-table__head' role='row'>
        {heads.map(([className, label]) => (
          <View key={className} className={`gr-table__th ${className}`} role='columnheader'>
            <Text>{label}</Text>
          </View>
        ))}
      </View>
      {rows.map((row) => {
        const name = entityName(row, lang)
        return (
          <View
            key={`${row.rank}-${name}`}
            className='gr-table__row gr-table__row--link'
            data-testid='entity-row'
            {...pressable(() => onOpen(row), 'row')}
          >
            <View className='gr-table__td col-rank' role='cell'>
              <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
            </View>
            <View className='gr-table__td col-word' role='cell'>
              <Text className='gr-word'>{name}</Text>
              <GrowthTag label={row.label} />
            </View>
            <View className='gr-table__td col-num' role='cell'>
              <Text className='gr-strong'>{formatMoney(row.sales, lang, currency)}</Text>
            </View>
            <View className='gr-table__td col-num col-growth' role='cell'>
              <Growth yoy={row.sales_yoy} change={row.sales_change} currency={currency} />
            </View>
            <View className='gr-table__td col-trend' role='cell'>
              <Sparkline values={row.trend} />
            </View>
          </View>
        )
      })}
    </View>
  )
}
