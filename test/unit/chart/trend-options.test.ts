// The TrendChart option builder: what the plot shows, read without a canvas.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts'
import type { TrendSeries } from '../../../src/components/chart/trend-chart-props'
import { buildTrendOptions, type TrendOptionsInput } from '../../../src/components/chart/trend-options'
import { isTrendEmpty, valueRange } from '../../../src/components/chart/trend-values'

const MONTHS = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']
const sales: TrendSeries = { name: '销售额', values: [1200, 2469, null, 3100, 4938, 5100] }

function build(extra: Partial<TrendOptionsInput> = {}) {
  return buildTrendOptions({ months: MONTHS, series: [sales], valueKind: 'money', currency: 'CNY', lang: 'zh', animation: false, ...extra })
}

type Axis = { min: number; max: number; interval?: number; data?: string[]; axisLabel: { formatter: (v: never) => string } }
const yAxis = (o: ReturnType<typeof build>) => o.yAxis as unknown as Axis
const xAxis = (o: ReturnType<typeof build>) => o.xAxis as unknown as Axis
const seriesOf = (o: ReturnType<typeof build>) => o.series as (LineSeriesOption | BarSeriesOption)[]
const tooltip = (o: ReturnType<typeof build>, dataIndex: number) =>
  (o.tooltip as { formatter: (p: unknown) => string }).formatter([{ dataIndex }])

describe('the axis maximum rounds up to a whole step', () => {
  test.each([
    [[1200, 2469, 4938], 5000, 1000],
    [[1, 2, 3], 5, 1],
    [[9999, 10001], 12500, 2500],
    [[123456789], 125000000, 25000000],
  ])('values %p → max %p, split lines every %p', (values, max, interval) => {
    const o = build({ months: MONTHS.slice(0, values.length), series: [{ name: 's', values }] })
    expect(yAxis(o)).toMatchObject({ min: 0, max, interval })
  })

  test('the maximum covers every series, not only the first', () => {
    const o = build({ series: [sales, { name: 'JD', values: [0, 0, 0, 0, 0, 61000] }] })
    expect(yAxis(o).max).toBe(100000)
  })

  test('a series dipping below 0 gets a rounded negative minimum and free split lines', () => {
    expect(valueRange(['2026-01', '2026-02'], [{ name: 's', values: [-1234, 2469] }])).toEqual({ min: -1250, max: 2500 })
  })
})

describe('numbers and months in the language of the chart, money in the currency of its data', () => {
  test.each([
    ['zh', 'CNY', 12345678, '￥1234.57万'],
    ['en', 'CNY', 12345678, '¥12.35M'],
    ['zh', 'USD', 12345678, '1234.57万美元'],
    ['en', 'USD', 12345678, 'US $12.35M'],
  ] as const)('%s %s: the axis writes %p as %p', (lang, currency, value, text) => {
    expect(yAxis(build({ lang, currency })).axisLabel.formatter(value as never)).toBe(text)
  })

  test('counts carry no currency: 万/亿 in zh, K/M/B in en', () => {
    expect(yAxis(build({ valueKind: 'count', lang: 'zh' })).axisLabel.formatter(250000000 as never)).toBe('2.50亿')
    expect(yAxis(build({ valueKind: 'count', lang: 'en' })).axisLabel.formatter(250000000 as never)).toBe('250.00M')
  })

  test('money without a currency is written as a count rather than with a guessed symbol', () => {
    expect(yAxis(build({ currency: undefined })).axisLabel.formatter(12345678 as never)).toBe('1234.57万')
  })

  test.each([
    ['zh', '2026年1月'],
    ['en', 'Jan 2026'],
  ] as const)('%s month labels on the axis: %s', (lang, label) => {
    expect(xAxis(build({ lang })).axisLabel.formatter('2026-01' as never)).toBe(label)
  })

  test('the tooltip names the month and each series with its value, in Chinese', () => {
    const text = tooltip(build({ series: [sales, { name: '京东', values: [1, 2, 3, 40000, 5, 6] }] }), 3)
    expect(text).toContain('2026年1月')
    expect(text).toContain('销售额')
    expect(text).toContain('￥3100')
    expect(text).toContain('京东')
    expect(text).toContain('￥4.00万')
  })

  test('the tooltip in English with US dollars', () => {
    const text = tooltip(build({ lang: 'en', currency: 'USD', series: [{ name: 'Sales', values: [1, 2, 3, 4, 5, 2500000] }] }), 5)
    expect(text).toContain('Mar 2026')
    expect(text).toContain('US $2.50M')
    expect(text).not.toContain('万')
  })

  test('series names are escaped in the HTML tooltip (they carry the user’s concept word)', () => {
    const text = tooltip(build({ series: [{ name: '<img src=x onerror=alert(1)>', values: [1, 2, 3, 4, 5, 6] }] }), 0)
    expect(text).not.toContain('<img')
    expect(text).toContain('&lt;img')
  })

  test('the HTML tooltip has no empty line between the month and the first series', () => {
    const text = tooltip(build({ series: [sales, { name: 'JD', values: [1, 2, 3, 4, 5, 6] }] }), 0)
    expect(text).not.toMatch(/<\/div>\s*<br\/>/)
    expect(text.split('<br/>')).toHaveLength(2)
  })

  test('a line chart keeps its first and last month labels inside the plot; bars are centred under their month', () => {
    expect(xAxis(build()).axisLabel).toMatchObject({ alignMinLabel: 'left', alignMaxLabel: 'right' })
    const bars = build({ series: [{ ...sales, kind: 'bar' }] })
    expect(xAxis(bars).axisLabel).not.toHaveProperty('alignMaxLabel')
  })

  test('the canvas tooltip (mini-program) uses line breaks, not <br/>', () => {
    const text = tooltip(build({ tooltipMarkup: 'text' }), 0)
    expect(text).toBe('2025年10月\n销售额: ￥1200')
  })
})

