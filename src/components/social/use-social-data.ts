import { useEffect, useState } from 'react'
import type { LoginInfo, SocialPlat } from '../../../types'
import { getSearchPrivileges } from '../../api/catalog'
import { getLatestSocial, getSocialRanking } from '../../api/social'
import { useApi } from '../../data/use-api'
import { useRankingPages } from '../ranking/use-ranking-pages'
import { DEFAULT_SOCIAL_PLAT, parseSocialView, socialMonths, socialViewQuery, type SocialView } from '../../domain/social-view'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { trackCategories, trackParam } from '../hooks/track-view'

export const SOCIAL_PAGE_SIZE = 20

/**
 * The /social screen's data, through the one data layer: the social platforms' recorded months
 * (/api/latest_social) and the caller's earliest month, then the ranking of the view. Like /concept,
 * the view starts from the link and is written back to it, so a reload shows the same page.
 */
export function useSocialData(user: LoginInfo | null) {
  const [view, setView] = useState<SocialView>(() => parseSocialView(readPageQuery()))
  const socialPlat: SocialPlat = view.socialPlat ?? DEFAULT_SOCIAL_PLAT

  const latest = useApi(user ? ['latest-social'] : null, () => getLatestSocial())
  const privileges = useApi(user ? ['search-privileges', user.username] : null, getSearchPrivileges)
  const recorded = latest.data?.platforms[socialPlat]
  const months = recorded && privileges.data ? socialMonths(recorded, privileges.data.earliest_month) : []
  const ts = view.ts && months.includes(view.ts) ? view.ts : months[0]

  const rankingKey = ts ? (['social', socialPlat, ts, view.cid ?? 0, view.sort] as const) : null
  const ranking = useRankingPages(rankingKey, view.page, (page) =>
    getSocialRanking({
      social_plat: socialPlat,
      ts,
      ...(view.cid ? { cid: view.cid } : {}),
      page,
      page_size: SOCIAL_PAGE_SIZE,
      sortby: view.sort,
    }),
  )
  // with no category asked, the server lists every concept ('all') or the first permitted group
  const cid = view.cid ?? (ranking.data?.cid || undefined)

  useEffect(() => {
    if (ts) replacePageQuery(socialViewQuery({ ...view, socialPlat, ts, cid }))
  }, [socialPlat, ts, cid, view])

  const metaError = latest.error ?? privileges.error
  const error = metaError ?? ranking.error
  const waiting = !user || (!metaError && (!ts || (ranking.isLoading && !ranking.data)))
  // a platform with no recorded month in the caller's reach: nothing to ask, nothing to show
  const noMonths = Boolean(recorded && privileges.data && months.length === 0)

  return {
    socialPlat,
    months,
    ts: ts ?? null,
    cid: cid ?? null,
    view,
    ranking: ranking.data,
    /** a new page or sort is on its way while the previous rows stay on screen */
    refreshing: ranking.isValidating && Boolean(ranking.data),
    phase: error ? ('error' as const) : waiting && !noMonths ? ('loading' as const) : ('ready' as const),
    error,
    /** any change but a page change goes back to page 1; a new platform keeps the month where it has data */
    update(patch: Partial<SocialView>) {
      if (patch.socialPlat !== undefined) trackParam('social_plat', patch.socialPlat)
      if (patch.cid !== undefined) trackCategories('social', [patch.cid])
      if (patch.ts !== undefined) trackParam('ts', patch.ts)
      if (patch.sort !== undefined) trackParam('sort', patch.sort)
      if (patch.page !== undefined) trackParam('page', patch.page)
      setView((v) => ({ ...v, page: 1, ...patch }))
    },
    retry() {
      if (latest.error) latest.retry()
      if (privileges.error) privileges.retry()
      if (ranking.error) ranking.retry()
    },
    /** more rows than shown (a phone asks the next page at the bottom) */
    hasMore: ranking.hasMore,
    loadMore: ranking.loadMore,
    /** a pull-down: the view's rows asked again from its first page */
    refresh: () => ranking.refresh(),
  }
}
