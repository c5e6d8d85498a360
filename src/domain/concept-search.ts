// The top header's concept search (docs/screens.md) as plain rules: when it shows, what a
// submission must hold, and the list of recent searches the /search page offers again.
import type { Plat } from '../../types'
import { CONCEPT_PICKER_DELAY_MS } from './constants'
import { parseConcept, type ConceptMessage } from './expression'
import type { RouteName } from './routes'

/** Shown straight away on /detail and /publicDetail, on /concept only after 2 s; elsewhere not at all (null). */
export function conceptSearchDelay(route: RouteName): number | null {
  if (route === 'detail' || route === 'publicDetail') return 0
  if (route === 'concept') return CONCEPT_PICKER_DELAY_MS
  return null
}

export type SearchCheck =
  | { ok: true; word: string }
  /** Concept expressions: "Empty keyword: Please enter concept word search; the old keyword is restored." */
  | { ok: false; reason: 'keywordEmpty'; restore: string }
  /** a search with no category chosen is refused with 类目不能为空! */
  | { ok: false; reason: 'categoryEmpty' }
  /** the shared parser's message, in both languages (concept expressions, keyword syntax) */
  | { ok: false; reason: 'syntax'; message: ConceptMessage }

/**
 * Checks a search before any request: the keyword, then its syntax, then the categories — what the
 * user typed is told first, so a mistyped expression is not answered with "choose a category", fixed,
 * and only then found wrong.
 */
export function checkConceptSearch(input: { keyword: string; cids: readonly number[]; previous: string }): SearchCheck {
  const keyword = input.keyword.trim()
  if (!keyword) return { ok: false, reason: 'keywordEmpty', restore: input.previous }
  const parsed = parseConcept(keyword)
  if (!parsed.ok) return { ok: false, reason: 'syntax', message: parsed.message }
  if (input.cids.length === 0) return { ok: false, reason: 'categoryEmpty' }
  return { ok: true, word: keyword }
}

export interface RecentSearch {
  word: string
  plat: Plat
  cid: number[]
}

/** Recent searches kept for /search. */
export const MAX_RECENT_SEARCHES = 10

/** The newest first; the same word on the same platform and categories is kept once. */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const same = (r: RecentSearch) =>
    r.word.toLowerCase() === entry.word.toLowerCase() && r.plat === entry.plat && r.cid.join(',') === entry.cid.join(',')
  return [entry, ...list.filter((r) => !same(r))].slice(0, MAX_RECENT_SEARCHES)
}

/** Reads the stored list, dropping whatever is not a recent search (storage is the user's). */
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]')
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (r): r is RecentSearch =>
          typeof r?.word === 'string' && typeof r?.plat === 'string' && Array.isArray(r?.cid) && r.cid.every(Number.isInteger),
      )
      .slice(0, MAX_RECENT_SEARCHES)
  } catch {
    return []
  }
}
