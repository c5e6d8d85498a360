import { Text, View } from '@tarojs/components'
import { formatDateTime, formatMonth } from '../../domain/format'
import { monthStatus, type SourceRef } from '../../domain/freshness'
import { useT } from '../hooks/use-t'
import { freshnessText } from './freshness-text'
import { useFreshness } from './use-freshness'
import './freshness.scss'

export interface FreshnessNoteProps {
  /** the month the screen's figures cover (the latest month of a period) */
  month: string
  /** the data sources behind them */
  sources: readonly SourceRef[]
  testId?: string
}

/**
 * The line that says how fresh a screen's figures are: the month they cover, when their data was
 * last updated, and — when the data marks that month estimated or partial — a tag saying so.
 */
export function FreshnessNote({ month, sources, testId = 'freshness' }: FreshnessNoteProps) {
  const { lang } = useT()
  const text = freshnessText(lang)
  const view = useFreshness(sources)
  const status = monthStatus(view, month)
  const label = formatMonth(month, lang)
  return (
    <View className='gr-freshness' data-testid={testId} data-status={status}>
      <Text>{text.covers(label)}</Text>
      {view.updatedAt && <Text className='gr-muted'>{text.updated(formatDateTime(view.updatedAt))}</Text>}
      {status !== 'complete' && (
        <Text className={`gr-freshness__tag gr-freshness__tag--${status}`} data-testid='freshness-tag'>
          {text.tag[status]}
        </Text>
      )}
      {status !== 'complete' && <Text className='gr-muted gr-freshness__explain'>{text.explain[status](label)}</Text>}
    </View>
  )
}

/** The tag of one row or card whose month the data marks (nothing for a complete month). */
export function FreshnessTag({ month, sources }: { month: string; sources: readonly SourceRef[] }) {
  const { lang } = useT()
  const status = monthStatus(useFreshness(sources), month)
  if (status === 'complete') return null
  const text = freshnessText(lang)
  return (
    <Text className={`gr-freshness__tag gr-freshness__tag--${status}`} data-testid='freshness-row-tag'>
      {text.tag[status]}
    </Text>
  )
}
