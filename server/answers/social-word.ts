// One word's row of a social ranking, as /api/social?word=… answers it: its place in the ranking by
// growth, or, when growth does not rank it (too little volume a year earlier), its place among every
// word with volume; -404 when the platform has no volume of it that month. /api/social and the
// social measure of /api/compare both read a word's figures here, so they cannot disagree.
import type { Month, SocialPlat } from '../../types'
import { ERROR_CODES } from '../../types/envelope'
import { socialRanking, type SocialWord } from '../analytics/social'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { say } from '../text/messages'

export async function socialWordPlace(
  ctx: AppContext,
  q: { plat: SocialPlat; ts: Month; cid: number; sortby: 'growth' | 'volume'; word: string },
): Promise<{ rank: number; row: SocialWord }> {
  const list = await socialRanking(ctx.analytics, { plat: q.plat, ts: q.ts, cid: q.cid, sortby: q.sortby })
  const index = list.findIndex((w) => w.word === q.word)
  if (index >= 0) return { rank: index + 1, row: list[index] }
  const every = await socialRanking(ctx.analytics, { plat: q.plat, ts: q.ts, cid: q.cid, sortby: 'volume' })
  const row = every.find((w) => w.word === q.word)
  if (!row) throw new DomainError(ERROR_CODES.notRecorded, say.noSocialWord(q.word, q.plat, q.ts))
  // outside the growth order the row keeps rank 1 of its one-row answer
  return { rank: 1, row }
}
