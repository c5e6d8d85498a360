// What the four reads of a concept's detail page are over and what they give, in the memory
// execution over the expression's facts held in memory (expr-facts.ts): the monthly trend
// (monthly-figures.ts), the category and brand breakdowns (slot-sums.ts) and a page of items
// (item-list.ts). Each is one pass over the segments of the expression's items in the asked
// categories (scope-segments.ts), reading the period's sums from the source's windows or its rows
// (segment-period.ts); no query to the engine. Months are 'YYYY-MM'; the sums mean what the SQL
// sumIf over the facts meant before.
import type { ExprFacts } from './expr-facts'

/** Which categories: level-1 ids, level-2 ids and leaf ids (deeper nodes expanded to their leaves); all = no filter. */
export interface CategoryFilter {
  all: boolean
  l1: number[]
  l2: number[]
  leaves: number[]
}

export interface FactScope {
  /** the expression's facts, one per fact source */
  facts: ExprFacts[]
  /** their keys, in the same order (brand naming) */
  keys: number[]
  categories: CategoryFilter
  /**
   * Per fact source (same order as facts): the source's own permission list as a filter, or null
   * when the request's categories already lie inside it. A combined platform (tbjd, tbjddy) sums
   * several sources, and its request is checked against the combined list only; each source's rows
   * must also pass that source's own list (the combined-platforms rule), or JD's figures of a category the
   * caller may not see on JD would be summed in. A row passes both filters.
   */
  sourceCategories: (CategoryFilter | null)[]
  /** per source (as facts): only this brand's facts there (-1: the brand sells nothing there); null: every brand */
  brands: readonly number[] | null
}

export interface PeriodMonths {
  start: string
  end: string
  baseStart: string
  baseEnd: string
}

export interface MonthFigures {
  sales: number
  volume: number
}

export interface PeriodFigures {
  sales: number
  sales_base: number
  volume: number
  volume_base: number
}

export interface BrandFigures extends PeriodFigures {
  key: number
  brand_id: number
}

/** Period and base sums of a group of items, and how many items (with rows in the period or its base) it holds. */
export interface GroupFigures extends PeriodFigures {
  items: number
}

/** The items of one list price (in cents, the items table's price). */
export interface PriceFigures extends GroupFigures {
  price_cents: number
}

/** The items whose titles hold a ranked word (item_words). */
export interface WordFigures extends GroupFigures {
  word: string
}

/**
 * An item's place between the period and its base: selling in the period and not in the base
 * (new), in both (continuing), or in the base only (stopped). Items selling in neither change nothing.
 */
export type ItemAge = 'new' | 'continuing' | 'stopped'
export const ITEM_AGES: readonly ItemAge[] = ['new', 'continuing', 'stopped']

/** What the items of a read are made of: sums per list price, per item age and per ranked word of their titles. */
export interface ItemFacets {
  prices: PriceFigures[]
  ages: Record<ItemAge, GroupFigures>
  words: WordFigures[]
}

export type ItemSort = 'sales' | 'volume' | 'growth' | 'price'

export interface ItemFigures extends PeriodFigures {
  key: number
  /** decimal string: exact past 2⁵³ (expr-facts.ts) */
  item_id: string
  brand_id: number
  category_id: number
  price: number
  title: string
}
