export const pressOutsideNeedsMask = false

export function watchPressOutside(element: unknown, onOutside: () => void): () => void {
  if (!(element instanceof Node)) return () => undefined
  const listener = (event: Event) => {
    if (event.target instanceof Node && !element.contains(event.target)) onOutside()
  }
  // capture: a handler below that stops propagation must not keep the popup open
  document.addEventListener('mousedown', listener, true)
  document.addEventListener('touchstart', listener, true)
  return () => {
    document.removeEventListener('mousedown', listener, true)
    document.removeEventListener('touchstart', listener, true)
  }
}
