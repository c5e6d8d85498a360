import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { currencyOf } from '../../domain/format'
import { useViewportStore } from '../../store/viewport'
import { Pager } from '../widgets/Pager'
import { useT } from '../hooks/use-t'
import { DEFAULT_COMMODITY_SORT, nextSort, type CommoditySort, type CommoditySortKey } from './commodity-sort'
import { CommodityList } from './CommodityList'
import { detailKey, type DetailTabProps } from './detail-query'
import { PanelState } from './PanelState'
import { ScopeLine } from './ScopeLine'
import { SortBar } from './SortBar'
import { useCommodityPage } from './use-detail-data'
import './detail-tabs.scss'

/** The CommodityList tab: the concept's items, paged and sortable. */
export interface CommodityTabProps extends DetailTabProps {
  /** the page (1-based) when the page keeps it, e.g. in the URL's `page`; else the tab keeps its own */
  page?: number
  /** told of every page change (a new sort or a new query go back to page 1) */
  onPageChange?(page: number): void
}

interface ListState {
  /** the query the page belongs to: another query starts again at page 1 */
  key: string
  page: number
  sort: CommoditySort
}

export function CommodityTab({ query, page: pageProp, onPageChange }: CommodityTabProps) {
  const { t } = useT()
  const isMobile = useViewportStore((s) => s.isMobile)
  const key = detailKey(query)
  const [state, setState] = useState<ListState>({ key, page: 1, sort: DEFAULT_COMMODITY_SORT })
  // the sort is kept across queries (it is how the user reads items), the page is not
  const own = state.key === key ? state : { key, page: 1, sort: state.sort }
  const page = pageProp ?? own.page
  const { sort } = own

  const answer = useCommodityPage(query, page, sort)
  const data = answer.data

  const goTo = (next: number) => {
    setState({ ...own, page: next })
    onPageChange?.(next)
  }
  const sortBy = (by: CommoditySortKey) => {
    setState({ key, page: 1, sort: nextSort(sort, by) })
    if (page !== 1) onPageChange?.(1)
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  // a page past the end (an old shared link, fewer items this month) goes to the last page instead of reading as "no items"
  const pastEnd = !!data && data.rows.length === 0 && data.total > 0 && page > pages
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the condition matters: goTo is a new function every render
  useEffect(() => {
    if (pastEnd) goTo(pages)
  }, [pastEnd, pages])

  return (
    <View className='gr-dtab' data-testid='commodity-tab'>
      <PanelState
        hasData={!!data && !pastEnd}
        isLoading={answer.isLoading}
        error={answer.error}
        onRetry={answer.retry}
        empty={!data || data.rows.length === 0}
        loadingText={t('detailTabs.commodity.loading')}
        emptyTitle={t('detailTabs.commodity.emptyTitle')}
        emptyHint={data?.hint_msg || undefined}
      >
        {data && (
          <>
            <ScopeLine scope={data} extra={<Text className='gr-muted'>{t('detailTabs.commodity.total', { total: data.total })}</Text>} />
            <SortBar sort={sort} onSort={sortBy} />
            <CommodityList rows={data.rows} words={data.words} currency={currencyOf(query.plat)} sortBy={sort.by} isMobile={isMobile} />
            <Pager page={data.page} pages={pages} onChange={goTo} />
          </>
        )}
      </PanelState>
    </View>
  )
}
