// The one trend chart, H5: ECharts on a DOM node. Its mini-program twin is TrendChart.weapp.tsx
// (Taro's resolver takes `<name>.weapp.tsx` over `<name>.tsx` for the mini-program build), so this file and
// ECharts never reach the mini-program build.
import { useEffect, useMemo, useRef, useState } from 'react'
import { Text } from '@tarojs/components'
import type { EChartsType } from 'echarts/core'
import { translate } from '../../i18n'
import { nextTask } from '../../platform/next-task'
import { chartPalette } from './chart-palette'
import { trendContent, type TrendChartProps } from './trend-chart-props'
import { TREND_HEIGHT_PX } from '../../domain/constants'
import { buildTrendOptions, type TrendOption } from './trend-options'
import { isTrendEmpty } from './trend-values'
import { TrendList } from './TrendList'
import { TrendEmpty, TrendSkeleton } from './TrendStates'
import './trend-chart.scss'

export type { TrendChartProps } from './trend-chart-props'

type EChartsModule = typeof import('./echarts-trend')
let pending: Promise<EChartsModule> | null = null

// The chunk's evaluation and each chart's first drawing are cut into tasks (nextTask): run together
// they held the main thread for 290 ms on /detail at Lighthouse's mobile CPU, and input waits for
// the whole of a task. One request for the chunk however many charts mount; a failed load
// (offline, a deploy replaced the chunk) is forgotten so the next chart tries again. The chunk's
// modules are evaluated in three steps, each in a task of its own (all in the one "echarts" chunk:
// webpack evaluates only what each import names): the renderer (zrender), ECharts' core, then its
// charts and components. The core's step of its own costs 10 KB (3.9 KB brotli), as webpack no
// longer joins it with the charts into one scope; it took the longest step from ~20 ms of CPU to ~10.
function loadECharts(): Promise<EChartsModule> {
  if (!pending) {
    pending = import(/* webpackChunkName: "echarts" */ 'zrender/lib/zrender')
      .then(nextTask)
      .then(() => import(/* webpackChunkName: "echarts" */ './echarts-core'))
      .then(nextTask)
      .then(() => import(/* webpackChunkName: "echarts" */ './echarts-trend'))
      .catch((error: unknown) => {
        pending = null
        throw error
      })
  }
  return pending
}

// Off under jest (a snapshot taken mid-animation shows an empty plot) and for users who asked their
// system for less motion (headless browser runs can ask the same way).
function wantsAnimation(): boolean {
  if (process.env.NODE_ENV === 'test') return false
  return !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
}

// The chart follows its container, not only the window: a side panel opening or the layout switching
// to mobile changes the width without a window resize.
function watchSize(host: HTMLElement, onResize: () => void): () => void {
  if (typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver(() => onResize())
    observer.observe(host)
    return () => observer.disconnect()
  }
  window.addEventListener('resize', onResize)
  return () => window.removeEventListener('resize', onResize)
}

// A chart is loaded and drawn once its place comes on screen: on a phone a detail's charts are below
// the first screen, and drawing them as the page opened held the main thread for ~50 ms of CPU (the
// library's evaluation and three frames), four times that on a phone's slower CPU, while the reader
// was already scrolling and tapping. Where there is no IntersectionObserver, at once.
function whenOnScreen(host: HTMLElement, onScreen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onScreen()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    onScreen()
  })
  observer.observe(host)
  return () => observer.disconnect()
}

// A first drawing in three stages, each laid out and drawn by ECharts in a frame of its own: the
// axes without their labels, the labels, then the series. The later stages are merged into the
// first, so together they are the whole option but for animation, which stays off until the next
// option (given whole): each stage would be an update animated over many frames. The first drawing
// is not animated anyway; a series hidden from the legend before then disappears without motion.
// Built stage by stage, so an option that changes while the chart is being drawn is the one the
// later stages come from.
const FIRST_DRAWING_STAGES = 3
function firstDrawingStage(option: TrendOption, stage: number): TrendOption {
  if (stage === 1) return { xAxis: { axisLabel: { show: true } }, yAxis: { axisLabel: { show: true } } }
  if (stage === 2) return { series: option.series }
  const unlabelled = <A extends { axisLabel?: object }>(axis: A): A => ({ ...axis, axisLabel: { ...axis.axisLabel, show: false } })
  return {
    ...option,
    animation: false,
    series: [],
    xAxis: unlabelled(option.xAxis as object),
    yAxis: unlabelled(option.yAxis as object),
  }
}

