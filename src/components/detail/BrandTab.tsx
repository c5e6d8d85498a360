import { useT } from '../hooks/use-t'
import type { DetailTabProps } from './detail-query'
import { ShareBreakdown } from './ShareBreakdown'
import { useBrandShares } from './use-detail-data'
import './detail-tabs.scss'

/** The BrandList tab: the concept's top-10 brands (TOP_N) with share and growth. */
export type BrandTabProps = DetailTabProps

export function BrandTab({ query, onOpenBrand }: BrandTabProps) {
  const { t } = useT()
  const { answer, items } = useBrandShares(query)
  return (
    <ShareBreakdown
      answer={answer}
      items={items}
      plat={query.plat}
      count={t('detailTabs.brand.count', { count: answer.data?.brand_count ?? 0 })}
      openHint={onOpenBrand ? t('detailTabs.brand.openHint') : undefined}
      texts={{
        loading: t('detailTabs.brand.loading'),
        emptyTitle: t('detailTabs.brand.emptyTitle'),
        name: t('detailTabs.brand.name'),
        shareTip: t('detailTabs.brand.shareTip'),
      }}
      onOpen={onOpenBrand ? (item) => onOpenBrand(item.id, item.name) : undefined}
      testId='brand-tab'
      listTestId='brand-list'
    />
  )
}
