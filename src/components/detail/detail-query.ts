import type { CatalogPlat, ConceptQuery, Month, SocialPlat } from '../../../types'

/** What every tab of /detail asks about: read from the URL's query parameters (docs/screens.md) by the page. */
export interface DetailQuery {
  /** the concept expression, already parsed as valid */
  word: string
  plat: CatalogPlat
  /** chosen category ids (URL `cid`, comma-separated); [] = every category the user may see */
  cid: number[]
  /** last month of the period (URL `ts`) */
  ts: Month
  /** URL is_multi_month=1: the month and the two before it (the month wrap, docs/rules.md) */
  multi: boolean
  /** URL bid / bName: only this brand's items */
  bid?: number
  bName?: string
  /** URL social_plat (a social concept's detail): its social volume on this platform only */
  socialPlat?: SocialPlat
}

/** The body of /api/search, /api/ecloud, /api/itemcloud and the query of /api/cloud. */
export function conceptQueryOf(q: DetailQuery): ConceptQuery {
  return {
    word: q.word,
    plat: q.plat,
    ...(q.cid.length ? { cid: q.cid.join(',') } : {}),
    ts: q.ts,
    is_multi_month: q.multi ? 1 : 0,
    ...(q.bid ? { bid: q.bid } : {}),
  }
}

/** A cache key part that changes exactly when the answer would (for src/data/use-api). */
export function detailKey(q: DetailQuery): string {
  return [q.word, q.plat, q.cid.join(','), q.ts, q.multi ? 1 : 0, q.bid ?? ''].join('|')
}

/** Props every detail tab panel takes. */
export interface DetailTabProps {
  query: DetailQuery
  /** open the concept in one category (a row of the category tab) */
  onOpenCategory?(cid: number, name: string): void
  /** open the concept for one brand (a row of the brand tab): URL bid and bName */
  onOpenBrand?(bid: number, name: string): void
  /** open another concept expression in the same view (a related word of the drivers tab) */
  onOpenConcept?(word: string): void
}
