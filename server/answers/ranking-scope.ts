// The scope of every ranking (concepts, brands, child categories), checked one way for all: the
// category (-400 when the platform's tree lacks it, -403 unless the caller may see its ranking on
// every source of the platform: permissions/rankings.ts; without one, the category the caller's
// ranking opens on), the period (period.ts: -404 outside the data, -403 outside the version) and
// the page within the version's page size; and the one cache key of a ranking's answers.
import type { CatalogPlat, ConceptRankingRequest } from '../../types'
import type { Privileges } from '../../src/domain/privileges'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import { searchDataVersion } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { say } from '../text/messages'
import { requireDefaultRankingCategory, requireRankingCategory } from '../permissions'
import { resolvePeriod, type Period } from './period'
import { pageSizeFor, privilegesOf } from './privileges'
import { ERROR_CODES } from '../../types/envelope'

/** The scope fields of a ranking request (of concepts, brands or categories: each has its own orders). */
export type RankingRequest<Sort extends string> = Omit<ConceptRankingRequest, 'sortby' | 'word'> & { sortby?: Sort }

export interface RankingScope<Sort extends string> {
  plat: CatalogPlat
  tree: Map<number, CategoryRecord>
  node: CategoryRecord
  period: Period
  privileges: Privileges
  page: number
  pageSize: number
  sort: Sort
  /** the caller's earliest month: the rows' trends serve none before it */
  servedFrom: string
}

/**
 * Checks a ranking request (they throw) and resolves its scope. `checkNode`: the ranking's own
 * refusal of a category it cannot rank (-400), asked after the permission and before the period.
 */
export function resolveRankingScope<Sort extends string>(
  ctx: AppContext,
  account: Account,
  b: RankingRequest<Sort>,
  defaultSort: Sort,
  checkNode?: (node: CategoryRecord) => void,
): RankingScope<Sort> {
  const plat = b.plat
  const tree = ctx.catalog.tree(treeSourceOf(plat))
  // without a category: the one the caller's ranking opens on (never one it would then refuse)
  const node = b.cid ? tree.get(b.cid) : requireDefaultRankingCategory(ctx.catalog, account, plat)
  if (!node) throw new DomainError(ERROR_CODES.badParam, say.unknownCategory('cid', String(b.cid), plat))
  requireRankingCategory(ctx.catalog, account, plat, node)
  checkNode?.(node)
  // one month or the three-month period, checked as every call that takes a month
  const privileges = privilegesOf(ctx, account)
  const period = resolvePeriod(ctx, { ts: b.ts, is_multi_month: b.is_multi_month }, privileges)
  return {
    plat,
    tree,
    node,
    period,
    privileges,
    page: b.page ?? 1,
    pageSize: pageSizeFor(privileges, b.page_size),
    sort: b.sortby ?? defaultSort,
    servedFrom: privileges.earliest_month,
  }
}

/**
 * The cache key of a ranking's answer: what it depends on, never who asked. `paged`: one page's
 * answer, whose trends also depend on the caller's window (servedFrom); else the whole ordered
 * list. `extra`: what else the answer depends on (a filter, the language of a sentence in it).
 */
export function rankingKey(kind: string, s: RankingScope<string>, paged: boolean, extra: unknown[] = []): string {
  return JSON.stringify([
    kind,
    searchDataVersion(),
    s.plat,
    s.node.id,
    s.period.isMulti,
    s.period.end,
    s.sort,
    ...(paged ? [s.page, s.pageSize, s.servedFrom] : []),
    ...extra,
  ])
}
