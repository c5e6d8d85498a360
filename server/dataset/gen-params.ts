// Rows of the generator's scratch tables: everything the set-based SQL indexes into, built from the
// vocabulary in Node (small) so that the big tables are generated inside ClickHouse.
import type { DatasetName } from '../config'
import { parseConcept, type ConceptExpr } from '../../src/domain/expression'
import { CONCEPTS } from './concepts'
import { SEASONS, conceptCurves, conceptStarts, flatCurve, marketCurve, seasonCurves } from './curves'
import { SOURCES, isEnglishSource, type Source } from './families'
import { familyPricing } from './prices'
import { discountCurve, trafficCurve } from './promotions'
import { itemsFor, volumeScale } from './sizes'
import { wordCurves } from './word-curves'
import { conceptShown, sharesWord } from './title-words'
import { buildTree, type CategoryRow, type LeafInfo } from './tree'
import type { FamilySpec } from './vocabulary-types'

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

/** 1-based concept ids (into CONCEPTS) a family's titles may carry, repeated by weight. */
function conceptIdsFor(familyKey: string): number[] {
  const ids: number[] = []
  CONCEPTS.forEach((c, i) => {
    if (c.families.includes(familyKey)) for (let k = 0; k < Math.round((c.weight ?? 1) * 2); k++) ids.push(i + 1)
  })
  return ids
}

/**
 * The parts a leaf's titles are composed of, none repeating a word of another: its concepts with
 * the words its name already says left out (Protein Coffee on Ground Coffee shows Protein; the
 * search still finds Protein and Coffee), its group's title words that say nothing its name or a
 * concept of its family says, and endings that repeat none of these.
 */
