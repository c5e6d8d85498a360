import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { focusElement } from '../picker/focus-element'
import { arrowKeys } from './arrow-keys'
import { domAttrs, type KeyPress } from './dom-attrs'
import { pressable } from './pressable'

export interface DropdownOption<V extends string | number> {
  value: V
  label: string
  /** shown greyed and not selectable (e.g. an ancestor the user may only see) @default false */
  disabled?: boolean
}

/** A select that looks the same on desktop, phone and mini-program (Taro's Picker is phone-only in style). */
export interface DropdownProps<V extends string | number> {
  /** the field name shown before the value */
  label?: string
  value: V | null
  options: DropdownOption<V>[]
  /** text while nothing is chosen */
  placeholder: string
  onChange(value: V): void
  /** greys the trigger and ignores taps @default false */
  disabled?: boolean
  /** hook for tests and styling */
  testId?: string
  /** open the list towards the right edge (for header controls) @default false */
  alignRight?: boolean
  /** an extra class on the dropdown, for a width of its own */
  className?: string
}

export function Dropdown<V extends string | number>(props: DropdownProps<V>) {
  const { label, value, options, placeholder, onChange, disabled = false, testId, alignRight = false, className } = props
  const [open, setOpen] = useState(false)
  const current = options.find((option) => option.value === value)
  // opened, the list takes the keyboard at its chosen option (or its first), as a listbox does
  const chosenRef = useRef<unknown>(null)
  // closed again (Escape, a choice, a tap outside), the keyboard goes back to the trigger: the
  // option that had it is gone, and focus would fall to the page
  const triggerRef = useRef<unknown>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) focusElement(chosenRef.current)
    else if (wasOpen.current) focusElement(triggerRef.current)
    wasOpen.current = open
  }, [open])
  const trigger = pressable(() => !disabled && setOpen(!open)) as ReturnType<typeof pressable> & { onKeyDown(event: KeyPress): void }
  // Enter and Space toggle (pressable); the arrows open it
  const onTriggerKey = (event: KeyPress) => {
    if (disabled || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return trigger.onKeyDown(event)
    event.preventDefault()
    setOpen(true)
  }
  const chosenIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value && !option.disabled),
  )
  const choose = (option: DropdownOption<V>) => {
    if (option.disabled) return
    setOpen(false)
    if (option.value !== value) onChange(option.value)
  }
  return (
    <View
      className={`gr-dropdown${disabled ? ' gr-dropdown--disabled' : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
      // Escape closes from the trigger or from an option
      {...domAttrs({ onKeyDown: (event: KeyPress) => event.key === 'Escape' && setOpen(false) })}
    >
      <View
        ref={triggerRef}
        className='gr-dropdown__trigger'
        {...trigger}
        aria-haspopup='listbox'
        aria-expanded={open}
        aria-disabled={disabled}
        {...domAttrs({ tabIndex: 0, onKeyDown: onTriggerKey })}
      >
        {label && <Text className='gr-dropdown__label'>{label}</Text>}
        <Text className={`gr-dropdown__value${current ? '' : ' gr-dropdown__value--empty'}`}>{current?.label ?? placeholder}</Text>
        <Text className='gr-dropdown__caret'>▾</Text>
      </View>
      {open && (
        <>
          <View className='gr-dropdown__mask' onClick={() => setOpen(false)} />
          <View
            className={`gr-dropdown__menu${alignRight ? ' gr-dropdown__menu--right' : ''}`}
            role='listbox'
            aria-label={label ?? placeholder}
            {...arrowKeys(false)}
          >
            {options.map((option, i) => (
              <View
                key={String(option.value)}
                ref={i === chosenIndex ? chosenRef : undefined}
                {...pressable(() => choose(option), 'option')}
                aria-selected={option.value === value}
                aria-disabled={option.disabled}
                className={`gr-dropdown__option${option.value === value ? ' gr-dropdown__option--on' : ''}${option.disabled ? ' gr-dropdown__option--disabled' : ''}`}
              >
                {option.label}
              </View>
            ))}
          </View>
        </>
      )}
    </View>
  )
}
