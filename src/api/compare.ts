// POST /api/compare (types/compare.ts; server/routes/compare.ts): every concept of a comparison in one call.
import type { CompareRequest, CompareResult } from '../../types'
import { apiRequest } from './client'

export function compareConcepts(body: CompareRequest): Promise<CompareResult> {
  return apiRequest<CompareResult>({ method: 'POST', path: '/api/compare', body })
}
