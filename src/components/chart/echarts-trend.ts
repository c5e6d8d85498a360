// The only module that imports ECharts, for both twins of TrendChart. Only the parts TrendChart draws
// are registered (STYLE "ECharts": core + canvas + line + bar + grid + tooltip + legend ≈ 174 KB gzip,
// against ≈ 330 KB for the full build). H5 loads it with import(), so webpack puts it (and
// echarts/zrender) into a chunk of its own fetched the first time a chart is shown; in the
// mini-program only subpackage pages import the chart, so it stays out of the main package.
import { init, setPlatformAPI, use } from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer])

export { init, setPlatformAPI }
