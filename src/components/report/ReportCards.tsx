import { Text, View } from '@tarojs/components'
import type { ReportRow } from '../../../types'
import { currencyOf, formatMoney } from '../../domain/format'
import { navigate } from '../../platform/navigation'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import { CardTrend } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import { CardStat } from '../widgets/CardStat'
import { pressable } from '../widgets/pressable'
import { RankMove } from './RankMove'

/** One card per followed concept: sales, growth, rank and its move, trend; a tap opens the detail. */
export interface ReportCardsProps {
  rows: ReportRow[]
  ts: string
}

export function ReportCards({ rows, ts }: ReportCardsProps) {
  const { t, lang } = useT()
  return (
    <View className='gr-cards' data-testid='report-cards'>
      {rows.map((row) => {
        const currency = currencyOf(row.plat)
        const where = `${t(`platforms.${row.plat}`)} · ${lang === 'en' && row.category_name_en ? row.category_name_en : row.category_name}`
        return (
          <View
            key={`${row.plat}-${row.category_id}-${row.word}`}
            className='gr-card gr-report__card'
            {...pressable(() => void navigate('detail', { word: row.word, plat: row.plat, cid: row.category_id, ts }), 'link')}
            data-testid='report-row'
          >
            <View className='gr-card__top'>
              <View className='gr-card__title'>
                <Text className='gr-word'>{row.word}</Text>
                <GrowthTag label={row.label} />
              </View>
              <Text className={`gr-rank${row.rank !== null && row.rank <= 3 ? ' gr-rank--top' : ''}`}>{row.rank ?? '–'}</Text>
            </View>
            <Text className='gr-note gr-report__where'>{where}</Text>
            <View className='gr-report__rankline'>
              <Text className='gr-note'>
                {t('report.rankLine', { value: row.rank === null ? t('report.notRanked') : t('report.rankNow', { rank: row.rank }) })}
              </Text>
              <RankMove rank={row.rank} before={row.prev_rank} />
            </View>
            <View className='gr-card__stats'>
              <CardStat label={t('table.sales')} value={formatMoney(row.sales, lang, currency)} />
              <View className='gr-card__stat'>
                <Text className='gr-card__k'>{t('table.yoy')}</Text>
                <Growth yoy={row.sales_yoy} currency={currency} />
              </View>
              <CardTrend values={row.trend} />
            </View>
          </View>
        )
      })}
    </View>
  )
}
