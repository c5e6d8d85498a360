import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import type { PageShare } from './share-page'

export function useSharePage(share: () => PageShare): void {
  useShareAppMessage(() => {
    const { now, saved } = share()
    if (!saved) return now
    // WeChat waits up to 3 s for `promise` and shares `now` if it is late; a failed save shares `now` too
    return { ...now, promise: saved.catch(() => now) }
  })
  // Moments open the page that was shared with the query given here; WeChat calls this only on pages
  // whose config says enableShareTimeline, so a page that cannot stand alone simply leaves that out.
  // Moments take no promise: the view goes as it is, not through a saved link.
  useShareTimeline(() => {
    const { now } = share()
    return { title: now.title, query: now.path.split('?')[1] ?? '' }
  })
}

export async function pressShareButton(): Promise<'sheet'> {
  return 'sheet'
}
