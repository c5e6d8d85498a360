// Typed calls of the brand and category rankings and of the table download
// (server/routes/rankings.ts).
import type { BrandRanking, CategoryRanking, EntityRankingRequest, RankingDownloadQuery } from '../../types'
import { downloadFile } from '../platform/file-download'
import { queryString } from '../platform/page-url'
import { apiRequest } from './client'
import { envelopeError, httpError } from './errors'

/** POST /api/brand_rank — the growing brands of a category. */
export function getBrandRanking(body: EntityRankingRequest): Promise<BrandRanking> {
  return apiRequest<BrandRanking>({ method: 'POST', path: '/api/brand_rank', body })
}

/** POST /api/category_rank — the growing child categories of a category. */
export function getCategoryRanking(body: EntityRankingRequest): Promise<CategoryRanking> {
  return apiRequest<CategoryRanking>({ method: 'POST', path: '/api/category_rank', body })
}

/** GET /api/download — saves the ranking table shown as CSV; rejects with the server's refusal as an ApiError. */
export async function downloadRanking(query: RankingDownloadQuery & { lang: 'zh' | 'en' }): Promise<string> {
  const outcome = await downloadFile(`/api/download${queryString({ ...query })}`)
  if (outcome.saved) return outcome.fileName
  if (outcome.status !== 200) throw httpError(outcome.status)
  const envelope = outcome.envelope as { error_code?: number; error_msg?: unknown } | null
  throw envelopeError(Number(envelope?.error_code ?? 0), envelope?.error_msg)
}
