import Taro from '@tarojs/taro'
import { STORAGE_KEYS } from '../domain/constants'
import { pageUrl } from './page-url'
import { storage } from './storage'

export function loginHref(): string {
  return pageUrl('loginPage')
}

// The loginPage posts to /sso/token and stores the session token under STORAGE_KEYS.token.
export function goToLogin(): void {
  void Taro.navigateTo({ url: loginHref() })
}

export function logout(): void {
  storage.remove(STORAGE_KEYS.token)
  void Taro.reLaunch({ url: loginHref() })
}
