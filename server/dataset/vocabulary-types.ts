// Shapes of the hand-written vocabulary the generator composes categories and titles from.
import type { PriceBand } from './prices'

/** A product type's own selling season (multiplies the platform's calendar). */
export type Season = 'none' | 'winter' | 'summer' | 'spring' | 'autumn' | 'gift' | 'school' | 'midautumn'

/**
 * [name in the platform's own language (used in titles), translation, price band, season] of a
 * level-3 product type.
 */
export type TypeSpec = readonly [string, string, PriceBand, Season?]

/** [own language, translation] of a modifier that turns a product type into a level-4 leaf (碎花 + 连衣裙). */
export type VariantSpec = readonly [string, string]

export interface GroupSpec {
  name: string
  en: string
  types: readonly TypeSpec[]
  /** the group's own leaf modifiers, title words and title endings, where the family's do not fit its products */
  variants?: readonly VariantSpec[]
  attrs?: readonly string[]
  suffixes?: readonly string[]
}

/** One level-1 category family with everything titles are made of. */
export interface FamilySpec {
  key: string
  id: number
  name: string
  en: string
  /** names on other zh platforms carrying this family (same ids, so Taobao+JD+Douyin combine) */
  jd?: string
  douyin?: string
  groups: readonly GroupSpec[]
  /** leaf modifiers of the groups that have none of their own */
  variants: readonly VariantSpec[]
  /** everyday title words of the groups that have none of their own; also ranked as concepts (flat, noisy growth) */
  attrs: readonly string[]
  /** 'zh/LATIN' for zh families, a single Latin name for en families; all invented */
  brands: readonly string[]
  /** festive food: sells more in the 年货 weeks before the Spring Festival */
  newYearGoods?: boolean
  /** title endings of the groups that have none of their own */
  suffixes: readonly string[]
}
