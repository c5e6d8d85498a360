import { useEffect, useState } from 'react'
import type { CatalogPlat, LoginInfo, Plat, TrackParam } from '../../../types'
import { rankingCategoryId, rankingPlatform, rankingPlatforms } from '../../domain/permissions'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { usePreferencesStore } from '../../store/preferences'
import { trackCategories, trackParam } from '../hooks/track-view'
import { useAnswerableMonths } from '../hooks/use-answerable-months'
import { useRankingPages, type PagedRows } from './use-ranking-pages'

/** What every ranking view (/concept, /brand, /category) holds; each adds its own sort orders. */
export interface RankingViewShape {
  plat?: Plat
  ts?: string
  cid?: number
  multi: boolean
  page: number
  sort: string
}

/** One ranking screen: how its view reads from and writes to the link, and how its rows are fetched. */
export interface RankingSource<V extends RankingViewShape, R extends { cid?: number } & PagedRows> {
  /** the call's name in the data layer's key */
  name: string
  parse(query: Record<string, string | undefined>): V
  toQuery(view: V): Record<string, string | number | undefined>
  fetch(plat: CatalogPlat, ts: string, view: V): Promise<R>
}

/** A screen of one source (/ebay, /amazon): its platform, and its tab, which the link keeps beside the view. */
export interface FixedSource {
  plat: CatalogPlat
  tab?: string
}

/** The analytics parameter each part of the view reports when it changes. */
const TRACKED: Partial<Record<keyof RankingViewShape, TrackParam>> = { ts: 'ts', multi: 'is_multi_month', sort: 'sort', page: 'page' }

/**
 * A ranking screen's data through the one data layer: the platform's answerable months, then the
 * ranking of the view. The view comes from the link and goes back into it (a reload or a shared
 * link shows the same page); the platform is the one saved for every screen (the `plat` preference), or
 * `fixed.plat` on a screen of one source (/ebay, /amazon), which offers no platform choice.
 */
export function useRankingView<V extends RankingViewShape, R extends { cid?: number } & PagedRows>(
  user: LoginInfo | null,
  source: RankingSource<V, R>,
  fixed?: FixedSource,
) {
  const [view, setView] = useState<V>(() => source.parse(readPageQuery()))
  const lastPlat = usePreferencesStore((s) => s.plat)
  const saved = view.plat ?? lastPlat
  // a fixed source is asked even without the right to it: the server's -403 is what the screen says
  const plat: CatalogPlat | null = !user ? null : (fixed?.plat ?? rankingPlatform(saved, user))

  const answerable = useAnswerableMonths(user, plat, view.multi)
  const { months } = answerable
  const ts = view.ts && months.includes(view.ts) ? view.ts : months[0]

  const ranking = useRankingPages(plat && ts ? [source.name, plat, ts, view.cid ?? 0, view.multi, view.sort] : null, view.page, (page) =>
    source.fetch(plat as CatalogPlat, ts, { ...view, page }),
  )
  // without a cid in the view the server ranks the caller's default category; its answer names it
  const cid = view.cid ?? ranking.data?.cid

  const fixedPlat = fixed?.plat
  const tab = fixed?.tab
  useEffect(() => {
    // a fixed source is the route's own: its link does not repeat it
    if (plat && ts) replacePageQuery({ ...source.toQuery({ ...view, plat: fixedPlat ? undefined : (plat as Plat), ts, cid }), tab })
  }, [plat, fixedPlat, tab, ts, cid, view, source])

  const error = answerable.error ?? ranking.error
  const waiting = !user || (!answerable.error && (months.length === 0 || (ranking.isLoading && !ranking.data)))
  return {
    /** the platforms offered (none on a screen of one source) */
    platforms: user && !fixed ? rankingPlatforms(user) : [],
    plat,
    months,
    ts: ts ?? null,
    /** the month the link asked for when it is not one the user may see (ts is shown instead) */
    askedMonth: view.ts && months.length > 0 && !months.includes(view.ts) ? view.ts : null,
    cid: cid ?? null,
    view,
    ranking: ranking.data,
    /** a new page or sort is on its way while the previous rows stay on screen */
    refreshing: ranking.isValidating && Boolean(ranking.data),
    phase: error ? ('error' as const) : waiting ? ('loading' as const) : ('ready' as const),
    error,
    choosePlatform(next: Plat) {
      if (!user || fixed) return
      usePreferencesStore.getState().choosePlatform(next)
      trackParam('plat', next)
      // a new platform opens on its own default category
      setView((v) => ({ ...v, plat: next, cid: rankingCategoryId(next, user, { reset: true }), page: 1 }))
    },
    /** any change but a page change goes back to page 1 */
    update(patch: Partial<Omit<V, 'plat'>>) {
      if (patch.cid !== undefined && plat) trackCategories(plat, [patch.cid])
      for (const [key, value] of Object.entries(patch)) {
        const param = TRACKED[key as keyof RankingViewShape]
        if (param && value !== undefined) trackParam(param, value as string | number | boolean)
      }
      setView((v) => ({ ...v, page: 1, ...patch }))
    },
    retry() {
      answerable.retry()
      if (ranking.error) ranking.retry()
    },
    /** more rows than shown (a phone asks the next page at the bottom) */
    hasMore: ranking.hasMore,
    loadMore: ranking.loadMore,
    /** a pull-down: the view's rows asked again from its first page */
    refresh: () => ranking.refresh(),
  }
}
