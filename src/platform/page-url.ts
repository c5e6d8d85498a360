import { pagePath, type RouteName } from '../domain/routes'

/** Query values; undefined and '' are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>

export function queryString(query: QueryParams = {}): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

export { decodeQueryValue } from '../domain/routes'

/** The Taro page URL of a route ('/pages/concept/index?x=1'); H5 shows it as the clean path '/concept?x=1'. */
export function pageUrl(name: RouteName, query?: QueryParams): string {
  return `/${pagePath(name)}${queryString(query)}`
}
