// The one analytics tracker, for the eight kinds of event in the table below. Screens call
// track(kind, props) at one place per kind; the call returns at once and never throws, events
// leave in batches for POST /api/events a few seconds later (or when the page is hidden), and a
// failure is never shown.
//
//   kind           props (types/track.ts)                          where it is called
//   tab_change     { from, to } (activedTab values)                the /detail tab switch
//   param_change   { param: TrackParam, value }                    the view parameter controls (plat, ts, …)
//   category       { plat, cid: '16,1801', count }                 the category picker's confirm
//   label          { label, word? }                                choosing a label1 filter
//   search         { word, plat, outcome: opened|invalid|empty }   the keyword search submit
//   detail_change  { word, cid, plat, bid? }                       /detail showing another concept
//   contact        { panel: afterSales|demo }                      opening a top-header QR panel
//   page_share     { url_id, channel: link|qr|wechat }             sharing a saved view
import type { TrackBatch, TrackKind, TrackPropsByKind, TrackReceipt } from '../../types'
import { currentUrl } from '../platform/env'
import { onPageHide, sendBeacon } from '../platform/page-hide'
import { apiRequest } from './client'
import { browserFinger } from './error-reporter'
import { createTrackQueue } from './track-queue'

export const TRACK_PATH = '/api/events'
/** Events wait this long, so a burst (a tab switch that also changes the month) leaves as one request. */
export const TRACK_DELAY_MS = 3000
/** At most this many events wait (a page that cannot reach the server drops its oldest). */
export const TRACK_QUEUE_MAX = 200

/** POST /api/events — one batch of analytics events. */
export function postEvents(batch: TrackBatch): Promise<TrackReceipt> {
  return apiRequest<TrackReceipt>({ method: 'POST', path: TRACK_PATH, body: batch })
}

// H5: location.href; the mini-program: the page route and query. The query can hold what the user
// typed and adds nothing the props do not say: the path only.
function pagePath(): string {
  return (
    currentUrl()
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
      .split(/[?#]/)[0] || '/'
  )
}

const queue = createTrackQueue({
  send: postEvents,
  beacon: (batch) => sendBeacon(TRACK_PATH, batch),
  onHide: onPageHide,
  page: pagePath,
  finger: browserFinger,
  now: () => Date.now(),
  delayMs: TRACK_DELAY_MS,
  queueMax: TRACK_QUEUE_MAX,
})

/** Record one analytics event; returns at once, never throws. Props of each kind: types/track.ts. */
export function track<K extends TrackKind>(kind: K, props: TrackPropsByKind[K]): void {
  queue.track(kind, props)
}

/**
 * Send what waits now, by beacon where there is one: before a full-page redirect (the login service,
 * a language reload), which would cancel a normal request.
 */
export function flushTracking(): void {
  queue.leave()
}
