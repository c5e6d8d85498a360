// Social volume: the latest month per social platform, and the ranking of one (social platform,
// month, category) computed from the 13 monthly volumes of each word with the one growth
// definition (src/domain/social-growth). A ranking is a few hundred words; the whole sorted list
// is kept in memory per key (the data only changes with a rebuild or an import). Months outside the
// platform's recorded months have no data: their trend points are null, never 0 (a word is not
// "new" because the platform had not started yet).
import type { Month, SocialPlat } from '../../types'
import { SOCIAL_PLATFORMS, SOCIAL_TREND_MONTHS } from '../../src/domain/constants'
import { compareGrowth } from '../../src/domain/growth'
import { lastMonths } from '../../src/domain/months'
import { isSocialRankable, socialGrowth, type SocialGrowthFigures } from '../../src/domain/social-growth'
import { DB, num, type Analytics } from './client'

export interface SocialWord extends SocialGrowthFigures {
  word: string
  /** null: a month the platform has no data of */
  trend: (number | null)[]
}

export interface SocialQuery {
  plat: SocialPlat
  ts: Month
  /** Taobao level-1/level-2 category whose concepts count; 0: every word */
  cid: number
  sortby: 'growth' | 'volume'
}

type Latest = Record<SocialPlat, { ts: Month; ts_min: Month }>

const latestCache = new WeakMap<Analytics, Promise<Latest>>()
const rankingCache = new WeakMap<Analytics, Map<string, Promise<SocialWord[]>>>()
const MAX_CACHED = 500

/** Forgets every cached social result (after an import). */
export function clearSocialCache(store: Analytics): void {
  latestCache.delete(store)
  rankingCache.delete(store)
}

/** Latest and first month with any volume, per social platform. */
export function latestSocial(store: Analytics): Promise<Latest> {
  let hit = latestCache.get(store)
  if (!hit) {
    hit = (async () => {
      const rows = await store.rows<{ p: SocialPlat; hi: string; lo: string }>(
        `SELECT social_plat AS p, formatDateTime(max(month), '%Y-%m') AS hi, formatDateTime(min(month), '%Y-%m') AS lo
         FROM ${DB}.social WHERE volume > 0 GROUP BY social_plat`,
      )
      const out = {} as Latest
      for (const plat of SOCIAL_PLATFORMS) {
        const r = rows.find((x) => x.p === plat)
        out[plat] = r ? { ts: r.hi, ts_min: r.lo } : { ts: '', ts_min: '' }
      }
      return out
    })()
    latestCache.set(store, hit)
    hit.catch(() => latestCache.delete(store))
  }
  return hit
}

/** Whether a month lies within a platform's recorded months (ts_min to ts of latestSocial). */
function recordedMonth(recorded: { ts: Month; ts_min: Month }, month: Month): boolean {
  return !!recorded.ts && month >= recorded.ts_min && month <= recorded.ts
}

/** The months of a social answer's 13 that the platform has no data of, oldest first. */
export async function socialMissingMonths(store: Analytics, plat: SocialPlat, months: readonly Month[]): Promise<Month[]> {
  const recorded = (await latestSocial(store))[plat]
  return months.filter((m) => !recordedMonth(recorded, m))
}

/** Words of a category: the concepts matched in the category's Taobao titles over the 13 months. */
async function categoryWords(store: Analytics, cid: number, months: Month[]): Promise<string[]> {
  const rows = await store.rows<{ word: string }>(
    `SELECT DISTINCT word FROM ${DB}.concept_rank
     WHERE platform = 'all' AND cat_id = {c:UInt64} AND is_multi_month = 0 AND month BETWEEN {s:Date} AND {e:Date}`,
    { c: cid, s: `${months[0]}-01`, e: `${months[months.length - 1]}-01` },
  )
  return rows.map((r) => r.word)
}

