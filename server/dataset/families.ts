// Which families each data source carries, and the names it shows at level 1.
import type { FamilySpec } from './vocabulary-types'
import { PLATFORM_MAKEUP, type Source } from '../../src/domain/platforms'
import { WOMEN, MEN, SHOES, SKINCARE, MAKEUP } from './vocabulary-zh-apparel'
import { SNACKS, DRINKS, KITCHEN, BEDDING } from './vocabulary-zh-home'
import { SPORTSWEAR, OUTDOOR, KIDS, GADGETS } from './vocabulary-zh-leisure'
import { AMAZON_FAMILIES, EBAY_FAMILIES } from './vocabulary-en'

export { SOURCES, type Source } from '../../src/domain/platforms'

/** The zh master tree (Taobao/Tmall); JD and Douyin carry subsets with the same ids. */
export const ZH_FAMILIES: readonly FamilySpec[] = [
  WOMEN,
  SKINCARE,
  MEN,
  SHOES,
  MAKEUP,
  SNACKS,
  DRINKS,
  KITCHEN,
  BEDDING,
  SPORTSWEAR,
  OUTDOOR,
  KIDS,
  GADGETS,
]

export interface SourceFamily {
  spec: FamilySpec
  /** level-1 name on this source */
  name: string
}

export function familiesOf(source: Source): SourceFamily[] {
  switch (source) {
    case 'all':
      return ZH_FAMILIES.map((spec) => ({ spec, name: spec.name }))
    case 'jd':
      return ZH_FAMILIES.filter((f) => f.jd).map((spec) => ({ spec, name: spec.jd as string }))
    case 'douyin':
      return ZH_FAMILIES.filter((f) => f.douyin).map((spec) => ({ spec, name: spec.douyin as string }))
    case 'gamazon':
      return AMAZON_FAMILIES.map((spec) => ({ spec, name: spec.name }))
    case 'ebay':
      return EBAY_FAMILIES.map((spec) => ({ spec, name: spec.name }))
  }
}

/** Titles and concepts are English on the overseas marketplaces, Chinese elsewhere. */
export function isEnglishSource(source: Source): boolean {
  return PLATFORM_MAKEUP[source].titles === 'en'
}

/**
 * The name a category is stored and served under: on an English-titled source its English name in
 * both languages of the UI (the marketplace's own names, the words its titles use),
 * elsewhere its own. The dataset build and the importer both name categories through it.
 */
export function categoryName(source: Source, name: string, nameEn: string): string {
  return isEnglishSource(source) && nameEn ? nameEn : name
}
