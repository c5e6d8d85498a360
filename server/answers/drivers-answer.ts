// Why a concept grows (POST /api/drivers, docs/rules.md "Growth drivers"): its change between the
// period and its base split by category (the rows of its category breakdown), by brand (those that
// moved most, then the rest), by item age (new, continuing, stopped items) and by price band, each
// split adding up to the whole change exactly (integer sums, and a 'rest' part for what a list
// leaves out); and the ranked words of its titles with their own figures inside it.
import type { ConceptDrivers, DriverPart, PriceBand, RelatedWord } from '../../types'
import { absoluteChange, changePercent, sharePercent } from '../../src/domain/growth'
import { parseConcept } from '../../src/domain/expression'
import { foldCase } from '../analytics/queries/title-index'
import { ITEM_AGES, type GroupFigures, type PeriodFigures, type PriceFigures } from '../analytics/queries/concept-facts'
import type { AppContext } from '../context'
import { addFigures, ZERO } from './growth-figures'
import { baseKnown, categorySums, mergedBrands, scopeOf } from './search-answers'
import type { ResolvedConcept } from './search-request'
import { bandCuts, bandOf } from './price-bands'

/** Named parts of a split before the rest: more would not be read. */
export const DRIVER_PARTS = 8
/** Related words listed. */
export const RELATED_WORDS = 12

type Figures = PeriodFigures & { items?: number }

/** One part's figures against the concept's (`total`); the base and every change are null when the base is unknown. */
function partOf(key: string, name: string, nameEn: string, f: Figures, total: PeriodFigures, known: boolean): DriverPart {
  const base = known ? f.sales_base : null
  const change = absoluteChange(f.sales, base)
  const totalChange = known ? total.sales - total.sales_base : null
  return {
    key,
    name,
    name_en: nameEn,
    sales: f.sales,
    sales_base: base,
    sales_yoy: changePercent(f.sales, base),
    change,
    change_share: change === null || !totalChange ? null : sharePercent(change, totalChange, 1),
    share: sharePercent(f.sales, total.sales),
    items: f.items ?? null,
    members: null,
  }
}

/** A part before it is shown: what names it and its sums. */
interface Entry {
  key: string
  name: string
  nameEn: string
  f: Figures
}

/**
 * The parts that moved most (by the size of their change; by sales when the base is unknown),
 * largest rise first and largest fall last, then one 'rest' part summing the others and `unnamed`
 * (sums no entry names).
 */
function topParts(entries: Entry[], total: PeriodFigures, known: boolean, unnamed: PeriodFigures = ZERO): DriverPart[] {
  const weight = (f: PeriodFigures) => (known ? f.sales - f.sales_base : f.sales)
  const bySize = [...entries].sort((a, b) => Math.abs(weight(b.f)) - Math.abs(weight(a.f)) || a.key.localeCompare(b.key))
  const shown = bySize
    .slice(0, DRIVER_PARTS)
    .sort((a, b) => weight(b.f) - weight(a.f) || a.key.localeCompare(b.key))
    .map((e) => partOf(e.key, e.name, e.nameEn, e.f, total, known))
  const others = bySize.slice(DRIVER_PARTS)
  const rest = others.reduce<PeriodFigures>((f, e) => addFigures(f, e.f), { ...unnamed })
  if (others.length === 0 && rest.sales === 0 && rest.sales_base === 0) return shown
  return [...shown, { ...partOf('rest', '', '', rest, total, known), members: others.length }]
}

const moved = (f: PeriodFigures) => f.sales > 0 || f.sales_base > 0

function categoryParts(ctx: AppContext, r: ResolvedConcept, byLeaf: Map<number, PeriodFigures>, total: PeriodFigures): DriverPart[] {
  const { rows, total: listed } = categorySums(ctx, r, byLeaf)
  const entries = rows
    .filter(({ f }) => moved(f))
    .map(({ node, f }) => ({ key: String(node.id), name: node.name, nameEn: node.nameEn || node.name, f }))
  // facts of a leaf under no row (none today: every leaf read lies under a row) still count, in the rest
  const unlisted = { sales: total.sales - listed.sales, sales_base: total.sales_base - listed.sales_base, volume: 0, volume_base: 0 }
  return topParts(entries, total, baseKnown(r), unlisted)
}

function bandParts(prices: PriceFigures[], total: PeriodFigures, known: boolean): PriceBand[] {
  const cuts = bandCuts(prices)
  const sums: GroupFigures[] = Array.from({ length: cuts.length + 1 }, () => ({ ...ZERO, items: 0 }))
  for (const p of prices) {
    const band = sums[bandOf(p.price_cents, cuts)]
    Object.assign(band, addFigures(band, p), { items: band.items + p.items })
  }
  return sums.map((f, i) => ({
    ...partOf(String(i), '', '', f, total, known),
    low: i === 0 ? 0 : cuts[i - 1] / 100,
    high: i < cuts.length ? cuts[i] / 100 : null,
  }))
}

/** Ranked words of the concept's titles other than its own (a word inside one of them is in every title it matched). */
function relatedWords(r: ResolvedConcept, words: (GroupFigures & { word: string })[], total: PeriodFigures, known: boolean): RelatedWord[] {
  const own = r.concept.words.map(foldCase)
  return words
    .filter((w) => w.sales > 0 && !own.some((o) => o.includes(foldCase(w.word))))
    .sort((a, b) => b.sales - a.sales || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map((w) => ({ w, expression: `${r.concept.text} ${w.word}` }))
    .filter(({ expression }) => parseConcept(expression).ok)
    .slice(0, RELATED_WORDS)
    .map(({ w, expression }) => ({ ...partOf(w.word, w.word, w.word, w, total, known), expression }))
}

export async function driversAnswer(ctx: AppContext, r: ResolvedConcept): Promise<ConceptDrivers> {
  const reads = r.reads()
  const [byLeaf, brandRows, facets] = await Promise.all([reads.leaves(r.period), reads.brands(r.period), reads.facets(r.period)])
  const known = baseKnown(r)
  const { brands, total } = mergedBrands(ctx, r, reads.keys, brandRows)
  const brandEntries = [...brands]
    .filter(([, b]) => moved(b.f))
    .map(([name, b]) => ({ key: String(b.brand_id), name, nameEn: name, f: b.f }))
  const items = facets.prices.reduce((n, p) => n + p.items, 0)
  return {
    ...scopeOf(r),
    total_sales: total.sales,
    total_sales_base: known ? total.sales_base : null,
    total_change: absoluteChange(total.sales, known ? total.sales_base : null),
    total_yoy: changePercent(total.sales, known ? total.sales_base : null),
    items,
    by_category: categoryParts(ctx, r, byLeaf, total),
    by_brand: topParts(brandEntries, total, known),
    by_age: ITEM_AGES.map((age) => partOf(age, '', '', facets.ages[age], total, known)),
    price_bands: bandParts(facets.prices, total, known),
    related: relatedWords(r, facets.words, total, known),
  }
}
