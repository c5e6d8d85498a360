import type { LoginInfo, Plat } from '../../../types'
import { getConceptRanking } from '../../api/endpoints'
import { conceptViewQuery, parseConceptView, type ConceptView } from '../../domain/concept-view'
import { useRankingView } from '../ranking/use-ranking-view'

export const PAGE_SIZE = 20

const CONCEPTS = {
  name: 'ecommerce',
  parse: parseConceptView,
  toQuery: conceptViewQuery,
  fetch: (plat: Plat, ts: string, view: ConceptView) =>
    getConceptRanking({ plat, ts, ...(view.cid ? { cid: view.cid } : {}), is_multi_month: view.multi ? 1 : 0, page: view.page, page_size: PAGE_SIZE, sortby: view.sort }),
}

/**
 * The /concept screen's data (useRankingView): the platform's answerable months, then the ranking of
 * the view (the category picker loads its own tree). The view starts from the link and is written
 * back to it (issue 7 §3), so a reload shows the same page.
 */
export function useConceptData(user: LoginInfo | null) {
  return useRankingView(user, CONCEPTS)
}
