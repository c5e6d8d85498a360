// The social content of an import (talents, posts, brand mentions) added to the next store that
// apply.ts builds aside and swaps in whole.
import { DB, type Analytics } from '../analytics/client'
import { layoutOf } from '../analytics/table-layout'
import { S } from './rules'
import { NEXT_DB, type ImportKind } from './shapes'

const N = (table: string) => `${NEXT_DB}.${table}`

/** The social content files, each the table of its name. */
export const SOCIAL_CONTENT = ['social_talents', 'social_posts', 'social_brands'] as const

/**
 * Talents, posts and brand mentions of the next store: the live rows shared, the imported added
 * (the social volumes they refer to are built already). A post without a category is about its
 * author's category.
 */
export async function buildSocialContent(store: Analytics, kinds: Set<ImportKind>, log: (step: string) => void): Promise<void> {
  for (const t of SOCIAL_CONTENT) for (const q of layoutOf(store).carryOver(t, DB, NEXT_DB)) await store.exec(q)
  const num = (col: string) => `toUInt64OrZero(s.${col})`
  if (kinds.has('social_talents')) {
    log('social talents')
    await store.exec(`INSERT INTO ${N('social_talents')}
      SELECT s.social_plat, toUInt64(s.talent_id), s.nickname, toUInt64(s.followers), ${num('category_id')} FROM ${S('social_talents')} AS s`)
  }
  if (kinds.has('social_posts')) {
    log('social posts')
    await store.exec(`INSERT INTO ${N('social_posts')}
      SELECT s.word, s.social_plat, toDate(concat(substring(s.published_at, 1, 7), '-01')), toDateTime(s.published_at, 'Asia/Shanghai'), s.post_id,
             toUInt64(s.talent_id), if(s.category_id = '', t.category_id, toUInt64(s.category_id)), s.title, ${num('likes')}, ${num('comments')}, ${num('shares')}
      FROM ${S('social_posts')} AS s
      ANY LEFT JOIN ${N('social_talents')} AS t ON t.social_plat = s.social_plat AND t.talent_id = toUInt64(s.talent_id)`)
  }
  if (kinds.has('social_brands')) {
    log('social brands')
    await store.exec(`INSERT INTO ${N('social_brands')}
      SELECT s.word, s.social_plat, toDate(concat(s.month, '-01')), s.brand, toUInt64(s.mentions) FROM ${S('social_brands')} AS s`)
  }
}
