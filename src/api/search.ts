// Typed calls of the concept detail endpoints (types/search.ts; server/routes/search*.ts,
// list-gamazon.ts). Sorting is written as the server reads it (src/api/urls.ts): sortby sale → sales, desc → asc 0/1.
import type {
  AmazonRankingQuery,
  BrandCloud,
  CategoryBreakdown,
  CommodityPage,
  CommodityQuery,
  ConceptDrivers,
  ConceptQuery,
  ConceptRanking,
  ConceptSearchResult,
  MarkedSearchRequest,
  MarkedSearchResult,
  MiniSearchQuery,
  MiniSearchResult,
  MonthlyReport,
  MonthlyReportQuery,
} from '../../types'
import { apiRequest } from './client'
import type { QueryParams } from '../platform/page-url'

function query(q: object): QueryParams {
  return q as QueryParams
}

/** POST /api/search — 12-month trend and period summary of a concept on a platform. */
export function searchConcept(body: ConceptQuery): Promise<ConceptSearchResult> {
  return apiRequest<ConceptSearchResult>({ method: 'POST', path: '/api/search', body })
}

/** POST /api/douyin_search — the same on Douyin. */
export function searchDouyinConcept(body: Omit<ConceptQuery, 'plat'>): Promise<ConceptSearchResult> {
  return apiRequest<ConceptSearchResult>({ method: 'POST', path: '/api/douyin_search', body })
}

/** POST /api/gamazon_search — the same on Amazon. */
export function searchAmazonConcept(body: Omit<ConceptQuery, 'plat'>): Promise<ConceptSearchResult> {
  return apiRequest<ConceptSearchResult>({ method: 'POST', path: '/api/gamazon_search', body })
}

/** POST /api/ecloud — the concept's sales per child category (CategoryList tab). */
export function getCategoryBreakdown(body: ConceptQuery): Promise<CategoryBreakdown> {
  return apiRequest<CategoryBreakdown>({ method: 'POST', path: '/api/ecloud', body })
}

/** POST /api/drivers — what the concept's change is made of (DriversList tab). */
export function getDrivers(body: ConceptQuery): Promise<ConceptDrivers> {
  return apiRequest<ConceptDrivers>({ method: 'POST', path: '/api/drivers', body })
}

/** GET /api/cloud — the concept's top-10 brands (BrandList tab). */
export function getBrandCloud(q: ConceptQuery): Promise<BrandCloud> {
  return apiRequest<BrandCloud>({ method: 'GET', path: '/api/cloud', query: query(q) })
}

/** POST /api/itemcloud — a sorted page of the concept's items (CommodityList tab). */
export function getCommodities(body: CommodityQuery): Promise<CommodityPage> {
  return apiRequest<CommodityPage>({ method: 'POST', path: '/api/itemcloud', body })
}

/** POST /api/search_marked — summaries of followed concepts. */
export function searchMarked(body: MarkedSearchRequest): Promise<MarkedSearchResult> {
  return apiRequest<MarkedSearchResult>({ method: 'POST', path: '/api/search_marked', body })
}

/** GET /api/mini_search — the mini-program's compact concept card. */
export function miniSearch(q: MiniSearchQuery): Promise<MiniSearchResult> {
  return apiRequest<MiniSearchResult>({ method: 'GET', path: '/api/mini_search', query: query(q) })
}

/** GET /api/list_gamazon — the Amazon concept ranking. */
export function getAmazonRanking(q: AmazonRankingQuery = {}): Promise<ConceptRanking> {
  return apiRequest<ConceptRanking>({ method: 'GET', path: '/api/list_gamazon', query: query(q) })
}

/** GET /api/report — the monthly report of the caller's followed concepts (growth, ranks, trends). */
export function getMonthlyReport(q: MonthlyReportQuery = {}): Promise<MonthlyReport> {
  return apiRequest<MonthlyReport>({ method: 'GET', path: '/api/report', query: query(q) })
}
