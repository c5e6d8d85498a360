// A comparison's link (/compare): up to 20 concepts, each with its own platform and categories, and
// the chart's options. The whole view lives in the page's link — one query key per concept (c0 …
// c19, each short enough for a saved short link's 500-character value) — so the address is always a
// link to what the user sees. Its concepts' part is compare-link.ts.
import type { CatalogPlat, SocialPlat } from '../../types'
import { CATALOG_PLATFORMS, COMPARE_MAX_ITEMS, type COMPARE_SPANS, SOCIAL_PLATFORMS } from './constants'
import { entriesQuery, type CompareEntry } from './compare-link'
import { isMonth } from './months'

export { entryValue, type CompareEntry } from './compare-link'

/** What the chart draws: sales (money, in each source's own currency), units sold, or the concept word's social volume on one platform. */
export type CompareMetric = 'sales' | 'volume' | 'social'
export type CompareSpan = (typeof COMPARE_SPANS)[number]

export interface CompareView {
  entries: CompareEntry[]
  metric: CompareMetric
  /** the social platform of the social volume (link `sp`; Douyin unless another is chosen) */
  socialPlat: SocialPlat
  span: CompareSpan
  log: boolean
  /** the month compared (link `ts`), '' for the latest: a shared comparison keeps the month it showed */
  ts: string
  /** the saved short link this view was opened from ('' for none) */
  urlId: string
}

// undoes compare-link's escapes exactly (decodeURIComponent of a value whose % were escaped first)
function unescapeField(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const CID = /^(\d{1,12}(,\d{1,12}){0,19})?$/

/** One concept from its query value; null for a value no page could have written. */
export function parseEntryValue(value: string): CompareEntry | null {
  const [plat, cid, ...rest] = value.split('~')
  const word = unescapeField(rest.join('~')).trim()
  if (!word || !(CATALOG_PLATFORMS as string[]).includes(plat) || !CID.test(cid ?? '')) return null
  return { plat: plat as CatalogPlat, cid: cid ?? '', word }
}

/** The same concept (word, platform and categories): a comparison holds it once. */
export function sameEntry(a: CompareEntry, b: CompareEntry): boolean {
  return a.word === b.word && a.plat === b.plat && a.cid === b.cid
}

/** The view from a page's query (or a saved link's parameters); unknown values fall back to the defaults. */
export function parseCompareView(query: Record<string, string | number | undefined>): CompareView {
  const entries: CompareEntry[] = []
  for (let i = 0; i < COMPARE_MAX_ITEMS; i++) {
    const value = query[`c${i}`]
    const entry = value === undefined ? null : parseEntryValue(String(value))
    if (entry && !entries.some((e) => sameEntry(e, entry))) entries.push(entry)
  }
  return {
    entries,
    metric: query.m === 'volume' || query.m === 'social' ? query.m : 'sales',
    socialPlat: (SOCIAL_PLATFORMS as string[]).includes(String(query.sp)) ? (query.sp as SocialPlat) : SOCIAL_PLATFORMS[0],
    span: String(query.n) === '24' ? 24 : 12,
    log: String(query.log) === '1',
    ts: isMonth(query.ts) ? query.ts : '',
    urlId: typeof query.urlId === 'string' ? query.urlId : '',
  }
}

/**
 * How many concepts a link names that its view could not keep: values no page writes (an unknown
 * platform, a malformed category) and concepts past the 20th. A hand-edited link is told, not
 * silently cut.
 */
export function droppedLinkConcepts(query: Record<string, string | number | undefined>): number {
  let dropped = 0
  for (const [key, value] of Object.entries(query)) {
    const m = /^c(\d+)$/.exec(key)
    if (!m || value === undefined) continue
    if (Number(m[1]) >= COMPARE_MAX_ITEMS || parseEntryValue(String(value)) === null) dropped++
  }
  return dropped
}

/** The query of a view (defaults left out), as the page's link and a saved short link carry it. */
export function compareQuery(view: Omit<CompareView, 'urlId'>): Record<string, string> {
  const query: Record<string, string> = entriesQuery(view.entries.slice(0, COMPARE_MAX_ITEMS))
  if (view.metric !== 'sales') query.m = view.metric
  if (view.metric === 'social' && view.socialPlat !== SOCIAL_PLATFORMS[0]) query.sp = view.socialPlat
  if (view.span !== 12) query.n = String(view.span)
  if (view.log) query.log = '1'
  if (view.ts) query.ts = view.ts
  return query
}
