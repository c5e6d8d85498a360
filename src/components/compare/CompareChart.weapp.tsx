// The comparison's chart in the mini-program: the same lines as on H5, drawn straight on a
// `<Canvas type="2d">` without ECharts. ECharts lives in the detail subpackage; carried again by
// this page's own subpackage it took the whole mini-program from 1.23 to 1.93 MB, over its 1.6 MB
// budget. A touch picks a month, and every concept's value of that month is listed under the plot
// (the tooltip). Without a canvas node the figures show as the month → value list.
import Taro from '@tarojs/taro'
import { chartPalette } from '../chart/chart-palette'
import { Canvas, Text, View } from '@tarojs/components'
import type { CanvasTouchEvent } from '@tarojs/components/types/common'
import { useEffect, useRef, useState } from 'react'
import { formatMonth } from '../../domain/format'
import { windowInfo } from '../../platform/wx-system-info'
import type { TrendChartProps } from '../chart/trend-chart-props'
import { monthLabel, seriesColor } from '../chart/trend-labels'
import { alignedValues, isTrendEmpty, valueFormatter } from '../chart/trend-values'
import { TrendList } from '../chart/TrendList'
import { TrendEmpty } from '../chart/TrendStates'
import '../chart/trend-chart.scss'

interface Canvas2D {
  width: number
  height: number
  getContext(kind: '2d'): CanvasRenderingContext2D
}

const PAD = { left: 8, right: 8, top: 10, bottom: 22 }
let canvasCount = 0

/** y of each value on a plot of height h: linear from 0, or log10 (values ≤ 0 not drawn). */
function scaler(values: (number | null)[][], log: boolean, h: number): (v: number | null) => number | null {
  const drawn = values.flat().filter((v): v is number => v !== null && (!log || v > 0))
  const f = (v: number) => (log ? Math.log10(v) : v)
  const top = drawn.length ? Math.max(...drawn.map(f)) : 1
  const bottom = log && drawn.length ? Math.min(...drawn.map(f)) : 0
  const span = top - bottom || 1
  return (v) => (v === null || (log && v <= 0) ? null : PAD.top + (1 - (f(v) - bottom) / span) * h)
}

export function CompareChart(props: TrendChartProps) {
  const {
    months,
    series,
    valueKind,
    currency,
    lang,
    partialMonths,
    estimatedMonths,
    logScale = false,
    height = 280,
    testId = 'trend-chart',
  } = props
  const [canvasId] = useState(() => `gr-compare-canvas-${++canvasCount}`)
  const page = useRef(Taro.getCurrentInstance().page)
  const [width, setWidth] = useState(0)
  const [failed, setFailed] = useState(false)
  const [picked, setPicked] = useState(months.length - 1)
  const aligned = series.map((s) => alignedValues(months, s))
  const empty = isTrendEmpty(months, series)
  const contentKey = JSON.stringify([months, aligned, logScale])

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when what it shows changes (contentKey holds it, compared by content)
  useEffect(() => {
    if (empty) return undefined
    let cancelled = false
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .in(page.current as never)
        .select(`#${canvasId}`)
        .fields({ node: true, size: true })
        .exec((found: { node?: Canvas2D; width?: number; height?: number }[] | undefined) => {
          const hit = found?.[0]
          if (cancelled) return
          if (!hit?.node || !hit.width || !hit.height) {
            setFailed(true)
            return
          }
          const ratio = windowInfo().pixelRatio || 1
          hit.node.width = hit.width * ratio
          hit.node.height = hit.height * ratio
          const ctx = hit.node.getContext('2d')
          ctx.scale(ratio, ratio)
          const w = hit.width - PAD.left - PAD.right
          const h = hit.height - PAD.top - PAD.bottom
          const y = scaler(aligned, logScale, h)
          const x = (i: number) => PAD.left + (months.length > 1 ? (i / (months.length - 1)) * w : w / 2)
          ctx.clearRect(0, 0, hit.width, hit.height)
          const palette = chartPalette()
          ctx.strokeStyle = palette.line
          ctx.lineWidth = 1
          ctx.beginPath()
          ctx.moveTo(PAD.left, PAD.top + h)
          ctx.lineTo(PAD.left + w, PAD.top + h)
          ctx.stroke()
          ctx.fillStyle = palette.ink3
          ctx.font = '10px sans-serif'
          ctx.fillText(formatMonth(months[0], lang), PAD.left, hit.height - 6)
          const last = formatMonth(months[months.length - 1], lang)
          ctx.fillText(last, PAD.left + w - ctx.measureText(last).width, hit.height - 6)
          aligned.forEach((values, k) => {
            ctx.strokeStyle = seriesColor(series[k], k)
            ctx.lineWidth = 2
            ctx.beginPath()
            let open = false
            values.forEach((v, i) => {
              const yy = y(v)
              // a month without data is a gap, never joined across
              if (yy === null) open = false
              else if (open) ctx.lineTo(x(i), yy)
              else {
                ctx.moveTo(x(i), yy)
                open = true
              }
            })
            ctx.stroke()
          })
          setWidth(hit.width)
          setFailed(false)
        })
    })
    return () => {
      cancelled = true
    }
  }, [contentKey, canvasId, empty])

  const pick = (event: CanvasTouchEvent) => {
    const touch = event.touches?.[0] ?? event.changedTouches?.[0]
    if (!touch || !width || months.length < 2) return
    const i = Math.round(((touch.x - PAD.left) / (width - PAD.left - PAD.right)) * (months.length - 1))
    setPicked(Math.max(0, Math.min(months.length - 1, i)))
  }
  const format = valueFormatter(valueKind, lang, currency)
  const month = months[Math.min(picked, months.length - 1)]
  if (empty)
    return (
      <View className='gr-trend' data-testid={testId} data-state='empty'>
        <TrendEmpty lang={lang} height={height} />
      </View>
    )
  if (failed)
    return (
      <View className='gr-trend' data-testid={testId}>
        <TrendList
          months={months}
          series={series}
          valueKind={valueKind}
          currency={currency}
          lang={lang}
          partialMonths={partialMonths}
          estimatedMonths={estimatedMonths}
        />
      </View>
    )
  return (
    <View className='gr-trend' data-testid={testId} data-state='ready'>
      <Canvas
        type='2d'
        id={canvasId}
        className='gr-trend__canvas'
        style={{ width: '100%', height: `${height}px` }}
        // a finger moving along the chart picks its months; the page must not scroll under it
        disableScroll
        onTouchStart={pick}
        onTouchMove={pick}
      />
      <View className='gr-compare__tip' data-testid='compare-tip'>
        <Text className='gr-strong' data-testid='compare-tip-month'>
          {month ? monthLabel(month, lang, !!partialMonths?.includes(month), !!estimatedMonths?.includes(month)) : ''}
        </Text>
        {series.map((s, k) => {
          const f = s.currency ? valueFormatter(valueKind, lang, s.currency) : format
          return (
            <View key={k} className='gr-compare__tip-row'>
              <Text className='gr-compare__dot' style={{ background: seriesColor(s, k) }} />
              <Text className='gr-compare__tip-name'>{s.name}</Text>
              <Text className='gr-strong'>{f(aligned[k][Math.min(picked, months.length - 1)])}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
