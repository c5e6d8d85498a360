import { formatMonth } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { Dropdown } from '../widgets/Dropdown'

/** The month select of the rankings (/concept, /social): only the months that can be answered, newest first. */
export interface MonthSelectProps {
  /** newest first; none greys the select */
  months: string[]
  ts: string | null
  onChange(ts: string): void
}

export function MonthSelect({ months, ts, onChange }: MonthSelectProps) {
  const { t, lang } = useT()
  return (
    <Dropdown<string>
      testId='month-select'
      className='gr-month-select'
      label={t('concept.month')}
      value={ts}
      options={months.map((month) => ({ value: month, label: formatMonth(month, lang) }))}
      placeholder={t('placeholder.selectMonth')}
      onChange={onChange}
      disabled={months.length === 0}
    />
  )
}