/** Each word's volumes over `months`: 0 in a month the platform recorded without the word, null in one it did not record. */
function trendsOf(
  recorded: { ts: Month; ts_min: Month },
  months: Month[],
  rows: { word: string; m: string; volume: unknown }[],
): Map<string, (number | null)[]> {
  const blank = months.map((m) => (recordedMonth(recorded, m) ? 0 : null))
  const index = new Map(months.map((m, i) => [m, i]))
  const trends = new Map<string, (number | null)[]>()
  for (const r of rows) {
    const i = index.get(r.m)
    if (i === undefined || blank[i] === null) continue
    let t = trends.get(r.word)
    if (!t) trends.set(r.word, (t = [...blank]))
    t[i] = (t[i] ?? 0) + num(r.volume)
  }
  return trends
}

/**
 * One word's 13 months ending `ts` as a ranking row's trend holds them, whether or not the ranking
 * lists the word (it leaves out a word without volume that month and a year before).
 */
export async function socialTrendOfWord(store: Analytics, plat: SocialPlat, ts: Month, word: string): Promise<(number | null)[]> {
  const months = lastMonths(ts, SOCIAL_TREND_MONTHS)
  const rows = await store.rows<{ word: string; m: string; volume: unknown }>(
    `SELECT word, formatDateTime(month, '%Y-%m') AS m, volume FROM ${DB}.social
     WHERE social_plat = {p:String} AND word = {w:String} AND month BETWEEN {s:Date} AND {e:Date}`,
    { p: plat, w: word, s: `${months[0]}-01`, e: `${ts}-01` },
  )
  const recorded = (await latestSocial(store))[plat]
  return trendsOf(recorded, months, rows).get(word) ?? months.map((m) => (recordedMonth(recorded, m) ? 0 : null))
}

async function computeRanking(store: Analytics, q: SocialQuery): Promise<SocialWord[]> {
  const months = lastMonths(q.ts, SOCIAL_TREND_MONTHS)
  const words = q.cid ? await categoryWords(store, q.cid, months) : null
  if (words && !words.length) return []
  const rows = await store.rows<{ word: string; m: string; volume: unknown }>(
    `SELECT word, formatDateTime(month, '%Y-%m') AS m, volume FROM ${DB}.social
     WHERE social_plat = {p:String} AND month BETWEEN {s:Date} AND {e:Date}
       AND ({any:UInt8} = 1 OR word IN {words:Array(String)})`,
    { p: q.plat, s: `${months[0]}-01`, e: `${q.ts}-01`, any: words ? 0 : 1, words: words ?? [] },
  )
  const trends = trendsOf((await latestSocial(store))[q.plat], months, rows)
  const out: SocialWord[] = []
  for (const [word, trend] of trends) {
    const g = socialGrowth(trend)
    if (q.sortby === 'growth' && !isSocialRankable(g.volume, g.volumeBase)) continue
    if (g.volume === 0 && !g.volumeBase) continue
    out.push({ word, ...g, trend })
  }
  const byWord = (a: SocialWord, b: SocialWord) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)
  if (q.sortby === 'growth') {
    out.sort((a, b) => compareGrowth({ current: a.volume, base: a.volumeBase }, { current: b.volume, base: b.volumeBase }) || byWord(a, b))
  } else {
    out.sort((a, b) => b.volume - a.volume || byWord(a, b))
  }
  return out
}

/** The whole sorted ranking of one (platform, month, category, order). */
export function socialRanking(store: Analytics, q: SocialQuery): Promise<SocialWord[]> {
  let cache = rankingCache.get(store)
  if (!cache) rankingCache.set(store, (cache = new Map()))
  const key = `${q.plat}|${q.ts}|${q.cid}|${q.sortby}`
  let hit = cache.get(key)
  if (!hit) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
    hit = computeRanking(store, q)
    cache.set(key, hit)
    const c = cache
    hit.catch(() => c.delete(key))
  }
  return hit
}
