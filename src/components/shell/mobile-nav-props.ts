import type { Lang } from '../../domain/constants'
import type { RouteName } from '../../domain/routes'

/**
 * Phones have no top header (it is hidden under 768 px, docs/screens.md), so they get this bar instead: the three
 * views of the desktop switcher, and a sheet with the other rankings, the language and the session.
 */
export interface MobileNavProps {
  current: RouteName
  /** the screens of the "more" sheet (mobileMoreRoutes: only those the user may see) */
  moreRoutes: readonly RouteName[]
  loggedIn: boolean
  /** a mini-program session shows no login or logout: WeChat signs it in */
  showLoginControls: boolean
  /** the free version has no language choice */
  showLanguage: boolean
  language: Lang
  onNavigate(route: RouteName): void
  onLanguageChange(lang: Lang): void
  onLogin(): void
  onLogout(): void
}
