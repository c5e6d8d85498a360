import type {
  CategoryTree,
  ClientErrorReport,
  ConceptRanking,
  ConceptRankingRequest,
  LoginInfo,
  Notice,
  Plat,
  TimeInfo,
  TreePlat,
} from '../../types'
import { apiRequest } from './client'

/** GET /api/user — login info; usertype 'logged_out' without a session. */
export function getUser(): Promise<LoginInfo> {
  return apiRequest<LoginInfo>({ method: 'GET', path: '/api/user' })
}

/** GET /api/dw_notice — active notices, shown as warning banners. */
export function getNotices(): Promise<Notice[]> {
  return apiRequest<Notice[]>({ method: 'GET', path: '/api/dw_notice' })
}

/** POST /api/client_error — an uncaught client error. */
export function reportClientError(report: ClientErrorReport): Promise<null> {
  return apiRequest<null>({ method: 'POST', path: '/api/client_error', body: report })
}

// Each data source has its own latest-month endpoint.
const LATEST_MONTH_PATH: Record<Plat, string> = {
  all: '/api/get_word_ts',
  jd: '/api/get_jd_ts',
  douyin: '/api/get_dy_ts',
  tbjd: '/api/get_tbjd_ts',
  tbjddy: '/api/get_tbjd_ts',
  gamazon: '/api/get_gamazon_ts',
}

// The server keeps one month for every source; eBay and the social tree (Taobao/Tmall's) have no
// latest-month endpoint of their own.
const monthSourceOf = (plat: TreePlat): Plat => (plat === 'ebay' || plat === 'social' ? 'all' : plat)

/** Latest month and first month with data for a source. */
export function getLatestMonth(source: TreePlat): Promise<TimeInfo> {
  const plat = monthSourceOf(source)
  return apiRequest<TimeInfo>({ method: 'GET', path: LATEST_MONTH_PATH[plat], query: { plat } })
}

/** GET /api/cats_tree — the category tree of a source, filtered by the caller's permission. */
export function getCategoryTree(plat: TreePlat): Promise<CategoryTree> {
  return apiRequest<CategoryTree>({ method: 'GET', path: '/api/cats_tree', query: { plat } })
}

/** POST /api/ecommerce — the high-growth e-commerce concept ranking. */
export function getConceptRanking(body: ConceptRankingRequest): Promise<ConceptRanking> {
  return apiRequest<ConceptRanking>({ method: 'POST', path: '/api/ecommerce', body })
}
