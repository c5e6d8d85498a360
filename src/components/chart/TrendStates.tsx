import { Text, View } from '@tarojs/components'
import type { Lang } from '../../domain/constants'
import { translate } from '../../i18n'
import { TREND_SKELETON_BARS } from '../../domain/constants'

// The loading and empty states of the chart, shared by the H5 chart and its mini-program twin so
// both say the same thing in the same place. Each takes the chart's height, so the page does not
// jump when the plot replaces it.

export interface TrendStateProps {
  lang: Lang
  /** px, the chart's height */
  height: number
}

/** A grey plot-shaped placeholder while the data (or the chart code) is on its way. */
export function TrendSkeleton({ lang, height }: TrendStateProps) {
  return (
    <View className='gr-trend__skeleton' style={{ height: `${height}px` }} data-testid='trend-loading'>
      <View className='gr-trend__skeleton-bars' aria-hidden>
        {TREND_SKELETON_BARS.map((h, i) => (
          <View key={i} className='gr-trend__skeleton-bar' style={{ height: `${h}%` }} />
        ))}
      </View>
      <Text className='gr-trend__note'>{translate('chart.loading', undefined, lang)}</Text>
    </View>
  )
}

/** Every value missing or 0: saying so beats an empty grid that reads as "sales fell to nothing". */
export function TrendEmpty({ lang, height }: TrendStateProps) {
  return (
    <View className='gr-trend__empty' style={{ height: `${height}px` }} data-testid='trend-empty'>
      <Text className='gr-trend__note'>{translate('chart.empty', undefined, lang)}</Text>
    </View>
  )
}
