// The mini-program's chart adapter (src/components/chart/canvas-chart.ts) drawing the real
// TrendChart option with ECharts on a real canvas (@napi-rs/canvas), behind a stand-in for the
// mini-program's Canvas 2D node, with a `wx` global so zrender behaves as on a phone. It checks what a
// user would see: the plot drawn at the device's pixel ratio (sharp lines), a finger on the plot
// showing the month's tooltip, and nothing left attached once the chart is disposed. The PNGs go to
// .tmp/ for a person to look at.
import './harness/wx-global'
import fs from 'node:fs'
import path from 'node:path'
import { createCanvas, type Canvas } from '@napi-rs/canvas'
import { countColour } from './harness/pixels'
import { init, setPlatformAPI } from '../../src/components/chart/echarts-trend'
import { mountCanvasChart, type CanvasChart } from '../../src/components/chart/canvas-chart'
import type { Canvas2DNode } from '../../src/components/chart/canvas-adapter'
import { buildTrendOptions } from '../../src/components/chart/trend-options'

const OUT = path.join(__dirname, '../../.tmp')
const CSS_WIDTH = 340
const CSS_HEIGHT = 220
const RATIO = 3

// As TrendChart.weapp.tsx does with an offscreen canvas: zrender measures text on a canvas of its own.
setPlatformAPI({ createCanvas: () => createCanvas(1, 1) as unknown as HTMLCanvasElement })

/**
 * The Canvas 2D node as a `fields({ node: true })` query returns it: 300×150 until sized, writable
 * width and height, getContext('2d'). A canvas of @napi-rs/canvas has exactly that shape.
 */
function canvasNode(): Canvas & Canvas2DNode {
  return createCanvas(300, 150)
}

const MONTHS = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']
const option = buildTrendOptions({
  months: MONTHS,
  series: [
    { name: '销售额', values: [1200, 2600, 2100, 3900, 5200, 4938] },
    { name: '京东', values: [800, 900, 1500, 1700, 2600, 3100] },
  ],
  valueKind: 'money',
  currency: 'CNY',
  lang: 'zh',
  partialMonths: ['2026-03'],
  // a snapshot taken mid-animation shows an empty plot
  animation: false,
  tooltipMarkup: 'text',
})

function save(node: Canvas, name: string): string {
  fs.mkdirSync(OUT, { recursive: true })
  const file = path.join(OUT, name)
  fs.writeFileSync(file, node.toBuffer('image/png'))
  return file
}

/** The texts zrender currently displays (axis labels, legend, the tooltip). */
function shownTexts(mounted: CanvasChart): string[] {
  const zr = mounted.chart.getZr() as unknown as {
    storage: { getDisplayList(update: boolean): { style?: { text?: unknown }; invisible?: boolean }[] }
  }
  return zr.storage
    .getDisplayList(true)
    .filter((el) => !el.invisible && typeof el.style?.text === 'string')
    .map((el) => el.style!.text as string)
}

let node: ReturnType<typeof canvasNode>
let mounted: CanvasChart

beforeEach(() => {
  node = canvasNode()
  mounted = mountCanvasChart({ node, width: CSS_WIDTH, height: CSS_HEIGHT, pixelRatio: RATIO, init })
  mounted.chart.setOption(option)
  mounted.chart.getZr().flush()
})

afterEach(() => mounted.dispose())

test('draws at the device pixel ratio: the backing store is CSS size × ratio and the plot fills it', () => {
  expect([node.width, node.height]).toEqual([CSS_WIDTH * RATIO, CSS_HEIGHT * RATIO])
  const file = save(node, 'weapp-chart.png')
  expect(fs.statSync(file).size).toBeGreaterThan(5_000)
  // the brand-blue line reaches the right third of the backing store: drawn at 3×, not in its top-left third
  const rightThird = { x: node.width * (2 / 3), y: 0, w: node.width / 3 - 1, h: node.height }
  expect(countColour(node, '#2457d6', 40, rightThird)).toBeGreaterThan(100)
  // the stretch into the partial month (2026-03) is drawn dashed in the series' colour, between the
  // hollow symbols of February (≈ 0.80 of the width) and March (≈ 0.95)
  const partialStretch = { x: node.width * 0.83, y: 0, w: node.width * 0.09, h: node.height }
  expect(countColour(node, '#2457d6', 40, partialStretch)).toBeGreaterThan(50)
  // both series drawn (orange is the second colour)
  expect(countColour(node, '#f08c00')).toBeGreaterThan(100)
  // the axis says the months in Chinese
  expect(shownTexts(mounted)).toEqual(expect.arrayContaining(['2025年10月']))
})

test('a finger on the plot shows the tooltip of the month under it, and it stays after the finger lifts', () => {
  expect(shownTexts(mounted).some((t) => t.includes('京东:'))).toBe(false)
  // the fifth month (2026-02) sits at about 4/5 of the plot's width
  const x = CSS_WIDTH * 0.78
  const y = CSS_HEIGHT / 2
  mounted.touch('touchstart', { touches: [{ x, y }] })
  mounted.touch('touchmove', { touches: [{ x: x + 2, y }] })
  mounted.chart.getZr().flush()
  // the canvas tooltip draws each line of its text as a text of its own
  const tooltip = ['销售额: ￥5200', '京东: ￥2600']
  expect(shownTexts(mounted)).toEqual(expect.arrayContaining(tooltip))
  mounted.touch('touchend', { changedTouches: [{ x: x + 2, y }] })
  mounted.chart.getZr().flush()
  expect(shownTexts(mounted)).toEqual(expect.arrayContaining(tooltip))
  save(node, 'weapp-chart-touch.png')
})

test('dispose lets go of every listener zrender attached, and later touches do nothing', () => {
  // with `wx` present zrender attaches its listeners to what it was handed
  expect(mounted.canvas.listenerCount()).toBeGreaterThan(0)
  mounted.dispose()
  expect(mounted.chart.isDisposed()).toBe(true)
  expect(mounted.canvas.listenerCount()).toBe(0)
  expect(() => mounted.touch('touchstart', { touches: [{ x: 10, y: 10 }] })).not.toThrow()
})

test('resize takes the new CSS size at the same ratio', () => {
  mounted.resize(200, 120)
  expect([node.width, node.height]).toEqual([200 * RATIO, 120 * RATIO])
})
