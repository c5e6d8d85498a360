import Taro from '@tarojs/taro'
import { RESIZE_DEBOUNCE_MS } from '../domain/constants'
import { debounce } from './debounce'

// Written literally as Taro.getWindowInfo() / Taro.onWindowResize: the H5 build rewrites these calls
// and misses them when aliased (TARO-NOTES "H5 routing").
export function getViewportWidth(): number {
  return Taro.getWindowInfo().windowWidth
}

export function onViewportResize(listener: (width: number) => void): () => void {
  // Taro 4.2.1's H5 onWindowResize reports window.screen.width, which does not change when the
  // browser window is resized; re-read the viewport once resizing settles instead.
  const settled = debounce(() => listener(Taro.getWindowInfo().windowWidth), RESIZE_DEBOUNCE_MS)
  const handler = () => settled()
  Taro.onWindowResize(handler)
  return () => {
    settled.cancel()
    Taro.offWindowResize(handler)
  }
}
