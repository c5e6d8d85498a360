// The analytics events' fixed facts, shared by the tracker (src/api/track.ts) and POST /api/events.
import type { TrackKind } from '../../types'

// A record rather than a list: adding a kind to TrackKind without listing it here fails the type check.
const KINDS: Record<TrackKind, true> = {
  tab_change: true,
  param_change: true,
  category: true,
  label: true,
  search: true,
  detail_change: true,
  contact: true,
  page_share: true,
}

/** Every kind of analytics event the app sends: what a user switches, picks, searches, opens and shares. */
export const TRACK_KINDS = Object.keys(KINDS) as TrackKind[]

/** What one POST /api/events may carry; the tracker cuts its events to fit, the server refuses more. */
export const TRACK_LIMITS = {
  /** events in one request */
  batchMax: 50,
  /** props of one event */
  propsMax: 8,
  /** characters of a prop name (letters, digits, _; starting with a letter) */
  propNameMax: 32,
  /** characters of a prop value */
  propValueMax: 200,
  /** characters of the page path */
  pageMax: 300,
  /** characters of the browser/device id */
  fingerMax: 64,
} as const

export const TRACK_PROP_NAME_PATTERN = `^[A-Za-z][A-Za-z0-9_]{0,${TRACK_LIMITS.propNameMax - 1}}$`
