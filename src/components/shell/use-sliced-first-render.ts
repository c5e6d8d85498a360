import { startTransition, useEffect, useState } from 'react'
import { firstPaintShown } from '../../platform/first-paint'

/**
 * Whether a page may draw its content now. Under the screen the server painted ahead of the
 * scripts, the page's first drawing waits for one commit and is then made in a transition, which
 * React splits into tasks of a few milliseconds; made at once it was one task of 12–17 ms, and a
 * phone's slower CPU turns that into input held up for 50–70 ms. The reader sees no difference:
 * the painted screen stays until the page has taken its place. Elsewhere (in-app navigation, the
 * mini-program) there is nothing to cover a blank page, so the page draws at once.
 */
export function useSlicedFirstRender(): boolean {
  const [ready, setReady] = useState(() => !firstPaintShown())
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true))
  }, [ready])
  return ready
}
