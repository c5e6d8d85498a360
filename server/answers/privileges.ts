// What the caller's version allows (the free version's window, docs/rules.md): the privileges of
// GET /api/get_search_pri, and the rows of one page, for every call that pages or takes a month.
import { searchPrivileges, type Privileges } from '../../src/domain/privileges'
import type { Account } from '../accounts/sessions'
import type { AppContext } from '../context'
import { DATASET_SALES_MODELS } from '../dataset/sales-models'

export function privilegesOf(ctx: AppContext, account: Account): Privileges {
  return searchPrivileges({
    permissions: account.permissions,
    isFreeVersion: account.isFreeVersion,
    download: account.download,
    ts: ctx.catalog.ts,
    tsMin: ctx.catalog.tsMin,
    salesModels: DATASET_SALES_MODELS,
  })
}

/** The rows of one page: as asked (or the call's default), never more than the version's max_page_size. */
export function pageSizeFor(priv: Privileges, asked: number | undefined, fallback = 20): number {
  return Math.min(asked ?? fallback, priv.max_page_size)
}
