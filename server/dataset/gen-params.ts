// Rows of the generator's scratch tables: everything the set-based SQL indexes into, built from the
// vocabulary in Node (small) so that the big tables are generated inside ClickHouse.
import type { DatasetName } from '../config'
import { CONCEPTS } from './concepts'
import { SEASONS, SEASON_PROFILES, calendarOf, conceptCurves, conceptStarts, flatCurve, marketCurve } from './curves'
import { SOURCES, isEnglishSource, type Source } from './families'
import { itemsFor, volumeScale } from './sizes'
import { buildTree, type CategoryRow } from './tree'

export interface BrandRow {
  platform: Source
  brand_id: number
  name: string
  family: string
}

export function brandsOf(source: Source, seed: number): BrandRow[] {
  const out: BrandRow[] = []
  for (const fam of buildTree(source, seed).families) {
    for (const name of fam.brands) out.push({ platform: source, brand_id: out.length + 1, name, family: fam.key })
  }
  return out
}

export function categoryRows(seed: number): CategoryRow[] {
  return SOURCES.flatMap((s) => buildTree(s, seed).rows)
}

/** 1-based concept ids (into CONCEPTS) a family's titles may carry. */
function conceptIdsFor(familyKey: string): number[] {
  const ids: number[] = []
  CONCEPTS.forEach((c, i) => {
    if (c.families.includes(familyKey)) for (let k = 0; k < Math.round((c.weight ?? 1) * 2); k++) ids.push(i + 1)
  })
  return ids
}

/**
 * The first item id of each source (decimal: a JavaScript number cannot hold them all), in the
 * range of the platform's real ids, so that every place an id passes through meets real sizes:
 * Taobao/Tmall and eBay item ids have 12 digits, JD SKUs up to 14, Douyin product ids 19 (past
 * 2⁵³, where a double rounds to multiples of 512). Amazon's ASINs are not numbers; its items get a
 * 10-digit stand-in (item_id is UInt64 in the store). Items of a source are numbered from here.
 */
export const ITEM_ID_BASE: Record<Source, string> = {
  all: '600000000000',
  jd: '10020000000000',
  douyin: '3550000000000000000',
  gamazon: '1000000000',
  ebay: '394000000000',
}

export function sourceParams(source: Source, dataset: DatasetName, seed: number, endIndex: number) {
  const tree = buildTree(source, seed)
  const brands = brandsOf(source, seed)
  return {
    platform: source,
    leaf_ids: tree.leaves.map((l) => l.id),
    leaf_l1: tree.leaves.map((l) => l.l1),
    leaf_l2: tree.leaves.map((l) => l.l2),
    leaf_names: tree.leaves.map((l) => l.titleName),
    leaf_fam: tree.leaves.map((l) => l.family),
    leaf_season: tree.leaves.map((l) => SEASONS.indexOf(l.season)),
    leaf_weight: tree.leaves.map((l) => Math.round(l.weight * 1000) / 1000),
    fam_attrs: tree.families.map((f) => [...f.attrs]),
    fam_brands: tree.families.map((f) => brands.filter((b) => b.family === f.key).map((b) => b.name)),
    fam_brand_ids: tree.families.map((f) => brands.filter((b) => b.family === f.key).map((b) => b.brand_id)),
    fam_concepts: tree.families.map((f) => conceptIdsFor(f.key)),
    fam_pmin: tree.families.map((f) => f.price[0]),
    fam_pmax: tree.families.map((f) => f.price[1]),
    fam_suffixes: tree.families.map((f) => [...f.suffixes]),
    market: marketCurve(source, endIndex).map((x) => Math.round(x * 10000) / 10000),
    calendar: calendarOf(source),
    items: itemsFor(dataset, source),
    id_base: ITEM_ID_BASE[source],
    scale: volumeScale(dataset, source),
    english: isEnglishSource(source) ? 1 : 0,
  }
}

function unique(words: string[]): string[] {
  return [...new Set(words)]
}

/** Words ranked as concepts: the trending concepts plus every everyday title word and variant. */
export function rankingWords(english: boolean, seed: number): string[] {
  const sources = SOURCES.filter((s) => isEnglishSource(s) === english)
  const families = sources.flatMap((s) => buildTree(s, seed).families)
  const trend = CONCEPTS.filter((c) => c.families.some((k) => families.some((f) => f.key === k))).map((c) => c.word)
  const everyday = families.flatMap((f) => [...f.attrs, ...f.variants.map((v) => v[0])])
  return unique([...trend, ...everyday])
}

function fnv(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

export function globalParams(seed: number, endIndex: number) {
  const curves = conceptCurves(endIndex)
  const socialWords = unique([...rankingWords(false, seed), ...rankingWords(true, seed)])
  const socialCurves = socialWords.map((w) => {
    const k = CONCEPTS.findIndex((c) => c.word === w)
    return k >= 0 ? curves[k + 1] : flatCurve(fnv(w) ^ seed, endIndex)
  })
  return {
    concept_words: CONCEPTS.map((c) => c.word),
    concept_starts: conceptStarts(endIndex),
    concept_curves: curves,
    seasons: SEASON_PROFILES,
    rank_words_zh: rankingWords(false, seed),
    rank_words_en: rankingWords(true, seed),
    social_words: socialWords,
    social_curves: socialCurves,
  }
}
