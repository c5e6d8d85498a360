// Category permissions (docs/rules.md): per data source, the caller's list grants listed nodes and
// everything under them; 'all' grants the whole tree. The one place the server decides whether a
// caller may see a category: handlers call require… (one line, -403 through Forbidden), lists that
// drop what the caller may not see call canView….
import type { CatalogPlat } from '../../types'
import { isCategoryAllowed, isPermissionEmpty, permissionKeyFor, permittedIds, type PermissionSource } from '../../src/domain/permissions'
import type { Account } from '../accounts/sessions'
import { topmostNodes, treeSourceOf, type Catalog, type CategoryRecord } from '../analytics/catalog'
import { Forbidden } from './forbidden'

/** What the rules read of an account: its lists only (tests pass a bare object). */
export type Grantee = Pick<Account, 'permissions'>

export function canViewCategory(account: Grantee, source: PermissionSource, node: Pick<CategoryRecord, 'path'>): boolean {
  return isCategoryAllowed(account.permissions[permissionKeyFor(source)], node.path)
}

/** -403 unless the caller's list for the source grants the category. */
export function requireCategory(account: Grantee, source: PermissionSource, node: Pick<CategoryRecord, 'path'>): void {
  if (!canViewCategory(account, source, node)) throw new Forbidden('category')
}

/** -403 for a data source whose list grants nothing (calls not tied to one category, such as brand names). */
export function requireSource(account: Grantee, source: PermissionSource): void {
  if (isPermissionEmpty(account.permissions[permissionKeyFor(source)])) throw new Forbidden('category')
}

/**
 * The categories a call without one covers: 'all' for the whole tree, else the caller's listed
 * nodes of at most maxLevel that lie under no other listed node, in list order; -403 when none is
 * left (an empty list, or nodes the tree does not have).
 */
export function visibleTops(
  account: Grantee,
  source: PermissionSource,
  tree: Map<number, CategoryRecord>,
  maxLevel = Infinity,
): 'all' | CategoryRecord[] {
  const permitted = permittedIds(account.permissions[permissionKeyFor(source)])
  if (permitted === 'all') return 'all'
  const listed = [...permitted].map((id) => tree.get(id)).filter((n): n is CategoryRecord => !!n && n.level <= maxLevel)
  const tops = topmostNodes(listed, permitted)
  if (tops.length === 0) throw new Forbidden('category')
  return tops
}

/** Whether the caller's list for the source is 'all' (the whole tree, no category named). */
export function seesWholeSource(account: Grantee, source: PermissionSource): boolean {
  return permittedIds(account.permissions[permissionKeyFor(source)]) === 'all'
}

/** Whether the caller's list for the source grants any category at all. */
export function grantsAnyCategory(account: Grantee, source: PermissionSource): boolean {
  return !isPermissionEmpty(account.permissions[permissionKeyFor(source)])
}

/**
 * Combined platforms: inside tbjd/tbjddy each fact source is held to its own list (cat_list,
 * jd_cat_list, douyin_cat_list) besides the combined one. Per source of plat: the nodes of its own
 * tree its list grants ([] when it lists nothing the tree knows, so nothing of it passes), or null
 * where the source adds no rule of its own — the platform itself (its request was checked against
 * that very list), or a list of 'all'.
 */
export function ownSourceGrants(
  catalog: Pick<Catalog, 'tree'>,
  account: Grantee,
  plat: CatalogPlat,
  sources: readonly string[],
): (CategoryRecord[] | null)[] {
  return sources.map((source) => {
    if (source === plat) return null
    const permitted = permittedIds(account.permissions[permissionKeyFor(source as CatalogPlat)])
    if (permitted === 'all') return null
    const tree = catalog.tree(treeSourceOf(source as CatalogPlat))
    return [...permitted].map((id) => tree.get(id)).filter((n): n is CategoryRecord => !!n)
  })
}
