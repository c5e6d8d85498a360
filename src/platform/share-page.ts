import type { RouteName } from '../domain/routes'
import type { QueryParams } from './page-url'

/** What a page hands to the share menu: the title on the card and the page it opens. */
export interface SharedPage {
  title: string
  /** a Taro page URL with its query ('/pages/detail/index?urlId=…', see page-url.ts) */
  path: string
}

/** A share as the page can give it at once, and, when a saved link is on its way, the better one. */
export interface PageShare {
  now: SharedPage
  /** used when it settles within WeChat's 3 s; otherwise, or when it fails, `now` is shared */
  saved?: Promise<SharedPage>
}

/**
 * Mini-program: makes the page's share menu (… → Forward, a share button) share what `share()`
 * returns when the user shares; the page config must say `enableShareAppMessage: true`, and
 * `enableShareTimeline: true` where the page can stand alone in Moments (the same view, `now`). H5:
 * nothing, since a browser page shares through its own dialog (detail's SharePanel).
 */
export declare function useSharePage(share: () => PageShare): void

/** The view a share button shares: a route and its query. */
export interface SharedView {
  route: RouteName
  query?: QueryParams
}

/**
 * What a share button does when pressed (the button has `openType='share'`). Mini-program: nothing
 * ('sheet'): the open-type opens WeChat's share sheet, which sends what useSharePage gives. H5: copies
 * the view's web link to the clipboard ('copied'), for the page to say so.
 */
export declare function pressShareButton(view: SharedView): Promise<'copied' | 'sheet'>
