// The /brand and /category view as a URL ("URL state"): the parameters of /concept's view
// (concept-view.ts: plat, ts, cid, is_multi_month, page, sort), with the two sorts these rankings
// have. A volume sort in a link (copied from /concept) falls back to growth.
import type { EntityRankSort } from '../../types'
import { conceptViewQuery, parseConceptView, type ConceptView } from './concept-view'

export const ENTITY_SORTS: readonly EntityRankSort[] = ['growth', 'sales']

export interface EntityView extends Omit<ConceptView, 'sort'> {
  sort: EntityRankSort
}

export function parseEntityView(query: Record<string, string | undefined>): EntityView {
  const view = parseConceptView(query)
  return { ...view, sort: view.sort === 'volume' ? 'growth' : view.sort }
}

/** The query string of a view; defaults are left out so links stay short. */
export function entityViewQuery(view: EntityView): Record<string, string | number | undefined> {
  return conceptViewQuery(view)
}
