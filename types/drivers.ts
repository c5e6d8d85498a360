// What a concept's growth is made of (POST /api/drivers, the detail's Drivers tab): its change
// between the period and its base split into parts by category, by brand, by item age and by price
// band, each part's changes adding up to the whole to the unit, and the ranked words of its titles.
import type { ConceptScope } from './search'

/** The parts a change is split by. */
export type DriverPartKind = 'category' | 'brand' | 'band' | 'age'

/**
 * One part of the concept's sales: its period and base, and what it added to the concept's change.
 * `key`: the category or brand id as a decimal, the band's index, the age ('new', 'continuing',
 * 'stopped'), or 'rest' for everything a list leaves out.
 */
export interface DriverPart {
  key: string
  /** category or brand name (categories: zh; name_en beside it); '' for the parts the client names */
  name: string
  name_en: string
  sales: number
  /** null when a month of the base has no data: unknown, not 0 */
  sales_base: number | null
  /** year-on-year %, 1 decimal; null without a known base above 0 */
  sales_yoy: number | null
  /** sales - sales_base; the parts of one split add up to the concept's change exactly; null when the base is unknown */
  change: number | null
  /** change / the concept's change, %, 1 decimal (negative for a part that moved against it); null when that change is 0 or unknown */
  change_share: number | null
  /** share of the concept's sales in the period, %, 2 decimals; null when it sold nothing */
  share: number | null
  /** items behind the part with facts in the period or its base; null where not counted (categories, brands) */
  items: number | null
  /** parts gathered into 'rest': how many */
  members: number | null
}

/** A price band: the items whose list price is at least `low` and below `high` (null: no upper end), in the answer's currency. */
export interface PriceBand extends DriverPart {
  low: number
  high: number | null
}

/** A ranked word found in the concept's titles: `expression` opens its own detail (the concept and the word). */
export interface RelatedWord extends DriverPart {
  expression: string
}

/** Data of POST /api/drivers. */
export interface ConceptDrivers extends ConceptScope {
  total_sales: number
  total_sales_base: number | null
  total_change: number | null
  total_yoy: number | null
  /** items with facts in the period or its base */
  items: number
  by_category: DriverPart[]
  /** the brands that moved the most (by the size of their change), then 'rest' */
  by_brand: DriverPart[]
  /** 'new', 'continuing', 'stopped' (concept-facts.ts ItemAge) */
  by_age: DriverPart[]
  price_bands: PriceBand[]
  /** the words of the concept's titles with the most sales, besides its own */
  related: RelatedWord[]
}
