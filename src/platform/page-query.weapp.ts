import Taro from '@tarojs/taro'
import { decodeQueryValue, type QueryParams } from './page-url'

export function readPageQuery(): Record<string, string> {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const out: Record<string, string> = {}
  // navigate() encodes each value (page-url.ts); the mini-program hands them over as they were sent
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue
    out[key] = decodeQueryValue(value)
  }
  return out
}

export function replacePageQuery(query: QueryParams): void {
  // No address bar: the view is kept in the page's options instead, in the form navigate() sends
  // them, so a screen mounted again on this page (a tab switch on /ebay and /amazon) starts from the
  // view the user left, as on H5, not from the one the page was opened with. Changed in place: the
  // object is the page's own ($taroParams), which Taro hands out again each time the page shows.
  const params = Taro.getCurrentInstance().router?.params
  if (!params) return
  for (const key of Object.keys(params)) if (!key.startsWith('$taro')) delete params[key]
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = encodeURIComponent(String(value))
  }
}
