import { getCategoryBreakdown } from '../../api/search'
import { useApi } from '../../data/use-api'
import { useT } from '../hooks/use-t'
import { conceptQueryOf, detailKey, type DetailTabProps } from './detail-query'
import { ShareBreakdown } from './ShareBreakdown'
import type { ShareItem } from './ShareTable'
import './detail-tabs.scss'

/** The CategoryList tab: the concept's sales per child category, with share and growth. */
export type CategoryTabProps = DetailTabProps

export function CategoryTab({ query, onOpenCategory }: CategoryTabProps) {
  const { t, lang } = useT()
  const answer = useApi(['ecloud', detailKey(query)], () => getCategoryBreakdown(conceptQueryOf(query)))
  // the answer lists every child category; those the concept never sold in, now or a year ago, are noise
  const items: ShareItem[] = (answer.data?.rows ?? [])
    .filter((row) => row.sales > 0 || (row.sales_base ?? 0) > 0)
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
    <ShareBreakdown
      answer={answer}
      items={items}
      plat={query.plat}
      count={t('detailTabs.category.count', { count: items.filter((item) => item.sales > 0).length })}
      openHint={onOpenCategory ? t('detailTabs.category.openHint') : undefined}
      texts={{ loading: t('detailTabs.category.loading'), emptyTitle: t('detailTabs.category.emptyTitle'), name: t('table.category'), shareTip: t('detailTabs.category.shareTip') }}
      onOpen={onOpenCategory ? (item) => onOpenCategory(item.id, item.name) : undefined}
      testId='category-tab'
      listTestId='category-list'
    />
  )
}
