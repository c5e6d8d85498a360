// The mini-program twin of TrendChart.tsx (Taro takes this file for the mini-program build), with the
// same props. Until the canvas adapter exists (a later issue), it shows the same figures as a compact
// month → value list: the same months, formatter, partial note, loading and empty states.
import { View } from '@tarojs/components'
import type { TrendChartProps } from './trend-chart-props'
import { isTrendEmpty } from './trend-values'
import { TrendList } from './TrendList'
import { TrendEmpty, TrendSkeleton } from './TrendStates'
import './trend-chart.scss'

export type { TrendChartProps } from './trend-chart-props'

export function TrendChart(props: TrendChartProps) {
  const { months, series, valueKind, currency, lang, partialMonths, loading = false, title, height = 280, testId = 'trend-chart' } = props
  const empty = !loading && isTrendEmpty(months, series)
  return (
    // No aria-label here: Taro's mini-program templates do not carry aria attributes, and the list is
    // text a screen reader reads as it is; `title` names the canvas twin once it exists.
    <View className='gr-trend' data-title={title} data-testid={testId} data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}>
      {loading && <TrendSkeleton lang={lang} height={height} />}
      {empty && <TrendEmpty lang={lang} height={height} />}
      {!loading && !empty && (
        <TrendList months={months} series={series} valueKind={valueKind} currency={currency} lang={lang} partialMonths={partialMonths} />
      )}
    </View>
  )
}
