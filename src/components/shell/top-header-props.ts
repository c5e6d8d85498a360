import type { ReactNode } from 'react'
import type { Lang } from '../../domain/constants'
import type { RouteName } from '../../domain/routes'

/** The desktop top header (docs/screens.md). Which parts show is decided by the Layout from src/domain/shell. */
export interface TopHeaderProps {
  /** partner branding replaces the product logo; null for everyone else */
  partner: { logoUrl: string; title: string } | null
  /** masked user name, or null when logged out */
  userName: string | null
  /** the avatar's letter (avatarLetterOf in domain/mask.ts) */
  avatarLetter: string
  /** login link / logout dropdown (hidden for mini-program users) */
  showLoginControls: boolean
  /** after-sales and demo QR panels (their codes are fetched for logged-in users) */
  showQrPanels: boolean
  /** en/zh select */
  showLanguageSelect: boolean
  language: Lang
  onLanguageChange(lang: Lang): void
  onLogin(): void
  onLogout(): void
  /** a screen chosen from the user menu */
  onNavigate(route: RouteName): void
  /** the view switcher, placed in the header row when visible */
  switcher?: ReactNode
  /** the concept search, a row of its own under the header row (the category/keyword search) */
  search?: ReactNode
}
