// What items cost and how that changes: each product type has its own price band (in its type's
// vocabulary entry), a family's prices drift over the years (electronics get cheaper, food and
// clothes dearer), an item's list price steps twice a year, and sales cut it (promotions.ts).
// The SQL fragments here are used by both the items and the facts queries, so that the price an
// item shows and the prices its months sell at come from one formula.

/** [lowest, highest] list price of a product type in 2022, yuan (zh) or US $ (Amazon, eBay). */
export type PriceBand = readonly [number, number]

export interface FamilyPricing {
  /** yearly change of the family's prices; an item's own rate scatters ±DRIFT_SCATTER around it */
  drift: number
  /**
   * Money one unit of demand spends on an item a month: a family's sales in money do not depend
   * on how its product types are priced (a ¥20 cable sells ten times the units of ¥200 earbuds),
   * and keep the scale of the earlier generator so that rankings keep their minimum bases.
   */
  spend: number
}

export const FAMILY_PRICING: Readonly<Record<string, FamilyPricing>> = {
  // zh families
  women: { drift: 0.03, spend: 306 },
  men: { drift: 0.03, spend: 413 },
  shoes: { drift: 0.02, spend: 263 },
  skincare: { drift: 0.04, spend: 394 },
  makeup: { drift: 0.03, spend: 275 },
  snacks: { drift: 0.04, spend: 64 },
  drinks: { drift: 0.03, spend: 90 },
  kitchen: { drift: 0.01, spend: 185 },
  bedding: { drift: 0.02, spend: 492 },
  sportswear: { drift: 0.02, spend: 413 },
  outdoor: { drift: 0.0, spend: 885 },
  kids: { drift: 0.03, spend: 199 },
  gadgets: { drift: -0.05, spend: 264 },
  // en families
  beauty: { drift: 0.04, spend: 31 },
  office: { drift: 0.02, spend: 118 },
  clothing: { drift: 0.03, spend: 54 },
  home: { drift: 0.02, spend: 78 },
  sports: { drift: 0.02, spend: 92 },
  grocery: { drift: 0.05, spend: 17 },
  electronics: { drift: -0.06, spend: 63 },
}

/** An item's drift rate is its family's ± this (some items get cheaper in a family that gets dearer). */
export const DRIFT_SCATTER = 0.05
/** Month index the price bands describe (2022-01); launch prices are the band moved by the family's drift. */
export const BAND_YEAR_INDEX = 84
/** Units fall faster than price rises within a product type: units ∝ price^−UNIT_ELASTICITY. */
export const UNIT_ELASTICITY = 1.3

export function familyPricing(key: string): FamilyPricing {
  const p = FAMILY_PRICING[key]
  if (!p) throw new Error(`no pricing for family "${key}" (server/dataset/prices.ts)`)
  return p
}

/**
 * SQL: a price as shops write it: yuan end in .9 below ¥100 and in 9 above (39.9, 129, 1299),
 * dollars in .99. Idempotent, so a price already on a price point stays there.
 */
export function pricePointSql(price: string, english: string): string {
  return `if(${english} = 1, floor(${price}) + 0.99,
     if(${price} < 100, floor(${price}) + 0.9, ceil((${price} + 1) / 10) * 10 - 1))`
}

/**
 * SQL: the item's list price at month `m` relative to its listed `price` (the price in its last
 * month on sale): the item's rate (its family's `drift` ± DRIFT_SCATTER), stepping every six
 * months from launch. `drift` is the family's rate, `itemId` seeds the item's own scatter.
 */
export function listPriceFactorSql(drift: string, itemId: string, m: string, launch: string, last: string): string {
  const rate = `(${drift} + ((cityHash64(${itemId}, 'drift') % 1000) / 1000 - 0.5) * ${2 * DRIFT_SCATTER})`
  const half = (month: string) => `intDiv(toInt32(${month}) - toInt32(${launch}), 6)`
  return `pow(1 + ${rate}, (${half(m)} - ${half(last)}) / 2)`
}
