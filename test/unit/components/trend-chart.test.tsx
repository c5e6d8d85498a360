// TrendChart: its states, its lifecycle around the lazily loaded ECharts module, and the
// mini-program twin showing the same figures. ECharts itself needs a canvas jsdom does not have, so
// the lazily loaded module is replaced by a recorder; what it is given is checked through the option.
import Taro from '@tarojs/taro'
import { act, render, screen, waitFor } from '@testing-library/react'
import { TrendChart } from '../../../src/components/chart/TrendChart'
import { TrendChart as WeappTrendChart } from '../../../src/components/chart/TrendChart.weapp'
import type { TrendChartProps } from '../../../src/components/chart/trend-chart-props'
import type { TrendOption } from '../../../src/components/chart/trend-options'

// The twin must take exactly the props of the H5 chart (a compile-time check: npx tsc).
const SAME_PROPS: typeof TrendChart = WeappTrendChart
void SAME_PROPS

// ECharts announces each finished drawing ('rendered'); the recorder draws as soon as it is given an option
const renderedHandlers = new Set<() => void>()
const fireRendered = () => {
  for (const handler of [...renderedHandlers]) handler()
}
const mockChart = {
  setOption: jest.fn((_option: unknown, _opts?: unknown) => fireRendered()),
  on: jest.fn((event: string, handler: () => void) => event === 'rendered' && renderedHandlers.add(handler)),
  off: jest.fn((_event: string, handler: () => void) => renderedHandlers.delete(handler)),
  resize: jest.fn(),
  dispose: jest.fn(),
  isDisposed: jest.fn(() => false),
  getZr: jest.fn(),
}
const mockInit = jest.fn((_host: HTMLElement, _theme?: unknown, _opts?: unknown) => mockChart)
jest.mock('../../../src/components/chart/echarts-trend', () => ({
  init: (host: HTMLElement, theme?: unknown, opts?: unknown) => mockInit(host, theme, opts),
  setPlatformAPI: () => undefined,
}))

// the H5 chart evaluates the chunk in three steps (the renderer, ECharts' core, then echarts-trend):
// the first two are only waited for
jest.mock('zrender/lib/zrender', () => ({}))
jest.mock('../../../src/components/chart/echarts-core', () => ({}))

// the mini-program twin follows the viewport (platform/viewport): the test resizes it
const mockViewportListeners = new Set<(width: number) => void>()
jest.mock('../../../src/platform/viewport', () => ({
  onViewportResize: (listener: (width: number) => void) => {
    mockViewportListeners.add(listener)
    return () => mockViewportListeners.delete(listener)
  },
}))

// jsdom has no ResizeObserver: a stand-in that lets the test resize the container.
const observers: { callback: () => void; disconnected: boolean; targets: Element[] }[] = []
class FakeResizeObserver {
  private entry: { callback: () => void; disconnected: boolean; targets: Element[] }
  constructor(callback: () => void) {
    this.entry = { callback, disconnected: false, targets: [] }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    this.entry.disconnected = true
  }
}

const MONTHS = ['2026-01', '2026-02', '2026-03']
const base: TrendChartProps = {
  months: MONTHS,
  series: [{ name: '销售额', values: [1200, null, 4938] }],
  valueKind: 'money',
  currency: 'CNY',
  lang: 'zh',
  title: '连衣裙 12 个月销售额',
}

beforeEach(() => {
  ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
  observers.length = 0
  mockInit.mockClear()
  for (const fn of Object.values(mockChart)) fn.mockClear()
  renderedHandlers.clear()
})

const chart = () => screen.getByTestId('trend-chart')
// a chart's first drawing is three options: the axes without labels, the labels, the series
const FIRST_DRAWING = 3
const lastOption = () => mockChart.setOption.mock.calls[mockChart.setOption.mock.calls.length - 1][0] as TrendOption

// ECharts' merge, as far as these options need it: objects merge key by key, anything else replaces
function merged(into: unknown, from: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (!isObject(into) || !isObject(from)) return from
  const out: Record<string, unknown> = { ...into }
  for (const [key, value] of Object.entries(from)) out[key] = merged(into[key], value)
  return out
}
/** What the chart shows: the options given since the last one that replaced all (notMerge), merged. */
const drawnOption = () =>
  mockChart.setOption.mock.calls.reduce<unknown>(
    (shown, [option, opts]) => ((opts as { notMerge?: boolean } | undefined)?.notMerge ? option : merged(shown, option)),
    {},
  ) as TrendOption

