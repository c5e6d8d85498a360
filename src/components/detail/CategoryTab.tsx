import { useT } from '../hooks/use-t'
import type { DetailTabProps } from './detail-query'
import { ShareBreakdown } from './ShareBreakdown'
import { useCategoryShares } from './use-detail-data'
import './detail-tabs.scss'

/** The CategoryList tab: the concept's sales per child category, with share and growth. */
export type CategoryTabProps = DetailTabProps

export function CategoryTab({ query, onOpenCategory }: CategoryTabProps) {
  const { t, lang } = useT()
  const { answer, items } = useCategoryShares(query, lang)
  return (
    <ShareBreakdown
      answer={answer}
      items={items}
      plat={query.plat}
      count={t('detailTabs.category.count', { count: items.filter((item) => item.sales > 0).length })}
      openHint={onOpenCategory ? t('detailTabs.category.openHint') : undefined}
      texts={{
        loading: t('detailTabs.category.loading'),
        emptyTitle: t('detailTabs.category.emptyTitle'),
        name: t('table.category'),
        shareTip: t('detailTabs.category.shareTip'),
      }}
      onOpen={onOpenCategory ? (item) => onOpenCategory(item.id, item.name) : undefined}
      testId='category-tab'
      listTestId='category-list'
    />
  )
}
