// Taro's H5 router keeps the previous page in the document and hides it (class taro_page_shade) when
// the next one is shown, or removes it on the way back. Focus stays where it was: a keyboard user who
// opened a screen from the switcher would go on tabbing through the hidden page. When the focused
// element ends up in a hidden or removed page, focus moves to the main region of the page shown,
// as a full page load would start the user at the new content.
const PAGE = 'taro_page'
const HIDDEN = 'taro_page_shade'

function shownPage(): HTMLElement | null {
  const pages = Array.from(document.querySelectorAll<HTMLElement>(`.${PAGE}:not(.${HIDDEN})`))
  return pages[pages.length - 1] ?? null
}

function focusIsOffPage(): boolean {
  const active = document.activeElement
  // the browser drops focus to <body> when the focused element is hidden or taken out
  if (!active || active === document.body || active === document.documentElement) return true
  return active.closest(`.${PAGE}`)?.classList.contains(HIDDEN) ?? false
}

/** Focuses the main region of the page shown; false when that page is not in the document yet. */
function focusShownPage(): boolean {
  const main = shownPage()?.querySelector<HTMLElement>('.gr-main')
  if (!main) return false
  // reachable by script, not by Tab: the region is a landing place, not a control
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
  return true
}

/** A page was just hidden or removed: a screen change, not the first page's own start-up. */
function leavesPage(record: MutationRecord): boolean {
  if (record.type === 'attributes') {
    const target = record.target as Element
    const wasHidden = (record.oldValue ?? '').split(' ').includes(HIDDEN)
    return target.classList.contains(PAGE) && target.classList.contains(HIDDEN) && !wasHidden
  }
  return Array.from(record.removedNodes).some((node) => node instanceof Element && node.classList.contains(PAGE))
}

export function installPageFocus(): () => void {
  // the page left can be hidden before the next one is in the document (no transition between
  // them): focus then moves as soon as the next page's main region arrives
  let waiting = false
  const observer = new MutationObserver((records) => {
    if (records.some(leavesPage)) waiting = true
    if (waiting && (!focusIsOffPage() || focusShownPage())) waiting = false
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true })
  return () => observer.disconnect()
}
