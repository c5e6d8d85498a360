import { getBrandCloud } from '../../api/search'
import { useApi } from '../../data/use-api'
import { useT } from '../hooks/use-t'
import { conceptQueryOf, detailKey, type DetailTabProps } from './detail-query'
import { ShareBreakdown } from './ShareBreakdown'
import type { ShareItem } from './ShareTable'
import './detail-tabs.scss'

/** The BrandList tab: the concept's top-10 brands (SPEC §9) with share and growth. */
export type BrandTabProps = DetailTabProps

export function BrandTab({ query, onOpenBrand }: BrandTabProps) {
  const { t } = useT()
  const answer = useApi(['cloud', detailKey(query)], () => getBrandCloud(conceptQueryOf(query)))
  const items: ShareItem[] = (answer.data?.rows ?? []).map((row) => ({
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
    <ShareBreakdown
      answer={answer}
      items={items}
      plat={query.plat}
      count={t('detailTabs.brand.count', { count: answer.data?.brand_count ?? 0 })}
      openHint={onOpenBrand ? t('detailTabs.brand.openHint') : undefined}
      texts={{ loading: t('detailTabs.brand.loading'), emptyTitle: t('detailTabs.brand.emptyTitle'), name: t('detailTabs.brand.name'), shareTip: t('detailTabs.brand.shareTip') }}
      onOpen={onOpenBrand ? (item) => onOpenBrand(item.id, item.name) : undefined}
      testId='brand-tab'
      listTestId='brand-list'
    />
  )
}
