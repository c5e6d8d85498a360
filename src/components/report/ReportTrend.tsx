import { Text, View } from '@tarojs/components'
import { TrendChart } from '../chart/TrendChart'
import { useT } from '../hooks/use-t'
import { reportSeries, type ReportTrendProps } from './report-series'

/** The 12-month sales of the largest followed concepts, as the ECharts plot (H5). */
export function ReportTrend({ months, rows }: ReportTrendProps) {
  const { t, lang } = useT()
  const drawn = reportSeries(rows, t)
  if (!drawn) return null
  return (
    <View className='gr-card gr-report__trend' data-testid='report-trend'>
      <Text className='gr-home__h'>{drawn.title}</Text>
      <TrendChart
        months={months}
        series={drawn.series}
        valueKind='money'
        currency={drawn.currency}
        lang={lang}
        title={drawn.title}
        height={260}
        testId='report-chart'
      />
    </View>
  )
}
