// What ECharts is handed in the mini-program instead of a DOM canvas (STYLE "ECharts in the
// mini-program"). Pure: no Taro, no ECharts import at run time, so the adapter runs under Node on a
// real canvas in test/weapp/chart-canvas.test.ts exactly as it runs on a phone.

/** The part of the mini-program's Canvas 2D node (from a `fields({ node: true })` query) the chart uses. */
export interface Canvas2DNode {
  /** backing-store pixels: CSS width × pixel ratio */
  width: number
  height: number
  getContext(type: '2d'): unknown
}

type Listener = (...args: unknown[]) => void

/** The object ECharts draws on: it reads and writes it like a canvas element. */
export interface EChartsCanvas {
  width: number
  height: number
  getContext(type: string): unknown
  addEventListener(type: string, listener: Listener): void
  removeEventListener(type: string, listener: Listener): void
  /** how many listeners zrender has left attached (0 once the chart is disposed) */
  listenerCount(): number
}

/**
 * Wraps the node for `echarts.init`. Why each part:
 * - a plain object, because ECharts writes its own fields onto it and a native node may refuse them;
 * - width/height with setters that reach the node: ECharts sets the backing store to size × ratio,
 *   and with no accessor the node silently stays 300×150 and the chart is clipped;
 * - add/removeEventListener: with `wx` present zrender attaches its listeners here (init throws
 *   without the first, dispose without the second). The mini-program never calls them, since touches
 *   reach zrender through touch-events.ts, but they are counted so a test can see dispose let go;
 * - no `nodeName` and no `style`: either makes zrender treat it as a DOM element.
 */
export function echartsCanvas(node: Canvas2DNode): EChartsCanvas {
  const listeners = new Map<string, Set<Listener>>()
  return {
    get width() {
      return node.width
    },
    set width(value: number) {
      node.width = value
    },
    get height() {
      return node.height
    },
    set height(value: number) {
      node.height = value
    },
    getContext: (type: string) => node.getContext(type as '2d'),
    addEventListener(type, listener) {
      const forType = listeners.get(type) ?? new Set()
      listeners.set(type, forType.add(listener))
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener)
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
}
