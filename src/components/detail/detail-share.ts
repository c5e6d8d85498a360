// What /detail shares from the mini-program's share menu: the same view, opened through a saved link
// (its id brings back the word, platform, categories, label and tab), as the H5 share dialog does with its QR code. A saved link is what lets a receiver
// who is not signed in see the concept (SharedPreview), so the view's link is saved as the view
// settles (prepareDetailShare): Moments take the card as it is at the tap, with no time to save.
import { track } from '../../api/track'
import { detailQueryString } from '../../domain/detail-params'
import { pageUrl } from '../../platform/page-url'
import type { PageShare, SharedPage } from '../../platform/share-page'
import type { DetailView } from './use-detail-view'

type ShareView = Pick<DetailView, 'source' | 'params' | 'ts' | 'shareId' | 'user'>

/** Saved links of views shown, by the account that saved them and the view's own link (a link is its saver's). */
const savedIds = new Map<string, string>()
const savedKey = (view: ShareView) => `${view.user?.username ?? ''}|${plainPath(view)}`
export const plainPath = ({ source, params, ts }: Pick<ShareView, 'source' | 'params' | 'ts'>) =>
  pageUrl(source.route, detailQueryString({ ...params, ts }))

/** Saves the view's link ahead of a share; a failure leaves the share to its plain link. */
export function prepareDetailShare(view: ShareView): void {
  const key = savedKey(view)
  if (view.params.urlId || savedIds.has(key)) return
  view
    .shareId()
    .then((urlId) => savedIds.set(key, urlId))
    .catch(() => undefined)
}

export function detailShare(view: ShareView): PageShare {
  const { params } = view
  const { route } = view.source
  const title = params.bName ? `${params.word} · ${params.bName}` : params.word
  const byId = (urlId: string): SharedPage => ({ title, path: pageUrl(route, { urlId }) })
  const urlId = params.urlId ?? savedIds.get(savedKey(view))
  if (urlId) {
    track('page_share', { url_id: urlId, channel: 'wechat' })
    return { now: byId(urlId) }
  }
  // Until the link is saved, the view's own parameters open the same view (shared when the save is late).
  const now = { title, path: plainPath(view) }
  const saved = view.shareId().then((urlId) => {
    track('page_share', { url_id: urlId, channel: 'wechat' })
    return byId(urlId)
  })
  return { now, saved }
}
