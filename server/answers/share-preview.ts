// What a shared detail card shows someone not signed in (GET /api/share_preview): the concept of a
// saved link with its platform, categories and month, and its headline growth — the figures its
// sharer saw, under the sharer's own permissions, so a preview never shows more than someone with
// access chose to pass on. Only saved links preview (a 72-bit id someone shared), never a plain
// word: a plain link would let anyone read any concept's growth without an account.
import type { CatalogPlat, SharePreview } from '../../types'
import { CATALOG_PLATFORMS, type Lang } from '../../src/domain/constants'
import { loadLinkWithAuthor } from '../accounts/saved-links'
import { accounts } from '../accounts/schema'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { cached } from './answer-cache'
import { searchAnswer } from './search-answers'
import { answerKey, resolveConceptFor } from './search-request'
import { eq } from 'drizzle-orm'
import { verificationPending } from '../permissions/sms-verification'

const PREVIEWED = new Set<string>(CATALOG_PLATFORMS)

const text = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)

/** null when there is no such link, or its sharer's account is closed or disabled. */
export async function sharePreview(ctx: AppContext, urlId: string, lang: Lang): Promise<SharePreview | null> {
  const link = await loadLinkWithAuthor(ctx.db, urlId)
  if (!link) return null
  const [author] = await ctx.db.select().from(accounts).where(eq(accounts.id, link.accountId)).limit(1)
  // a sharer who may not read now (disabled, or waiting for the SMS check) passes on nothing
  if (!author || author.disabledReason || verificationPending(author)) return null
  const word = text(link.params.word) ?? ''
  const plat = text(link.params.plat) ?? 'all'
  if (!word || !PREVIEWED.has(plat)) return null
  try {
    const r = resolveConceptFor(ctx, author, lang, {
      word,
      plat: plat as CatalogPlat,
      cid: text(link.params.cid) || undefined,
      ts: text(link.params.ts),
      is_multi_month: text(link.params.is_multi_month) === '1' ? 1 : undefined,
    })
    const s = await cached(answerKey('search', r), () => searchAnswer(r))
    return {
      word: s.word,
      plat: s.plat,
      category_names: s.category_names,
      category_names_en: s.category_names_en,
      ts: s.end,
      sales_yoy: s.summary.sales_yoy,
      label: s.summary.label,
      partial: s.partial,
    }
  } catch (err) {
    // the sharer may no longer see it (permissions changed, the month left the window): no preview
    if (err instanceof DomainError) return null
    throw err
  }
}