export function leafTitleParts(leaf: LeafInfo, family: FamilySpec, english: boolean) {
  // a Chinese concept that shares only part of the name (围炉煮茶 on 煮茶器) would repeat it: not on this leaf
  const concepts = conceptIdsFor(family.key).filter((id) => {
    const word = CONCEPTS[id - 1].word
    return english || leaf.titleName.includes(word) || !sharesWord(word, leaf.titleName, false)
  })
  const conceptWords = [...new Set(concepts)].map((id) => CONCEPTS[id - 1].word)
  const attrs = leaf.attrs.filter((a) => !sharesWord(a, leaf.titleName, english) && !conceptWords.some((c) => sharesWord(a, c, english)))
  const suffixes = leaf.suffixes.filter((s) => ![leaf.titleName, ...conceptWords, ...attrs].some((p) => sharesWord(s, p, english)))
  if (attrs.length < 2 || suffixes.length < 1) {
    throw new Error(
      `vocabulary: leaf "${leaf.titleName}" keeps ${attrs.length} title words and ${suffixes.length} endings that repeat no word`,
    )
  }
  return { concepts, conceptsShown: concepts.map((id) => conceptShown(CONCEPTS[id - 1].word, leaf.titleName, english)), attrs, suffixes }
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
  const english = isEnglishSource(source)
  const parts = tree.leaves.map((l) => leafTitleParts(l, tree.families[l.family - 1], english))
  return {
    platform: source,
    leaf_ids: tree.leaves.map((l) => l.id),
    leaf_l1: tree.leaves.map((l) => l.l1),
    leaf_l2: tree.leaves.map((l) => l.l2),
    leaf_names: tree.leaves.map((l) => l.titleName),
    leaf_fam: tree.leaves.map((l) => l.family),
    // an index into seasons: the type's season, in the festive-food half for 年货 families
    leaf_season: tree.leaves.map((l) => SEASONS.indexOf(l.season) + (tree.families[l.family - 1].newYearGoods ? SEASONS.length : 0)),
    leaf_weight: tree.leaves.map((l) => Math.round(l.weight * 1000) / 1000),
    leaf_pmin: tree.leaves.map((l) => l.band[0]),
    leaf_pmax: tree.leaves.map((l) => l.band[1]),
    leaf_attrs: parts.map((p) => p.attrs),
    leaf_suffixes: parts.map((p) => p.suffixes),
    leaf_concepts: parts.map((p) => p.concepts),
    leaf_concepts_shown: parts.map((p) => p.conceptsShown),
    fam_brands: tree.families.map((f) => brands.filter((b) => b.family === f.key).map((b) => b.name)),
    fam_brand_ids: tree.families.map((f) => brands.filter((b) => b.family === f.key).map((b) => b.brand_id)),
    fam_l1: tree.families.map((f) => f.id),
    fam_drift: tree.families.map((f) => familyPricing(f.key).drift),
    fam_spend: tree.families.map((f) => familyPricing(f.key).spend),
    market: marketCurve(source, endIndex).map((x) => Math.round(x * 10000) / 10000),
    calendar: trafficCurve(source, endIndex),
    discount: discountCurve(source, endIndex),
    seasons: seasonCurves(source, endIndex),
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
  const everyday = families.flatMap((f) => f.groups.flatMap((g) => groupWords(f, g)))
  return unique([...trend, ...everyday])
}

type Group = FamilySpec['groups'][number]

/** The everyday title words of a group of a family: its modifiers and the first name of each variant. */
function groupWords(f: FamilySpec, g: Group): string[] {
  return [...(g.attrs ?? f.attrs), ...(g.variants ?? f.variants).map((v) => v[0])]
}

/**
 * The field (Taobao/Tmall level-1 category) each social word belongs to, whose talents post about
 * it: a trending concept's first family, where it started (轻户外 is outdoor wear though trail
 * shoes carry it too); an everyday word's family whose types use it most, the first on a tie.
 */
export function socialFields(seed: number): { field_words: string[]; fields: number[] } {
  const families = buildTree('all', seed).families
  const field_words = rankingWords(false, seed)
  const fields = field_words.map((word) => {
    const concept = CONCEPTS.find((c) => c.word === word)
    const home = concept
      ? families.find((f) => f.key === concept.families[0])
      : families
          .map((f) => ({ f, types: f.groups.filter((g) => groupWords(f, g).includes(word)).reduce((n, g) => n + g.types.length, 0) }))
          .reduce((best, x) => (x.types > best.types ? x : best), { f: undefined as FamilySpec | undefined, types: 0 }).f
    if (!home) throw new Error(`social word ${JSON.stringify(word)} belongs to no family of the Taobao/Tmall tree`)
    return home.id
  })
  return { field_words, fields }
}

/**
 * A ranked word as the words a search of it looks for: parsed by the one parser of concept
 * expressions (src/domain/expression), where words side by side mean `and` ("Protein Coffee" is
 * Protein and Coffee). The ranking matches a title when it holds every one of them, so that a
 * ranked word searched gives the ranking's figure. A ranked word whose expression is
 * anything but words joined by `and` (an `or`/`not` inside it) is a vocabulary error.
 */
export function rankedWordTokens(word: string): string[] {
  const parsed = parseConcept(word)
  if (!parsed.ok) throw new Error(`ranking word ${JSON.stringify(word)}: ${parsed.message.en}`)
  const words = (e: ConceptExpr): string[] => {
    if (e.op === 'word') return [e.word]
    if (e.op !== 'and') throw new Error(`ranking word ${JSON.stringify(word)} holds "${e.op}": ranked words are words joined by and`)
    return [...words(e.left), ...words(e.right)]
  }
  return words(parsed.expr)
}

/** multiSearch* functions of the engine take fewer than 2⁸ needles. */
const MAX_NEEDLES = 255

/**
 * The distinct tokens (case-folded: matching ignores case) of a list of ranked words, and per word
 * the 1-based indexes of its distinct tokens: the build finds all tokens in one pass over each
 * title, and a word matches when the count of its tokens found is its number of tokens.
 */
export function rankingTokens(words: string[]): { tokens: string[]; wordTokens: number[][] } {
  const tokens: string[] = []
  const at = new Map<string, number>()
  const wordTokens = words.map((w) => [
    ...new Set(
      rankedWordTokens(w).map((t) => {
        const key = t.toLowerCase()
        let i = at.get(key)
        if (i === undefined) {
          tokens.push(key)
          at.set(key, (i = tokens.length))
        }
        return i
      }),
    ),
  ])
  if (tokens.length > MAX_NEEDLES)
    throw new Error(`ranking vocabulary: ${tokens.length} distinct words, the build matches at most ${MAX_NEEDLES} per language`)
  return { tokens, wordTokens }
}

function fnv(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

export function globalParams(seed: number, endIndex: number) {
  const plain = conceptCurves(endIndex)
  // each concept's sales and talk wander about its curve, sharing a part; a planted lead's sales
  // follow its buzz some months late (word-curves.ts)
  const conceptWords = CONCEPTS.map((c, k) => wordCurves(c.word, plain[k + 1], seed, true))
  const curves = [plain[0], ...conceptWords.map((c) => c.sales)]
  const zh = rankingWords(false, seed)
  const en = rankingWords(true, seed)
  // Douyin, Weibo and Xiaohongshu are Chinese platforms: people there talk about the words of
  // Chinese shops, so those are the social concepts (and each has its e-commerce sales beside it)
  const socialWords = zh
  // per word, one curve per social platform (SOCIAL_PLATFORMS order): a concept's talk as above;
  // another word's a gentle drift that wanders on each platform
  const socialCurves = socialWords.flatMap((w) => {
    const k = CONCEPTS.findIndex((c) => c.word === w)
    return k < 0 ? wordCurves(w, flatCurve(fnv(w) ^ seed, endIndex), seed, false).talk : conceptWords[k].talk
  })
  const zhTokens = rankingTokens(zh)
  const enTokens = rankingTokens(en)
  return {
    concept_words: CONCEPTS.map((c) => c.word),
    concept_starts: conceptStarts(endIndex),
    concept_curves: curves,
    rank_words_zh: zh,
    rank_words_en: en,
    rank_tokens_zh: zhTokens.tokens,
    rank_word_tokens_zh: zhTokens.wordTokens,
    rank_tokens_en: enTokens.tokens,
    rank_word_tokens_en: enTokens.wordTokens,
    social_words: socialWords,
    social_curves: socialCurves,
  }
}
