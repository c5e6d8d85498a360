import { Text, View } from '@tarojs/components'
import { getBrandCloud } from '../../api/search'
import { useApi } from '../../data/use-api'
import { currencyOf } from '../../domain/format'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { conceptQueryOf, detailKey, type DetailTabProps } from './detail-query'
import { PanelState } from './PanelState'
import { ScopeLine } from './ScopeLine'
import { ShareTable, type ShareItem } from './ShareTable'
import './detail-tabs.scss'

/** The BrandList tab: the concept's top-10 brands (SPEC §9) with share and growth. */
export type BrandTabProps = DetailTabProps

export function BrandTab({ query, onOpenBrand }: BrandTabProps) {
  const { t } = useT()
  const isMobile = useUserStore((s) => s.isMobile)
  const answer = useApi(['cloud', detailKey(query)], () => getBrandCloud(conceptQueryOf(query)))
  const data = answer.data
  const items: ShareItem[] = (data?.rows ?? []).map((row) => ({
    id: row.brand_id,
    rank: row.rank,
    name: row.name,
    sales: row.sales,
    volume: row.volume,
    sales_yoy: row.sales_yoy,
    sales_change: row.sales_change,
    label: row.label,
  }))

  return (
    <View className='gr-dtab' data-testid='brand-tab'>
      <PanelState
        hasData={!!data}
        isLoading={answer.isLoading}
        error={answer.error}
        onRetry={answer.retry}
        empty={items.length === 0}
        loadingText={t('detailTabs.brand.loading')}
        emptyTitle={t('detailTabs.brand.emptyTitle')}
      >
        {data && (
          <>
            <ScopeLine
              scope={data}
              extra={
                <Text className='gr-muted'>
                  {t('detailTabs.brand.count', { count: data.brand_count })}
                  {onOpenBrand ? ` · ${t('detailTabs.brand.openHint')}` : ''}
                </Text>
              }
            />
            <ShareTable
              items={items}
              total={data.total_sales}
              currency={currencyOf(query.plat)}
              nameLabel={t('detailTabs.brand.name')}
              shareTip={t('detailTabs.brand.shareTip')}
              isMobile={isMobile}
              onOpen={onOpenBrand ? (item) => onOpenBrand(item.id, item.name) : undefined}
              testId='brand-list'
            />
          </>
        )}
      </PanelState>
    </View>
  )
}
