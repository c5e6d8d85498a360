// Window arithmetic of a virtualised list with a fixed row height: which rows to render for a
// scroll position, and where to scroll so a row is in sight. Only the rows in view (plus a few
// either side, so a fast scroll shows no gap) exist in the page, whatever the list's length.

export interface RowWindow {
  /** first row to render */
  start: number
  /** one past the last row to render */
  end: number
}

/** Rows [start, end) covering the viewport, with `overscan` extra rows on each side. */
export function visibleWindow(count: number, scrollTop: number, viewport: number, rowHeight: number, overscan = 4): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop) + viewport) / rowHeight)
  return { start: Math.max(0, Math.min(first, count - 1) - overscan), end: Math.min(count, last + overscan) }
}

/** The scroll position that shows row `index` while moving as little as possible (keyboard moves). */
export function scrollToReveal(index: number, scrollTop: number, viewport: number, rowHeight: number): number {
  const top = index * rowHeight
  if (top < scrollTop) return top
  if (top + rowHeight > scrollTop + viewport) return top + rowHeight - viewport
  return scrollTop
}

/** The scroll position that puts row `index` in the middle of the viewport (opening on a selection), within the list. */
export function scrollToCenter(index: number, count: number, viewport: number, rowHeight: number): number {
  const max = Math.max(0, count * rowHeight - viewport)
  const centred = index * rowHeight - (viewport - rowHeight) / 2
  return Math.round(Math.min(max, Math.max(0, centred)))
}
