// What /detail shares from the mini-program's share menu: the same view, opened through a saved link
// (SPEC §7 "Save URL params returns url_id; load by wx_url_id returns word, plat, cid, label1,
// activedTab"), as the H5 share dialog does with its QR code.
import { track } from '../../api/track'
import { detailQueryString } from '../../domain/detail-params'
import { pageUrl } from '../../platform/page-url'
import type { PageShare, SharedPage } from '../../platform/share-page'
import type { DetailView } from './use-detail-view'

export function detailShare(view: Pick<DetailView, 'source' | 'params' | 'ts' | 'shareId'>): PageShare {
  const { params, ts } = view
  const { route } = view.source
  const title = params.bName ? `${params.word} · ${params.bName}` : params.word
  const byId = (urlId: string): SharedPage => ({ title, path: pageUrl(route, { urlId }) })
  if (params.urlId) {
    track('page_share', { url_id: params.urlId, channel: 'wechat' })
    return { now: byId(params.urlId) }
  }
  // Until the link is saved, the view's own parameters open the same view (shared when the save is late).
  const now = { title, path: pageUrl(route, detailQueryString({ ...params, ts })) }
  const saved = view.shareId().then((urlId) => {
    track('page_share', { url_id: urlId, channel: 'wechat' })
    return byId(urlId)
  })
  return { now, saved }
}
