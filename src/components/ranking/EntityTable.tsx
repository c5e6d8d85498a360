import { View } from '@tarojs/components'
import type { BrandRankRow, CategoryRankRow } from '../../../types'
import type { Currency } from '../../domain/format'
import { entityName } from '../../domain/entity-links'
import { useT } from '../hooks/use-t'
import { FigureCells, HeadRow, NameCell, RankCell } from '../widgets/cells'
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
  return (
    <View className='gr-table' role='table' data-testid='entity-table'>
      <HeadRow
        name={kind === 'brand' ? t('rankings.brand') : t('rankings.childCategory')}
        columns={[
          { className: 'col-num', text: t('table.sales') },
          { className: 'col-num col-growth', text: t('table.yoy') },
          { className: 'col-trend', text: t('table.trend') },
        ]}
      />
      {rows.map((row) => {
        const name = entityName(row, lang)
        return (
          <View
            key={`${row.rank}-${name}`}
            className='gr-table__row gr-table__row--link'
            data-testid='entity-row'
            {...pressable(() => onOpen(row), 'row')}
          >
            <RankCell rank={row.rank} />
            <NameCell name={name} label={row.label} />
            <FigureCells figures={row} currency={currency} trend={row.trend} />
          </View>
        )
      })}
    </View>
  )
}
