import { View } from '@tarojs/components'
import { arrowKeys } from './arrow-keys'
import { pressable } from './pressable'

/** A two-or-more-way radio as a row of joined buttons (e.g. one month / last three months). */
export interface SegmentedProps<V extends string | number> {
  value: V
  options: { value: V; label: string }[]
  onChange(value: V): void
  /** what the choice is about, read by screen readers and shown before the buttons */
  label?: string
  /** hook for tests */
  testId?: string
}

export function Segmented<V extends string | number>({ value, options, onChange, label, testId }: SegmentedProps<V>) {
  const choose = (next: V) => next !== value && onChange(next)
  return (
    <View className='gr-segmented' role='radiogroup' aria-label={label} data-testid={testId} {...arrowKeys(true)}>
      {label && <View className='gr-segmented__label'>{label}</View>}
      {options.map((option) => (
        <View
          key={String(option.value)}
          {...pressable(() => choose(option.value), 'radio')}
          aria-checked={option.value === value}
          className={`gr-segmented__item${option.value === value ? ' gr-segmented__item--on' : ''}`}
        >
          {option.label}
        </View>
      ))}
    </View>
  )
}
