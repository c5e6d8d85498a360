// The figures of one concept of a comparison (POST /api/compare). Nothing is computed here that
// /api/search does not compute: each concept is resolved by resolveConceptFor (the same session,
// word, category and period checks) and answered by searchAnswer through the same cache key as the
// search route, so a comparison and /api/search can never disagree — and whatever makes a search
// faster makes a comparison faster.
import type { CompareItem, ConceptSearchResult, Month, TrendPoint } from '../../types'
import type { Lang } from '../../src/domain/constants'
import { SALES_TREND_MONTHS } from '../../src/domain/constants'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import type { Account } from '../accounts/sessions'
import { cached } from './answer-cache'
import type { AppContext } from '../context'
import { searchAnswer } from './search-answers'
import { blankTrendPoint } from './growth-figures'
import { answerKey, resolveConceptFor, type ConceptInput } from './search-request'

/** /api/search's answer for one concept of the comparison in month `ts` (throws as /api/search refuses). */
export function comparedSearch(
  ctx: AppContext,
  account: Account,
  lang: Lang,
  item: CompareItem,
  ts: Month | undefined,
): Promise<ConceptSearchResult> {
  const input: ConceptInput = { word: item.word, plat: item.plat, cid: item.cid || undefined, ts }
  const r = resolveConceptFor(ctx, account, lang, input)
  return cached(answerKey('search', r), () => searchAnswer(r))
}

/**
 * Twelve months without figures: the year before a 24-month chart when it has no data or is outside
 * the caller's window. A year before a served month is never still being collected (not partial).
 */
function gapYear(end: Month): TrendPoint[] {
  return lastMonths(end, SALES_TREND_MONTHS).map((month) => blankTrendPoint(month))
}

/**
 * The months drawn for one concept: its search answer's trend, preceded for 24 months by the trend
 * of /api/search's answer a year earlier. That earlier answer is refused where /api/search refuses
 * it (before the data, before a free version's window): those months are gaps, not a failure.
 */
export async function comparedTrend(
  ctx: AppContext,
  account: Account,
  lang: Lang,
  item: CompareItem,
  current: ConceptSearchResult,
  span: number,
  isRefusal: (err: unknown) => boolean,
): Promise<TrendPoint[]> {
  if (span <= SALES_TREND_MONTHS) return current.trend
  const earlierEnd = shiftMonth(current.end, -SALES_TREND_MONTHS)
  try {
    const earlier = await comparedSearch(ctx, account, lang, item, earlierEnd)
    return [...earlier.trend, ...current.trend]
  } catch (err) {
    if (!isRefusal(err)) throw err
    return [...gapYear(earlierEnd), ...current.trend]
  }
}
