// Shared by the social routes: which category of social_cat_list is asked for (category
// permissions), and which month. Who is calling is the HTTP layer's (http/social-account.ts).
import type { Month, SocialPlat } from '../../types'
import type { Account } from '../accounts/sessions'
import { latestSocial } from '../analytics/social'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { defaultSocialCategory, MAX_SOCIAL_LEVEL, requireSocialCategory, grantedCategoryOfWord } from '../permissions'
import { say } from '../text/messages'
import { ERROR_CODES } from '../../types/envelope'

/** The category of a social call: the asked one (checked against social_cat_list), or the default. */
export function socialCategory(ctx: AppContext, account: Account, cid: number | undefined): { cid: number; name: string } {
  const tree = ctx.catalog.tree('all')
  if (!cid) {
    const first = defaultSocialCategory(account, tree)
    return first === 'all' ? { cid: 0, name: '' } : { cid: first.id, name: first.name }
  }
  const node = tree.get(cid)
  if (!node) throw new DomainError(ERROR_CODES.badParam, say.unknownCategory('cid', String(cid)))
  requireSocialCategory(account, node)
  if (node.level > MAX_SOCIAL_LEVEL) throw new DomainError(ERROR_CODES.badParam, say.socialLevels(String(cid), node.level))
  return { cid, name: node.name }
}

/** The category of a call about one word that names none (permissions/social.ts grantedCategoryOfWord). */
export async function socialCategoryOfWord(
  ctx: AppContext,
  account: Account,
  plat: SocialPlat,
  ts: Month,
  word: string,
): Promise<{ cid: number; name: string }> {
  const node = await grantedCategoryOfWord(ctx.analytics, ctx.catalog.tree('all'), account, word, plat, ts)
  return node === 'all' ? { cid: 0, name: '' } : { cid: node.id, name: node.name }
}

/** The month of a social call: the platform's latest by default; -404 outside the recorded months. */
export async function socialMonth(ctx: AppContext, plat: SocialPlat, ts: Month | undefined): Promise<Month> {
  const latest = (await latestSocial(ctx.analytics))[plat]
  const month = ts ?? latest.ts
  if (!latest.ts || month > latest.ts || month < latest.ts_min) {
    throw new DomainError(ERROR_CODES.notRecorded, say.noSocialData(plat, month || '—', latest.ts_min, latest.ts))
  }
  return month
}
