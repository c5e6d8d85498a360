import { Text, View } from '@tarojs/components'
import { useEffect, useRef, type ReactNode } from 'react'
import { holdFocus } from '../../platform/focus'
import { pressable } from './pressable'

/** A dialog over the page: focus moves inside and stays there, Escape or the close button closes it. */
export interface ModalProps {
  title: string
  /** the close button's accessible name */
  closeLabel: string
  onClose(): void
  children: ReactNode
  testId?: string
}

export function Modal({ title, closeLabel, onClose, children, testId }: ModalProps) {
  const box = useRef<unknown>(null)
  useEffect(() => holdFocus(box.current), [])
  return (
    <View className='gr-modal'>
      {/* the backdrop closes on a click; it lies under the box, never over it */}
      <View className='gr-modal__backdrop' onClick={onClose} />
      <View
        ref={box as never}
        className='gr-modal__box'
        role='dialog'
        aria-modal='true'
        aria-label={title}
        data-testid={testId}
        {...({ onKeyDown: (e: { key?: string }) => e.key === 'Escape' && onClose() } as object)}
      >
        <View className='gr-modal__head'>
          <Text className='gr-modal__title'>{title}</Text>
          <View className='gr-modal__close' {...pressable(onClose)} aria-label={closeLabel}>
            ×
          </View>
        </View>
        {children}
      </View>
    </View>
  )
}
