import type { QueryParams } from './page-url'

/** The current page's query parameters, decoded (H5: the address bar; mini-program: the page's options). */
export declare function readPageQuery(): Record<string, string>

/**
 * Puts a screen's view into the current page's link without a navigation, so that a reload, the
 * back button or a copied link shows the same view. The mini-program has no address bar: there the
 * view is kept in the page's options for readPageQuery, and shared through a saved link (url_id).
 */
export declare function replacePageQuery(query: QueryParams): void
