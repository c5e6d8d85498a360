// Followed concepts (a word on a platform in a category; GET/POST /api/marked). Every write is awaited before
// the HTTP answer: a follow is acknowledged only once it is committed.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
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

/**
 * The word as it is matched (concept expressions, src/domain/expression.ts): case-insensitive, words separated
 * by any run of spaces. Follows with the same key are one follow (`iPhone` and `IPHONE`
 * were stored twice although they find the same titles); the word is shown as first written.
 */
export function followWordKey(word: string): string {
  return word.trim().split(/\s+/).join(' ').toLowerCase()
}

function where(k: FollowKey) {
  return and(
    eq(follows.accountId, k.accountId),
    eq(follows.type, k.type),
    eq(follows.platform, k.platform),
    eq(follows.categoryId, k.categoryId),
    eq(follows.wordKey, followWordKey(k.word)),
  )
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows
}

export async function isFollowed(db: AccountDb, k: FollowKey): Promise<boolean> {
  const rows = await db.select({ id: follows.id }).from(follows).where(where(k)).limit(1)
  return rows.length > 0
}

export class TooManyFollows extends Error {}

/**
 * Idempotent: following twice (in any letter case) keeps one row, with the first date and word and
 * the latest jd_cat1; unfollowing a missing follow is fine.
 *
 * The cap holds under concurrency on both stores (20 concurrent follows at 999 ended at
 * 1,002 on a PostgreSQL server). A single INSERT … WHERE count < cap is not enough there: in READ
 * COMMITTED each statement counts from its own snapshot, which cannot see the other uncommitted
 * inserts, and locking inside that statement does not renew its snapshot. So the account's row is
 * locked first (FOR NO KEY UPDATE: follow writers of one account take turns; logins and other
 * accounts are not held up), then the count is taken by a second statement, which sees every
 * follow committed before the lock was granted. On PGlite the transaction runs alone anyway.
 */
export async function follow(db: AccountDb, k: FollowKey, jdCat1 = 0): Promise<void> {
  const key = followWordKey(k.word)
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${k.accountId} FOR NO KEY UPDATE`)
    // at the cap, a follow already there is still answered (and its jd_cat1 updated): it adds nothing
    const result = await tx.execute(sql`
      INSERT INTO follows (account_id, type, platform, category_id, word, word_key, jd_cat1)
      SELECT ${k.accountId}, ${k.type}, ${k.platform}, ${k.categoryId}, ${k.word}, ${key}, ${jdCat1}
      WHERE (SELECT count(*) FROM follows WHERE account_id = ${k.accountId}) < ${MAX_FOLLOWS}
         OR EXISTS (SELECT 1 FROM follows WHERE account_id = ${k.accountId} AND type = ${k.type} AND platform = ${k.platform}
                    AND category_id = ${k.categoryId} AND word_key = ${key})
      ON CONFLICT (account_id, type, platform, category_id, word_key) DO UPDATE SET jd_cat1 = EXCLUDED.jd_cat1
      RETURNING id`)
    if (rowsOf(result).length === 0) throw new TooManyFollows(`at most ${MAX_FOLLOWS} follows per account`)
  })
}

export async function unfollow(db: AccountDb, k: FollowKey): Promise<void> {
  await db.delete(follows).where(where(k))
}

export async function listFollows(
  db: AccountDb,
  accountId: number,
  filter: { platform?: string; type?: string } = {},
): Promise<FollowRow[]> {
  return db
    .select()
    .from(follows)
    .where(
      and(
        eq(follows.accountId, accountId),
        filter.platform ? eq(follows.platform, filter.platform) : undefined,
        filter.type ? eq(follows.type, filter.type) : undefined,
      ),
    )
    .orderBy(desc(follows.createdAt), desc(follows.id))
}

/**
 * The data step of the FOLLOW_WORD_KEY migration (migrations.ts), run by openAccounts (server/stores.ts)
 * after the SQL: follows stored before have no key. Those differing only by letter case (or spacing) become
 * one: the oldest row is kept (its word and date, as following again would), with the newest one's
 * jd_cat1 (the last follow's). Then the column is made NOT NULL, after which this returns at once.
 * Other servers on the same database wait on the table lock and find the work done.
 * Returns the number of duplicate rows removed.
 */
export async function keyFollowWords(db: AccountDb): Promise<number> {
  const nullable = async (q: Pick<AccountDb, 'execute'>) =>
    rowsOf(
      await q.execute(sql`
    SELECT 1 FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'follows' AND column_name = 'word_key' AND is_nullable = 'YES'`),
    ).length > 0
  if (!(await nullable(db))) return 0
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE follows IN SHARE ROW EXCLUSIVE MODE`)
    if (!(await nullable(tx))) return 0
    const rows = rowsOf(
      await tx.execute(sql`
      SELECT id, account_id, type, platform, category_id, word, word_key, jd_cat1 FROM follows ORDER BY id`),
    )
    const groups = new Map<string, Record<string, unknown>[]>()
    for (const r of rows) {
      const group = JSON.stringify([r.account_id, r.type, r.platform, String(r.category_id), followWordKey(String(r.word))])
      groups.set(group, [...(groups.get(group) ?? []), r])
    }
    const drop: number[] = []
    const keep: { id: number; key: string; jdCat1: number }[] = []
    for (const members of groups.values()) {
      if (members.every((m) => m.word_key !== null)) continue
      const [first] = members
      const last = members[members.length - 1]
      keep.push({ id: Number(first.id), key: followWordKey(String(first.word)), jdCat1: Number(last.jd_cat1) })
      drop.push(...members.slice(1).map((m) => Number(m.id)))
    }
    for (let i = 0; i < drop.length; i += 1000) await tx.delete(follows).where(inArray(follows.id, drop.slice(i, i + 1000)))
    for (let i = 0; i < keep.length; i += 500) {
      const values = sql.join(
        keep.slice(i, i + 500).map((k) => sql`(${k.id}::integer, ${k.key}::text, ${k.jdCat1}::bigint)`),
        sql`, `,
      )
      await tx.execute(sql`UPDATE follows AS f SET word_key = v.word_key, jd_cat1 = v.jd_cat1
        FROM (VALUES ${values}) AS v(id, word_key, jd_cat1) WHERE f.id = v.id`)
    }
    await tx.execute(sql`ALTER TABLE follows ALTER COLUMN word_key SET NOT NULL`)
    return drop.length
  })
}
