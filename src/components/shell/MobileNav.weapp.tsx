import type { MobileNavProps } from './mobile-nav-props'

/** The web's phone bar: the mini-program navigates with WeChat's own tab bar instead (app.config.ts). */
export function MobileNav(_props: MobileNavProps): null {
  return null
}