describe('gaps and partial months', () => {
  test('a month without data is a gap (null), never a 0, and the line is not joined across it', () => {
    const [line] = seriesOf(build())
    expect(line.data).toEqual([1200, 2469, null, 3100, 4938, 5100])
    expect((line as LineSeriesOption).connectNulls).toBe(false)
    expect(tooltip(build(), 2)).toContain('—')
  })

  test('values shorter than the months are padded with gaps; NaN and Infinity become gaps', () => {
    const [line] = seriesOf(build({ series: [{ name: 's', values: [1, Number.NaN, Number.POSITIVE_INFINITY] }] }))
    expect(line.data).toEqual([1, null, null, null, null, null])
  })

  test('a partial month is drawn dashed from the last complete month and named in the tooltip', () => {
    const o = build({ partialMonths: ['2026-03'] })
    const [solid, dashed] = seriesOf(o) as LineSeriesOption[]
    expect(solid.data).toEqual([1200, 2469, null, 3100, 4938, null])
    // the complete month it starts from keeps its solid point: the companion draws no symbol there
    expect(dashed.data).toEqual([null, null, null, null, { value: 4938, symbol: 'none' }, 5100])
    expect(dashed.lineStyle?.type).toBe('dashed')
    // one legend entry: the companion has the same name
    expect(dashed.name).toBe(solid.name)
    expect(tooltip(o, 5)).toContain('2026年3月（数据统计中）')
    expect(tooltip(build({ partialMonths: ['2026-03'], lang: 'en' }), 5)).toContain('Mar 2026 (still being collected)')
    expect(tooltip(o, 4)).not.toContain('数据统计中')
    expect(xAxis(o).axisLabel.formatter('2026-03' as never)).toBe('{partial|2026年3月}')
  })

  test("a series of final figures (the year-earlier base) is drawn solid through the axis's partial and estimated months", () => {
    const base: TrendSeries = { name: '去年同月', values: [900, 1000, 1100, 1200, 1300, 1400], final: true }
    const drawn = seriesOf(build({ series: [sales, base], partialMonths: ['2026-03'], estimatedMonths: ['2026-02'] })) as LineSeriesOption[]
    // this year's line: solid and its dashed companion; the base: one solid line, every point
    expect(drawn.map((s) => s.name)).toEqual(['销售额', '销售额', '去年同月'])
    expect(drawn[2].data).toEqual([900, 1000, 1100, 1200, 1300, 1400])
    expect(drawn[2].lineStyle?.type).toBeUndefined()
  })

  test('a partial month of a bar series is paler, the others are plain values', () => {
    const [bars] = seriesOf(build({ series: [{ name: 's', values: [1, 2, 3, 4, 5, 6], kind: 'bar' }], partialMonths: ['2026-03'] }))
    expect(bars.type).toBe('bar')
    expect(bars.data?.slice(0, 5)).toEqual([1, 2, 3, 4, 5])
    expect(bars.data?.[5]).toMatchObject({ value: 6, itemStyle: { opacity: 0.45 } })
  })

  test('no legend for one series; a legend naming each series for several', () => {
    expect(build().legend).toBeUndefined()
    expect(build({ series: [sales, { name: '京东', values: [] }] }).legend).toMatchObject({ data: ['销售额', '京东'] })
  })
})

describe('states', () => {
  test.each([
    ['no months: empty', [], [sales], true],
    ['every value a gap: empty', MONTHS, [{ name: 's', values: [null, null, null, null, null, null] }], true],
    [
      'every value 0 or missing, in every series: empty',
      MONTHS,
      [
        { name: 's', values: [0, 0, null, 0, 0, 0] },
        { name: 't', values: [] },
      ],
      true,
    ],
    ['one value above 0: a chart', MONTHS, [{ name: 's', values: [0, 0, 0, 0, 0, 1] }], false],
  ])('%s', (_label, months, series, empty) => {
    expect(isTrendEmpty(months, series)).toBe(empty)
  })

  test('animation is off when asked (tests, reduced motion) and on by default', () => {
    expect(build().animation).toBe(false)
    expect(buildTrendOptions({ months: MONTHS, series: [sales], valueKind: 'count', lang: 'en' }).animation).toBe(true)
  })

  test('the first drawing is not animated, only changes are (main-thread work while a phone starts the page)', () => {
    const option = buildTrendOptions({ months: MONTHS, series: [sales], valueKind: 'count', lang: 'en' })
    expect(option.animationDuration).toBe(0)
    expect(option.animationDurationUpdate).toBeGreaterThan(0)
  })
})
