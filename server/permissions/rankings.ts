// Rankings of a combined platform (tbjd, tbjddy) are precomputed over all its sources at once
// (dataset/sql-rankings.ts): each row sums every source's facts of the category, so a caller may
// see it only when each source's own list grants the category as well as the combined platform's
// list (issue 11 §2 combined platforms; /api/search filters each source instead). Category ids are
// shared by the trees (dataset/tree.ts); a source without the category adds nothing to it.
import type { CatalogPlat } from '../../types'
import { treeSourceOf, type Catalog, type CategoryRecord } from '../analytics/catalog'
import { RANKING_PLATFORMS } from '../dataset/families'
import { canViewCategory, type Grantee } from './categories'
import { Forbidden } from './forbidden'

export function canViewRanking(catalog: Pick<Catalog, 'tree'>, account: Grantee, plat: CatalogPlat, node: CategoryRecord): boolean {
  if (!canViewCategory(account, plat, node)) return false
  return RANKING_PLATFORMS[plat].every((source) => {
    if (source === plat) return true
    const own = catalog.tree(treeSourceOf(source as CatalogPlat)).get(node.id)
    return !own || canViewCategory(account, source as CatalogPlat, own)
  })
}

/** -403 unless the caller may see the ranking of this category on every source of plat. */
export function requireRankingCategory(catalog: Pick<Catalog, 'tree'>, account: Grantee, plat: CatalogPlat, node: CategoryRecord): void {
  if (!canViewRanking(catalog, account, plat, node)) throw new Forbidden('category')
}
