// Followed concepts (SPEC §3 follow payload; GET/POST /api/marked). Every write is one autocommit
// statement, awaited before the HTTP answer: a follow is acknowledged only once it is committed.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AccountDb } from './db'
import { follows } from './schema'

/** Enough for any watch list; keeps one account from filling the store. */
export const MAX_FOLLOWS = 1000

export interface FollowKey {
  accountId: number
  type: string
  platform: string
  categoryId: number
  /** already stripped of one pair of surrounding quotes */
  word: string
}

export type FollowRow = typeof follows.$inferSelect

function where(k: FollowKey) {
  return and(
    eq(follows.accountId, k.accountId), eq(follows.type, k.type), eq(follows.platform, k.platform),
    eq(follows.categoryId, k.categoryId), eq(follows.word, k.word),
  )
}

export async function isFollowed(db: AccountDb, k: FollowKey): Promise<boolean> {
  const rows = await db.select({ id: follows.id }).from(follows).where(where(k)).limit(1)
  return rows.length > 0
}

export class TooManyFollows extends Error {}

/**
 * Idempotent: following twice keeps one row (the first date), unfollowing a missing follow is fine.
 * One statement: the cap is checked inside the INSERT, so a follow costs one round trip and one commit.
 */
export async function follow(db: AccountDb, k: FollowKey, jdCat1 = 0): Promise<void> {
  const result = await db.execute(sql`
    INSERT INTO follows (account_id, type, platform, category_id, word, jd_cat1)
    SELECT ${k.accountId}, ${k.type}, ${k.platform}, ${k.categoryId}, ${k.word}, ${jdCat1}
    WHERE (SELECT count(*) FROM follows WHERE account_id = ${k.accountId}) < ${MAX_FOLLOWS}
    ON CONFLICT (account_id, type, platform, category_id, word) DO UPDATE SET jd_cat1 = EXCLUDED.jd_cat1
    RETURNING id`)
  const rows = (result as unknown as { rows: unknown[] }).rows
  if (rows.length === 0 && !(await isFollowed(db, k))) throw new TooManyFollows(`at most ${MAX_FOLLOWS} follows per account`)
}

export async function unfollow(db: AccountDb, k: FollowKey): Promise<void> {
  await db.delete(follows).where(where(k))
}

export async function listFollows(db: AccountDb, accountId: number, filter: { platform?: string; type?: string } = {}): Promise<FollowRow[]> {
  return db.select().from(follows)
    .where(and(
      eq(follows.accountId, accountId),
      filter.platform ? eq(follows.platform, filter.platform) : undefined,
      filter.type ? eq(follows.type, filter.type) : undefined,
    ))
    .orderBy(desc(follows.createdAt), desc(follows.id))
}
