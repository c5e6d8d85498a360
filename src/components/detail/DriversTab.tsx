import { Text, View } from '@tarojs/components'
import type { DriverPart } from '../../../types'
import { useT } from '../hooks/use-t'
import { ContributionHead, ContributionList } from './ContributionList'
import type { DetailTabProps } from './detail-query'
import { driversLead, type PartKind } from './drivers-text'
import { PanelState } from './PanelState'
import { PriceBands } from './PriceBands'
import { RelatedWords } from './RelatedWords'
import { ScopeLine } from './ScopeLine'
import { useDrivers } from './use-detail-data'
import './detail-tabs.scss'
import './drivers-tab.scss'

/**
 * The DriversList tab, why the concept grows (docs/rules.md "Growth drivers"): sentences first, then
 * its change split by item age, category, brand and price band, and the words of its titles.
 */
export type DriversTabProps = Pick<DetailTabProps, 'query' | 'onOpenConcept'>

export function DriversTab({ query, onOpenConcept }: DriversTabProps) {
  const { t, lang } = useT()
  const answer = useDrivers(query)
  const d = answer.data
  const known = d?.total_change !== null
  const split = (title: string, parts: DriverPart[], kind: PartKind, testId: string, hint?: string) =>
    d &&
    parts.length > 0 && (
      <View className='gr-dtab__section'>
        <Text className='gr-dtab__h'>{title}</Text>
        {hint && <Text className='gr-drivers__hint'>{hint}</Text>}
        <ContributionHead known={known} />
        <ContributionList parts={parts} kind={kind} currency={d.currency} testId={testId} />
      </View>
    )
  return (
    <View className='gr-dtab' data-testid='drivers-tab'>
      <PanelState
        hasData={!!d}
        isLoading={answer.isLoading}
        error={answer.error}
        onRetry={answer.retry}
        empty={!d || d.total_sales + (d.total_sales_base ?? 0) === 0}
        loadingText={t('detailTabs.drivers.loading')}
        emptyTitle={t('detailTabs.drivers.emptyTitle')}
        emptyHint={d?.hint_msg || undefined}
      >
        {d && (
          <>
            <ScopeLine scope={d} extra={known ? <Text className='gr-muted'>{t('detailTabs.drivers.splitHint')}</Text> : undefined} />
            <View className='gr-dtab__section gr-drivers__lead' data-testid='drivers-lead'>
              {driversLead(d, t, lang).map((line) => (
                <Text key={line} className='gr-drivers__line'>
                  {line}
                </Text>
              ))}
            </View>
            {split(t('detailTabs.drivers.byAge'), d.by_age, 'age', 'drivers-age', t('detailTabs.drivers.ageHint'))}
            {d.price_bands.length > 0 && (
              <View className='gr-dtab__section'>
                <Text className='gr-dtab__h'>{t('detailTabs.drivers.priceBands')}</Text>
                <Text className='gr-drivers__hint'>{t('detailTabs.drivers.bandsHint')}</Text>
                <PriceBands bands={d.price_bands} currency={d.currency} />
              </View>
            )}
            {split(t('detailTabs.drivers.byCategory'), d.by_category, 'category', 'drivers-category')}
            {split(t('detailTabs.drivers.byBrand'), d.by_brand, 'brand', 'drivers-brand')}
            {d.related.length > 0 && (
              <View className='gr-dtab__section'>
                <Text className='gr-dtab__h'>{t('detailTabs.drivers.related')}</Text>
                <Text className='gr-drivers__hint'>{t('detailTabs.drivers.relatedHint')}</Text>
                <RelatedWords words={d.related} currency={d.currency} onOpen={onOpenConcept} />
              </View>
            )}
          </>
        )}
      </PanelState>
    </View>
  )
}
