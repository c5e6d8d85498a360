import { useEffect, useState } from 'react'
import type { BrandRanking, CategoryRanking, EntityRankingRequest, LoginInfo, Plat, TrackParam } from '../../../types'
import { getBrandRanking, getCategoryRanking } from '../../api/rankings'
import { STORAGE_KEYS } from '../../domain/constants'
import { entityViewQuery, parseEntityView, type EntityView } from '../../domain/entity-view'
import { availablePlatforms, defaultCategoryId, fallbackPlatform } from '../../domain/permissions'
import { useApi } from '../../data/use-api'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { storage } from '../../platform/storage'
import { trackCategories, trackParam } from '../hooks/track-view'
import { useAnswerableMonths } from '../hooks/use-answerable-months'

export type EntityKind = 'brand' | 'category'
export type EntityRankingOf<K extends EntityKind> = K extends 'brand' ? BrandRanking : CategoryRanking

export const ENTITY_PAGE_SIZE = 20

const FETCH: { [K in EntityKind]: (body: EntityRankingRequest) => Promise<EntityRankingOf<K>> } = {
  brand: getBrandRanking,
  category: getCategoryRanking,
}

/** The analytics parameter each part of the view reports when it changes. */
const TRACKED: Partial<Record<keyof EntityView, TrackParam>> = { ts: 'ts', multi: 'is_multi_month', sort: 'sort', page: 'page' }

/**
 * The data of /brand and /category through the one data layer: the platform's answerable months,
 * then the ranking of the view. The view comes from the link and goes back into it (a reload or a
 * shared link shows the same page); the platform is the one saved for every screen (SPEC §3 plat).
 */
export function useEntityRanking<K extends EntityKind>(kind: K, user: LoginInfo | null) {
  const [view, setView] = useState<EntityView>(() => parseEntityView(readPageQuery()))
  const saved = (view.plat ?? storage.get(STORAGE_KEYS.plat)) as Plat | null
  const plat = user ? fallbackPlatform(saved && availablePlatforms(user).includes(saved) ? saved : 'all', user) : null

  const answerable = useAnswerableMonths(user, plat, view.multi)
  const { months } = answerable
  const ts = view.ts && months.includes(view.ts) ? view.ts : months[0]

  const body: EntityRankingRequest | null = plat && ts
    ? { plat, ts, is_multi_month: view.multi ? 1 : 0, page: view.page, page_size: ENTITY_PAGE_SIZE, sortby: view.sort, ...(view.cid ? { cid: view.cid } : {}) }
    : null
  const ranking = useApi(body ? [`${kind}_rank`, body.plat, body.ts, body.cid ?? 0, view.multi, view.page, view.sort] : null, () =>
    FETCH[kind](body as EntityRankingRequest) as Promise<EntityRankingOf<K>>,
  )
  // without a cid in the view the server ranks the caller's default category; its answer names it
  const cid = view.cid ?? ranking.data?.cid

  useEffect(() => {
    if (plat && ts) replacePageQuery(entityViewQuery({ ...view, plat, ts, cid }))
  }, [plat, ts, cid, view])

  const error = answerable.error ?? ranking.error
  const waiting = !user || (!answerable.error && (months.length === 0 || (ranking.isLoading && !ranking.data)))
  return {
    platforms: user ? availablePlatforms(user) : [],
    plat,
    months,
    ts: ts ?? null,
    cid: cid ?? null,
    view,
    /** what the table shows, for the download of that table */
    request: body && cid ? { ...body, cid } : null,
    ranking: ranking.data,
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
    update(patch: Partial<Omit<EntityView, 'plat'>>) {
      if (patch.cid !== undefined && plat) trackCategories(plat, [patch.cid])
      for (const [key, value] of Object.entries(patch)) {
        const param = TRACKED[key as keyof EntityView]
        if (param && value !== undefined) trackParam(param, value as string | number | boolean)
      }
      setView((v) => ({ ...v, page: 1, ...patch }))
    },
    retry() {
      answerable.retry()
      if (ranking.error) ranking.retry()
    },
  }
}

export type EntityRankingState = ReturnType<typeof useEntityRanking>
