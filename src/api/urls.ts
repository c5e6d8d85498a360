/** Endpoints whose query strings the URL builders make (docs/api.md). */
export type UrlEndpoint = 'cloud' | 'ecommerce' | 'ecloud' | 'itemcloud' | 'search' | 'list_gamazon' | 'word'

export type UrlParams = Record<string, string | number | boolean | undefined | null>

// The item searches name their sort differently: sortby=sale is sent as sales, and desc turns into asc (0 or 1).
// The item searches are /api/search and /api/list_gamazon (the Amazon item list).
const SEARCH_ENDPOINTS: readonly UrlEndpoint[] = ['search', 'list_gamazon']

function searchParams(params: UrlParams): UrlParams {
  const out: UrlParams = { ...params }
  if (out.sortby === 'sale') out.sortby = 'sales'
  if ('desc' in out) {
    const desc = out.desc
    delete out.desc
    if (desc !== undefined && desc !== null && desc !== '') out.asc = desc === true || desc === 1 || desc === '1' || desc === 'true' ? 0 : 1
  }
  return out
}

/** '/api/<endpoint>?a=1&b=2' with empty values left out and the search rule applied. */
export function buildApiUrl(endpoint: UrlEndpoint, params: UrlParams = {}): string {
  const final = SEARCH_ENDPOINTS.includes(endpoint) ? searchParams(params) : params
  const query = Object.entries(final)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/api/${endpoint}${query ? `?${query}` : ''}`
}
