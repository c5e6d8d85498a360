// Planted leads: a few concepts whose talk comes before their sales. Each has a "buzz" — a wave of
// attention that rises and falls over a few months, as a post going viral or a creator's series
// does — which multiplies its social volume on one platform (or all three) in month m and its
// sales on every shop L months later (L = the lag, 1 to 4), by a strength of its own. Every other
// concept's talk and sales share their long curve and a wandering part in the same month
// (wander.ts), so no month-to-month movement of one comes before the other's.
// Deterministic: the buzz depends only on the word and the seed.
import type { SocialPlat } from '../../types'
import { autoregression, wordRng } from './wander'

export interface PlantedLead {
  word: string
  /** months the sales follow the talk by */
  lag: number
  /** the platform whose volume carries the buzz; 'all': the three alike */
  plat: SocialPlat | 'all'
  /**
   * How much of the sales' month-to-month movement the buzz makes (0..1): strong leads as the
   * demo's headline cases, and weaker ones of the strength real effects have, which a rule over six
   * years may rightly not tell.
   */
  strength: number
  /** a wave building over the data's last months: talk rising now, its sales still to come */
  risingNow?: boolean
}

/**
 * Concepts sold since 2023-09 at the latest (so the last 24 months of a dataset built from 2026
 * on have a year-earlier month each) by enough items that even the small dataset's sample of one
 * item in 32 sells them every month; the platform named is where such talk starts: skincare,
 * fashion and camping on Xiaohongshu, food and cycling on Douyin, gadgets on Weibo.
 */
export const PLANTED_LEADS: readonly PlantedLead[] = [
  { word: '多巴胺', lag: 1, plat: 'xhs', strength: 0.9 },
  { word: '冰丝', lag: 1, plat: 'douyin', strength: 0.9 },
  { word: '新中式', lag: 2, plat: 'all', strength: 0.85 },
  { word: '以油养肤', lag: 2, plat: 'xhs', strength: 0.9, risingNow: true },
  { word: '露营', lag: 3, plat: 'xhs', strength: 0.85 },
  { word: '国潮', lag: 3, plat: 'weibo', strength: 0.9, risingNow: true },
  { word: '冻干', lag: 4, plat: 'douyin', strength: 0.85 },
  { word: '氮化镓', lag: 2, plat: 'weibo', strength: 0.6 },
  { word: '磁吸', lag: 1, plat: 'weibo', strength: 0.5 },
  { word: '骑行', lag: 3, plat: 'douyin', strength: 0.4 },
  { word: '0糖', lag: 2, plat: 'douyin', strength: 0.3 },
]

/** The buzz carries over from month to month with this persistence: a wave of attention lasts a few months. */
const BUZZ_PERSISTENCE = 0.5
/** The sd of the sales' own month-to-month movement (wander.ts) the buzz is scaled against. */
const OWN_MOVEMENT = 0.15

/** Months a building wave spans at the end of the data, and how much it adds to the buzz each month. */
const WAVE_MONTHS = 5
const WAVE_STEP = 0.8

/**
 * The buzz of a planted lead for month indexes 0..last, in the log: a first-order autoregression of
 * normal steps; for a lead rising now, a wave building over its last WAVE_MONTHS months on top.
 */
export function buzzCurve(lead: PlantedLead, seed: number, last: number): number[] {
  const steps = autoregression(wordRng(lead.word, seed, 'buzz'), last + 1, BUZZ_PERSISTENCE, 1)
  return steps.map((w, i) => w + (lead.risingNow ? Math.max(0, i - (last - WAVE_MONTHS)) * WAVE_STEP : 0))
}

/** How far the buzz moves the sales' log: its share `strength` of their movement (the talk carrying it moves twice as far). */
export function buzzWeight(lead: PlantedLead): number {
  return OWN_MOVEMENT * Math.sqrt(lead.strength / (1 - lead.strength))
}

export function plantedLead(word: string): PlantedLead | undefined {
  return PLANTED_LEADS.find((p) => p.word === word)
}
