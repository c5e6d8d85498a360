import Taro from '@tarojs/taro'
import { RESIZE_DEBOUNCE_MS } from '../domain/constants'
import { debounce } from './debounce'
import { windowInfo } from './wx-system-info'

export function getViewportWidth(): number {
  return windowInfo().windowWidth
}

export function onViewportResize(listener: (width: number) => void): () => void {
  const settled = debounce((width: number) => listener(width), RESIZE_DEBOUNCE_MS)
  const handler: Taro.onWindowResize.Callback = (result) => settled(result.size.windowWidth)
  Taro.onWindowResize(handler)
  return () => {
    settled.cancel()
    Taro.offWindowResize(handler as unknown as Taro.offWindowResize.Callback)
  }
}
