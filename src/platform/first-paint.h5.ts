// the frame's own styles ride in the start-up style sheet, which the painted page waits for anyway;
// the mini-program's app.wxss does not carry them
import '../styles/_first-paint.scss'
import { FIRST_PAINT_ID } from '../domain/constants'

export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove()
}

export function firstPaintShown(): boolean {
  return document.getElementById(FIRST_PAINT_ID) !== null
}
