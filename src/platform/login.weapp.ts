import Taro from '@tarojs/taro'
import { STORAGE_KEYS } from '../domain/constants'
import type { RouteName } from '../domain/routes'
import { endOnServerWithin, type SessionEnd } from './session-end'
import { pageUrl } from './page-url'
import { storage } from './storage'

export function loginHref(): string {
  return pageUrl('loginPage')
}

// The loginPage signs in (WeChat, phone code or password) and stores the session token under STORAGE_KEYS.token.
export function goToLogin(): void {
  void Taro.navigateTo({ url: loginHref() })
}

let sessionEnd: SessionEnd | null = null

export function setSessionEnd(end: SessionEnd): void {
  sessionEnd = end
}

// Issue 9: clearing storage alone left the token in the store, still sent as X-API-KEY, and the
// server session alive. The server call goes first, while the token is still held to name it.
export async function logout(): Promise<void> {
  await endOnServerWithin(sessionEnd)
  storage.remove(STORAGE_KEYS.token)
  sessionEnd?.forget()
  await Taro.reLaunch({ url: loginHref() })
}

export const sessionInCookie = false

export const canLoginWithWechat = true

export async function wechatLoginCode(): Promise<string> {
  const { code } = await Taro.login()
  if (!code) throw new Error('wx.login gave no code')
  return code
}

export const homeAfterLogin: RouteName = 'wxHomePage'
