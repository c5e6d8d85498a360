// The build step after the social volumes: talents, their posts and the brands mentioned per
// concept (sql-social-posts.ts, sql-social-brands.ts). Runs on the built items and volumes only.
import { DB, type Analytics } from '../analytics/client'
import { INSERT_SOCIAL_BRANDS } from './sql-social-brands'
import { CREATE_SOCIAL_POOL, DROP_SOCIAL_SCRATCH, INSERT_SOCIAL_POSTS, MAX_POSTS, MENTIONS_PER_POST } from './sql-social-posts'
import { POST_TITLES } from './social-titles'
import { talentRows } from './social-talents'
import { socialFields } from './gen-params'
import type { Progress } from './progress'

/** Progress steps this adds to a build. */
export const SOCIAL_CONTENT_STEPS = 2

export async function buildSocialContent(store: Analytics, seed: number, progress: Progress): Promise<void> {
  progress.step('social talents and posts')
  await store.insert(`${DB}.social_talents`, talentRows(seed) as unknown as Record<string, unknown>[])
  for (const q of DROP_SOCIAL_SCRATCH) await store.exec(q)
  const fields = socialFields(seed)
  for (const q of CREATE_SOCIAL_POOL) await store.exec(q, fields)
  await store.exec(INSERT_SOCIAL_POSTS, {
    seed,
    per: MENTIONS_PER_POST,
    max: MAX_POSTS,
    titles_douyin: POST_TITLES.douyin,
    titles_weibo: POST_TITLES.weibo,
    titles_xhs: POST_TITLES.xhs,
  })
  for (const q of DROP_SOCIAL_SCRATCH) await store.exec(q)
  progress.step('social brands')
  await store.exec(INSERT_SOCIAL_BRANDS, { seed })
}
