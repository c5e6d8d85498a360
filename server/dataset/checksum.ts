// A content checksum of the generated tables: the same seed, size and end month must give the
// same value on every run (the determinism test compares two builds).
import { DB, num, type Analytics } from '../analytics/client'

export interface Checksum {
  checksum: string
  factRows: number
  itemRows: number
  rankRows: number
}

/** `db`: the store's database, or the next store an import builds before swapping it in (server/import/apply.ts). */
export async function datasetChecksum(store: Analytics, db = DB): Promise<Checksum> {
  const part = async (query: string) => {
    const [row] = await store.rows<{ c: unknown; x: unknown }>(query)
    return { count: num(row?.c), xor: String(row?.x ?? '0') }
  }
  const facts = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(platform, item_id, month, sales, volume))) AS x FROM ${db}.facts`,
  )
  const items = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(platform, item_id, title, category_id, brand_id))) AS x FROM ${db}.items`,
  )
  const rank = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(platform, cat_id, is_multi_month, month, word, sales, sales_base, yoy_x10, rankable, item_count))) AS x FROM ${db}.concept_rank`,
  )
  const social = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(word, social_plat, month, volume))) AS x FROM ${db}.social`,
  )
  const posts = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(word, social_plat, post_id, talent_id, published_at, title, likes, comments, shares))) AS x FROM ${db}.social_posts`,
  )
  const people = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(social_plat, talent_id, nickname, followers, category_id))) AS x FROM ${db}.social_talents`,
  )
  const brands = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(word, social_plat, month, brand, mentions))) AS x FROM ${db}.social_brands`,
  )
  const cats = await part(
    `SELECT count() AS c, toString(groupBitXor(cityHash64(platform, category_id, parent_id, name))) AS x FROM ${db}.categories`,
  )
  const hex = (s: string) => BigInt(s).toString(16).padStart(16, '0')
  return {
    checksum: [facts, items, rank, social, cats, posts, people, brands].map((p) => hex(p.xor)).join('-'),
    factRows: facts.count,
    itemRows: items.count,
    rankRows: rank.count,
  }
}
