import { Text, View } from '@tarojs/components'
import { currencyOf } from '../../domain/format'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import { CardTrend } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import type { AttentionRow } from './attention-rows'
import { ConceptCell, hasFigures, NoFigures, Sales, Unfollow, type AttentionRowActions } from './row-parts'

/** The followed concepts as cards, for screens under 768 px and the mini-program. */
export interface AttentionCardsProps extends AttentionRowActions {
  rows: AttentionRow[]
}

export function AttentionCards({ rows, onOpen, onUnfollowed }: AttentionCardsProps) {
  const { t } = useT()
  return (
    <View className='gr-cards' data-testid='attention-cards'>
      {rows.map((row) => {
        const summary = row.figures?.summary
        return (
          <View key={row.follow.id} className='gr-card gr-attention__card' onClick={() => onOpen(row.follow)} data-testid='attention-row'>
            <View className='gr-card__top'>
              <View className='gr-card__title'>
                <ConceptCell follow={row.follow} onOpen={onOpen} />
                {summary && <GrowthTag label={summary.label} />}
              </View>
              <Unfollow follow={row.follow} onUnfollowed={onUnfollowed} />
            </View>
            {hasFigures(row) && summary ? (
              <View className='gr-card__stats'>
                <View className='gr-card__stat'>
                  <Text className='gr-card__k'>{t('table.sales')}</Text>
                  <View className='gr-card__v'>
                    <Sales row={row} />
                  </View>
                </View>
                <View className='gr-card__stat'>
                  <Text className='gr-card__k'>{t('table.yoy')}</Text>
                  <Growth yoy={summary.sales_yoy} change={summary.sales_change} currency={currencyOf(row.follow.platform)} />
                </View>
                <CardTrend values={row.figures?.trend ?? []} />
              </View>
            ) : (
              <View className='gr-card__stats'>
                <NoFigures row={row} />
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}
