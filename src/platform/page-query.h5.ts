import { queryString, type QueryParams } from './page-url'

export function readPageQuery(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search))
}

export function replacePageQuery(query: QueryParams): void {
  const next = `${window.location.pathname}${queryString(query)}`
  if (next === `${window.location.pathname}${window.location.search}`) return
  // history.state is Taro's router entry (its stamp): keep it, or back/forward lose their place
  window.history.replaceState(window.history.state, '', next)
}
