import { useApi, useApiPages, type ApiKey, type ApiQuery } from '../../data/use-api'
import { pagesByScrolling } from '../../platform/list-gestures'

/** What every ranking answer has for paging. */
export interface PagedRows {
  rows: unknown[]
  total: number
}

export interface RankingPages<R> extends ApiQuery<R> {
  /** more rows than shown exist (scrolling: the next page can be asked) */
  hasMore: boolean
  /** scrolling: ask for the next page, once the last one arrived; numbered pages: nothing */
  loadMore(): void
}

/**
 * The rows of a ranking view (`key` names it without its page). Numbered pages (web): the one page
 * asked, as before. Scrolling (mini-program): every page so far as one answer whose rows are the
 * pages' rows in order, the next asked by loadMore; a new view starts again from its first page.
 */
export function useRankingPages<R extends PagedRows>(key: ApiKey, page: number, fetchPage: (page: number) => Promise<R>): RankingPages<R> {
  const single = useApi<R>(!pagesByScrolling && key ? [...key, page] : null, () => fetchPage(page))
  const scrolled = useApiPages<R>(pagesByScrolling ? key : null, fetchPage)
  if (!pagesByScrolling) return { ...single, hasMore: false, loadMore: () => undefined }

  const { pages } = scrolled
  const data = pages.length > 0 ? ({ ...pages[0], rows: pages.flatMap((p) => p.rows) } as R) : undefined
  const hasMore = Boolean(data && data.rows.length < pages[pages.length - 1].total && pages[pages.length - 1].rows.length > 0)
  return {
    data,
    error: scrolled.error,
    isLoading: scrolled.isLoading,
    isValidating: scrolled.isLoadingMore,
    retry: scrolled.retry,
    mutate: () => scrolled.retry(),
    refresh: scrolled.refresh,
    hasMore,
    loadMore: () => {
      if (hasMore && !scrolled.isLoadingMore) scrolled.loadMore()
    },
  }
}
