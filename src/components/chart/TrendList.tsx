import { Text, View } from '@tarojs/components'
import { translate } from '../../i18n'
import type { TrendContent } from './trend-chart-props'
import { monthLabel, TREND_COLORS } from './trend-labels'
import { alignedValues, partialFlags, valueFormatter, valueRange } from './trend-values'

/**
 * The figures of a trend as a compact list, month → value (with a bar to scale for the first
 * series): what the mini-program shows until its canvas twin exists, and what H5 shows if the chart
 * code cannot be loaded. Same months, same formatter, same partial note as the plot.
 */
export type TrendListProps = Omit<TrendContent, 'logScale'>

export function TrendList({ months, series, valueKind, currency, lang, partialMonths, estimatedMonths }: TrendListProps) {
  const format = valueFormatter(valueKind, lang, currency)
  const partial = partialFlags(months, partialMonths)
  const estimated = partialFlags(months, estimatedMonths)
  const aligned = series.map((s) => alignedValues(months, s))
  const { max } = valueRange(months, series)
  const several = series.length > 1
  return (
    <View className='gr-trend-list' data-testid='trend-list'>
      {several && (
        <View className='gr-trend-list__row gr-trend-list__row--head' data-testid='trend-list-head'>
          <Text className='gr-trend-list__month'>{translate('chart.month', undefined, lang)}</Text>
          {series.map((s, k) => (
            <Text key={k} className='gr-trend-list__value' style={{ color: TREND_COLORS[k % TREND_COLORS.length] }}>
              {s.name}
            </Text>
          ))}
        </View>
      )}
      {months.map((month, i) => {
        const first = aligned[0]?.[i] ?? null
        return (
          <View
            key={month}
            className={`gr-trend-list__row${partial[i] || estimated[i] ? ' gr-trend-list__row--partial' : ''}`}
            data-testid='trend-list-row'
          >
            <Text className='gr-trend-list__month'>{monthLabel(month, lang, partial[i], estimated[i])}</Text>
            {!several && (
              <View className='gr-trend-list__track' aria-hidden>
                <View
                  className='gr-trend-list__bar'
                  style={{ width: `${first !== null && first > 0 ? Math.round((first / max) * 100) : 0}%` }}
                />
              </View>
            )}
            {aligned.map((values, k) => (
              <Text key={k} className='gr-trend-list__value'>
                {format(values[i])}
              </Text>
            ))}
          </View>
        )
      })}
    </View>
  )
}
