// A detail page opened as a ranking card's link opens it: a concept of the signed-in user's
// all-platform ranking, in its category and the ranking's month, read from the real server.
import { pagePath } from '../../../src/domain/routes'
import type { MiniProgram, PageHandle } from './load-page'
import type { RealServerSuite } from './real-server'

export interface RankedConcept {
  word: string
  category_id: number
}

/** The first `pageSize` rows of the all-platform ranking (POST /api/ecommerce) as `token`'s user sees it. */
export async function allPlatformRanking(
  t: RealServerSuite,
  token: string,
  pageSize: number,
): Promise<{ ts: string; rows: RankedConcept[] }> {
  return (await t.real.api('POST', '/api/ecommerce', token, { plat: 'all', page: 1, page_size: pageSize })).data as {
    ts: string
    rows: RankedConcept[]
  }
}

/** Opens /detail of `pick` in month `ts`, with the link's query a ranking card gives it. */
export function openDetailOf(mp: MiniProgram, ts: string, pick: RankedConcept): Promise<PageHandle> {
  return mp.openPage(pagePath('detail'), {
    word: encodeURIComponent(pick.word),
    plat: 'all',
    cid: String(pick.category_id),
    ts,
  })
}
