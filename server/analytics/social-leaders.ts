// What stands behind a social concept in a month (its ten leading talents and ten leading brands):
// its talents, summed from their stored posts about it, and the brands mentioned with it, read for
// a page of concepts at once; and its e-commerce sales (Taobao/Tmall, the precomputed concept
// ranking) month by month beside its social volume.
import type { Month, SocialBrandRow, SocialPlat, SocialTalentRow } from '../../types'
import { DB, num, type Analytics } from './client'

/** How many talents, and how many brands, a social concept lists. */
export const TOP_LEADERS = 10

export interface LeadersQuery {
  plat: SocialPlat
  month: Month
  words: string[]
}

/**
 * Per word, the talents whose posts about it that month drew the most engagement (likes +
 * comments + shares), then the most posts, then the smaller id.
 */
export async function topTalents(store: Analytics, q: LeadersQuery): Promise<Map<string, SocialTalentRow[]>> {
  const out = new Map<string, SocialTalentRow[]>()
  if (!q.words.length) return out
  const rows = await store.rows<Record<string, unknown>>(
    `SELECT p.word AS word, p.talent_id AS talent_id, any(t.nickname) AS nickname, any(t.followers) AS followers, count() AS posts,
            sum(p.likes) AS likes, sum(p.comments) AS comments, sum(p.shares) AS shares, likes + comments + shares AS engagement
     FROM ${DB}.social_posts AS p
     LEFT JOIN ${DB}.social_talents AS t ON t.social_plat = p.social_plat AND t.talent_id = p.talent_id
     WHERE p.social_plat = {p:String} AND p.month = {m:Date} AND p.word IN {words:Array(String)}
     GROUP BY word, talent_id
     ORDER BY word, engagement DESC, posts DESC, talent_id
     LIMIT ${TOP_LEADERS} BY word`,
    { p: q.plat, m: `${q.month}-01`, words: q.words },
  )
  for (const r of rows) {
    const list = out.get(String(r.word)) ?? []
    list.push({
      talent_id: num(r.talent_id),
      nickname: String(r.nickname),
      followers: num(r.followers),
      posts: num(r.posts),
      likes: num(r.likes),
      comments: num(r.comments),
      shares: num(r.shares),
      engagement: num(r.engagement),
    })
    out.set(String(r.word), list)
  }
  return out
}

/** Per word, the brands mentioned with it most that month (ties: by name). */
export async function topBrands(store: Analytics, q: LeadersQuery): Promise<Map<string, SocialBrandRow[]>> {
  const out = new Map<string, SocialBrandRow[]>()
  if (!q.words.length) return out
  const rows = await store.rows<{ word: string; brand: string; mentions: unknown }>(
    `SELECT word, brand, sum(mentions) AS mentions FROM ${DB}.social_brands
     WHERE social_plat = {p:String} AND month = {m:Date} AND word IN {words:Array(String)}
     GROUP BY word, brand
     ORDER BY word, mentions DESC, brand
     LIMIT ${TOP_LEADERS} BY word`,
    { p: q.plat, m: `${q.month}-01`, words: q.words },
  )
  for (const r of rows) {
    const list = out.get(r.word) ?? []
    list.push({ brand: r.brand, mentions: num(r.mentions) })
    out.set(r.word, list)
  }
  return out
}

export interface SalesQuery {
  /** Taobao/Tmall category scope of the concept ranking (0: the whole tree; level 1 or 2) */
  cid: number
  words: string[]
  /** the months of the social trend, oldest first */
  months: Month[]
  /** months the e-commerce data covers */
  tsMin: Month
  ts: Month
}

/**
 * Per word the e-commerce data knows in the scope, its Taobao/Tmall sales in each of the months:
 * 0 where it sold nothing in a month the data covers, null outside the data's months (no data is
 * not zero). A word the data does not have in those months is absent.
 */
export async function conceptSales(store: Analytics, q: SalesQuery): Promise<Map<string, (number | null)[]>> {
  const out = new Map<string, (number | null)[]>()
  if (!q.words.length) return out
  const rows = await store.rows<{ word: string; m: string; sales: unknown }>(
    `SELECT word, formatDateTime(month, '%Y-%m') AS m, sales FROM ${DB}.concept_rank
     WHERE platform = 'all' AND cat_id = {c:UInt64} AND is_multi_month = 0 AND month BETWEEN {s:Date} AND {e:Date}
       AND word IN {words:Array(String)}`,
    { c: q.cid, s: `${q.months[0]}-01`, e: `${q.months[q.months.length - 1]}-01`, words: q.words },
  )
  const index = new Map(q.months.map((m, i) => [m, i]))
  for (const r of rows) {
    let trend = out.get(r.word)
    if (!trend) out.set(r.word, (trend = q.months.map((m) => (m >= q.tsMin && m <= q.ts ? 0 : null))))
    const i = index.get(r.m)
    if (i !== undefined) trend[i] = num(r.sales)
  }
  return out
}
