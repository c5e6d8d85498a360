import Taro from '@tarojs/taro'
import type { QueryParams } from './page-url'

export function readPageQuery(): Record<string, string> {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const out: Record<string, string> = {}
  // navigate() encodes each value (page-url.ts); the mini-program hands them over as they were sent
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue
    try {
      out[key] = decodeURIComponent(value)
    } catch {
      out[key] = value
    }
  }
  return out
}

export function replacePageQuery(_query: QueryParams): void {
  // no address bar in the mini-program (see page-query.ts)
}
