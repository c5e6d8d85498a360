// The monthly series the lead of talk over sales is computed from (src/domain/lead-lag): a word's
// social volume per social platform, and, for the early signals, every ranked word's sales on a
// platform and category from the precomputed ranking table (monthly rows, as /api/ecommerce reads).
import type { Month, SocialPlat } from '../../types'
import { DB, num, type Analytics } from './client'

/** word → social platform → month → volume, for the months from..to (one word, or every word). */
export async function socialVolumes(
  store: Analytics,
  from: Month,
  to: Month,
  word?: string,
): Promise<Map<string, Map<SocialPlat, Map<Month, number>>>> {
  const rows = await store.rows<{ word: string; p: SocialPlat; m: string; v: unknown }>(
    `SELECT word, social_plat AS p, formatDateTime(month, '%Y-%m') AS m, volume AS v FROM ${DB}.social
     WHERE month BETWEEN {f:Date} AND {t:Date}${word === undefined ? '' : ' AND word = {w:String}'}`,
    { f: `${from}-01`, t: `${to}-01`, ...(word === undefined ? {} : { w: word }) },
  )
  const out = new Map<string, Map<SocialPlat, Map<Month, number>>>()
  for (const r of rows) {
    let byPlat = out.get(r.word)
    if (!byPlat) out.set(r.word, (byPlat = new Map()))
    let byMonth = byPlat.get(r.p)
    if (!byMonth) byPlat.set(r.p, (byMonth = new Map()))
    byMonth.set(r.m, num(r.v))
  }
  return out
}

/** word → month → sales of the ranked words on a platform and ranked category (0: the whole tree), months from..to. */
export async function rankedSales(
  store: Analytics,
  plat: string,
  cid: number,
  from: Month,
  to: Month,
): Promise<Map<string, Map<Month, number>>> {
  const rows = await store.rows<{ word: string; m: string; s: unknown }>(
    `SELECT word, formatDateTime(month, '%Y-%m') AS m, sales AS s FROM ${DB}.concept_rank
     WHERE platform = {p:String} AND cat_id = {c:UInt64} AND is_multi_month = 0 AND month BETWEEN {f:Date} AND {t:Date}`,
    { p: plat, c: cid, f: `${from}-01`, t: `${to}-01` },
  )
  const out = new Map<string, Map<Month, number>>()
  for (const r of rows) {
    let byMonth = out.get(r.word)
    if (!byMonth) out.set(r.word, (byMonth = new Map()))
    byMonth.set(r.m, num(r.s))
  }
  return out
}
