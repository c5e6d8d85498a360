// The ECharts option of a TrendChart, built from its props alone (no DOM, no ECharts import at run
// time), so the H5 chart and the later mini-program canvas twin draw the same figure and tests can
// read it without a canvas.
import type { ComposeOption } from 'echarts/core'
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components'
import { formatMonth } from '../../domain/format'
import { LIGHT_CHART, type ChartPalette } from './chart-palette'
import { monthLabel, seriesColor, TREND_COLORS } from './trend-labels'
import type { TrendContent } from './trend-chart-props'
import { alignedValues, partialFlags, TREND_SPLITS, valueFormatter, valueRange } from './trend-values'

export { monthLabel, TREND_COLORS }

export type TrendOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>

export interface TrendOptionsInput extends TrendContent {
  /** false in tests and for users who ask for reduced motion; @default true */
  animation?: boolean
  /**
   * How the tooltip is written: 'html' for the H5 DOM tooltip (escaped), 'text' for a canvas-drawn
   * tooltip, where a `<br/>` would show literally (STYLE "ECharts in the mini-program"). @default 'html'
   */
  tooltipMarkup?: 'html' | 'text'
  /** the colours besides the lines' own, light or dark @default LIGHT_CHART */
  palette?: ChartPalette
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
// Series names carry user text (the concept word): the H5 tooltip is HTML, so it is escaped.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

// A line through partial months is drawn twice: solid where both ends are complete months, dashed
// (a companion series of the same name, so the legend shows and toggles one entry) from the last
// complete month into the partial ones.
function lineSeries(name: string, values: (number | null)[], partial: boolean[], color: string, hollow: string): LineSeriesOption[] {
  const solid: LineSeriesOption = {
    type: 'line',
    name,
    data: values.map((v, i) => (partial[i] ? null : v)),
    color,
    symbol: 'circle',
    symbolSize: 6,
    // null is a month without data: a gap, never joined across
    connectNulls: false,
    lineStyle: { width: 2 },
  }
  if (!partial.some(Boolean)) return [solid]
  const touchesPartial = (i: number) => partial[i] || partial[i - 1] === true || partial[i + 1] === true
  const dashed: LineSeriesOption = {
    ...solid,
    // the complete month a dashed stretch starts from keeps its solid point: no hollow symbol over it
    data: values.map((v, i) => (!touchesPartial(i) ? null : partial[i] ? v : { value: v, symbol: 'none' })),
    // the line's colour said again: ECharts takes a line's colour from itemStyle.color, which is the
    // hollow symbols' fill (the card's colour) here, so the dashed stretch was drawn in the card's colour
    lineStyle: { width: 2, type: 'dashed', color },
    itemStyle: { color: hollow, borderColor: color, borderWidth: 2 },
  }
  return [solid, dashed]
}

// Bars of partial months are paler with a dashed outline.
function barSeries(name: string, values: (number | null)[], partial: boolean[], color: string): BarSeriesOption {
  return {
    type: 'bar',
    name,
    color,
    barMaxWidth: 28,
    data: values.map((v, i) =>
      partial[i] ? { value: v, itemStyle: { opacity: 0.45, borderType: 'dashed', borderColor: color, borderWidth: 1 } } : v,
    ),
  }
}

export function buildTrendOptions(input: TrendOptionsInput): TrendOption {
  const {
    months,
    series,
    valueKind,
    currency,
    lang,
    partialMonths,
    estimatedMonths,
    animation = true,
    tooltipMarkup = 'html',
    logScale = false,
    legendBeside = false,
    palette = LIGHT_CHART,
  } = input
  const { ink3: INK_3, line: LINE } = palette
  const format = valueFormatter(valueKind, lang, currency)
  const formats = series.map((s) => (s.currency ? valueFormatter(valueKind, lang, s.currency) : format))
  const estimated = partialFlags(months, estimatedMonths)
  const collecting = partialFlags(months, partialMonths)
  // a month that is not final, partial or estimated, is drawn dashed and labelled
  const partial = collecting.map((p, i) => p || estimated[i])
  const range = valueRange(months, series)
  const aligned = series.map((s) => alignedValues(months, s))
  // a log axis has no place for 0 or less: such a month is not drawn (its tooltip still says it)
  const plotted = logScale ? aligned.map((values) => values.map((v) => (v !== null && v > 0 ? v : null))) : aligned
  const html = tooltipMarkup === 'html'

  const none = partial.map(() => false)
  const drawn = series.flatMap((s, k): (LineSeriesOption | BarSeriesOption)[] => {
    const color = seriesColor(s, k)
    const marked = s.final ? none : partial
    return s.kind === 'bar' ? [barSeries(s.name, plotted[k], marked, color)] : lineSeries(s.name, plotted[k], marked, color, palette.card)
  })

  // Written from the props, not from ECharts' params: the dashed companions would repeat a value,
  // and a gap is shown as the formatter's "—" rather than left out.
  const tooltipText = (index: number): string => {
    const head = monthLabel(months[index] ?? '', lang, collecting[index] === true, estimated[index] === true)
    const rows = series.map((s, k) => {
      const value = formats[k](aligned[k][index])
      if (!html) return `${s.name}: ${value}`
      const dot = `<span style="display:inline-block;width:8px;height:8px;border-radius:4px;margin-right:6px;background:${seriesColor(s, k)}"></span>`
      return `${dot}${escapeHtml(s.name)}&nbsp;&nbsp;<b>${escapeHtml(value)}</b>`
    })
    // the month's block ends its own line: a <br/> after it would leave an empty one
    return html ? `<div style="margin-bottom:4px">${escapeHtml(head)}</div>${rows.join('<br/>')}` : [head, ...rows].join('\n')
  }

  const withLegend = series.length > 1 && !legendBeside
  const option: TrendOption = {
    animation,
    // the first drawing appears at once: a second of animation frames on a phone is a second of
    // main-thread work while the page is starting (Lighthouse's total blocking time on /detail);
    // a month or series change still morphs into the next
    animationDuration: 0,
    animationDurationUpdate: 300,
    grid: { left: 8, right: 16, top: withLegend ? 40 : 16, bottom: 8, containLabel: true },
    tooltip: {
      // axis trigger: a finger or a pointer anywhere over the month hits it (STYLE, ECharts notes)
      trigger: 'axis',
      confine: true,
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params
        return tooltipText(first?.dataIndex ?? 0)
      },
    },
    xAxis: {
      type: 'category',
      data: months,
      boundaryGap: drawn.some((s) => s.type === 'bar'),
      axisLine: { lineStyle: { color: LINE } },
      axisTick: { show: false },
      axisLabel: {
        color: INK_3,
        hideOverlap: true,
        // a line chart puts the first and last month on the plot's edges: their labels are kept
        // inside it instead of centred there and cut by the canvas ("2026年10")
        ...(drawn.some((s) => s.type === 'bar') ? {} : { alignMinLabel: 'left' as const, alignMaxLabel: 'right' as const }),
        formatter: (month: string) => {
          const i = months.indexOf(month)
          return partial[i] ? `{partial|${formatMonth(month, lang)}}` : formatMonth(month, lang)
        },
        // rich text only where a month is partial: ECharts lays out every label as rich text once
        // `rich` is set, which measured the axis's text several times over
        ...(partial.some(Boolean) ? { rich: { partial: { color: INK_3, fontStyle: 'italic' as const } } } : {}),
      },
    },
    yAxis: logScale
      ? {
          type: 'log',
          logBase: 10,
          splitLine: { lineStyle: { color: LINE } },
          axisLabel: { color: INK_3, formatter: (value: number) => format(value) },
        }
      : {
          type: 'value',
          min: range.min,
          max: range.max,
          splitNumber: TREND_SPLITS,
          // a fixed interval keeps the split lines on the rounded steps (0, 250, 500 … 1250)
          interval: range.min < 0 ? undefined : range.max / TREND_SPLITS,
          splitLine: { lineStyle: { color: LINE } },
          axisLabel: { color: INK_3, formatter: (value: number) => format(value) },
        },
    series: drawn,
  }
  // many lines (a comparison of up to 20) keep their legend to one line that pages, above the plot
  if (withLegend)
    option.legend = {
      type: series.length > 3 ? 'scroll' : 'plain',
      top: 0,
      left: 0,
      right: 0,
      icon: 'roundRect',
      textStyle: { color: palette.ink2 },
      data: series.map((s) => s.name),
    }
  return option
}
