import Taro from '@tarojs/taro'
import { CHECKED_STATE_KEY } from '../domain/constants'
import type { NavigateOptions } from './navigation'
import { pageUrl, type QueryParams } from './page-url'
import { storage } from './storage'
import type { RouteName } from '../domain/routes'

function clearCheckedState(): void {
  storage.remove(CHECKED_STATE_KEY)
}

export async function navigate(name: RouteName, query?: QueryParams, options: NavigateOptions = {}): Promise<void> {
  clearCheckedState()
  const url = pageUrl(name, query)
  if (options.replace) await Taro.redirectTo({ url })
  else await Taro.navigateTo({ url })
}

export function reloadPage(): void {
  window.location.reload()
}

// Taro's H5 router emits this internal event on every route change, back/forward included, after
// the URL changes and before the next page loads (TARO-NOTES "H5 routing"); there is no public hook.
const ROUTER_CHANGE_EVENT = '__taroRouterChange'

export function watchNavigation(): () => void {
  Taro.eventCenter.on(ROUTER_CHANGE_EVENT, clearCheckedState)
  return () => Taro.eventCenter.off(ROUTER_CHANGE_EVENT, clearCheckedState)
}
