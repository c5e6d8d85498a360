import { View } from '@tarojs/components'

/** A tiny bar chart of monthly values (oldest first), drawn with plain views so it works on both targets. */
export interface SparklineProps {
  /** null: a month without data, drawn as no bar (not a zero) */
  values: (number | null)[]
}

export function Sparkline({ values }: SparklineProps) {
  const max = Math.max(...values.map((v) => v ?? 0), 0)
  if (values.length === 0 || max <= 0) return null
  return (
    <View className='gr-spark' aria-hidden>
      {values.map((value, i) => (
        <View
          key={i}
          className={`gr-spark__bar${i === values.length - 1 ? ' gr-spark__bar--last' : ''}${value === null ? ' gr-spark__bar--none' : ''}`}
          style={{ height: value === null ? '0%' : `${Math.max(6, Math.round((value / max) * 100))}%` }}
        />
      ))}
    </View>
  )
}

/** The sparkline as the last figure of a phone card, pushed to the card's right edge. */
export function CardTrend({ values }: SparklineProps) {
  return (
    <View className='gr-card__stat gr-card__stat--trend'>
      <Sparkline values={values} />
    </View>
  )
}
