import type { CatalogPlat, LoginInfo } from '../../../types'
import { getConceptRanking } from '../../api/endpoints'
import { getAmazonRanking } from '../../api/search'
import { conceptViewQuery, parseConceptView, type ConceptView } from '../../domain/concept-view'
import { useRankingView, type RankingSource } from '../ranking/use-ranking-view'

export const PAGE_SIZE = 20

function requestOf(view: ConceptView) {
  return {
    ...(view.cid ? { cid: view.cid } : {}),
    is_multi_month: view.multi ? (1 as const) : (0 as const),
    page: view.page,
    page_size: PAGE_SIZE,
    sortby: view.sort,
  }
}

const CONCEPTS: RankingSource<ConceptView, Awaited<ReturnType<typeof getConceptRanking>>> = {
  name: 'ecommerce',
  parse: parseConceptView,
  toQuery: conceptViewQuery,
  fetch: (plat, ts, view) => getConceptRanking({ plat, ts, ...requestOf(view) }),
}

// /amazon asks Amazon's own ranking endpoint (GET /api/list_gamazon, docs/api.md), the same ranking
const AMAZON_CONCEPTS: typeof CONCEPTS = {
  ...CONCEPTS,
  name: 'list_gamazon',
  fetch: (_plat, ts, view) => getAmazonRanking({ ts, ...requestOf(view) }),
}

/**
 * A concept ranking screen's data (useRankingView): the platform's answerable months, then the
 * ranking of the view (the category picker loads its own tree). The view starts from the link and
 * is written back to it, so a reload shows the same page. `fixed`: the one source of
 * /ebay or /amazon.
 */
export function useConceptData(user: LoginInfo | null, fixed?: CatalogPlat) {
  // concepts are the default tab: the link names none
  return useRankingView(user, fixed === 'gamazon' ? AMAZON_CONCEPTS : CONCEPTS, fixed && { plat: fixed })
}
