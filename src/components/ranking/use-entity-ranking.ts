import type { BrandRanking, CategoryRanking, CatalogPlat, EntityRankingRequest, LoginInfo } from '../../../types'
import { getBrandRanking, getCategoryRanking } from '../../api/rankings'
import { entityViewQuery, parseEntityView, type EntityView } from '../../domain/entity-view'
import { useRankingView, type RankingSource } from './use-ranking-view'

export type EntityKind = 'brand' | 'category'
export type EntityRankingOf<K extends EntityKind> = K extends 'brand' ? BrandRanking : CategoryRanking

export const ENTITY_PAGE_SIZE = 20

function requestOf(plat: CatalogPlat, ts: string, view: EntityView): EntityRankingRequest {
  return {
    plat,
    ts,
    is_multi_month: view.multi ? 1 : 0,
    page: view.page,
    page_size: ENTITY_PAGE_SIZE,
    sortby: view.sort,
    ...(view.cid ? { cid: view.cid } : {}),
  }
}

const SOURCES: { [K in EntityKind]: RankingSource<EntityView, EntityRankingOf<K>> } = {
  brand: {
    name: 'brand_rank',
    parse: parseEntityView,
    toQuery: entityViewQuery,
    fetch: (plat, ts, view) => getBrandRanking(requestOf(plat, ts, view)),
  },
  category: {
    name: 'category_rank',
    parse: parseEntityView,
    toQuery: entityViewQuery,
    fetch: (plat, ts, view) => getCategoryRanking(requestOf(plat, ts, view)),
  },
}

/**
 * The data of /brand and /category (useRankingView), with the request of the table shown for its
 * download; `fixed`: the one source of /ebay or /amazon, whose link names the kind as its tab.
 */
export function useEntityRanking<K extends EntityKind>(kind: K, user: LoginInfo | null, fixed?: CatalogPlat) {
  const state = useRankingView(user, SOURCES[kind] as RankingSource<EntityView, EntityRankingOf<K>>, fixed && { plat: fixed, tab: kind })
  const { plat, ts, cid, view } = state
  return {
    ...state,
    /** what the table shows, for the download of that table */
    request: plat && ts && cid ? { ...requestOf(plat, ts, view), cid } : null,
  }
}

export type EntityRankingState = ReturnType<typeof useEntityRanking>
