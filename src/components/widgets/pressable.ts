import type { ViewProps } from '@tarojs/components'
import { domAttrs, type KeyPress } from './dom-attrs'

/**
 * Makes a View act like a button or link for keyboard users too: reachable with Tab, pressed with
 * Enter or Space, named by its role (the attributes Taro's View types leave out: dom-attrs.ts).
 */
export function pressable(onPress: () => void, role: 'button' | 'link' | 'radio' | 'option' | 'row' | 'checkbox' = 'button'): ViewProps {
  const keys = domAttrs({
    tabIndex: 0,
    onKeyDown(event: KeyPress) {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      // the key is this control's: a row around it (a heart inside a ranking row) must not act too
      event.stopPropagation()
      onPress()
    },
  })
  return { role, onClick: onPress, ...keys } as ViewProps
}
