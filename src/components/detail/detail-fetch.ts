// What the detail panels ask the server, beyond one call each: the trend comes from a different
// endpoint per platform, and the social volume of a concept is three answers (one per social platform).
import type { ConceptSearchResult, Month, SocialPlat } from '../../../types'
import { ApiError } from '../../api/errors'
import { searchAmazonConcept, searchConcept, searchDouyinConcept } from '../../api/search'
import { getSocialRanking } from '../../api/social'
import { SOCIAL_PLATFORMS, SOCIAL_TREND_MONTHS } from '../../domain/constants'
import { stripQuotes } from '../../domain/expression'
import { lastMonths } from '../../domain/months'
import { conceptQueryOf, type DetailQuery } from './detail-query'
import { ERROR_CODES } from '../../../types/envelope'

/**
 * The 12-month trend and summary. Douyin and Amazon have their own endpoints, which fix the platform
 * and refuse a `plat` field naming another one, so the field is left out for them.
 */
export function searchDetail(query: DetailQuery): Promise<ConceptSearchResult> {
  const { plat, ...body } = conceptQueryOf(query)
  if (plat === 'douyin') return searchDouyinConcept(body)
  if (plat === 'gamazon') return searchAmazonConcept(body)
  return searchConcept({ ...body, plat })
}

/** One social platform's 13 monthly volumes of the concept (a null month: no data, a gap); null when none are recorded. */
export interface SocialVolumeSeries {
  plat: SocialPlat
  values: (number | null)[] | null
}

export interface SocialVolume {
  /** the 13 months ending with the asked month, oldest first (SOCIAL_TREND_MONTHS: one more than a sales trend) */
  months: Month[]
  series: SocialVolumeSeries[]
}

/** The word social volume is recorded under: the concept as typed, without its one pair of quotes (concept expressions, docs/rules.md). */
export function socialWordOf(query: DetailQuery): string {
  return stripQuotes(query.word)
}

/**
 * The concept's social volume on each social platform. The server answers -404 for a word it has no
 * volume of (on that platform, in that month): that is "no data" for the chart, not a failure. Any
 * other refusal (-401, -403 without social permission) fails the whole answer so the user sees it.
 */
export async function socialVolumeOf(word: string, ts: Month): Promise<SocialVolume> {
  const answers = await Promise.all(
    SOCIAL_PLATFORMS.map((social_plat) =>
      getSocialRanking({ social_plat, word, ts, page_size: 1 }).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.notRecorded) return null
        throw error
      }),
    ),
  )
  const months = answers.find((a) => a !== null)?.months ?? lastMonths(ts, SOCIAL_TREND_MONTHS)
  return {
    months,
    series: SOCIAL_PLATFORMS.map((plat, i) => ({ plat, values: answers[i]?.rows.find((r) => r.word === word)?.trend ?? null })),
  }
}
