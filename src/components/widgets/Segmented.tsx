import { View } from '@tarojs/components'

/** A two-or-more-way radio as a row of joined buttons (e.g. one month / last three months). */
export interface SegmentedProps<V extends string | number> {
  value: V
  options: { value: V; label: string }[]
  onChange(value: V): void
  /** hook for tests */
  testId?: string
}

export function Segmented<V extends string | number>({ value, options, onChange, testId }: SegmentedProps<V>) {
  return (
    <View className='gr-segmented' role='radiogroup' data-testid={testId}>
      {options.map((option) => (
        <View
          key={String(option.value)}
          role='radio'
          aria-checked={option.value === value}
          className={`gr-segmented__item${option.value === value ? ' gr-segmented__item--on' : ''}`}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </View>
      ))}
    </View>
  )
}
