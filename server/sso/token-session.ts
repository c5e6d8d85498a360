// The end of every token login (password, phone code, WeChat): a session of kind 'token' whose
// login_from says how it came in, and, when the mini-program sent a WeChat link ticket, the link
// of that WeChat user to the account (accounts/wechat-links.ts).
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { LoginFrom } from '../../types'
import { createSession, type Account } from '../accounts/sessions'
import { linkWithTicket } from '../accounts/wechat-links'
import type { AccountDb } from '../accounts/db'

/** The optional body field of the password and phone-code logins. */
export const WxTicket = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'wx_ticket from POST /sso/wx/login (linked: false): this login also links that WeChat user to the account',
  }),
)

/** What a token login answers; wechat_linked only when a wx_ticket was sent (false: it had expired or was spent). */
export const TokenLoginData = Type.Object({ token: Type.String(), wechat_linked: Type.Optional(Type.Boolean()) })

/**
 * How a token login came in (stored on the session; what the mini-program may not do reads it). WeChat
 * sends every wx.request of a mini-program with Referer https://servicewechat.com/<appid>/<version>/
 * page-frame.html, which the mini-program's code cannot change; an account registered through the
 * mini-program (its login_from) is taken as such too. Everything else, such as a narrow browser's
 * password login, is the web. The login form is always the web.
 */
export function tokenLoginFrom(request: FastifyRequest, account: Pick<Account, 'loginFrom'>): LoginFrom {
  const referer = String(request.headers.referer ?? '')
  return /^https:\/\/servicewechat\.com\//.test(referer) || account.loginFrom === 'weixin_mini' ? 'weixin_mini' : 'web'
}

export async function openTokenSession(
  db: AccountDb,
  request: FastifyRequest,
  account: Pick<Account, 'id' | 'loginFrom'>,
  wxTicket: string | undefined,
): Promise<{ token: string; wechat_linked?: boolean }> {
  // a ticket comes only from a WeChat login, so only the mini-program sends one
  const loginFrom = wxTicket ? 'weixin_mini' : tokenLoginFrom(request, account)
  if (wxTicket === undefined) return { token: await createSession(db, account.id, 'token', loginFrom) }
  // linked first, so that the session knows its WeChat user (whom WeChat notices reach)
  const openid = await linkWithTicket(db, wxTicket, account.id)
  const token = await createSession(db, account.id, 'token', loginFrom, openid)
  request.log.info({ account: account.id, linked: openid !== null }, 'WeChat user link at login')
  return { token, wechat_linked: openid !== null }
}
