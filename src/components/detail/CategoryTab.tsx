import { Text, View } from '@tarojs/components'
import { getCategoryBreakdown } from '../../api/search'
import { useApi } from '../../data/use-api'
import { currencyOf } from '../../domain/format'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { conceptQueryOf, detailKey, type DetailTabProps } from './detail-query'
import { PanelState } from './PanelState'
import { ScopeLine } from './ScopeLine'
import { ShareTable, type ShareItem } from './ShareTable'
import './detail-tabs.scss'

/** The CategoryList tab: the concept's sales per child category, with share and growth. */
export type CategoryTabProps = DetailTabProps

export function CategoryTab({ query, onOpenCategory }: CategoryTabProps) {
  const { t, lang } = useT()
  const isMobile = useUserStore((s) => s.isMobile)
  const answer = useApi(['ecloud', detailKey(query)], () => getCategoryBreakdown(conceptQueryOf(query)))
  const data = answer.data
  // the answer lists every child category; those the concept never sold in, now or a year ago, are noise
  const items: ShareItem[] = (data?.rows ?? [])
    .filter((row) => row.sales > 0 || row.sales_base > 0)
    .map((row, i) => ({
      id: row.category_id,
      rank: i + 1,
      name: (lang === 'en' && row.name_en) || row.name,
      sales: row.sales,
      volume: row.volume,
      sales_yoy: row.sales_yoy,
      sales_change: row.sales_change,
      label: row.label,
    }))

  return (
    <View className='gr-dtab' data-testid='category-tab'>
      <PanelState
        hasData={!!data}
        isLoading={answer.isLoading}
        error={answer.error}
        onRetry={answer.retry}
        empty={items.length === 0}
        loadingText={t('detailTabs.category.loading')}
        emptyTitle={t('detailTabs.category.emptyTitle')}
      >
        {data && (
          <>
            <ScopeLine
              scope={data}
              extra={
                <Text className='gr-muted'>
                  {t('detailTabs.category.count', { count: items.filter((item) => item.sales > 0).length })}
                  {onOpenCategory ? ` · ${t('detailTabs.category.openHint')}` : ''}
                </Text>
              }
            />
            <ShareTable
              items={items}
              total={data.total_sales}
              currency={currencyOf(query.plat)}
              nameLabel={t('table.category')}
              shareTip={t('detailTabs.category.shareTip')}
              isMobile={isMobile}
              onOpen={onOpenCategory ? (item) => onOpenCategory(item.id, item.name) : undefined}
              testId='category-list'
            />
          </>
        )}
      </PanelState>
    </View>
  )
}
