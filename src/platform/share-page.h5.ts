import Taro from '@tarojs/taro'
import { routePath } from '../domain/routes'
import { queryString } from './page-url'
import type { PageShare, SharedView } from './share-page'

export function useSharePage(_share: () => PageShare): void {
  // a browser has no share menu of the page's own (see share-page.ts)
}

export async function pressShareButton(view: SharedView): Promise<'copied'> {
  await Taro.setClipboardData({ data: `${window.location.origin}${routePath(view.route)}${queryString(view.query)}` })
  return 'copied'
}
