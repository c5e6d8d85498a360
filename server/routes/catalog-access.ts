// Permission checks shared by the catalog routes: a category of a data source must be in the
// caller's list for that source (SPEC §6); a source with an empty list is refused outright.
import type { CatalogPlat, Plat } from '../../types'
import { defaultCategoryId, isCategoryAllowed, isPermissionEmpty, permissionKeyFor, permittedIds } from '../../src/domain/permissions'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import type { AppContext } from '../context'
import { ApiError } from '../http/envelope'

export const NO_PERMISSION = 'Your current version has no permission for this category. Please upgrade.'

export function sourceTree(ctx: AppContext, plat: CatalogPlat): Map<number, CategoryRecord> {
  return ctx.catalog.tree(treeSourceOf(plat))
}

/** A category the caller may see on a source: -400 when it does not exist, -403 outside the list. */
export function allowedCategory(ctx: AppContext, account: Account, plat: CatalogPlat, cid: number, field = 'cid'): CategoryRecord {
  const node = sourceTree(ctx, plat).get(cid)
  if (!node) throw new ApiError(-400, `${field}: category ${cid} does not exist on platform ${plat}`)
  if (!isCategoryAllowed(account.permissions[permissionKeyFor(plat)], node.path)) throw new ApiError(-403, NO_PERMISSION)
  return node
}

/** The category of a call without cid: the whole source for an 'all' list, else the source's default. */
export function defaultScope(ctx: AppContext, account: Account, plat: CatalogPlat): number {
  const list = account.permissions[permissionKeyFor(plat)]
  if (isPermissionEmpty(list)) throw new ApiError(-403, `Your current version has no permission for platform ${plat}. Please upgrade.`)
  if (permittedIds(list) === 'all') return 0
  const id = defaultCategoryId(plat as Plat | 'ebay', account.permissions)
  return allowedCategory(ctx, account, plat, id).id
}

/** 'id,id,…' or an array → distinct ids, in order. */
export function parseIds(value: string | number | number[]): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',').map(Number)
  return [...new Set(list)]
}
