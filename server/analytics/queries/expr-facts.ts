// One expression's share of a source's facts: the segments of the items its titles match, over the
// source's facts held in memory (source-facts.ts). Nothing else is copied: the detail reads
// (concept-facts.ts) walk these segments where they lie. A match is kept as its segments rather
// than its items (about as many: nearly every item is one segment), so a kept match costs no more.
import type { CompiledConcept } from '../concept-sql'
import type { SourceFacts } from './source-facts'
import { matchItems } from './title-index'

export interface ExprFacts {
  /** the expression's key in search-index.ts (one per expression and source) */
  key: number
  data: SourceFacts
  /**
   * the matched items' segments, ascending: items are ordered by category path, so the segments of
   * a category's run of items are one stretch of this list, which a read takes without a copy
   */
  segs: Uint32Array
}

/** Matches the expression against the source's titles (a fraction of a millisecond; see title-index.ts). */
export function exprFacts(data: SourceFacts, concept: CompiledConcept, key: number): ExprFacts {
  return matchedFacts(data, matchItems(data.index, concept.expr), key)
}

/** The facts of the matched `items` (ascending) of a source. */
export function matchedFacts(data: SourceFacts, items: Uint32Array, key: number): ExprFacts {
  const starts = data.itemSegments
  let n = 0
  for (let i = 0; i < items.length; i++) n += starts[items[i] + 1] - starts[items[i]]
  const segs = new Uint32Array(n)
  for (let i = 0, at = 0; i < items.length; i++) {
    for (let seg = starts[items[i]], end = starts[items[i] + 1]; seg < end; seg++) segs[at++] = seg
  }
  return { key, data, segs }
}
