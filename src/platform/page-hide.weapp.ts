import Taro from '@tarojs/taro'

export function onPageHide(listener: () => void): () => void {
  const handler = () => listener()
  Taro.onAppHide(handler)
  return () => Taro.offAppHide(handler)
}

// No beacon in the mini-program; a request started on app hide still completes (the app keeps
// running in the background for a while), so the caller's normal send is enough.
export function sendBeacon(): boolean {
  return false
}
