// POST /api/lead and GET /api/early_signals (types/lead.ts; server/routes/lead.ts): does a concept's talk lead its sales.
import type { CatalogPlat, ConceptLead, EarlySignals, LeadRequest, Month } from '../../types'
import { apiRequest } from './client'

export function getLead(body: LeadRequest): Promise<ConceptLead> {
  return apiRequest<ConceptLead>({ method: 'POST', path: '/api/lead', body })
}

export function getEarlySignals(query: { plat?: CatalogPlat; cid?: number; ts?: Month } = {}): Promise<EarlySignals> {
  return apiRequest<EarlySignals>({ method: 'GET', path: '/api/early_signals', query: { ...query } })
}
