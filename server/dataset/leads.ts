// Planted leads: a few concepts whose talk comes before their sales. Each has a "buzz" — a wave of
// attention that rises and falls over a few months, as a post going viral or a creator's series
// does — which multiplies its social volume on one platform (or all three) in month m and its
// sales on every shop L months later (L = the lag, 1 to 4). Every other concept's talk and sales
// share only their long curve, so no month-to-month movement of one comes before the other's.
// Deterministic: the buzz depends only on the word and the seed.
import type { SocialPlat } from '../../types'
import { SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { round4 } from './curves'

export interface PlantedLead {
  word: string
  /** months the sales follow the talk by */
  lag: number
  /** the platform whose volume carries the buzz; 'all': the three alike */
  plat: SocialPlat | 'all'
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
  { word: '多巴胺', lag: 1, plat: 'xhs' },
  { word: '冰丝', lag: 1, plat: 'douyin' },
  { word: '新中式', lag: 2, plat: 'all' },
  { word: '以油养肤', lag: 2, plat: 'xhs', risingNow: true },
  { word: '露营', lag: 3, plat: 'xhs' },
  { word: '国潮', lag: 3, plat: 'weibo', risingNow: true },
  { word: '冻干', lag: 4, plat: 'douyin' },
]

/** The buzz moves the log of volume and sales with this month-to-month persistence ... */
const PERSISTENCE = 0.5
/** ... and innovations uniform in ±SWING: a standard deviation of about 0.8 in the log (×/÷ 2.2). */
const SWING = 1.2

function hash01(word: string, seed: number, i: number): number {
  let h = 2166136261 ^ seed
  const s = `${word}#${i}`
  for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 16777619)
  h = Math.imul(h ^ (h >>> 15), 2246822507)
  h = Math.imul(h ^ (h >>> 13), 3266489909)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

/** Months a building wave spans at the end of the data, and how much it adds to the log each month. */
const WAVE_MONTHS = 5
const WAVE_STEP = 0.45

/**
 * The buzz multiplier of a word for month indexes 0..last: exp of a first-order autoregression of
 * hashed noise; for a lead rising now, a wave building over its last WAVE_MONTHS months on top.
 */
export function buzzCurve(word: string, seed: number, last: number): number[] {
  const rising = plantedLead(word)?.risingNow === true
  const out: number[] = []
  let w = 0
  for (let i = 0; i <= last; i++) {
    w = PERSISTENCE * w + (hash01(word, seed, i) * 2 - 1) * SWING
    const wave = rising ? Math.max(0, i - (last - WAVE_MONTHS)) * WAVE_STEP : 0
    out.push(Math.exp(w + wave))
  }
  return out
}

export function plantedLead(word: string): PlantedLead | undefined {
  return PLANTED_LEADS.find((p) => p.word === word)
}

/** A concept's sales curve with its planted buzz applied `lag` months late (unchanged without one). */
export function salesWithLead(word: string, curve: number[], seed: number): number[] {
  const lead = plantedLead(word)
  if (!lead) return curve
  const buzz = buzzCurve(word, seed, curve.length - 1)
  return curve.map((x, i) => round4(x * buzz[Math.max(0, i - lead.lag)]))
}

/** A word's social curve per social platform (SOCIAL_PLATFORMS order): the buzz on the platforms that carry it. */
export function socialWithLead(word: string, curve: number[], seed: number): number[][] {
  const lead = plantedLead(word)
  if (!lead) return SOCIAL_PLATFORMS.map(() => curve)
  const buzz = buzzCurve(word, seed, curve.length - 1)
  return SOCIAL_PLATFORMS.map((p) => (lead.plat === 'all' || lead.plat === p ? curve.map((x, i) => round4(x * buzz[i])) : curve))
}
