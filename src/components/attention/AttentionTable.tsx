import { View } from '@tarojs/components'
import { currencyOf } from '../../domain/format'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import { Sparkline } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import type { AttentionRow } from './attention-rows'
import { ConceptCell, hasFigures, NoFigures, Sales, Unfollow, type AttentionRowActions } from './row-parts'

/** The followed concepts as a desktop table; a row opens the concept's detail. */
export interface AttentionTableProps extends AttentionRowActions {
  rows: AttentionRow[]
}

export function AttentionTable({ rows, onOpen, onUnfollowed }: AttentionTableProps) {
  const { t } = useT()
  return (
    <View className='gr-table gr-attention__table' role='table' data-testid='attention-table'>
      <View className='gr-table__head' role='row'>
        <View className='gr-table__th col-word' role='columnheader'>
          {t('table.word')}
        </View>
        <View className='gr-table__th col-num' role='columnheader'>
          {t('table.sales')}
        </View>
        <View className='gr-table__th col-num col-growth' role='columnheader'>
          {t('table.yoy')}
        </View>
        <View className='gr-table__th col-trend' role='columnheader'>
          {t('table.trend')}
        </View>
        <View className='gr-table__th col-action' role='columnheader'>
          {t('attention.unfollow')}
        </View>
      </View>
      {rows.map((row) => {
        const summary = row.figures?.summary
        return (
          // a click anywhere on the row opens it; keyboard users have the word's link
          <View
            key={row.follow.id}
            className='gr-table__row gr-attention__row'
            role='row'
            onClick={() => onOpen(row.follow)}
            data-testid='attention-row'
          >
            <View className='gr-table__td col-word' role='cell'>
              <ConceptCell follow={row.follow} onOpen={onOpen} />
              {summary && <GrowthTag label={summary.label} />}
            </View>
            {hasFigures(row) && summary ? (
              <>
                <View className='gr-table__td col-num' role='cell'>
                  <Sales row={row} />
                </View>
                <View className='gr-table__td col-num col-growth' role='cell'>
                  <Growth yoy={summary.sales_yoy} change={summary.sales_change} currency={currencyOf(row.follow.platform)} />
                </View>
                <View className='gr-table__td col-trend' role='cell'>
                  <Sparkline values={row.figures?.trend ?? []} />
                </View>
              </>
            ) : (
              <View className='gr-table__td col-none' role='cell'>
                <NoFigures row={row} />
              </View>
            )}
            <View className='gr-table__td col-action' role='cell'>
              <Unfollow follow={row.follow} onUnfollowed={onUnfollowed} />
            </View>
          </View>
        )
      })}
    </View>
  )
}
