// The mini-program twin of TrendChart.tsx (Taro takes this file for the mini-program build), with the
// same props: ECharts drawing on a `<Canvas type="2d">` through our own adapter (canvas-chart.ts),
// at the device's pixel ratio, with touches shown as tooltips. Should the canvas node not be had, the
// same figures show as the month → value list, as on H5 when the chart code cannot load.
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import type { CanvasTouchEvent } from '@tarojs/components/types/common'
import { useEffect, useMemo, useRef, useState } from 'react'
import { onViewportResize } from '../../platform/viewport'
import { windowInfo } from '../../platform/wx-system-info'
import type { Canvas2DNode } from './canvas-adapter'
import { mountCanvasChart, type CanvasChart } from './canvas-chart'
import { init, setPlatformAPI } from './echarts-trend'
import { chartPalette } from './chart-palette'
import { trendContent, type TrendChartProps } from './trend-chart-props'
import { TREND_HEIGHT_PX } from '../../domain/constants'
import { buildTrendOptions } from './trend-options'
import { isTrendEmpty } from './trend-values'
import type { CanvasTouchKind } from './touch-events'
import { TrendList } from './TrendList'
import { TrendEmpty, TrendSkeleton } from './TrendStates'
import './trend-chart.scss'

export type { TrendChartProps } from './trend-chart-props'

let canvasCount = 0
let platformSet = false

// Taro injects its own `document`, whose createElement('canvas') has no getContext: zrender's first
// text measurement would throw. It measures on an offscreen canvas instead (base library ≥ 2.16.1).
function measureTextOffscreen(): void {
  if (platformSet) return
  platformSet = true
  setPlatformAPI({ createCanvas: () => Taro.createOffscreenCanvas({ type: '2d', width: 1, height: 1 }) as unknown as HTMLCanvasElement })
}

interface CanvasQueryResult {
  node?: Canvas2DNode
  width?: number
  height?: number
}

// The node and its CSS size, once the render has reached the view layer. Scoped to the page: a query
// not scoped to the tree the canvas is in finds nothing.
function queryCanvas(page: unknown, canvasId: string, found: (result: CanvasQueryResult | undefined) => void): void {
  Taro.createSelectorQuery()
    .in(page as never)
    .select(`#${canvasId}`)
    .fields({ node: true, size: true })
    .exec((results: CanvasQueryResult[] | undefined) => found(results?.[0]))
}

export function TrendChart(props: TrendChartProps) {
  const { loading = false, title, height = TREND_HEIGHT_PX, testId = 'trend-chart' } = props
  const { content, key } = trendContent(props)
  const { months, series, lang } = content
  const empty = !loading && isTrendEmpty(months, series)
  const ready = !loading && !empty
  // text tooltips: the canvas draws the tooltip itself and would show a `<br/>` literally
  // biome-ignore lint/correctness/useExhaustiveDependencies: key holds the whole content, compared by content
  const option = useMemo(
    () => buildTrendOptions({ ...content, animation: process.env.NODE_ENV !== 'test', tooltipMarkup: 'text', palette: chartPalette() }),
    [key],
  )
  const optionRef = useRef(option)
  optionRef.current = option
  const [canvasId] = useState(() => `gr-trend-canvas-${++canvasCount}`)
  // the page this chart renders in: the canvas is in its tree, and a query not scoped to it finds nothing
  const page = useRef(Taro.getCurrentInstance().page)
  const chartRef = useRef<CanvasChart | null>(null)
  const [failed, setFailed] = useState(false)

  // The chart lives while there is something to plot; disposed when the data goes back to loading
  // or empty, and on unmount (which Taro does when the page unloads).
  useEffect(() => {
    if (!ready) return undefined
    let cancelled = false
    // The canvas exists in the view layer once this render's setData has reached it.
    Taro.nextTick(() => {
      if (cancelled) return
      queryCanvas(page.current, canvasId, (found) => {
        if (cancelled) return
        if (!found?.node || !found.width || !found.height) {
          setFailed(true)
          return
        }
        measureTextOffscreen()
        const mounted = mountCanvasChart({
          node: found.node,
          width: found.width,
          height: found.height,
          pixelRatio: windowInfo().pixelRatio,
          init,
        })
        mounted.chart.setOption(optionRef.current)
        chartRef.current = mounted
        setFailed(false)
      })
    })
    // A rotated phone or a resized window on a tablet or PC changes the canvas' width: ECharts cannot
    // read a native node's size, so it is asked again and handed over.
    const stopWatching = onViewportResize(() => {
      queryCanvas(page.current, canvasId, (found) => {
        if (!cancelled && found?.width && found.height) chartRef.current?.resize(found.width, found.height)
      })
    })
    return () => {
      cancelled = true
      stopWatching()
      chartRef.current?.dispose()
      chartRef.current = null
    }
  }, [ready, canvasId])

  // New data on a live chart: replace the option (notMerge), so a series that went away goes away.
  useEffect(() => {
    chartRef.current?.chart.setOption(option, { notMerge: true })
  }, [option])

  const touch = (kind: CanvasTouchKind) => (event: CanvasTouchEvent) => chartRef.current?.touch(kind, event)
  return (
    // No aria-label: Taro's mini-program templates do not carry aria attributes.
    <View className='gr-trend' data-title={title} data-testid={testId} data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}>
      {loading && <TrendSkeleton lang={lang} height={height} />}
      {empty && <TrendEmpty lang={lang} height={height} />}
      {ready && failed && <TrendList {...content} />}
      {ready && !failed && (
        <View className='gr-trend__plot' style={{ height: `${height}px` }}>
          {/* sized inline: a 2d canvas without a size stays 300×150 and a zero-height host draws nothing */}
          <Canvas
            type='2d'
            id={canvasId}
            className='gr-trend__canvas'
            style={{ width: '100%', height: `${height}px` }}
            data-testid='trend-canvas'
            // a finger moving along the chart reads its months; the page must not scroll under it
            disableScroll
            onTouchStart={touch('touchstart')}
            onTouchMove={touch('touchmove')}
            onTouchEnd={touch('touchend')}
          />
        </View>
      )}
    </View>
  )
}
