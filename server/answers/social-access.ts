// Shared by the social routes: who is calling (the session, or for the mini-program's wx/* calls
// the `token` header from storage, category permissions), which category of social_cat_list is asked for, and
// which month.
import type { FastifyRequest } from 'fastify'
import type { Month, SocialPlat } from '../../types'
import { TOKEN_HEADER } from '../../src/domain/constants'
import { accountForToken, type Account } from '../accounts/sessions'
import { latestSocial } from '../analytics/social'
import type { AppContext } from '../context'
import { ApiError } from '../http/envelope'
import { checkAccount, currentAccount } from '../http/session'
import { defaultSocialCategory, MAX_SOCIAL_LEVEL, requireSocialCategory, grantedCategoryOfWord } from '../permissions'
import { say } from '../http/messages'
import { ERROR_CODES } from '../../types/envelope'

export async function socialAccount(ctx: AppContext, request: FastifyRequest, acceptTokenHeader = false): Promise<Account> {
  let account = await currentAccount(ctx.db, request)
  const header = request.headers[TOKEN_HEADER]
  if (!account && acceptTokenHeader && typeof header === 'string' && header) account = await accountForToken(ctx.db, header)
  return checkAccount(account)
}

/** The category of a social call: the asked one (checked against social_cat_list), or the default. */
export function socialCategory(ctx: AppContext, account: Account, cid: number | undefined): { cid: number; name: string } {
  const tree = ctx.catalog.tree('all')
  if (!cid) {
    const first = defaultSocialCategory(account, tree)
    return first === 'all' ? { cid: 0, name: '' } : { cid: first.id, name: first.name }
  }
  const node = tree.get(cid)
  if (!node) throw new ApiError(ERROR_CODES.badParam, say.unknownCategory('cid', String(cid)))
  requireSocialCategory(account, node)
  if (node.level > MAX_SOCIAL_LEVEL) throw new ApiError(ERROR_CODES.badParam, say.socialLevels(String(cid), node.level))
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
    throw new ApiError(ERROR_CODES.notRecorded, say.noSocialData(plat, month || '—', latest.ts_min, latest.ts))
  }
  return month
}
