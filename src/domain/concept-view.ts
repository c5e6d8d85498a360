// The /concept view as a URL: platform, month, category, one or three months, page and
// sort live in the query string, so a reload or a shared link shows the same ranking. Values that
// do not parse are dropped (the screen then uses its defaults), never passed on to the server.
import type { Month, Plat, RankingSort } from '../../types'
import { MULTI_MONTH_SPAN, PLATFORMS } from './constants'
import { isMonth, monthRange, shiftMonth } from './months'

export const RANKING_SORTS: readonly RankingSort[] = ['growth', 'sales', 'volume']
export const DEFAULT_SORT: RankingSort = 'growth'

/**
 * The deepest category level each ranking covers: concepts are kept for levels 1 and 2; brands are
 * ranked in any category; child categories need a category with children (levels 1 to 3).
 */
export const DEEPEST_RANKED_LEVEL = { concept: 2, brand: 4, category: 3 } as const

export interface ConceptView {
  plat?: Plat
  ts?: Month
  cid?: number
  multi: boolean
  page: number
  sort: RankingSort
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/

function positiveInt(value: string | undefined): number | undefined {
  return value !== undefined && POSITIVE_INT.test(value) ? Number(value) : undefined
}

/** The view a query string asks for (parameter names as on /detail: plat, ts, cid, is_multi_month, page; plus sort). */
export function parseConceptView(query: Record<string, string | undefined>): ConceptView {
  const plat = PLATFORMS.find((p) => p === query.plat)
  const sort = RANKING_SORTS.find((s) => s === query.sort) ?? DEFAULT_SORT
  return {
    ...(plat ? { plat } : {}),
    ...(isMonth(query.ts) ? { ts: query.ts } : {}),
    ...(positiveInt(query.cid) ? { cid: positiveInt(query.cid) } : {}),
    multi: query.is_multi_month === '1',
    page: positiveInt(query.page) ?? 1,
    sort,
  }
}

/** The query string of a view; defaults are left out so links stay short. */
export function conceptViewQuery(view: ConceptView): Record<string, string | number | undefined> {
  return {
    plat: view.plat,
    ts: view.ts,
    cid: view.cid,
    is_multi_month: view.multi ? 1 : undefined,
    page: view.page > 1 ? view.page : undefined,
    sort: view.sort === DEFAULT_SORT ? undefined : view.sort,
  }
}

/**
 * "only months that can be answered are offered". One month: every month from the first
 * one the user may see to the latest. Three months (the month wrap: the month and the two before it): the
 * period must lie inside the data, so the first two months of the data cannot end one.
 * Newest first, as the month select lists them.
 */
export function answerableMonths(firstMonth: Month, latest: Month, multi: boolean): Month[] {
  const first = multi ? shiftMonth(firstMonth, MULTI_MONTH_SPAN - 1) : firstMonth
  return monthRange(first, latest).reverse()
}
