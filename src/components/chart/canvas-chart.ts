// An ECharts chart on a mini-program Canvas 2D node: created at the CSS size and the device's pixel
// ratio, fed touches, resized and disposed. Pure like canvas-adapter.ts (ECharts' `init` is passed
// in), so test/weapp/chart-canvas.test.ts runs it on a real canvas under Node.
import type { EChartsType, init as echartsInit } from 'echarts/core'
import { echartsCanvas, type Canvas2DNode, type EChartsCanvas } from './canvas-adapter'
import { forwardTouch, type CanvasTouchEvent, type CanvasTouchKind } from './touch-events'

export interface CanvasChartInput {
  node: Canvas2DNode
  /** CSS px, from the node query's `size` */
  width: number
  height: number
  /** the device's pixel ratio (getWindowInfo().pixelRatio) */
  pixelRatio: number
  init: typeof echartsInit
}

export interface CanvasChart {
  chart: EChartsType
  /** what ECharts was handed (its listenerCount() tells whether dispose let go) */
  canvas: EChartsCanvas
  touch(kind: CanvasTouchKind, event: CanvasTouchEvent): void
  /** new CSS size; resize() with no size does nothing on a canvas that is not a DOM element */
  resize(width: number, height: number): void
  dispose(): void
}

export function mountCanvasChart({ node, width, height, pixelRatio, init }: CanvasChartInput): CanvasChart {
  const canvas = echartsCanvas(node)
  // Sizes and ratio always given: without the sizes ECharts takes the node's backing pixels for CSS
  // pixels and multiplies by the ratio again; without the ratio the backing store is 1× and blurry.
  const chart = init(canvas as unknown as HTMLElement, undefined, { renderer: 'canvas', width, height, devicePixelRatio: pixelRatio })
  return {
    chart,
    canvas,
    touch(kind, event) {
      if (!chart.isDisposed()) forwardTouch(chart.getZr(), kind, event)
    },
    resize(nextWidth, nextHeight) {
      if (!chart.isDisposed()) chart.resize({ width: nextWidth, height: nextHeight })
    },
    dispose() {
      if (!chart.isDisposed()) chart.dispose()
    },
  }
}