describe('H5 chart', () => {
  test('loading: a skeleton, busy, labelled with the title and the state; no chart code run', () => {
    render(<TrendChart {...base} loading />)
    expect(screen.getByTestId('trend-loading')).toBeTruthy()
    expect(chart().getAttribute('role')).toBe('img')
    expect(chart().getAttribute('aria-busy')).toBe('true')
    expect(chart().getAttribute('aria-label')).toBe('连衣裙 12 个月销售额: 图表加载中…')
    expect(mockInit).not.toHaveBeenCalled()
  })

  test.each([
    ['zh', '该时间段暂无数据'],
    ['en', 'No data for this period'],
  ] as const)('empty (every value missing or 0), %s: says there is no data for this period', (lang, text) => {
    render(<TrendChart {...base} lang={lang} series={[{ name: 's', values: [null, 0, null] }]} />)
    expect(screen.getByTestId('trend-empty').textContent).toBe(text)
    expect(chart().getAttribute('aria-label')).toBe(`${base.title}: ${text}`)
    expect(mockInit).not.toHaveBeenCalled()
  })

  test('ready: ECharts is created on the container with the built option, labelled by the title', async () => {
    render(<TrendChart {...base} height={320} />)
    await waitFor(() => expect(mockInit).toHaveBeenCalledTimes(1))
    expect(mockInit.mock.calls[0][0]).toBe(screen.getByTestId('trend-canvas'))
    expect(mockInit.mock.calls[0][2]).toEqual({ renderer: 'canvas' })
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(FIRST_DRAWING))
    const option = drawnOption()
    expect(option.animation).toBe(false)
    expect(option.yAxis).toMatchObject({ min: 0, max: 5000 })
    expect((option.series as { data: unknown[] }[])[0].data).toEqual([1200, null, 4938])
    expect(chart().getAttribute('aria-label')).toBe(base.title)
    expect(chart().getAttribute('data-state')).toBe('ready')
    await waitFor(() => expect(chart().getAttribute('aria-busy')).toBe('false'))
    expect((screen.getByTestId('trend-canvas').parentElement as HTMLElement).style.height).toBe('320px')
  })

  test('a chart below the screen is neither loaded nor drawn until its place comes on screen', async () => {
    const seen: { callback: (entries: { isIntersecting: boolean }[]) => void; target?: Element; disconnected: boolean }[] = []
    class FakeIntersectionObserver {
      private entry: (typeof seen)[number]
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.entry = { callback, disconnected: false }
        seen.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {
        this.entry.disconnected = true
      }
    }
    const globals = globalThis as { IntersectionObserver?: unknown }
    globals.IntersectionObserver = FakeIntersectionObserver
    try {
      render(<TrendChart {...base} />)
      expect(seen).toHaveLength(1)
      expect(seen[0].target).toBe(screen.getByTestId('trend-canvas'))
      // scrolled near, not yet onto it
      await act(async () => seen[0].callback([{ isIntersecting: false }]))
      await act(async () => {})
      expect(mockInit).not.toHaveBeenCalled()
      // nothing is being drawn, so nothing is announced as busy
      expect(chart().getAttribute('aria-busy')).toBe('false')

      await act(async () => seen[0].callback([{ isIntersecting: true }]))
      await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(FIRST_DRAWING))
      expect(seen[0].disconnected).toBe(true)
      await waitFor(() => expect(chart().getAttribute('aria-busy')).toBe('false'))
    } finally {
      delete globals.IntersectionObserver
    }
  })

  test('the first drawing takes three frames, the axes, their labels, the series, and the cover stays until all are drawn', async () => {
    for (let i = 0; i < FIRST_DRAWING; i++) mockChart.setOption.mockImplementationOnce(() => {})
    render(<TrendChart {...base} />)
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(1))
    const [axes, axesMode] = mockChart.setOption.mock.calls[0] as [TrendOption, unknown]
    expect(axesMode).toEqual({ lazyUpdate: true })
    expect(axes.series).toEqual([])
    expect(axes.yAxis).toMatchObject({ min: 0, max: 5000, axisLabel: { show: false } })
    expect(axes.xAxis).toMatchObject({ data: MONTHS, axisLabel: { show: false } })
    expect(chart().getAttribute('aria-busy')).toBe('true')
    // each frame drawn, the next stage follows, merged into what is shown, still covered
    act(() => fireRendered())
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(2))
    expect(mockChart.setOption).toHaveBeenLastCalledWith(
      { xAxis: { axisLabel: { show: true } }, yAxis: { axisLabel: { show: true } } },
      { lazyUpdate: true },
    )
    expect(chart().getAttribute('aria-busy')).toBe('true')
    act(() => fireRendered())
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(3))
    expect(mockChart.setOption).toHaveBeenLastCalledWith({ series: expect.any(Array) }, { lazyUpdate: true })
    expect(chart().getAttribute('aria-busy')).toBe('true')
    act(() => fireRendered())
    await waitFor(() => expect(chart().getAttribute('aria-busy')).toBe('false'))
    // only the first drawing uncovers: the handler is gone
    expect(renderedHandlers.size).toBe(0)
    // together the stages are the whole option: labels shown, the series with their values
    const shown = drawnOption() as {
      xAxis: { axisLabel: { show: boolean } }
      yAxis: { axisLabel: { show: boolean; formatter: (v: number) => string } }
    }
    expect(shown.xAxis.axisLabel.show).toBe(true)
    expect(shown.yAxis.axisLabel.show).toBe(true)
    expect(shown.yAxis.axisLabel.formatter(5000)).toBe('￥5000')
    expect((drawnOption().series as { data: unknown[] }[])[0].data).toEqual([1200, null, 4938])
  })

  test('an option that changes while the chart is first drawn: the later stages come from the new one', async () => {
    mockChart.setOption.mockImplementationOnce(() => {})
    const { rerender } = render(<TrendChart {...base} />)
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(1))
    rerender(<TrendChart {...base} series={[{ name: '销售额', values: [7, 8, 9] }]} />)
    await waitFor(() => expect(chart().getAttribute('aria-busy')).toBe('false'))
    expect((drawnOption().series as { data: unknown[] }[])[0].data).toEqual([7, 8, 9])
  })

  test('new props replace the option on the same chart (language, values)', async () => {
    const { rerender } = render(<TrendChart {...base} />)
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(FIRST_DRAWING))
    rerender(<TrendChart {...base} lang='en' series={[{ name: 'Sales', values: [1, 2, 2500000] }]} />)
    expect(mockInit).toHaveBeenCalledTimes(1)
    expect(mockChart.setOption).toHaveBeenLastCalledWith(expect.anything(), { notMerge: true })
    const axis = lastOption().yAxis as { max: number; axisLabel: { formatter: (v: number) => string } }
    expect(axis.max).toBe(2500000)
    expect(axis.axisLabel.formatter(2500000)).toBe('¥2.50M')
  })

  test('a re-render with equal (but new) arrays does not redraw', async () => {
    const { rerender } = render(<TrendChart {...base} />)
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(FIRST_DRAWING))
    rerender(<TrendChart {...base} months={[...MONTHS]} series={[{ ...base.series[0], values: [...base.series[0].values] }]} />)
    expect(mockChart.setOption).toHaveBeenCalledTimes(FIRST_DRAWING)
  })

  test('resizes with its container, and is disposed on unmount', async () => {
    const { unmount } = render(<TrendChart {...base} />)
    await waitFor(() => expect(observers).toHaveLength(1))
    expect(observers[0].targets).toEqual([screen.getByTestId('trend-canvas')])
    act(() => observers[0].callback())
    expect(mockChart.resize).toHaveBeenCalledTimes(1)
    unmount()
    expect(mockChart.dispose).toHaveBeenCalledTimes(1)
    expect(observers[0].disconnected).toBe(true)
  })

  test('going back to loading disposes the chart; ready again draws a new one', async () => {
    const { rerender } = render(<TrendChart {...base} />)
    await waitFor(() => expect(mockInit).toHaveBeenCalledTimes(1))
    rerender(<TrendChart {...base} loading />)
    expect(mockChart.dispose).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('trend-loading')).toBeTruthy()
    rerender(<TrendChart {...base} />)
    await waitFor(() => expect(mockInit).toHaveBeenCalledTimes(2))
  })

  test('when the chart cannot be drawn, the figures are listed instead', async () => {
    mockInit.mockImplementationOnce(() => {
      throw new Error('no canvas')
    })
    render(<TrendChart {...base} />)
    const rows = await screen.findAllByTestId('trend-list-row')
    expect(rows.map((r) => r.textContent)).toEqual(['2026年1月￥1200', '2026年2月—', '2026年3月￥4938'])
    expect(chart().textContent).toContain('图表暂时无法显示')
  })
})

