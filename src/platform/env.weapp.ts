import Taro from '@tarojs/taro'
import { WEAPP_REQUEST_TIMEOUT_MS } from '../domain/constants'
import { decodeQueryValue, queryString } from './page-url'
import { appBaseInfo, deviceInfo } from './wx-system-info'

export const isMiniProgram = true

export const requestTimeoutMs = WEAPP_REQUEST_TIMEOUT_MS

export function currentUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page) return ''
  // the options hold what navigate() sent (encoded); decoded first, so that nothing is encoded twice
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(page.options ?? {})) query[key] = decodeQueryValue(String(value))
  return `/${page.route}${queryString(query)}`
}

export function userAgent(): string {
  const device = deviceInfo()
  const app = appBaseInfo()
  return `WeChat/${app.version} ${device.platform} ${device.system} ${device.model}`
}

/** The scene of a page opened from Moments as a preview (WeChat's single-page mode). */
const SINGLE_PAGE_SCENE = 1154

export function inSinglePageMode(): boolean {
  try {
    const options = Taro.getEnterOptionsSync?.() ?? Taro.getLaunchOptionsSync()
    return options?.scene === SINGLE_PAGE_SCENE
  } catch {
    return false
  }
}

export function setPageTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title })
}

export function shareLanguage(): void {
  /* the mini-program has no server-rendered pages */
}
