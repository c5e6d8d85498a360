// Category lookups shared by the catalog routes: a category id must exist on the source's tree
// (-400 otherwise); whether the caller may see it is decided in server/permissions.
import type { CatalogPlat, Plat } from '../../types'
import { defaultCategoryId } from '../../src/domain/permissions'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { requireCategory, requireSource, seesWholeSource } from '../permissions'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

export function sourceTree(ctx: AppContext, plat: CatalogPlat): Map<number, CategoryRecord> {
  return ctx.catalog.tree(treeSourceOf(plat))
}

/** The category of an id on a source's tree; -400 naming the field when the tree has no such id. */
export function existingCategory(ctx: AppContext, plat: CatalogPlat, cid: number, field = 'cid'): CategoryRecord {
  const node = sourceTree(ctx, plat).get(cid)
  if (!node) throw new DomainError(ERROR_CODES.badParam, say.unknownCategory(field, String(cid), plat))
  return node
}

/** A category the caller may see on a source: -400 when it does not exist, -403 outside the list. */
export function allowedCategory(ctx: AppContext, account: Account, plat: CatalogPlat, cid: number, field = 'cid'): CategoryRecord {
  const node = existingCategory(ctx, plat, cid, field)
  requireCategory(account, plat, node)
  return node
}

/** The category of a call without cid: the whole source for an 'all' list, else the source's default. */
export function defaultScope(ctx: AppContext, account: Account, plat: CatalogPlat): number {
  requireSource(account, plat)
  if (seesWholeSource(account, plat)) return 0
  const id = defaultCategoryId(plat as Plat | 'ebay', account.permissions)
  return allowedCategory(ctx, account, plat, id).id
}

/** 'id,id,…' or an array → distinct ids, in order. */
export function parseIds(value: string | number | number[]): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',').map(Number)
  return [...new Set(list)]
}
