/**
 * How a phone's lists move. Mini-program: a ranking grows page by page as the user reaches its bottom
 * (no numbered pages), and a page pulled down asks its data again (its config says
 * enablePullDownRefresh). H5: numbered pages, and the browser's own reload.
 */
export declare const pagesByScrolling: boolean

/** Pull-down: `refresh` asks the page's data again; the spinner stops once it settles. */
export declare function usePullRefresh(refresh: () => Promise<unknown>): void

/** The page's bottom reached: `reached` asks for the next page of the list. */
export declare function useReachEnd(reached: () => void): void
