// GET /api/freshness (types/freshness.ts; server/routes/freshness.ts): each data source's months, last update and months not final.
import type { Freshness } from '../../types'
import { apiRequest } from './client'

export function getFreshness(): Promise<Freshness> {
  return apiRequest<Freshness>({ method: 'GET', path: '/api/freshness' })
}
