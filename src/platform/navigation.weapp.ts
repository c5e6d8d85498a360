import Taro from '@tarojs/taro'
import { CHECKED_STATE_KEY } from '../domain/constants'
import type { NavigateOptions } from './navigation'
import { pageUrl, type QueryParams } from './page-url'
import { storage } from './storage'
import type { RouteName } from '../domain/routes'

// WeChat refuses navigateTo once 10 pages are stacked; replace the top page from there on.
const MAX_STACK = 9

export async function navigate(name: RouteName, query?: QueryParams, options: NavigateOptions = {}): Promise<void> {
  storage.remove(CHECKED_STATE_KEY)
  const url = pageUrl(name, query)
  if (options.replace || Taro.getCurrentPages().length >= MAX_STACK) await Taro.redirectTo({ url })
  else await Taro.navigateTo({ url })
}

export function reloadPage(): void {
  const pages = Taro.getCurrentPages()
  const current = pages[pages.length - 1]
  const route = current?.route ? `/${current.route}` : '/pages/wxHomePage/index'
  void Taro.reLaunch({ url: route })
}

// The mini-program has no public route-change hook, so the system back button is not seen; every
// forward navigation still goes through navigate() above and clears the value.
export function watchNavigation(): () => void {
  return () => undefined
}
