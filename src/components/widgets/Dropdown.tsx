import { Text, View } from '@tarojs/components'
import { useState } from 'react'
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
        className='gr-dropdown__trigger'
        {...pressable(() => !disabled && setOpen(!open))}
        aria-haspopup='listbox'
        aria-expanded={open}
        aria-disabled={disabled}
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
          >
            {options.map((option) => (
              <View
                key={String(option.value)}
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
