import { Text } from '@tarojs/components'
import type { Month } from '../../../types'
import { formatMonth } from '../../domain/format'
import { useT } from '../hooks/use-t'

/** "No data is not zero": names the months of a period's base without data, where growth shows "—". */
export interface MissingMonthsNoteProps {
  /** the answer's missing_months; nothing is shown when empty */
  months: Month[]
}

export function MissingMonthsNote({ months }: MissingMonthsNoteProps) {
  const { t, lang } = useT()
  if (months.length === 0) return null
  const list = months.map((m) => formatMonth(m, lang)).join(t('picker.separator'))
  return (
    <Text className='gr-note' data-testid='missing-months-note'>
      {t('concept.noData', { months: list })}
    </Text>
  )
}
