import type { RouteName } from '../domain/routes'
import type { QueryParams } from './page-url'

export interface NavigateOptions {
  /** replace the current page instead of pushing a new one */
  replace?: boolean
}

/**
 * The one navigation helper, which clears the stored checked state before every page change.
 * Pages and components never call Taro.navigateTo themselves.
 */
export declare function navigate(name: RouteName, query?: QueryParams, options?: NavigateOptions): Promise<void>

/** Reload the current page (used after a language change). H5: location.reload; weapp: reLaunch. */
export declare function reloadPage(): void

/**
 * Start clearing the checked state on navigations the helper does not see (H5 back/forward, the
 * mini-program's system back button).
 * Returns an unsubscribe function.
 */
export declare function watchNavigation(): () => void
