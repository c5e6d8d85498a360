// The four reads of a concept's detail page, as the answers ask for them, with two executions:
//  - memory: over every source's facts held in this process (concept-facts.ts and the reads it names, the embedded
//    default: a never-seen concept costs a few ms);
//  - engine: each read one query computed inside ClickHouse (concept-engine.ts), aggregation and
//    the item page's LIMIT included, nothing per expression held here: the execution for a cluster,
//    where no process can hold a marketplace's facts.
// Both give the same figures (a contract test compares them over a corpus of requests).
import type { Analytics } from '../client'
import type { CompiledConcept } from '../concept-sql'
import type {
  BrandFigures,
  CategoryFilter,
  FactScope,
  ItemFacets,
  ItemFigures,
  ItemSort,
  MonthFigures,
  PeriodFigures,
  PeriodMonths,
} from './concept-facts'
import { itemCount, sortedItems, type SortedItems } from './item-list'
import { monthlyFigures } from './monthly-figures'
import { itemFacets } from './item-facets'
import { brandFigures, leafFigures } from './slot-sums'
import { engineReads } from './concept-engine'
import { cachesEnabled } from '../computed-caches'
import { matchFacts } from './search-index'

export type AnalyticsExecution = 'memory' | 'engine'

export interface ConceptReads {
  /** one key per fact source, in the order of the sources (brand rows name their source by it) */
  keys: number[]
  monthly(from: string, to: string, period: PeriodMonths): Promise<{ months: Map<string, MonthFigures>; items: number }>
  leaves(period: PeriodMonths): Promise<Map<number, PeriodFigures>>
  brands(period: PeriodMonths): Promise<BrandFigures[]>
  /** one page of the items selling in the period, sorted (item id breaks ties), and how many sell */
  items(period: PeriodMonths, sort: ItemSort, asc: boolean, limit: number, offset: number): Promise<{ total: number; rows: ItemFigures[] }>
  /** items with facts in the period (selling or not) */
  itemCount(period: PeriodMonths): Promise<number>
  /** the items' sums per list price, per item age and per ranked word of their titles */
  facets(period: PeriodMonths): Promise<ItemFacets>
}

/** What a concept's reads are over: its sources, its expression and the filters of the request. */
export interface ReadScope {
  sources: readonly string[]
  concept: CompiledConcept
  categories: CategoryFilter
  /** per source: its own permission list as a filter, or null (FactScope.sourceCategories) */
  sourceCategories: (CategoryFilter | null)[]
  /** per source (as sources): only this brand's facts there (-1: the brand sells nothing there); null: every brand */
  brands: readonly number[] | null
}

/**
 * The sorted item lists last asked for (a few, each up to the expression's items): the pages after
 * the first are slices of one sort, where each used to sum and sort every item again (deep pages of
 * a common word on tbjddy cost tens of ms each).
 */
const MAX_ITEM_ORDERS = 16
const itemOrders = new Map<string, SortedItems>()

function itemOrder(key: string, compute: () => SortedItems): SortedItems {
  let order = itemOrders.get(key)
  if (order) itemOrders.delete(key)
  else order = compute()
  if (!cachesEnabled()) return order
  itemOrders.set(key, order)
  if (itemOrders.size > MAX_ITEM_ORDERS) itemOrders.delete(itemOrders.keys().next().value as string)
  return order
}

function memoryReads(scope: ReadScope, cacheKey: string): ConceptReads {
  const facts = matchFacts(scope.sources, scope.concept)
  const s: FactScope = {
    facts,
    keys: facts.map((f) => f.key),
    categories: scope.categories,
    sourceCategories: scope.sourceCategories,
    brands: scope.brands,
  }
  return {
    keys: s.keys,
    monthly: async (from, to, period) => monthlyFigures(s, from, to, period),
    leaves: async (period) => leafFigures(s, period),
    brands: async (period) => brandFigures(s, period),
    items: async (period, sort, asc, limit, offset) => {
      const order = itemOrder(JSON.stringify([cacheKey, sort, asc]), () => sortedItems(s, period, sort, asc))
      return { total: order.total, rows: order.page(offset, limit) }
    },
    itemCount: async (period) => itemCount(s, period),
    facets: async (period) => itemFacets(s, period),
  }
}

/**
 * The reads of a scope in the chosen execution. `cacheKey` names the scope and period (the answer
 * key without its kind): the memory execution keeps item sorts under it.
 */
export function conceptReads(execution: AnalyticsExecution, store: Analytics, scope: ReadScope, cacheKey: string): ConceptReads {
  return execution === 'engine' ? engineReads(store, scope) : memoryReads(scope, cacheKey)
}
