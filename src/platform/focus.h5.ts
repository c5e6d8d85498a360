// H5 twin of focus.ts: the ref of a Taro component is its custom element (taro-view-core …).
const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled])', 'textarea:not([disabled])', 'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[aria-hidden="true"]'))
}

export function holdFocus(container: unknown): () => void {
  if (!(container instanceof HTMLElement)) return () => undefined
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const first = focusables(container)[0]
  if (first) first.focus()
  else {
    if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1')
    container.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const all = focusables(container)
    if (all.length === 0) return
    const active = document.activeElement
    const last = all[all.length - 1]
    if (event.shiftKey && (active === all[0] || !container.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault()
      all[0].focus()
    }
  }
  container.addEventListener('keydown', onKeyDown)
  return () => {
    container.removeEventListener('keydown', onKeyDown)
    if (before && document.contains(before)) before.focus()
  }
}
