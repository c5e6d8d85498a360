export function dropFirstPaint(): void {
  // no page is painted ahead of the mini-program's scripts
}

export function firstPaintShown(): boolean {
  return false
}
