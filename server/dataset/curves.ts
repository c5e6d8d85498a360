// Month-by-month multipliers the SQL generator indexes into: concept curves, seasons (weather,
// gifts, the lunar festivals) and market growth. The platforms' sales calendars are in promotions.ts.
import { CONCEPTS, type ConceptSpec } from './concepts'
import type { Season } from './vocabulary-types'
import { isEnglishSource, type Source } from './families'
import { midAutumnShare, newYearGoodsShare } from './calendar'
import { FACT_START_INDEX, monthIndex } from './month-index'

export { FACT_START_INDEX, MONTH0_YEAR, monthIndex, monthOfIndex } from './month-index'

/** Order matters: an item's season is an index into seasonCurves (this list, then again for festive food). */
export const SEASONS: readonly Season[] = ['none', 'winter', 'summer', 'spring', 'autumn', 'gift', 'school', 'midautumn']
/** Seasons that follow the weather or the school year: the same months every year. */
const MONTHLY: Record<Exclude<Season, 'gift' | 'midautumn'>, number[]> = {
  none: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  winter: [1.8, 1.25, 0.7, 0.45, 0.3, 0.25, 0.22, 0.3, 0.6, 1.25, 2.0, 2.1],
  summer: [0.4, 0.45, 0.75, 1.05, 1.45, 1.85, 1.9, 1.55, 0.95, 0.55, 0.45, 0.4],
  spring: [0.75, 0.9, 1.45, 1.55, 1.25, 0.95, 0.8, 0.8, 1.0, 1.05, 0.9, 0.8],
  autumn: [0.8, 0.7, 0.9, 0.9, 0.7, 0.6, 0.65, 0.9, 1.4, 1.6, 1.5, 1.1],
  school: [0.9, 0.9, 1.0, 0.85, 0.8, 0.8, 1.3, 1.9, 1.4, 0.9, 0.8, 0.75],
}
/** Gifts overseas: Valentine's and Mother's Day a little, the year-end holidays most. */
const EN_GIFT = [0.8, 1.0, 0.8, 0.8, 1.0, 0.85, 0.8, 0.8, 0.85, 0.95, 1.35, 2.1]

/**
 * Seasonal multipliers per month index 0..endIndex for each entry of SEASONS, then the same again
 * for festive food (families with `newYearGoods`), which sells more in the 年货 weeks before the
 * Spring Festival. Chinese gifts follow the lunar festivals: 年货 before the new year, gift boxes
 * before the Mid-Autumn Festival; mooncakes sell in the four weeks before it and hardly after.
 */
export function seasonCurves(source: Source, endIndex: number): number[][] {
  const english = isEnglishSource(source)
  const newYear = newYearGoodsShare(endIndex)
  const midAutumn = midAutumnShare(endIndex)
  const curve = (season: Season): number[] =>
    Array.from({ length: endIndex + 1 }, (_, m) => {
      switch (season) {
        case 'gift':
          return english ? EN_GIFT[m % 12] : 0.8 + 1.6 * newYear[m] + 0.7 * midAutumn[m]
        case 'midautumn':
          return english ? 1 : 0.12 + 4 * midAutumn[m]
        default:
          return MONTHLY[season][m % 12]
      }
    })
  const plain = SEASONS.map(curve)
  const festive = plain.map((c) => c.map((x, m) => (english ? x : x * (1 + 0.9 * newYear[m]))))
  return [...plain, ...festive].map((c) => c.map(round4))
}

/** Market size over time per source: Douyin e-commerce grows from almost nothing from 2019. */
export function marketCurve(source: Source, endIndex: number): number[] {
  const out: number[] = []
  for (let i = 0; i <= endIndex; i++) {
    const years = (i - FACT_START_INDEX) / 12
    switch (source) {
      case 'all':
        out.push(1.0 * 1.04 ** years)
        break
      case 'jd':
        out.push(0.9 * 1.06 ** years)
        break
      case 'douyin':
        out.push(0.04 + 1.7 / (1 + Math.exp(-(i - monthIndex('2021-01')) / 7)))
        break
      case 'gamazon':
        out.push(1.08 ** years)
        break
      case 'ebay':
        out.push(0.98 ** years)
        break
    }
  }
  return out
}

/** Month index of a concept's start for a dataset ending at endIndex. */
export function startIndex(c: ConceptSpec, endIndex: number): number {
  if (c.start === undefined) return 0
  return typeof c.start === 'number' ? endIndex + c.start : monthIndex(c.start)
}

function conceptValue(c: ConceptSpec, i: number, endIndex: number): number {
  const start = startIndex(c, endIndex)
  const years = (i - FACT_START_INDEX) / 12
  switch (c.kind) {
    case 'steady':
      return 0.45 * 1.25 ** years
    case 'decline':
      return 1.7 * 0.7 ** years
    case 'breakout':
      return i < start ? 0 : 0.3 + 2.6 * (1 - Math.exp(-(i - start) / 8))
    case 'seasonal': {
      if (i < start) return 0
      const inSeason = (c.months ?? []).includes((i % 12) + 1)
      return (inSeason ? 2.4 : 0.12) * (0.5 + 0.5 * Math.min(1, (i - start) / 12))
    }
    case 'boom_bust': {
      if (i < start) return 0
      const peak = c.peak ? monthIndex(c.peak) : start + 24
      if (i <= peak) return 0.3 + 2.4 * ((i - start) / Math.max(1, peak - start))
      return 2.7 * 0.55 ** ((i - peak) / 12)
    }
  }
}

/** Curves for concept ids 0..K (0: no concept, all ones), months 0..endIndex. */
export function conceptCurves(endIndex: number): number[][] {
  const ones = Array.from({ length: endIndex + 1 }, () => 1)
  return [ones, ...CONCEPTS.map((c) => Array.from({ length: endIndex + 1 }, (_, i) => round4(conceptValue(c, i, endIndex))))]
}

/** First month index items carrying each concept (ids 1..K) may launch. */
export function conceptStarts(endIndex: number): number[] {
  return CONCEPTS.map((c) => (c.kind === 'steady' || c.kind === 'decline' ? 0 : startIndex(c, endIndex)))
}

/** A gentle, deterministic drift for everyday words (±6 % a year) so they rank too, without a story. */
export function flatCurve(hash: number, endIndex: number): number[] {
  const rate = 1 + ((hash % 1000) / 1000 - 0.5) * 0.12
  return Array.from({ length: endIndex + 1 }, (_, i) => round4(rate ** ((i - FACT_START_INDEX) / 12)))
}

export function round4(x: number): number {
  return Math.round(x * 10000) / 10000
}
