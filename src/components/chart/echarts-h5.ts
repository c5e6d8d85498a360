// The only module that imports ECharts on H5. TrendChart loads it with import(), so webpack puts it
// (and echarts/zrender) into a chunk of its own that is fetched the first time a chart is shown:
// neither the start-up scripts nor the page chunks carry it. Only the parts TrendChart draws are
// registered (STYLE "ECharts": core + canvas + line + bar + grid + tooltip + legend ≈ 174 KB gzip,
// against ≈ 330 KB for the full build).
import { init, use } from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer])

export { init }
