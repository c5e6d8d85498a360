// One expression's share of a source's facts: the items its titles match, over the source's facts
// held in memory (source-facts.ts). Nothing is copied: the detail reads (concept-facts.ts) walk
// these items' rows where they lie.
import type { CompiledConcept } from '../concept-sql'
import type { SourceFacts } from './source-facts'
import { matchItems } from './title-index'

export interface ExprFacts {
  /** the expression's key in search-index.ts (one per expression and source) */
  key: number
  data: SourceFacts
  /** indexes of the matched items in data, ascending */
  items: Uint32Array
}

/** Matches the expression against the source's titles (a fraction of a millisecond; see title-index.ts). */
export function exprFacts(data: SourceFacts, concept: CompiledConcept, key: number): ExprFacts {
  return { key, data, items: matchItems(data.index, concept.expr) }
}
