// Touches on the mini-program canvas, handed to zrender as the mouse events it understands
// (STYLE "ECharts in the mini-program"): the canvas gets no DOM events, so without this a finger
// never shows the tooltip.

/** A touch point as the Canvas component reports it: x/y in CSS px from the canvas' top-left. */
export interface CanvasTouchPoint {
  x: number
  y: number
}

export interface CanvasTouchEvent {
  touches?: CanvasTouchPoint[]
  changedTouches?: CanvasTouchPoint[]
}

export type CanvasTouchKind = 'touchstart' | 'touchmove' | 'touchend'

/** The slice of a zrender instance touches go through. */
export interface ZrenderLike {
  handler: { dispatch(name: string, event: unknown): void }
}

// touchstart also moves the pointer, so a tap alone shows the month under the finger; touchend reads
// changedTouches, because the lifted finger is no longer in `touches`.
const MOUSE_EVENTS: Record<CanvasTouchKind, string[]> = {
  touchstart: ['mousedown', 'mousemove'],
  touchmove: ['mousemove'],
  touchend: ['mouseup', 'click'],
}

const noop = () => undefined

export function forwardTouch(zr: ZrenderLike, kind: CanvasTouchKind, event: CanvasTouchEvent): void {
  const point = (kind === 'touchend' ? event.changedTouches : event.touches)?.[0]
  if (!point) return
  // the three no-ops: zrender calls them as soon as a drag or a zoom is involved
  const zrEvent = { zrX: point.x, zrY: point.y, preventDefault: noop, stopPropagation: noop, stopImmediatePropagation: noop }
  for (const name of MOUSE_EVENTS[kind]) zr.handler.dispatch(name, zrEvent)
}
