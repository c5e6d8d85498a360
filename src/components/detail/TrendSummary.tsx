import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { ConceptSummary, Month, TrendPoint } from '../../../types'
import { formatCount, formatMoney, formatMonth, formatPercent, type Currency } from '../../domain/format'
import { CountGrowth } from '../widgets/CountGrowth'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import { MissingMonthsNote } from '../widgets/MissingMonthsNote'
import { useT } from '../hooks/use-t'

/** The period's figures of the trend panel: sales with growth, volume, items, average price, the latest month's MoM and YoY. */
export interface TrendSummaryProps {
  summary: ConceptSummary
  /** the answer's missing_months: growth shows "—" and the note names them */
  missingMonths: Month[]
  /** the answer's min_items: below it the items figure says the summary rests on few items */
  minItems: number
  /** the last point of the 12-month trend (the period's last month), for its MoM and YoY */
  latest?: TrendPoint
  currency: Currency
}

function Figure({ label, value, children, testId }: { label: string; value: string; children?: ReactNode; testId: string }) {
  return (
    <View className='gr-dsum__item' data-testid={testId}>
      <Text className='gr-dsum__k'>{label}</Text>
      <Text className='gr-dsum__v'>{value}</Text>
      {children}
    </View>
  )
}

export function TrendSummary({ summary, missingMonths, minItems, latest, currency }: TrendSummaryProps) {
  const { t, lang } = useT()
  const month = latest ? formatMonth(latest.month, lang) : ''
  return (
    <View className='gr-dsum' data-testid='trend-summary'>
      <Figure label={t('table.sales')} value={formatMoney(summary.sales, lang, currency)} testId='summary-sales'>
        <View className='gr-dsum__growth'>
          <Growth yoy={summary.sales_yoy} change={summary.sales_change} currency={currency} />
          <GrowthTag label={summary.label} />
        </View>
        <MissingMonthsNote months={missingMonths} />
      </Figure>
      <Figure label={t('table.volume')} value={formatCount(summary.volume, lang)} testId='summary-volume'>
        <View className='gr-dsum__growth'>
          <CountGrowth pct={summary.volume_yoy} change={summary.volume_change} />
        </View>
      </Figure>
      <Figure label={t('detailTabs.trend.items')} value={formatCount(summary.items, lang)} testId='summary-items'>
        {summary.items > 0 && summary.items < minItems && (
          <Text className='gr-dsum__note' data-testid='summary-few-items'>
            {t('detailTabs.trend.basedOn', { count: summary.items, min: minItems })}
          </Text>
        )}
      </Figure>
      <Figure label={t('detailTabs.trend.avgPrice')} value={formatMoney(summary.avg_price, lang, currency)} testId='summary-price' />
      {latest && (
        <Figure label={t('detailTabs.trend.momOf', { month })} value={formatPercent(latest.sales_mom)} testId='summary-mom'>
          <Text className='gr-dsum__sub'>{`${t('detailTabs.trend.yoyOf', { month })} ${formatPercent(latest.sales_yoy)}`}</Text>
        </Figure>
      )}
    </View>
  )
}
