import { Text, View } from '@tarojs/components'
import type { ReportRow } from '../../../types'
import { formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'

/**
 * Year-on-year growth of the followed concepts as horizontal bars drawn with Views, so that it reads
 * the same on both targets without a canvas, each named with its platform. Concepts without a base
 * are listed without a bar.
 */
export interface GrowthBarsProps {
  rows: ReportRow[]
}

export function GrowthBars({ rows }: GrowthBarsProps) {
  const { t } = useT()
  const sorted = [...rows].sort((a, b) => (b.sales_yoy ?? -Infinity) - (a.sales_yoy ?? -Infinity))
  const widest = Math.max(...sorted.map((r) => Math.abs(r.sales_yoy ?? 0)), 1)
  return (
    <View className='gr-card gr-report__bars' data-testid='report-bars'>
      <Text className='gr-home__h'>{t('report.growthChart')}</Text>
      {sorted.map((row) => {
        const yoy = row.sales_yoy
        const width = yoy === null ? 0 : Math.max(2, Math.round((Math.abs(yoy) / widest) * 100))
        // no base: new when it sells now, nothing to compare when it sold nothing either
        const direction = yoy === null ? (row.sales > 0 ? 'new' : 'none') : yoy >= 0 ? 'up' : 'down'
        return (
          <View key={`${row.plat}-${row.category_id}-${row.word}`} className='gr-report__bar-row' data-testid='report-bar'>
            <View className='gr-report__bar-label'>
              <Text className='gr-report__bar-word'>{row.word}</Text>
              {/* the same word may be followed on two platforms, each with its own growth */}
              <Text className='gr-report__bar-plat'>{t(`platforms.${row.plat}`)}</Text>
            </View>
            <View className='gr-report__bar-track'>
              <View className={`gr-report__bar gr-report__bar--${direction}`} style={{ width: `${width}%` }} />
            </View>
            <Text className={`gr-report__bar-pct gr-growth--${direction}`}>{direction === 'new' ? t('tag.new') : formatPercent(yoy)}</Text>
          </View>
        )
      })}
    </View>
  )
}
