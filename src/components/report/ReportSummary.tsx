import { Text, View } from '@tarojs/components'
import type { MonthlyReport } from '../../../types'
import { formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'

/**
 * The report's head: how many followed concepts grew, declined, are new or have no base, and the
 * fastest-growing one — all counted by the server over every follow, not over the page shown — and
 * the follows the report leaves out, each with its reason.
 */
export interface ReportSummaryProps {
  report: Pick<MonthlyReport, 'counts' | 'best' | 'left_out'>
}

export function ReportSummary({ report }: ReportSummaryProps) {
  const { t } = useT()
  const { counts, best, left_out: leftOut } = report
  const list = leftOut
    .map((f) => t('report.leftItem', { word: f.word, reason: t(`report.leftReason.${f.reason}`) }))
    .join(t('picker.separator'))
  return (
    <View className='gr-card gr-report__summary' data-testid='report-summary'>
      <Text className='gr-report__summary-main'>{t('report.summary', { total: counts.follows, up: counts.growing })}</Text>
      <Text className='gr-note' data-testid='report-counts'>
        {t('report.counts', { down: counts.declining, new: counts.new, none: counts.no_base })}
      </Text>
      {best && (
        <Text className='gr-note'>
          {t('report.best', { word: best.word, plat: t(`platforms.${best.plat}`) })} {formatPercent(best.sales_yoy)}
        </Text>
      )}
      {leftOut.length > 0 && (
        <Text className='gr-note' data-testid='report-left-out'>
          {t('report.leftOut', { n: leftOut.length, list })}
        </Text>
      )}
    </View>
  )
}
