// Saved page links: a view's parameters are kept under an id (url_id) that opens the view again. The id is 72
// random bits in base64url (12 characters): short enough for a mini-program share path, too many
// to guess. Saving the same parameters again answers the same id instead of a new row.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { AccountDb } from './db'
import { savedLinks } from './schema'

export type LinkParams = Record<string, string | number>

export const URL_ID_PATTERN = '^[A-Za-z0-9_-]{12}$'

export function newUrlId(): string {
  return randomBytes(9).toString('base64url')
}

/** Key order does not matter: {a, b} and {b, a} are the same link. */
function paramsHash(params: LinkParams): string {
  const canonical = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  )
  return createHash('sha256').update(canonical).digest('hex')
}

export async function saveLink(db: AccountDb, accountId: number, params: LinkParams): Promise<string> {
  const hash = paramsHash(params)
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(savedLinks)
      .values({ urlId: newUrlId(), accountId, paramsHash: hash, params })
      .onConflictDoNothing()
      .returning({ urlId: savedLinks.urlId })
    if (inserted[0]) return inserted[0].urlId
    const [existing] = await db
      .select({ urlId: savedLinks.urlId })
      .from(savedLinks)
      .where(and(eq(savedLinks.accountId, accountId), eq(savedLinks.paramsHash, hash)))
      .limit(1)
    if (existing) return existing.urlId
    // otherwise the random id collided with another link (2^-72 per pair): draw again
  }
  throw new Error('could not allocate a url_id')
}

export async function loadLink(db: AccountDb, urlId: string): Promise<LinkParams | null> {
  const [row] = await db.select({ params: savedLinks.params }).from(savedLinks).where(eq(savedLinks.urlId, urlId)).limit(1)
  return row?.params ?? null
}

/** A saved link with the account that saved it (the share preview speaks for that account); null when unknown. */
export async function loadLinkWithAuthor(db: AccountDb, urlId: string): Promise<{ params: LinkParams; accountId: number } | null> {
  const [row] = await db
    .select({ params: savedLinks.params, accountId: savedLinks.accountId })
    .from(savedLinks)
    .where(eq(savedLinks.urlId, urlId))
    .limit(1)
  return row ?? null
}
