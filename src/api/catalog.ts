// Typed calls of the catalog endpoints (types/catalog.ts); one function per endpoint, and the URL
// of the category-tree scripts (loaded as scripts, not through the API client).
import type { CategoryName, CatNameRequest, Month, QrCode, SearchPrivileges, TreeScriptName } from '../../types'
import { apiRequest } from './client'

/** POST /api/get_catname — names of category ids; result.data is an array (docs/api.md). */
export function getCategoryNames(body: CatNameRequest): Promise<CategoryName[]> {
  return apiRequest<CategoryName[]>({ method: 'POST', path: '/api/get_catname', body })
}

/** GET /api/get_search_pri — what the caller may search, and the free version's limits. */
export function getSearchPrivileges(): Promise<SearchPrivileges> {
  return apiRequest<SearchPrivileges>({ method: 'GET', path: '/api/get_search_pri' })
}

/** GET /api/get_qr_code — the share URL of a page and its QR code (SVG data URL). */
export function getQrCode(path: string): Promise<QrCode> {
  return apiRequest<QrCode>({ method: 'GET', path: '/api/get_qr_code', query: { path } })
}

/**
 * Path of a category-tree script (docs/api.md): running it defines bigCategory, childrenList and
 * choice_cat, and self.grCategoryTrees[name] = the envelope (error_code -401 etc. on failure).
 */
export function treeScriptPath(name: TreeScriptName, ts: Month): string {
  return `/static/tree/${name}.js?ts=${encodeURIComponent(ts)}`
}
