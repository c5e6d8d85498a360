// The social volume of one concept of a comparison (POST /api/compare with social_plat). Nothing is
// computed here that /api/social does not compute: the caller's social category and the month are
// checked by the social routes' own functions (social-access.ts: social_cat_list, the platform's
// recorded months, the version's window) and the word's row is socialWordPlace's, the row
// /api/social?word=… answers. 24 months add the trend of that answer a year earlier.
import type { CompareSocial, Month, SocialPlat } from '../../types'
import { SALES_TREND_MONTHS, SOCIAL_TREND_MONTHS } from '../../src/domain/constants'
import { servedTrend } from '../../src/domain/privileges'
import { lastMonths, shiftMonth } from '../../src/domain/months'
import type { Account } from '../accounts/sessions'
import type { AppContext } from '../context'
import { requirePeriodAllowed } from '../permissions'
import { privilegesOf } from './privileges'
import { ERROR_CODES } from '../../types/envelope'
import { socialTrendOfWord } from '../analytics/social'
import { DomainError } from '../domain-error'
import { socialCategoryOfWord, socialMonth } from './social-access'
import { socialWordPlace } from './social-word'

/** The word's /api/social row in month `ts` (throws as /api/social refuses: -403, -404), its trend served as /api/social serves it. */
async function socialRow(ctx: AppContext, account: Account, plat: SocialPlat, word: string, ts: Month) {
  const { month, cid, earliest } = await socialScope(ctx, account, plat, word, ts)
  const { row } = await socialWordPlace(ctx, { plat, ts: month, cid, sortby: 'growth', word })
  return { ...row, trend: servedTrend(lastMonths(month, SOCIAL_TREND_MONTHS), row.trend, earliest) }
}

/** What /api/social checks before it looks the word up: the platform's month, the caller's window and social categories. */
async function socialScope(ctx: AppContext, account: Account, plat: SocialPlat, word: string, ts: Month) {
  const month = await socialMonth(ctx, plat, ts)
  const privileges = privilegesOf(ctx, account)
  requirePeriodAllowed(privileges, { start: month })
  const { cid } = await socialCategoryOfWord(ctx, account, plat, month, word)
  return { month, cid, earliest: privileges.earliest_month }
}

/**
 * The word's 12 months ending `ts`, the year before a 24-month comparison's last. The social row
 * of that month holds them; a word the ranking leaves out then (no volume that month nor a year
 * before) had no talk in a month the platform recorded: its months are read as the row would hold
 * them (0 where recorded without it), not left blank as if nothing had been recorded.
 */
async function earlierYear(ctx: AppContext, account: Account, plat: SocialPlat, word: string, ts: Month): Promise<(number | null)[]> {
  const { month, cid, earliest } = await socialScope(ctx, account, plat, word, ts)
  let trend: (number | null)[]
  try {
    trend = (await socialWordPlace(ctx, { plat, ts: month, cid, sortby: 'growth', word })).row.trend
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== ERROR_CODES.notRecorded) throw err
    trend = await socialTrendOfWord(ctx.analytics, plat, month, word)
  }
  return servedTrend(lastMonths(month, SOCIAL_TREND_MONTHS), trend, earliest).slice(-SALES_TREND_MONTHS)
}

/**
 * One concept's social figures for a comparison ending in `ts` over `span` months (12 or 24). A
 * year the social answer refuses (before the platform's data, outside the caller's window) is a
 * gap; a refusal of the month itself is thrown, for the row to carry it.
 */
export async function comparedSocial(
  ctx: AppContext,
  account: Account,
  plat: SocialPlat,
  word: string,
  ts: Month,
  span: number,
  isRefusal: (err: unknown) => boolean,
): Promise<Omit<CompareSocial, 'error_code' | 'error_msg'>> {
  const row = await socialRow(ctx, account, plat, word, ts)
  let trend = row.trend.slice(-SALES_TREND_MONTHS)
  if (span > SALES_TREND_MONTHS) {
    let earlier: (number | null)[] = Array.from({ length: SALES_TREND_MONTHS }, () => null)
    try {
      earlier = await earlierYear(ctx, account, plat, word, shiftMonth(ts, -SALES_TREND_MONTHS))
    } catch (err) {
      if (!isRefusal(err)) throw err
    }
    trend = [...earlier, ...trend]
  }
  return { social_plat: plat, volume: row.volume, volume_base: row.volumeBase, yoy: row.yoy, change: row.change, label: row.label, trend }
}
