import Taro from '@tarojs/taro'
import { pagePath, type RouteName } from '../domain/routes'
import { currentUrl } from './env'
import type { LoginReturn } from './login'
import { endOnServerWithin, type SessionEnd } from './session-end'
import { pageUrl, queryString } from './page-url'

export function loginHref(): string {
  return pageUrl('loginPage')
}

// The loginPage signs in (WeChat, phone code or password), stores the session token under
// the user store (the token's one owner) and opens its `redirect` (domain/routes returnTarget): the page that asked, so
// a shared card opened signed out shows its concept once the user has signed in.
export function goToLogin(then?: LoginReturn): void {
  // a handler given straight to onClick receives the tap's event: only a real target counts
  const back = typeof then?.name === 'string' ? `/${pagePath(then.name)}${queryString(then.query)}` : currentUrl()
  void Taro.navigateTo({ url: pageUrl('loginPage', back ? { redirect: back } : {}) })
}

let sessionEnd: SessionEnd | null = null

export function setSessionEnd(end: SessionEnd): void {
  sessionEnd = end
}

// Clearing storage alone left the token in the store, still sent as X-API-KEY, and the
// server session alive. The server call goes first, while the token is still held to name it.
export async function logout(): Promise<void> {
  await endOnServerWithin(sessionEnd)
  sessionEnd?.forget()
  await Taro.reLaunch({ url: loginHref() })
}

export const sessionInCookie = false

export const canLoginWithWechat = true

export const loginNeedsConsent = true

export async function leaveSignedOut(): Promise<void> {
  sessionEnd?.forget()
  await Taro.reLaunch({ url: loginHref() })
}

export async function wechatLoginCode(): Promise<string> {
  const { code } = await Taro.login()
  if (!code) throw new Error('wx.login gave no code')
  return code
}

export const homeAfterLogin: RouteName = 'wxHomePage'
