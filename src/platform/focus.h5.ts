// H5 twin of focus.ts: the ref of a Taro component is its DOM element.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[aria-hidden="true"]'))
}

function moveInto(container: HTMLElement): void {
  const first = focusables(container)[0]
  if (first) first.focus()
  else {
    if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1')
    container.focus()
  }
}

function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active === document.documentElement
}

export function holdFocus(container: unknown): () => void {
  if (!(container instanceof HTMLElement)) return () => undefined
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
  let last: HTMLElement | null = null
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) last = event.target
  }
  container.addEventListener('focusin', onFocusIn)
  moveInto(container)

  // A focused element taken out of the document (a re-rendered list inside the dialog) drops focus
  // to <body> without any event. Whenever the page changes and focus has fallen out that way, it
  // goes back to where it was inside the dialog.
  const observer = new MutationObserver(() => {
    if (!focusIsLost()) return
    if (last && container.contains(last)) last.focus()
    else if (document.contains(container)) moveInto(container)
  })
  observer.observe(document.body, { childList: true, subtree: true })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const all = focusables(container)
    if (all.length === 0) return
    const active = document.activeElement
    const lastOne = all[all.length - 1]
    if (event.shiftKey && (active === all[0] || !container.contains(active))) {
      event.preventDefault()
      lastOne.focus()
    } else if (!event.shiftKey && (active === lastOne || !container.contains(active))) {
      event.preventDefault()
      all[0].focus()
    }
  }
  container.addEventListener('keydown', onKeyDown)
  return () => {
    observer.disconnect()
    container.removeEventListener('focusin', onFocusIn)
    container.removeEventListener('keydown', onKeyDown)
    if (before && document.contains(before)) before.focus()
  }
}

const ITEMS = '[role=tab],[role=radio],[role=option],[role=menuitem]'
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

export function moveAmongItems(container: unknown, key: string, activate: boolean): boolean {
  if (!(container instanceof HTMLElement)) return false
  if (!(key in STEPS) && key !== 'Home' && key !== 'End') return false
  const items = Array.from(container.querySelectorAll<HTMLElement>(ITEMS)).filter((el) => el.getAttribute('aria-disabled') !== 'true')
  if (items.length === 0) return false
  const at = items.indexOf(document.activeElement as HTMLElement)
  const from =
    at >= 0
      ? at
      : Math.max(
          0,
          items.findIndex((el) => el.getAttribute('aria-selected') === 'true' || el.getAttribute('aria-checked') === 'true'),
        )
  const next = key === 'Home' ? 0 : key === 'End' ? items.length - 1 : at < 0 ? from : (from + STEPS[key] + items.length) % items.length
  items[next].focus()
  if (activate && next !== at) items[next].click()
  return true
}
