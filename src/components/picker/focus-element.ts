/**
 * Moves keyboard focus to what a ref holds. On H5 a ref holds the DOM element; in the mini-program
 * it holds Taro's node, which has no focus() (and there is no keyboard to serve there).
 */
export function focusElement(element: unknown): void {
  const target = element as { focus?: () => void } | null
  if (target && typeof target.focus === 'function') target.focus()
}
