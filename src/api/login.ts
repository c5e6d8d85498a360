// The token logins of the login page and the end of a session. Types in types/account.ts.
import type { PhoneCodeLoginRequest, SmsSent, TokenLogin, WechatLoginAnswer } from '../../types'
import { apiRequest } from './client'

/** POST /sso/token — password login; with wx_ticket it also links the WeChat user of a WeChat login. */
export function loginForToken(username: string, password: string, wxTicket?: string): Promise<TokenLogin> {
  return apiRequest<TokenLogin>({
    method: 'POST',
    path: '/sso/token',
    body: { username, password, ...(wxTicket ? { wx_ticket: wxTicket } : {}) },
  })
}

/** POST /sso/wx/login — the code of wx.login for a session, or a link ticket when the WeChat user has no account yet. */
export function loginWithWechat(code: string): Promise<WechatLoginAnswer> {
  return apiRequest<WechatLoginAnswer>({ method: 'POST', path: '/sso/wx/login', body: { code } })
}

/** POST /sso/sms/send — a login code to the number (the same answer whether or not an account has it). */
export function sendLoginCode(phone: string): Promise<SmsSent> {
  return apiRequest<SmsSent>({ method: 'POST', path: '/sso/sms/send', body: { phone } })
}

/** POST /sso/sms/login — the code for a session. */
export function loginWithPhoneCode(body: PhoneCodeLoginRequest): Promise<TokenLogin> {
  return apiRequest<TokenLogin>({ method: 'POST', path: '/sso/sms/login', body })
}

/** POST /sso/cookie — the session of a token login becomes the browser's HttpOnly cookie (the web keeps no token). */
export function moveSessionToCookie(token: string): Promise<{ cookie: true }> {
  return apiRequest<{ cookie: true }>({ method: 'POST', path: '/sso/cookie', body: {}, token })
}

/** POST /sso/logout — ends the session of the token sent (or of the cookie); its token is refused from then on. */
export function endSession(): Promise<{ ended: boolean }> {
  return apiRequest<{ ended: boolean }>({ method: 'POST', path: '/sso/logout', body: {} })
}

/** POST /sso/account/close — the account and everything kept about it are deleted; its sessions end. */
export function closeAccount(): Promise<{ closed: true }> {
  return apiRequest<{ closed: true }>({ method: 'POST', path: '/sso/account/close', body: { confirm: true } })
}

/** POST /sso/wx/unbind — the account forgets its WeChat link and this session (the mini-program's) ends. */

export function unlinkWechat(): Promise<{ unlinked: boolean }> {
  return apiRequest<{ unlinked: boolean }>({ method: 'POST', path: '/sso/wx/unbind', body: {} })
}
