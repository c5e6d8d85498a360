import { TrendChart, type TrendChartProps } from '../chart/TrendChart'

/**
 * The comparison's chart, H5: the app's one ECharts trend chart, every concept a line. The
 * mini-program's twin (CompareChart.weapp.tsx) draws the same lines without ECharts.
 */
export function CompareChart(props: TrendChartProps) {
  return <TrendChart {...props} />
}
