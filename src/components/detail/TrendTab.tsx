import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { currencyOf } from '../../domain/format'
import { TrendChart } from '../chart/TrendChart'
import { useT } from '../hooks/use-t'
import { monthsMarked, sourcesOf } from '../../domain/freshness'
import { useFreshness } from '../freshness/use-freshness'
import { socialWordOf } from './detail-fetch'
import type { DetailTabProps } from './detail-query'
import { PanelState } from './PanelState'
import { ScopeLine } from './ScopeLine'
import { SocialVolumeChart } from './SocialVolumeChart'
import { TrendSummary } from './TrendSummary'
import { useConceptTrend } from './use-detail-data'
import { LeadPanel } from '../lead/LeadPanel'
import './detail-tabs.scss'

/**
 * The trend tab (TrendList, EbayTrendList, otherTrendList): the period's summary, 12 months of sales
 * against a year earlier, whether its talk leads its sales, and 13 months of social volume where the source has it.
 */
export interface TrendTabProps extends DetailTabProps {
  /** @default true; false on the overseas sources, whose English words have no Chinese social volume */
  social?: boolean
}

export function TrendTab({ query, social = true }: TrendTabProps) {
  const { t, lang } = useT()
  const answer = useConceptTrend(query)
  const currency = currencyOf(query.plat)
  const data = answer.data
  const fresh = useFreshness(sourcesOf(query.plat))
  const chart = useMemo(() => {
    const trend = data?.trend ?? []
    const months = trend.map((p) => p.month)
    return {
      months: trend.map((p) => p.month),
      series: [
        { name: t('detailTabs.trend.salesSeries'), values: trend.map((p) => p.sales) },
        // a year earlier every month is final
        { name: t('detailTabs.trend.baseSeries'), values: trend.map((p) => p.sales_base), final: true },
      ],
      // still the current month, or marked partial by the data; or marked estimated by the data
      partialMonths: months.filter((m, i) => trend[i].partial || fresh.marks[m] === 'partial'),
      estimatedMonths: monthsMarked(fresh, months, 'estimated'),
    }
  }, [data, t, fresh])
  const sold = !!data && (data.summary.sales > 0 || data.trend.some((p) => (p.sales ?? 0) > 0))

  return (
    <View className='gr-dtab' data-testid='trend-tab'>
      <PanelState
        hasData={!!data}
        isLoading={answer.isLoading}
        error={answer.error}
        onRetry={answer.retry}
        empty={!sold}
        loadingText={t('detailTabs.trend.loading')}
        reserveClass='gr-dtab__reserve--trend'
        emptyTitle={t('detailTabs.trend.emptyTitle')}
        emptyHint={data?.hint_msg || undefined}
      >
        {data && (
          <>
            <ScopeLine scope={data} />
            <TrendSummary
              summary={data.summary}
              missingMonths={data.missing_months}
              minItems={data.min_items}
              latest={data.trend[data.trend.length - 1]}
              currency={currency}
            />
            <View className='gr-dtab__section'>
              <View className='gr-dtab__h'>{t('detailTabs.trend.salesChart')}</View>
              <TrendChart
                months={chart.months}
                series={chart.series}
                valueKind='money'
                currency={currency}
                lang={lang}
                partialMonths={chart.partialMonths}
                estimatedMonths={chart.estimatedMonths}
                title={t('detailTabs.trend.salesChart')}
                testId='sales-chart'
              />
            </View>
          </>
        )}
      </PanelState>
      {/* does the talk lead the sales: where the concept has social volume (the Chinese sources); below
          the trend once it is drawn, so the tab keeps the frame's height while the trend loads */}
      {social && data && <LeadPanel query={query} />}
      {/* social volume does not depend on the shop's sales: it shows even when the concept sold nothing */}
      {social && <SocialVolumeChart word={socialWordOf(query)} ts={query.ts} plat={query.socialPlat} />}
    </View>
  )
}
