import Taro from '@tarojs/taro'
import { CHECKED_STATE_KEY } from '../domain/constants'
import type { NavigateOptions } from './navigation'
import { pageUrl, type QueryParams } from './page-url'
import { storage } from './storage'
import { isTabRoute } from '../domain/mini-nav'
import type { RouteName } from '../domain/routes'

// WeChat refuses navigateTo once 10 pages are stacked; replace the top page from there on.
const MAX_STACK = 9

function clearCheckedState(): void {
  storage.remove(CHECKED_STATE_KEY)
}

export async function navigate(name: RouteName, query?: QueryParams, options: NavigateOptions = {}): Promise<void> {
  clearCheckedState()
  const url = pageUrl(name, query)
  if (isTabRoute(name)) {
    // WeChat opens a tab bar page only with switchTab (navigateTo and redirectTo fail), which closes the
    // pages above the tabs and takes no query. A view to open (home's 查看更多 on a platform) goes
    // through reLaunch, the one call that opens a tab page with a query; the stack is that tab alone
    // either way, so home is never stacked twice.
    if (url.includes('?')) await Taro.reLaunch({ url })
    else await Taro.switchTab({ url })
    return
  }
  if (options.replace || Taro.getCurrentPages().length >= MAX_STACK) await Taro.redirectTo({ url })
  else await Taro.navigateTo({ url })
}

export function reloadPage(): void {
  const pages = Taro.getCurrentPages()
  const current = pages[pages.length - 1]
  const route = current?.route ? `/${current.route}` : '/pages/wxHomePage/index'
  void Taro.reLaunch({ url: route })
}

declare const wx: RouteEvents | undefined

type RouteListener = (route: { openType?: string }) => void
interface RouteEvents {
  onBeforeAppRoute?: (listener: RouteListener) => void
  offBeforeAppRoute?: (listener: RouteListener) => void
}

// wx.onBeforeAppRoute (base library 3.5.5 and later) fires before every route, the system back
// button and the back gesture included. On an older base library only navigate() above clears it.
export function watchNavigation(): () => void {
  // `wx` is a variable of the mini-program's scope, not necessarily a property of globalThis
  const events: RouteEvents | undefined = typeof wx === 'undefined' ? undefined : wx
  if (typeof events?.onBeforeAppRoute !== 'function') return () => undefined
  events.onBeforeAppRoute(clearCheckedState)
  return () => events.offBeforeAppRoute?.(clearCheckedState)
}
