// A comparison's concepts as /compare's query (c0 … c19: platform~categories~word). Apart from the
// rest of the link (compare-query.ts) because the mini-program's 关注 tab builds this link from its
// follows, and that tab lives in the main package, near its size budget: this is all it carries.
import type { CatalogPlat } from '../../types'

export interface CompareEntry {
  word: string
  plat: CatalogPlat
  /** category ids, comma-separated; '' for every category the user may see */
  cid: string
}

// Inside one query value the fields are joined by ~; a word holding ~ or % is escaped so that it
// comes back exactly (compare-query.ts parseEntryValue).
const escapeField = (s: string) => s.replace(/%/g, '%25').replace(/~/g, '%7E')

export function entryValue(e: CompareEntry): string {
  return [e.plat, e.cid, escapeField(e.word)].join('~')
}

/** The query keys of the concepts, in order. */
export function entriesQuery(entries: readonly CompareEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((e, i) => [`c${i}`, entryValue(e)]))
}
