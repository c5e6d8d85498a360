// The /social view as a URL (as /concept's in concept-view.ts): social platform, month,
// category, sort and page live in the query string, so a reload or a shared link shows the same
// ranking. Values that do not parse are dropped (the screen then uses its defaults).
import type { Month, SocialPlat, SocialRankingQuery } from '../../types'
import { SOCIAL_PLATFORMS } from './constants'
import { answerableMonths } from './concept-view'
import { isMonth } from './months'

export type SocialSort = NonNullable<SocialRankingQuery['sortby']>

export const SOCIAL_SORTS: readonly SocialSort[] = ['growth', 'volume']
export const DEFAULT_SOCIAL_SORT: SocialSort = 'growth'
/** The social platform a page opens on: Douyin, the first of SOCIAL_PLATFORMS (nothing else decides it). */
export const DEFAULT_SOCIAL_PLAT: SocialPlat = SOCIAL_PLATFORMS[0]

export interface SocialView {
  socialPlat?: SocialPlat
  ts?: Month
  cid?: number
  page: number
  sort: SocialSort
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/

function positiveInt(value: string | undefined): number | undefined {
  return value !== undefined && POSITIVE_INT.test(value) ? Number(value) : undefined
}

/** The view a query string asks for (names as on /detail and /api/social: social_plat, ts, cid, page; plus sort). */
export function parseSocialView(query: Record<string, string | undefined>): SocialView {
  const socialPlat = SOCIAL_PLATFORMS.find((p) => p === query.social_plat)
  const cid = positiveInt(query.cid)
  return {
    ...(socialPlat ? { socialPlat } : {}),
    ...(isMonth(query.ts) ? { ts: query.ts } : {}),
    ...(cid ? { cid } : {}),
    page: positiveInt(query.page) ?? 1,
    sort: SOCIAL_SORTS.find((s) => s === query.sort) ?? DEFAULT_SOCIAL_SORT,
  }
}

/** The query string of a view; defaults are left out so links stay short. */
export function socialViewQuery(view: SocialView): Record<string, string | number | undefined> {
  return {
    social_plat: view.socialPlat,
    ts: view.ts,
    cid: view.cid,
    page: view.page > 1 ? view.page : undefined,
    sort: view.sort === DEFAULT_SOCIAL_SORT ? undefined : view.sort,
  }
}

/**
 * "only months that have data": the social platform's recorded months (ts_min to ts of
 * /api/latest_social), from the caller's earliest month on (the free version starts later); newest first.
 */
export function socialMonths(recorded: { ts: Month; ts_min: Month }, earliest: Month): Month[] {
  if (!recorded.ts) return []
  const first = earliest > recorded.ts_min ? earliest : recorded.ts_min
  return first > recorded.ts ? [] : answerableMonths(first, recorded.ts, false)
}

/**
 * The /detail link of a social concept (with word1 and social_plat): the word is
 * searched on the default e-commerce platform and category, its social volume shown on that platform.
 */
export function socialDetailQuery(word: string, socialPlat: SocialPlat, ts: Month): Record<string, string> {
  return { word1: word, social_plat: socialPlat, ts }
}
