// The one trend chart, H5: ECharts on a DOM node. Its mini-program twin is TrendChart.weapp.tsx
// (Taro's resolver takes `<name>.weapp.tsx` over `<name>.tsx` for the mini-program build), so this file and
// ECharts never reach the mini-program build.
import { useEffect, useMemo, useRef, useState } from 'react'
import { Text } from '@tarojs/components'
import type { EChartsType } from 'echarts/core'
import { translate } from '../../i18n'
import { TREND_HEIGHT_PX, type TrendChartProps } from './trend-chart-props'
import { buildTrendOptions } from './trend-options'
import { isTrendEmpty } from './trend-values'
import { TrendList } from './TrendList'
import { TrendEmpty, TrendSkeleton } from './TrendStates'
import './trend-chart.scss'

export type { TrendChartProps } from './trend-chart-props'

type EChartsModule = typeof import('./echarts-trend')
let pending: Promise<EChartsModule> | null = null

// The chunk's evaluation and each chart's first drawing are each given a task of their own: run
// together they held the main thread for 290 ms on /detail at Lighthouse's mobile CPU, and input
// waits for the whole of a task.
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

// One request for the chunk however many charts mount; a failed load (offline, a deploy replaced the
// chunk) is forgotten so the next chart tries again. The chunk's modules are evaluated in two
// steps, each in a task of its own: the renderer (zrender), then ECharts (both in the one "echarts"
// chunk: webpack evaluates only what each import names). A third step for echarts/core would cost
// 10 KB: a module imported on its own keeps every export.
function loadECharts(): Promise<EChartsModule> {
  if (!pending) {
    pending = import(/* webpackChunkName: "echarts" */ 'zrender/lib/zrender')
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

export function TrendChart(props: TrendChartProps) {
  const {
    months,
    series,
    valueKind,
    currency,
    lang,
    partialMonths,
    estimatedMonths,
    logScale,
    loading = false,
    title,
    height = TREND_HEIGHT_PX,
    testId = 'trend-chart',
  } = props
  const empty = !loading && isTrendEmpty(months, series)
  const ready = !loading && !empty
  // Keyed by content, not identity: callers build `series` arrays afresh on every render, and each
  // new option redraws (and re-animates) the plot.
  const contentKey = JSON.stringify([months, series, valueKind, currency, lang, partialMonths, estimatedMonths, logScale])
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey holds every input, compared by content
  const option = useMemo(
    () =>
      buildTrendOptions({
        months,
        series,
        valueKind,
        currency,
        lang,
        partialMonths,
        estimatedMonths,
        logScale,
        animation: wantsAnimation(),
      }),
    [contentKey],
  )
  const hostRef = useRef<HTMLDivElement | null>(null)
  const chartRef = useRef<EChartsType | null>(null)
  const optionRef = useRef(option)
  optionRef.current = option
  const [drawn, setDrawn] = useState(false)
  const [failed, setFailed] = useState(false)

  // The chart lives while there is something to plot: created on the host once the chunk is in,
  // disposed when the data goes back to loading or empty and on unmount.
  useEffect(() => {
    if (!ready) return undefined
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
        // The first drawing is made in two frames under the cover: the axes, then the series
        // (lazyUpdate: ECharts lays out and draws at the next frame, in a task of its own). In one
        // task it held the main thread for ~48 ms of CPU on /detail, most of it ECharts' first
        // layout and text measuring; split, the longest part is ~32 ms. The cover goes once the
        // series are drawn, so no frame shows an empty or half-drawn plot.
        let frames = 0
        drawnChart.on('rendered', function afterFrame() {
          frames += 1
          if (frames === 1) {
            // not from within ECharts' own frame, where a new option is ignored
            void nextTask().then(() => {
              if (!drawnChart.isDisposed()) drawnChart.setOption(optionRef.current, { notMerge: true, lazyUpdate: true })
            })
            return
          }
          drawnChart.off('rendered', afterFrame)
          if (!cancelled) setDrawn(true)
        })
        drawnChart.setOption({ ...optionRef.current, series: [] }, { lazyUpdate: true })
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
  }, [ready])

  // New data on a live chart: replace the option (notMerge), so a series that went away goes away.
  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true })
  }, [option])

  if (ready && failed) {
    // The figures stay readable even when the chart code could not be fetched.
    return (
      <div className='gr-trend' data-testid={testId}>
        <Text className='gr-trend__note'>{translate('chart.unavailable', undefined, lang)}</Text>
        <TrendList
          months={months}
          series={series}
          valueKind={valueKind}
          currency={currency}
          lang={lang}
          partialMonths={partialMonths}
          estimatedMonths={estimatedMonths}
        />
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
      aria-busy={loading || (ready && !drawn)}
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
