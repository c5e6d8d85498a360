import { useEffect, useState } from 'react'
import type { LoginInfo, Plat } from '../../../types'
import { getConceptRanking } from '../../api/endpoints'
import { STORAGE_KEYS } from '../../domain/constants'
import { conceptViewQuery, parseConceptView, type ConceptView } from '../../domain/concept-view'
import { availablePlatforms, defaultCategoryId, fallbackPlatform } from '../../domain/permissions'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { storage } from '../../platform/storage'
import { useApi } from '../../data/use-api'
import { trackCategories, trackParam } from '../hooks/track-view'
import { useAnswerableMonths } from '../hooks/use-answerable-months'

export const PAGE_SIZE = 20

function startPlatform(view: ConceptView, user: LoginInfo): Plat {
  const saved = (view.plat ?? storage.get(STORAGE_KEYS.plat)) as Plat | null
  return fallbackPlatform(saved && availablePlatforms(user).includes(saved) ? saved : 'all', user)
}

/**
 * The /concept screen's data, through the one data layer (src/data/use-api): the platform's latest
 * month and the caller's earliest month, then the ranking of the view (the category picker loads
 * its own tree). The view
 * starts from the link and is written back to it (issue 7 §3), so a reload shows the same page.
 */
export function useConceptData(user: LoginInfo | null) {
  const [view, setView] = useState<ConceptView>(() => parseConceptView(readPageQuery()))
  const plat = user ? startPlatform(view, user) : null

  const { months, error: metaError, retry: retryMeta } = useAnswerableMonths(user, plat, view.multi)
  const ts = view.ts && months.includes(view.ts) ? view.ts : months[0]

  const rankingKey = plat && ts ? (['ecommerce', plat, ts, view.cid ?? 0, view.multi, view.page, view.sort] as const) : null
  const ranking = useApi(rankingKey, () =>
    getConceptRanking({
      plat: plat as Plat,
      ts,
      ...(view.cid ? { cid: view.cid } : {}),
      is_multi_month: view.multi ? 1 : 0,
      page: view.page,
      page_size: PAGE_SIZE,
      sortby: view.sort,
    }),
  )
  // the server picks the default category when the view names none; the answer says which
  const cid = view.cid ?? ranking.data?.cid

  useEffect(() => {
    if (plat && ts) replacePageQuery(conceptViewQuery({ ...view, plat, ts, cid }))
  }, [plat, ts, cid, view])

  const error = metaError ?? ranking.error
  const waiting = !user || (!metaError && (months.length === 0 || (ranking.isLoading && !ranking.data)))

  return {
    platforms: user ? availablePlatforms(user) : [],
    plat,
    months,
    ts: ts ?? null,
    cid: cid ?? null,
    view,
    ranking: ranking.data,
    /** a new page or sort is on its way while the previous rows stay on screen */
    refreshing: ranking.isValidating && Boolean(ranking.data),
    phase: error ? ('error' as const) : waiting ? ('loading' as const) : ('ready' as const),
    error,
    choosePlatform(next: Plat) {
      if (!user) return
      storage.set(STORAGE_KEYS.plat, next)
      trackParam('plat', next)
      // SPEC §4: "Choosing a platform resets default categories"
      setView((v) => ({ ...v, plat: next, cid: defaultCategoryId(next, user, undefined, { reset: true }), page: 1 }))
    },
    /** any change but a page change goes back to page 1 */
    update(patch: Partial<Omit<ConceptView, 'plat'>>) {
      if (patch.cid !== undefined && plat) trackCategories(plat, [patch.cid])
      if (patch.ts !== undefined) trackParam('ts', patch.ts)
      if (patch.multi !== undefined) trackParam('is_multi_month', patch.multi)
      if (patch.sort !== undefined) trackParam('sort', patch.sort)
      if (patch.page !== undefined) trackParam('page', patch.page)
      setView((v) => ({ ...v, page: 1, ...patch }))
    },
    retry() {
      retryMeta()
      if (ranking.error) ranking.retry()
    },
  }
}
