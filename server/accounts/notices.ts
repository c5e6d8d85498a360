// The notices shown above every page (/api/dw_notice), newest first: read by that call and
// by the page the server paints before the app starts (http/first-paint.ts).
import { desc, eq } from 'drizzle-orm'
import type { Notice } from '../../types'
import type { AccountDb } from './db'
import { notices } from './schema'

export async function activeNotices(db: AccountDb): Promise<Notice[]> {
  const rows = await db.select().from(notices).where(eq(notices.active, true)).orderBy(desc(notices.createdAt))
  return rows.map((n) => ({ id: n.id, content: n.content, content_en: n.contentEn, created_at: n.createdAt.toISOString() }))
}
