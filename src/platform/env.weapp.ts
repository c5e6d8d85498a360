import Taro from '@tarojs/taro'
import { WEAPP_REQUEST_TIMEOUT_MS } from '../domain/constants'

export const isMiniProgram = true

export const requestTimeoutMs = WEAPP_REQUEST_TIMEOUT_MS

export function currentUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page) return ''
  const query = Object.entries(page.options ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
  return `/${page.route}${query ? `?${query}` : ''}`
}

export function userAgent(): string {
  const device = Taro.getDeviceInfo()
  const app = Taro.getAppBaseInfo()
  return `WeChat/${app.version} ${device.platform} ${device.system} ${device.model}`
}

export function setPageTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title })
}

export function shareLanguage(): void {
  /* the mini-program has no server-rendered pages */
}