export function TrendChart(props: TrendChartProps) {
  const { loading = false, title, height = TREND_HEIGHT_PX, testId = 'trend-chart' } = props
  const { content, key } = trendContent(props)
  const { months, series, lang } = content
  const empty = !loading && isTrendEmpty(months, series)
  const ready = !loading && !empty
  // biome-ignore lint/correctness/useExhaustiveDependencies: key holds the whole content, compared by content
  const option = useMemo(() => buildTrendOptions({ ...content, animation: wantsAnimation(), palette: chartPalette() }), [key])
  const hostRef = useRef<HTMLDivElement | null>(null)
  const chartRef = useRef<EChartsType | null>(null)
  const optionRef = useRef(option)
  optionRef.current = option
  const [drawn, setDrawn] = useState(false)
  const [failed, setFailed] = useState(false)
  const [seen, setSeen] = useState(false)

  useEffect(() => {
    const host = hostRef.current
    if (!ready || seen || !host) return undefined
    return whenOnScreen(host, () => setSeen(true))
  }, [ready, seen])

  // The chart lives while there is something to plot: created on the host once its place has been
  // on screen and the chunk is in, disposed when the data goes back to loading or empty and on unmount.
  useEffect(() => {
    if (!ready || !seen) return undefined
    let cancelled = false
    let chart: EChartsType | null = null
    let stopWatching = () => {}
    loadECharts()
      .then(async ({ init }) => {
        await nextTask()
        const host = hostRef.current
        if (cancelled || !host) return
        const drawnChart = init(host, undefined, { renderer: 'canvas' })
        chart = drawnChart
        // The first drawing is made under the cover. In one task it held the main thread for ~48 ms
        // of CPU on /detail, most of it ECharts' first layout and text measuring; in three frames
        // the longest is ~18 ms. The cover goes once the series are drawn, so no frame shows an
        // empty or half-drawn plot.
        let frames = 0
        drawnChart.on('rendered', function afterFrame() {
          frames += 1
          if (frames < FIRST_DRAWING_STAGES) {
            // not from within ECharts' own frame, where a new option is ignored
            void nextTask().then(() => {
              if (!drawnChart.isDisposed()) drawnChart.setOption(firstDrawingStage(optionRef.current, frames), { lazyUpdate: true })
            })
            return
          }
          drawnChart.off('rendered', afterFrame)
          if (!cancelled) setDrawn(true)
        })
        drawnChart.setOption(firstDrawingStage(optionRef.current, 0), { lazyUpdate: true })
        chartRef.current = drawnChart
        stopWatching = watchSize(host, () => drawnChart.resize())
        setFailed(false)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      stopWatching()
      chart?.dispose()
      chartRef.current = null
      setDrawn(false)
    }
  }, [ready, seen])

  // New data on a live chart: replace the option (notMerge), so a series that went away goes away.
  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true })
  }, [option])

  if (ready && failed) {
    // The figures stay readable even when the chart code could not be fetched.
    return (
      <div className='gr-trend' data-testid={testId}>
        <Text className='gr-trend__note'>{translate('chart.unavailable', undefined, lang)}</Text>
        <TrendList {...content} />
      </div>
    )
  }
  // role img hides the inner nodes from assistive technology, so the label says the state too.
  const state = loading ? translate('chart.loading', undefined, lang) : empty ? translate('chart.empty', undefined, lang) : ''
  return (
    <div
      className='gr-trend'
      role='img'
      aria-label={state ? `${title}: ${state}` : title}
      // a chart not yet scrolled to is not being drawn: busy only while it is
      aria-busy={loading || (ready && seen && !drawn)}
      data-testid={testId}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      {loading && <TrendSkeleton lang={lang} height={height} />}
      {empty && <TrendEmpty lang={lang} height={height} />}
      {ready && (
        <div className='gr-trend__plot' style={{ height: `${height}px` }}>
          <div ref={hostRef} className='gr-trend__canvas' data-testid='trend-canvas' />
          {!drawn && (
            <div className='gr-trend__cover'>
              <TrendSkeleton lang={lang} height={height} />
            </div>
          )}
        </div>
      )}
    </div>
  )
}
