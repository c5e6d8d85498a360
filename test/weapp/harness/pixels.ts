// Reading a chart's picture the way a person would: how much of a colour the canvas shows, where.
import type { Canvas } from '@napi-rs/canvas'

export interface Region {
  x: number
  y: number
  w: number
  h: number
}

/** Opaque pixels of the canvas' backing store within `tolerance` (sum of channel differences) of `hex`. */
export function countColour(canvas: Canvas, hex: string, tolerance = 40, region?: Region): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const { x = 0, y = 0, w = canvas.width, h = canvas.height } = region ?? {}
  const data = canvas.getContext('2d').getImageData(x, y, w, h).data
  let n = 0
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 200 && Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) <= tolerance) n++
  }
  return n
}
