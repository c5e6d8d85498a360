// Rankings of a combined platform (tbjd, tbjddy) are precomputed over all its sources at once
// (dataset/sql-rankings.ts): each row sums every source's facts of the category, so a caller may
// see it only when each source's own list grants the category as well as the combined platform's
// list (combined platforms; /api/search filters each source instead). Category ids are
// shared by the trees (dataset/tree.ts); a source without the category adds nothing to it.
import type { CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { defaultCategoryId, permissionKeyFor, permittedIds } from '../../src/domain/permissions'
import { treeSourceOf, type Catalog, type CategoryRecord } from '../analytics/catalog'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
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

/** Rankings are kept for level-1 and level-2 categories. */
const RANKED_LEVELS = 2

/**
 * The category a ranking of plat opens on for this caller: the product's default when the caller
 * may see its ranking, else the first category of the caller's list whose ranking they may see (on a
 * combined platform that is one every source's own list grants too); null when there is none, and
 * the platform is then not offered for rankings at all.
 */
export function defaultRankingCategory(catalog: Pick<Catalog, 'tree'>, account: Grantee, plat: CatalogPlat): CategoryRecord | null {
  const tree = catalog.tree(treeSourceOf(plat))
  const viewable = (node: CategoryRecord | undefined): node is CategoryRecord =>
    !!node && node.level <= RANKED_LEVELS && canViewRanking(catalog, account, plat, node)
  const preferred = tree.get(defaultCategoryId(plat, account.permissions))
  if (viewable(preferred)) return preferred
  const listed = permittedIds(account.permissions[permissionKeyFor(plat)])
  const candidates = listed === 'all' ? [...tree.values()] : [...listed].map((id) => tree.get(id))
  return candidates.find(viewable) ?? null
}

/** Each catalog platform whose rankings the caller may see, with the category they open on. */
export function rankingDefaults(catalog: Pick<Catalog, 'tree'>, account: Grantee): Partial<Record<CatalogPlat, number>> {
  const out: Partial<Record<CatalogPlat, number>> = {}
  for (const plat of CATALOG_PLATFORMS) {
    const node = defaultRankingCategory(catalog, account, plat)
    if (node) out[plat] = node.id
  }
  return out
}

/** The category of a ranking asked for without one; -403 when the caller may see no ranking of plat. */
export function requireDefaultRankingCategory(catalog: Pick<Catalog, 'tree'>, account: Grantee, plat: CatalogPlat): CategoryRecord {
  const node = defaultRankingCategory(catalog, account, plat)
  if (!node) throw new Forbidden('category')
  return node
}