describe('mini-program twin (TrendChart.weapp.tsx)', () => {
  // The node query of the mini-program, answered by the test: the Canvas 2D node and its CSS size, or
  // nothing (the canvas never reached the view layer).
  const scopes: unknown[] = []
  let answer: unknown[] = []
  const node = { width: 300, height: 150, getContext: () => ({}) }
  beforeEach(() => {
    scopes.length = 0
    answer = [{ node, width: 340, height: 280 }]
    const query = {
      in: (scope: unknown) => (scopes.push(scope), query),
      select: () => query,
      fields: () => query,
      exec: (callback: (r: unknown[]) => void) => setTimeout(() => callback(answer), 0),
    }
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
    jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ pixelRatio: 3 } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  test('draws on the 2d canvas at its queried size and the device pixel ratio, tooltips as text', async () => {
    render(<WeappTrendChart {...base} partialMonths={['2026-03']} />)
    await waitFor(() => expect(mockInit).toHaveBeenCalledTimes(1))
    // the query is scoped (.in) to the page the chart renders in
    expect(scopes).toHaveLength(1)
    expect(mockInit.mock.calls[0][2]).toEqual({ renderer: 'canvas', width: 340, height: 280, devicePixelRatio: 3 })
    const formatter = lastOption().tooltip as { formatter: (p: unknown) => string }
    expect(formatter.formatter([{ dataIndex: 2 }])).toBe('2026年3月（数据统计中）\n销售额: ￥4938')
  })

  test('new figures replace the option; unmounting (the page unloads) disposes the chart', async () => {
    const { rerender, unmount } = render(<WeappTrendChart {...base} />)
    await waitFor(() => expect(mockInit).toHaveBeenCalledTimes(1))
    rerender(<WeappTrendChart {...base} series={[{ name: '销售额', values: [1, 2, 3] }]} />)
    expect(mockChart.setOption).toHaveBeenLastCalledWith(expect.anything(), { notMerge: true })
    unmount()
    expect(mockChart.dispose).toHaveBeenCalledTimes(1)
  })

  test('a resized viewport: the canvas is measured again and the chart takes its new size; unmounted, it stops listening', async () => {
    const { unmount } = render(<WeappTrendChart {...base} />)
    await waitFor(() => expect(mockInit).toHaveBeenCalledTimes(1))
    answer = [{ node, width: 600, height: 280 }]
    act(() => {
      for (const listener of mockViewportListeners) listener(640)
    })
    await waitFor(() => expect(mockChart.resize).toHaveBeenCalledWith({ width: 600, height: 280 }))
    expect(scopes).toHaveLength(2)
    unmount()
    expect(mockViewportListeners.size).toBe(0)
  })

  test('no canvas node: each month is listed with its value in the chart’s formatter, the partial month named', async () => {
    answer = []
    render(<WeappTrendChart {...base} lang='en' currency='USD' partialMonths={['2026-03']} />)
    const rows = await screen.findAllByTestId('trend-list-row')
    expect(rows.map((r) => r.textContent)).toEqual(['Jan 2026US $1.20K', 'Feb 2026—', 'Mar 2026 (still being collected)US $4.94K'])
    expect(mockInit).not.toHaveBeenCalled()
  })

  test('both twins given the same props draw the same chart: series, estimated and partial months, axes, legend', async () => {
    const props: TrendChartProps = {
      ...base,
      months: ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
      series: [
        { name: '销售额', values: [900, 1100, 1200, null, 4938] },
        { name: '去年同月', values: [800, 950, 1000, 1500, 2100], final: true },
      ],
      partialMonths: ['2026-03'],
      estimatedMonths: ['2026-02', '2026-03'],
    }
    // what can be compared of an option: its data, styles and texts (functions are the twins' own
    // formatters; show: true is ECharts' default, which the web's staged first drawing writes out)
    const shape = (option: unknown) =>
      JSON.parse(JSON.stringify(option, (k, v) => (typeof v === 'function' ? 'fn' : k === 'show' && v === true ? undefined : v)))
    const { unmount } = render(<TrendChart {...props} />)
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(FIRST_DRAWING))
    const web = shape(drawnOption())
    unmount()
    mockChart.setOption.mockClear()
    render(<WeappTrendChart {...props} />)
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalled())
    const mini = shape(lastOption())
    for (const part of ['series', 'xAxis', 'yAxis', 'legend', 'color']) expect([part, mini[part]]).toEqual([part, web[part]])
    // the estimated months are marked, not dropped: their points are there, hollow and dashed
    expect(JSON.stringify(mini.series)).toContain('dashed')
  })

  test('the same loading and empty states as the H5 chart', () => {
    const { rerender } = render(<WeappTrendChart {...base} loading />)
    expect(screen.getByTestId('trend-loading').textContent).toBe('图表加载中…')
    rerender(<WeappTrendChart {...base} series={[{ name: 's', values: [0, 0, 0] }]} />)
    expect(screen.getByTestId('trend-empty').textContent).toBe('该时间段暂无数据')
    expect(mockInit).not.toHaveBeenCalled()
  })
})
