import { queryString, type QueryParams } from './page-url'

// The address bar follows the view in a task of its own, the latest view of the moment only:
// replaceState held Chromium's main thread for up to 12 ms per call here (a same-document
// navigation; driven over DevTools, as Lighthouse drives it), and it was called from within the
// render that changed the view. Until it is written, the view is read from what is about to be (a
// screen that hands its view to the next one reads it at once). A change that finds another
// address first (a navigation in between) is dropped, not written over it.
let pending: { from: string; to: string } | null = null

export function readPageQuery(): Record<string, string> {
  const shown = pending && pending.from === window.location.href ? new URL(pending.to, window.location.href) : window.location
  return Object.fromEntries(new URLSearchParams(shown.search))
}

export function replacePageQuery(query: QueryParams): void {
  const here = window.location
  const to = `${here.pathname}${queryString(query)}`
  if (pending && pending.from === here.href) {
    pending.to = to
    return
  }
  if (to === `${here.pathname}${here.search}`) return
  const write = { from: here.href, to }
  pending = write
  setTimeout(() => {
    if (pending === write) pending = null
    const now = window.location
    if (now.href !== write.from || write.to === `${now.pathname}${now.search}`) return
    // history.state is Taro's router entry (its stamp): keep it, or back/forward lose their place
    window.history.replaceState(window.history.state, '', write.to)
  }, 0)
}
