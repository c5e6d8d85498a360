// Analytics events, eight kinds (a tab, a view parameter, a category, a label, a search, another
// detail, a contact panel, a share), posted in batches to POST /api/events.
import type { TreePlat } from './catalog'
import type { Plat } from './platform'

/** The eight kinds of event, one call site each. */
export type TrackKind = 'tab_change' | 'param_change' | 'category' | 'label' | 'search' | 'detail_change' | 'contact' | 'page_share'

/** A view parameter (in the screen's link) whose change is a `param_change`. */
export type TrackParam = 'plat' | 'ts' | 'is_multi_month' | 'coupon_model' | 'jd_version' | 'sort' | 'page' | 'social_plat'

/**
 * The props of each kind. Values are short text or numbers: the server keeps at most 8 props per
 * event, names of at most 32 characters, values of at most 200 characters (numbers arrive as text).
 * No prop names a person: the session says who, when there is one.
 */
export interface TrackPropsByKind {
  /** A /detail tab was switched (and the tab is remembered): activedTab before and after. */
  tab_change: { from: string; to: string }
  /** A view parameter changed (platform, month, one/three months, coupon model, JD version, sort, page). */
  param_change: { param: TrackParam; value: string | number }
  /** Categories were chosen in the picker: the platform, the chosen ids (comma-separated, as `cid`) and how many. */
  category: { plat: TreePlat; cid: string; count: number }
  /** A label (label1) was chosen, on a list or the detail header. */
  label: { label: string; word?: string }
  /**
   * A keyword search was submitted (concept expressions, docs/rules.md): the expression as typed, the platform, and what came
   * of it: opened the detail, refused by the parser or by an empty keyword / no category.
   */
  search: { word: string; plat: Plat | 'ebay'; outcome: 'opened' | 'invalid' | 'empty' }
  /** The /detail page now shows another concept, category set or brand (cid as in the URL). */
  detail_change: { word: string; cid: string; plat: Plat | 'ebay'; bid?: string }
  /** A contact panel was opened: the after-sales or the demo / training QR of the top header. */
  contact: { panel: 'afterSales' | 'demo' }
  /** A view was shared: the saved link's url_id and how it left. */
  page_share: { url_id: string; channel: 'link' | 'qr' | 'wechat' }
}

/** One event as posted. */
export interface TrackEvent<K extends TrackKind = TrackKind> {
  kind: K
  props: TrackPropsByKind[K]
  /** the route the user was on (path only, no query) */
  page: string
  /** client clock, ms since 1970 */
  at: number
}

/** POST /api/events body. */
export interface TrackBatch {
  events: TrackEvent[]
  /** the browser or device id (STORAGE_KEYS.browserFinger): ties the events of one anonymous visitor */
  finger?: string
}

/** POST /api/events answer. */
export interface TrackReceipt {
  /** how many events were stored */
  stored: number
}
