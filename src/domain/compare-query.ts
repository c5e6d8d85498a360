// A comparison's link (/compare): up to 20 concepts, each with its own platform and categories, and
// the chart's options. The whole view lives in the page's link — one query key per concept (c0 …
// c19, each short enough for a saved short link's 500-character value) — so the address is always a
// link to what the user sees. Kept apart from domain/compare.ts: the mini-program's 关注 tab (main
// package, 4 KB of headroom) builds this link and needs nothing else.
import type { CatalogPlat } from '../../types'
import { CATALOG_PLATFORMS, COMPARE_MAX_ITEMS, COMPARE_SPANS } from './constants'

export interface CompareEntry {
  word: string
  plat: CatalogPlat
  /** category ids, comma-separated; '' for every category the user may see */
  cid: string
}

/** What the chart draws: sales (money, in each source's own currency) or units sold. */
export type CompareMetric = 'sales' | 'volume'
export type CompareSpan = (typeof COMPARE_SPANS)[number]

export interface CompareView {
  entries: CompareEntry[]
  metric: CompareMetric
  span: CompareSpan
  log: boolean
  /** the saved short link this view was opened from ('' for none) */
  urlId: string
}

// Inside one query value the fields are joined by ~; a word holding ~ or % is escaped so that it
// comes back exactly (decodeURIComponent undoes exactly these escapes).
const escapeField = (s: string) => s.replace(/%/g, '%25').replace(/~/g, '%7E')
function unescapeField(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

export function entryValue(e: CompareEntry): string {
  return [e.plat, e.cid, escapeField(e.word)].join('~')
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
    metric: query.m === 'volume' ? 'volume' : 'sales',
    span: String(query.n) === '24' ? 24 : 12,
    log: String(query.log) === '1',
    urlId: typeof query.urlId === 'string' ? query.urlId : '',
  }
}

/** The query of a view (defaults left out), as the page's link and a saved short link carry it. */
export function compareQuery(view: Omit<CompareView, 'urlId'>): Record<string, string> {
  const query: Record<string, string> = {}
  view.entries.slice(0, COMPARE_MAX_ITEMS).forEach((e, i) => {
    query[`c${i}`] = entryValue(e)
  })
  if (view.metric !== 'sales') query.m = view.metric
  if (view.span !== 12) query.n = String(view.span)
  if (view.log) query.log = '1'
  return query
}
