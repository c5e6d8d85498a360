// Client-error reports (the errors the app itself does not catch, sent to POST
// /api/client_error). Anonymous visitors may send them, so the table must stay bounded whatever a
// caller posts: each field has a tight bound (CLIENT_ERROR_LIMITS, the route's schema) and the table
// keeps the newest reports up to a cap and none past an age limit (retention.ts, as the analytics
// events). Before, 1,200 reports a minute of up to 11,400 characters each grew the store by about
// 14 MB a minute per address, for ever.
import type { AccountDb } from './db'
import { pruneAfterInsert, type Retention } from './retention'
import { clientErrors } from './schema'

/**
 * Characters per field. The client sends the page's URL, the user agent, the route, a 32-character
 * browser id and the error's message cut to 2,000 characters (src/api/error-reporter.ts).
 */
export const CLIENT_ERROR_LIMITS = { errorUrl: 1000, ua: 512, tab: 100, browserFinger: 64, message: 2000 } as const

/**
 * 10 k reports of at most 3,676 characters (≤ 11 KB in UTF-8) stay under ~110 MB however they are
 * filled, and at a few hundred bytes a typical report, a few MB; a month is enough to diagnose.
 */
export const CLIENT_ERROR_RETENTION: Retention = { maxRows: 10_000, maxAgeDays: 30, pruneEvery: 100 }

// No created_at index on this table: the age limit scans at most cap + pruneEvery rows, once every
// pruneEvery reports, which costs less than keeping an index up to date on every insert.
const BOUNDED = { table: clientErrors, id: clientErrors.id, createdAt: clientErrors.createdAt }

export interface ClientErrorReport {
  errorUrl: string
  ua: string
  tab: string
  browserFinger: string
  message: string
  /** the session's account, or null for an anonymous visitor */
  accountId: number | null
}

export async function recordClientError(
  db: AccountDb,
  report: ClientErrorReport,
  retention = CLIENT_ERROR_RETENTION,
  now = new Date(),
): Promise<void> {
  const rows = await db
    .insert(clientErrors)
    .values({ ...report, createdAt: now })
    .returning({ id: clientErrors.id })
  await pruneAfterInsert(
    db,
    BOUNDED,
    rows.map((r) => r.id),
    retention,
    now,
  )
}
