import { useShareAppMessage } from '@tarojs/taro'
import type { PageShare } from './share-page'

export function useSharePage(share: () => PageShare): void {
  useShareAppMessage(() => {
    const { now, saved } = share()
    if (!saved) return now
    // WeChat waits up to 3 s for `promise` and shares `now` if it is late; a failed save shares `now` too
    return { ...now, promise: saved.catch(() => now) }
  })
}

export async function pressShareButton(): Promise<'sheet'> {
  return 'sheet'
}
