// Shapes of the hand-written vocabulary the generator composes categories and titles from.

/** A product type's own selling season (multiplies the platform's calendar). */
export type Season = 'none' | 'winter' | 'summer' | 'spring' | 'autumn' | 'gift' | 'school' | 'midautumn'

/** [name in the platform's own language (used in titles), translation, season] of a level-3 product type. */
export type TypeSpec = readonly [string, string, Season?]

export interface GroupSpec {
  name: string
  en: string
  types: readonly TypeSpec[]
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
  /** [own language, translation] modifiers that turn a product type into level-4 leaves (碎花 + 连衣裙) */
  variants: readonly (readonly [string, string])[]
  /** everyday title words; they are also ranked as concepts (flat, noisy growth) */
  attrs: readonly string[]
  /** 'zh/LATIN' for zh families, a single Latin name for en families; all invented */
  brands: readonly string[]
  /** unit price range (yuan, or US $ for en families) */
  price: readonly [number, number]
  /** title endings */
  suffixes: readonly string[]
}
