import type { ViewProps } from '@tarojs/components'

interface KeyEventLike {
  key?: string
  preventDefault?: () => void
  stopPropagation?: () => void
}

/**
 * Makes a View act like a button or link for keyboard users too: reachable with Tab, pressed with
 * Enter or Space, named by its role. Taro's View types know neither tabIndex nor onKeyDown, but its
 * H5 element forwards both (an attribute and a DOM listener); the mini-program ignores them.
 */
export function pressable(onPress: () => void, role: 'button' | 'link' | 'radio' | 'option' | 'row' = 'button'): ViewProps {
  const props = {
    role,
    tabIndex: 0,
    onClick: onPress,
    onKeyDown(event: KeyEventLike) {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault?.()
      // the key is this control's: a row around it (a heart inside a ranking row) must not act too
      event.stopPropagation?.()
      onPress()
    },
  }
  return props as unknown as ViewProps
}
