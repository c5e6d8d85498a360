/**
 * The start redirects: H5 replaces the start URL before the router reads it
 * ('/' by width, unknown paths on desktop → /concept unless they contain mj_logout).
 * The mini-program starts on its own first page and does nothing here.
 */
export declare function applyStartRedirect(): void

/** An in-app navigation reached a page that does not exist (usePageNotFound). */
export declare function handlePageNotFound(path: string): void

/**
 * Report uncaught errors: H5 window 'error' + 'unhandledrejection'; weapp Taro.onError and
 * Taro.onUnhandledRejection. Returns an unsubscribe function.
 */
export declare function onUncaughtError(report: (message: string) => void): () => void
