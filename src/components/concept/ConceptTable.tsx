import { Text, View } from '@tarojs/components'
import type { CatalogPlat, ConceptRankRow } from '../../../types'
import { formatCount, formatMoney, type Currency } from '../../domain/format'
import type { DictKey } from '../../i18n'
import { FollowButton } from '../follow/FollowButton'
import { RankingCompare } from '../compare/RankingCompare'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { Growth } from './Growth'
import { GrowthTag } from './GrowthTag'
import { FewItemsTag } from './FewItemsTag'
import { Sparkline } from './Sparkline'
import type { FollowedState } from './use-followed'

/** The ranked concepts as a desktop table. */
export interface ConceptTableProps {
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

/** A column heading with its optional tooltip (also the social ranking's). */
export function HeadCell({ label, tip, className }: { label: DictKey; tip?: DictKey; className: string }) {
  const { t } = useT()
  return (
    <View role='columnheader' className={`gr-table__th ${className}`}>
      <Text>{t(label)}</Text>
      {tip && (
        <View className='gr-tip'>
          <Text className='gr-tip__icon'>?</Text>
          <Text className='gr-tip__bubble'>{t(tip)}</Text>
        </View>
      )}
    </View>
  )
}

export function ConceptTable({ rows, currency, onOpen, plat, followed, minItems }: ConceptTableProps) {
  const { lang } = useT()
  return (
    <View className='gr-table' role='table' data-testid='concept-table'>
      <View className='gr-table__head' role='row'>
        <HeadCell className='col-rank' label='table.rank' />
        <HeadCell className='col-word' label='table.word' />
        <HeadCell className='col-cat' label='table.category' />
        <HeadCell className='col-num' label='table.sales' tip='tooltip.sales' />
        <HeadCell className='col-num col-growth' label='table.yoy' tip='tooltip.yoy' />
        <HeadCell className='col-num' label='table.volume' tip='tooltip.volume' />
        <HeadCell className='col-trend' label='table.trend' tip='tooltip.trend' />
      </View>
      {rows.map((row) => (
        <View
          key={`${row.rank}-${row.word}`}
          className='gr-table__row gr-table__row--link'
          data-testid='concept-row'
          {...pressable(() => onOpen(row), 'row')}
        >
          <View role='cell' className='gr-table__td col-rank'>
            <Text className={`gr-rank${row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank}</Text>
          </View>
          <View role='cell' className='gr-table__td col-word'>
            <Text className='gr-word'>{row.word}</Text>
            <GrowthTag label={row.label} />
            <FewItemsTag count={row.item_count} min={minItems} />
            {followed(row) !== null && (
              <FollowButton compact word={row.word} plat={plat} categoryId={row.category_id} knownFollowed={followed(row) ?? undefined} />
            )}
            <RankingCompare entry={{ word: row.word, plat, cid: String(row.category_id) }} />
          </View>
          <View role='cell' className='gr-table__td col-cat'>
            <Text className='gr-muted'>{(lang === 'en' && row.category_name_en) || row.category_name}</Text>
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
          <View role='cell' className='gr-table__td col-trend'>
            <Sparkline values={row.trend} />
          </View>
        </View>
      ))}
    </View>
  )
}
