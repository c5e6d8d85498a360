import { Text, View } from '@tarojs/components'
import type { CatalogPlat, ConceptRankRow } from '../../../types'
import type { Currency } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { Cell, FigureCells, HeadRow, NameCell, RankCell } from '../widgets/cells'
import { FollowButton } from '../follow/FollowButton'
import { RankingCompare } from '../compare/RankingCompare'
import { FewItemsTag } from './FewItemsTag'
import type { FollowedState } from './use-followed'

/** What a ranked concept carries beside its name, in the table and on a card: few items, follow, compare. */
export interface ConceptRowButtonsProps {
  row: ConceptRankRow
  plat: CatalogPlat
  /** null: not known yet, the heart's place kept empty; undefined: the heart checks */
  followed: FollowedState
  minItems: number
}

export function ConceptRowButtons({ row, plat, followed, minItems }: ConceptRowButtonsProps) {
  return (
    <>
      <FewItemsTag count={row.item_count} min={minItems} />
      {/* the heart's place is kept while the follows load, so a long word does not wrap under the reader when it comes */}
      {followed === null ? (
        <View className='gr-follow-slot' aria-hidden />
      ) : (
        <FollowButton compact word={row.word} plat={plat} categoryId={row.category_id} knownFollowed={followed ?? undefined} />
      )}
      <RankingCompare entry={{ word: row.word, plat, cid: String(row.category_id) }} />
    </>
  )
}

/** The ranked concepts as a desktop table. */
export interface ConceptTableProps {
  rows: ConceptRankRow[]
  /** the currency of the ranking's data source */
  currency: Currency
  /** opens the concept's detail (rows and cards open /detail) */
  onOpen(row: ConceptRankRow): void
  /** the ranking's data source: a row's follow heart follows the concept there */
  plat: CatalogPlat
  /** whether a row is followed (null: not known yet, the heart's place kept empty; undefined: the heart checks) */
  followed(row: ConceptRankRow): FollowedState
  /** the ranking's min_items: a row on fewer items is marked "few items" */
  minItems: number
}

export function ConceptTable({ rows, currency, onOpen, plat, followed, minItems }: ConceptTableProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-table' role='table' data-testid='concept-table'>
      <HeadRow
        name={t('table.word')}
        columns={[
          { className: 'col-cat', text: t('table.category') },
          { className: 'col-num', text: t('table.sales'), tip: t('tooltip.sales') },
          { className: 'col-num col-growth', text: t('table.yoy'), tip: t('tooltip.yoy') },
          { className: 'col-num', text: t('table.volume'), tip: t('tooltip.volume') },
          { className: 'col-trend', text: t('table.trend'), tip: t('tooltip.trend') },
        ]}
      />
      {rows.map((row) => (
        <View
          key={`${row.rank}-${row.word}`}
          className='gr-table__row gr-table__row--link'
          data-testid='concept-row'
          {...pressable(() => onOpen(row), 'row')}
        >
          <RankCell rank={row.rank} />
          <NameCell name={row.word} label={row.label}>
            <ConceptRowButtons row={row} plat={plat} followed={followed(row)} minItems={minItems} />
          </NameCell>
          <Cell className='col-cat'>
            <Text className='gr-muted'>{(lang === 'en' && row.category_name_en) || row.category_name}</Text>
          </Cell>
          <FigureCells figures={row} currency={currency} trend={row.trend} />
        </View>
      ))}
    </View>
  )
}
