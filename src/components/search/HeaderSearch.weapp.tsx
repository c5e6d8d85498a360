import type { HeaderSearchProps } from './header-search-props'

/** The web header's search: the mini-program has no web header; its search is home's and the search page. */
export function HeaderSearch(_props: HeaderSearchProps): null {
  return null
}
