import type { CommodityQuery } from '../../../types'

/** What the item list can be sorted by (POST /api/itemcloud `sortby`). */
export type CommoditySortKey = NonNullable<CommodityQuery['sortby']>

export interface CommoditySort {
  by: CommoditySortKey
  /** 0 descending, 1 ascending (the body's `asc`) */
  asc: 0 | 1
}

export const COMMODITY_SORT_KEYS: readonly CommoditySortKey[] = ['sales', 'volume', 'growth', 'price']

/** The server's default: best sellers first. */
export const DEFAULT_COMMODITY_SORT: CommoditySort = { by: 'sales', asc: 0 }

/** Choosing the current key flips its direction; another key starts descending (largest first). */
export function nextSort(current: CommoditySort, by: CommoditySortKey): CommoditySort {
  return current.by === by ? { by, asc: current.asc === 1 ? 0 : 1 } : { by, asc: 0 }
}

/** Rows per page asked for; the free version's pages are capped lower by the server, which answers with its own page_size. */
export const COMMODITY_PAGE_SIZE = 20
