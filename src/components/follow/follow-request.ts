// What a follow call is about and the follow payload built from it.
import type { FollowPlat, FollowRequest, FollowStatusQuery, FollowType } from '../../../types'
import { stripQuotes } from '../../domain/expression'

/** One followable concept: a word on a platform in a category. */
export interface FollowTarget {
  word: string
  plat: FollowPlat
  categoryId: number
  /** the JD level-1 category beside a combined platform (tbjd, tbjddy) */
  jdCat1?: number
  /** @default 'concept' */
  type?: FollowType
}

/** Concept expressions: one pair of surrounding quotes is stripped from the keyword before follow calls. */
export function followWord(word: string): string {
  return stripQuotes(word)
}

/** A target the server can answer for: a word left after stripping and a real category. */
export function isFollowable(target: FollowTarget): boolean {
  return followWord(target.word) !== '' && Number.isInteger(target.categoryId) && target.categoryId > 0
}

/** GET /api/marked query: category_id, word, plat (docs/api.md). */
export function followStatusQuery(target: FollowTarget): FollowStatusQuery {
  return { category_id: target.categoryId, word: followWord(target.word), plat: target.plat, type: target.type ?? 'concept' }
}

/** The follow payload: category_id, func, type, word, platform, jd_cat1 — all six, every time. */
export function followRequest(target: FollowTarget, func: FollowRequest['func']): FollowRequest {
  return {
    category_id: target.categoryId,
    func,
    type: target.type ?? 'concept',
    word: followWord(target.word),
    platform: target.plat,
    jd_cat1: target.jdCat1 ?? 0,
  }
}
