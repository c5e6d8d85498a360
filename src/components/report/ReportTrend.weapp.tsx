// The mini-program twin of ReportTrend.tsx (Taro takes this file for the weapp build), with the same
// props. /report is in the main package, which must stay small (DESIGN: charts out of the main
// package), so it draws the same figures as a month → value list built from Views, not a canvas.
import { Text, View } from '@tarojs/components'
import { TrendList } from '../chart/TrendList'
import { useT } from '../hooks/use-t'
import { reportSeries, type ReportTrendProps } from './report-series'

export function ReportTrend({ months, rows }: ReportTrendProps) {
  const { t, lang } = useT()
  const drawn = reportSeries(rows, t)
  if (!drawn) return null
  return (
    <View className='gr-card gr-report__trend' data-testid='report-trend'>
      <Text className='gr-home__h'>{drawn.title}</Text>
      <TrendList months={months} series={drawn.series} valueKind='money' currency={drawn.currency} lang={lang} />
    </View>
  )
}
