import { moveAmongItems } from '../../platform/focus'
import { domAttrs, type KeyPress } from './dom-attrs'

/**
 * Spread on a group of choices (a tablist, a radiogroup, a listbox): the arrow keys, Home and End
 * move among its items, as the ARIA patterns of those roles have keyboard users expect. `activate`:
 * the item reached is chosen at once (tabs, radios).
 */
export function arrowKeys(activate: boolean): Record<string, unknown> {
  return domAttrs({
    onKeyDown(event: KeyPress) {
      if (!moveAmongItems(event.currentTarget, event.key, activate)) return
      // the arrows would scroll the page, and an enclosing group must not move too
      event.preventDefault()
      event.stopPropagation()
    },
  })
}
